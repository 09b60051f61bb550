import { idParamSchema, keyChallengeSchema, keyDecisionSchema, ok } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { errorReplies, idParams, secured } from "../../platform/http";
import { queueRegrade, regradeStatus } from "./regrade-job";
import { challengeQuestion, challengesByQuestion, decideKey, studentAnswerKey } from "./service";

const examIdParams = z.object({ examId: idParamSchema() });

/** The provisional answer key, students' challenges and staff's decisions (issue #15, item 4). */
export const answerKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const student = { preHandler: app.guard.student };
  const staff = { preHandler: app.guard.staff };
  const tags = ["answer key"];

  app.get(
    "/user_exam/exams/:examId/answer-key",
    {
      ...student,
      schema: {
        tags,
        summary: "The provisional key of a test the student sat, once its window has closed",
        security: secured,
        params: examIdParams,
        response: errorReplies,
      },
    },
    async (request) => ok(await studentAnswerKey(db, caller(request).userId, request.params.examId), ""),
  );

  app.post(
    "/user_exam/exams/:examId/challenges",
    {
      ...student,
      schema: {
        tags,
        summary: "Challenge one question of the provisional key, with a reason, within the window",
        security: secured,
        params: examIdParams,
        body: keyChallengeSchema,
        response: errorReplies,
      },
    },
    async (request) => {
      const row = await challengeQuestion(
        db,
        caller(request).userId,
        request.params.examId,
        request.body,
        app.platform.config.academyTimeZone,
      );
      return ok({ id: row.id, question_id: row.questionId }, "Your challenge has been recorded.");
    },
  );

  app.get(
    "/exams/:id/challenges",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: challenged questions with counts, reasons and decisions",
        security: secured,
        params: idParams,
      },
    },
    async (request) => ok(await challengesByQuestion(db, request.params.id), ""),
  );

  app.post(
    "/exams/:id/key-decisions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: keep, change or drop a question of the key; a change re-grades every attempt",
        security: secured,
        params: idParams,
        body: keyDecisionSchema,
        response: errorReplies,
      },
    },
    async (request) => {
      const staffId = caller(request).userId;
      const result = await decideKey(db, staffId, request.params.id, request.body);
      // Queued after the decision commits; a repeated decision queues it again, so a send that failed
      // here is mended by trying the same decision once more (a run with nothing to change tells nobody).
      await queueRegrade(app.platform.jobs, request.params.id, staffId);
      const message = result.unchanged
        ? "The key already says this; nothing changed."
        : "Decision saved. Every attempt is being re-graded; students whose score changes will be notified.";
      return ok(result, message);
    },
  );

  app.get(
    "/exams/:id/regrade",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: whether the re-grade after the last key decision has run, and what it changed",
        security: secured,
        params: idParams,
        response: errorReplies,
      },
    },
    async (request) => ok(await regradeStatus(db, request.params.id), ""),
  );
};
