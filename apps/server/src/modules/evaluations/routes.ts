import { evaluationSchema, ok } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../platform/auth";
import { pageQuery, secured } from "../../platform/http";
import { answerParams, attemptParams } from "../attempts/routes";
import { audited } from "../backoffice/audit";
import { awardAnswer, completeEvaluation, evaluationQueue, evaluationSheet } from "./service";

/** Staff marking of written answers: the queue, one attempt's sheet, marks per answer, completion. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const staff = { preHandler: app.guard.staff, schema: { tags: ["evaluations"], security: secured } };

  app.get(
    "/evaluations",
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "Attempts waiting for evaluation, oldest first",
        querystring: pageQuery,
      },
    },
    async (request) => ok(await evaluationQueue(db, request.query.page, request.query.pageSize), ""),
  );

  app.get(
    "/evaluations/:attemptId",
    {
      ...staff,
      schema: { ...staff.schema, summary: "One attempt's written answers", params: attemptParams },
    },
    async (request) => ok(await evaluationSheet(db, request.params.attemptId), ""),
  );

  app.put(
    "/evaluations/:attemptId/answers/:questionId",
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "Award marks (0..max, steps of 0.25) and feedback to one answer",
        params: answerParams,
        body: evaluationSchema,
      },
    },
    async (request) => {
      const { attemptId, questionId } = request.params;
      const saved = await audited(
        db,
        caller(request).userId,
        "award-marks",
        () => `attempt:${attemptId}`,
        (tx) => awardAnswer(tx, attemptId, questionId, request.body),
        () => ({ question_id: questionId, ...request.body }),
      );
      return ok(saved, "Marks saved.");
    },
  );

  app.post(
    "/evaluations/:attemptId/complete",
    {
      ...staff,
      schema: {
        ...staff.schema,
        summary: "Finalise the score and notify the student",
        params: attemptParams,
      },
    },
    async (request) =>
      ok(
        await audited(
          db,
          caller(request).userId,
          "complete-evaluation",
          () => `attempt:${request.params.attemptId}`,
          (tx) => completeEvaluation(tx, request.params.attemptId, caller(request).userId),
        ),
        "Evaluation complete. The student has been notified.",
      ),
  );
};
