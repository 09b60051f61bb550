import { answerSaveSchema, idParamSchema, ok, startRequestSchema } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { pageQuery, secured } from "../../platform/http";
import { activeExam, activeExams, examToStart } from "./access";
import { attemptHistory, reviewAttempt } from "./review";
import { saveAnswer, startAttempt, startedReply, submitAttempt, type Taker } from "./service";

export const examIdParams = z.object({ examId: idParamSchema() });
export const attemptParams = z.object({ attemptId: idParamSchema() });
export const answerParams = attemptParams.extend({ questionId: idParamSchema() });

/** A student's side of taking tests: what is open, start/resume, save, submit, history and review. */
export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const student = { preHandler: app.guard.student, schema: { tags: ["tests"], security: secured } };
  const me = (request: Parameters<typeof caller>[0]): Taker => ({ userId: caller(request).userId });

  app.get(
    "/user_exam/active",
    { ...student, schema: { ...student.schema, summary: "Tests open to the student now" } },
    async (request) => ok(await activeExams(db, caller(request).userId), ""),
  );

  app.get(
    "/user_exam/exams/:examId",
    {
      ...student,
      schema: { ...student.schema, summary: "One open test's instructions", params: examIdParams },
    },
    async (request) => ok((await activeExam(db, caller(request).userId, request.params.examId)).view, ""),
  );

  app.post(
    "/user_exam/:examId/start",
    {
      ...student,
      schema: {
        ...student.schema,
        summary:
          "Start or resume the student's attempt (questions without answers); with `resume`, only resume that attempt",
        params: examIdParams,
        body: startRequestSchema,
      },
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const exam = await examToStart(db, app.courseCatalogue.courses, userId, request.params.examId);
      const owner = { userId, resumeOnly: request.body?.resume };
      return reply
        .type("application/json; charset=utf-8")
        .send(startedReply(await startAttempt(app.database, exam, owner)));
    },
  );

  app.put(
    "/user_exam/attempts/:attemptId/answers/:questionId",
    {
      ...student,
      config: { owner: "attempt" },
      schema: {
        ...student.schema,
        summary: "Save one answer (idempotent; an older seq changes nothing)",
        params: answerParams,
        body: answerSaveSchema,
      },
    },
    async (request) => {
      const { attemptId, questionId } = request.params;
      const saved = await saveAnswer(app.database, attemptId, questionId, me(request), request.body);
      app.metrics.answerSaves.inc({ kind: "exam" });
      return ok(saved, "");
    },
  );

  app.post(
    "/user_exam/attempts/:attemptId/submit",
    {
      ...student,
      config: { owner: "attempt" },
      schema: { ...student.schema, summary: "Submit and grade (idempotent)", params: attemptParams },
    },
    async (request) => ok(await submitAttempt(db, request.params.attemptId, me(request)), "Test submitted."),
  );

  app.get(
    "/user_exam/attempts",
    {
      ...student,
      schema: { ...student.schema, summary: "The student's attempts, newest first", querystring: pageQuery },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await attemptHistory(db, caller(request).userId, page, pageSize), "");
    },
  );

  app.get(
    "/user_exam/attempts/:attemptId",
    {
      preHandler: app.guard.anyone,
      config: { owner: "attempt" },
      schema: {
        tags: ["tests"],
        security: secured,
        summary: "Review of a submitted attempt (its owner, or staff)",
        params: attemptParams,
      },
    },
    async (request) => {
      const auth = caller(request);
      const taker: Taker = auth.role === "admin" ? { staff: true } : { userId: auth.userId };
      return ok(
        await reviewAttempt(db, request.params.attemptId, taker, app.platform.config.academyTimeZone),
        "",
      );
    },
  );
};
