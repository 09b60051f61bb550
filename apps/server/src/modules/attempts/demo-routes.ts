import { answerSaveSchema, DEMO_START_ADDRESS, idSchema, ok, text } from "@medhavi/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../platform/errors";
import { demoExam, demoExams } from "./access";
import { reviewAttempt } from "./review";
import { answerParams, attemptParams, examIdParams } from "./routes";
import {
  hashToken,
  hasOpenAttempt,
  NO_SUCH_ATTEMPT,
  saveAnswer,
  startAttempt,
  startedReply,
  submitAttempt,
  type Taker,
} from "./service";

export const ATTEMPT_TOKEN_HEADER = "x-attempt-token";

/** The demo attempt's secret from its header stands in for a login; without it the attempt is not found. */
function visitor(request: FastifyRequest): Taker {
  const token = request.headers[ATTEMPT_TOKEN_HEADER];
  if (typeof token !== "string" || token.length < 20 || token.length > 100) throw notFound(NO_SUCH_ATTEMPT);
  return { tokenHash: hashToken(token) };
}

const tokenHeader = z.object({ [ATTEMPT_TOKEN_HEADER]: text(100).optional() });

/** Demo tests, open to visitors without an account: the same start/save/submit/review as students. */
export const demoAttemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const tags = ["demo tests"];

  app.get(
    "/user_demo_exam/exams",
    { config: { access: "public" }, schema: { tags, summary: "Published demo tests" } },
    async () => ok(await demoExams(db), ""),
  );

  app.get(
    "/user_demo_exam/exams/:examId",
    {
      config: { access: "public" },
      schema: { tags, summary: "One demo test's instructions", params: examIdParams },
    },
    async (request) => ok((await demoExam(db, request.params.examId)).view, ""),
  );

  app.post(
    "/user_demo_exam/:examId/start",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Start a demo attempt, or resume the given one while it is open; with `resumeOnly`, only resume it (409 once it has ended)",
        params: examIdParams,
        body: z
          .object({
            attemptId: idSchema().optional(),
            attemptToken: text(100).min(20).optional(),
            resumeOnly: z.boolean().optional(),
          })
          .default({}),
      },
    },
    async (request, reply) => {
      const { exam } = await demoExam(db, request.params.examId);
      const { attemptId, attemptToken, resumeOnly } = request.body;
      const resume = attemptId && attemptToken ? { attemptId, tokenHash: hashToken(attemptToken) } : null;
      if (resumeOnly && !resume) throw badRequest("Name the attempt to resume (attemptId and attemptToken).");
      const owner = { visitor: true as const, resume, resumeOnly };
      // Each new attempt is rows and a secret for an anonymous caller: limited per address. Resuming only
      // makes none.
      if (!resumeOnly && !(await hasOpenAttempt(db, exam.id, owner))) {
        await app.platform.limiter.consume(DEMO_START_ADDRESS, request.ip);
      }
      const { attempt, paper } = await startAttempt(app.database, exam, owner);
      // A resumed attempt keeps the secret the visitor already holds.
      const held = attempt.attemptToken || !attemptToken ? attempt : { ...attempt, attemptToken };
      return reply.type("application/json; charset=utf-8").send(startedReply({ attempt: held, paper }));
    },
  );

  app.put(
    "/user_demo_exam/attempts/:attemptId/answers/:questionId",
    {
      config: { access: "public", owner: "demo-attempt" },
      schema: {
        tags,
        summary: "Save one demo answer (X-Attempt-Token)",
        params: answerParams,
        headers: tokenHeader,
        body: answerSaveSchema,
      },
    },
    async (request) => {
      const { attemptId, questionId } = request.params;
      const saved = await saveAnswer(app.database, attemptId, questionId, visitor(request), request.body);
      app.metrics.answerSaves.inc({ kind: "demo" });
      return ok(saved, "");
    },
  );

  app.post(
    "/user_demo_exam/attempts/:attemptId/submit",
    {
      config: { access: "public", owner: "demo-attempt" },
      schema: {
        tags,
        summary: "Submit a demo attempt (X-Attempt-Token)",
        params: attemptParams,
        headers: tokenHeader,
      },
    },
    async (request) =>
      ok(await submitAttempt(db, request.params.attemptId, visitor(request)), "Test submitted."),
  );

  app.get(
    "/user_demo_exam/attempts/:attemptId",
    {
      config: { access: "public", owner: "demo-attempt" },
      schema: {
        tags,
        summary: "Review of a submitted demo attempt (X-Attempt-Token)",
        params: attemptParams,
        headers: tokenHeader,
      },
    },
    async (request) =>
      ok(
        await reviewAttempt(
          db,
          request.params.attemptId,
          visitor(request),
          app.platform.config.academyTimeZone,
        ),
        "",
      ),
  );
};
