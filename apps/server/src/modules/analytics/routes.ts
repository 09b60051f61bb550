import { ok, practiceStartSchema, practiceSubmitSchema } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../platform/auth";
import { pageQuery, secured } from "../../platform/http";
import { attemptParams } from "../attempts/routes";
import type { Taker } from "../attempts/service";
import { getPractice, startPractice, submitPractice } from "./practice";
import { myProgress } from "./progress";
import { attemptAnalytics } from "./service";

/** Analytics that explain a score, "My progress", and practising an attempt's mistakes (issue #15 items 5-6). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const tags = ["tests"];
  const student = { preHandler: app.guard.student, config: { owner: "attempt" as const } };

  app.get(
    "/user_exam/attempts/:attemptId/analytics",
    {
      preHandler: app.guard.anyone,
      config: { owner: "attempt" },
      schema: {
        tags,
        security: secured,
        summary:
          "Analysis of a submitted attempt: subjects, topics, time per question, answer classes (owner or staff)",
        params: attemptParams,
      },
    },
    async (request) => {
      const auth = caller(request);
      const taker: Taker = auth.role === "admin" ? { staff: true } : { userId: auth.userId };
      return ok(await attemptAnalytics(db, request.params.attemptId, taker), "");
    },
  );

  app.get(
    "/user_exam/progress",
    {
      preHandler: app.guard.student,
      schema: {
        tags,
        security: secured,
        summary:
          "My progress: submitted attempts newest first with rank, percentile, accuracy; predicted percentile band",
        querystring: pageQuery,
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await myProgress(db, caller(request).userId, page, pageSize), "");
    },
  );

  // Start before the reads: the access matrix calls routes in the order they are declared.
  app.post(
    "/user_exam/attempts/:attemptId/practice",
    {
      ...student,
      schema: {
        tags,
        security: secured,
        summary: "Start (or resume) an untimed, unranked practice of the attempt's mistakes",
        params: attemptParams,
        body: practiceStartSchema,
      },
    },
    async (request) =>
      ok(await startPractice(db, request.params.attemptId, caller(request).userId, request.body), ""),
  );

  app.get(
    "/user_exam/attempts/:attemptId/practice",
    {
      ...student,
      schema: {
        tags,
        security: secured,
        summary: "The attempt's latest practice set",
        params: attemptParams,
      },
    },
    async (request) => ok(await getPractice(db, request.params.attemptId, caller(request).userId), ""),
  );

  app.post(
    "/user_exam/attempts/:attemptId/practice/submit",
    {
      ...student,
      schema: {
        tags,
        security: secured,
        summary: "Grade the open practice set (idempotent)",
        params: attemptParams,
        body: practiceSubmitSchema,
      },
    },
    async (request) =>
      ok(
        await submitPractice(db, request.params.attemptId, caller(request).userId, request.body),
        "Practice checked.",
      ),
  );
};
