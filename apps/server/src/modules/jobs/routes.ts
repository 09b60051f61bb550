import { jobRetryParamsSchema, jobRowSchema, jobsQuerySchema, ok, queueCountsSchema } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { recordStaffAction } from "../backoffice/audit";

const tags = ["jobs"];

/** Staff: the background job queues (counts, newest jobs, failures) and retrying a failed job. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;

  app.get(
    "/admin/jobs",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary:
          "Staff: each queue's queued, active, retrying, failed and completed jobs, and the newest jobs",
        security: secured,
        querystring: jobsQuerySchema,
        response: {
          200: envelope(z.object({ queues: z.array(queueCountsSchema), jobs: z.array(jobRowSchema) })),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      const [queues, jobs] = await Promise.all([p.jobs.counts(), p.jobs.list(request.query)]);
      return ok({ queues, jobs }, "");
    },
  );

  app.post(
    "/admin/jobs/:queue/:id/retry",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: run a failed job (or a dead letter, in its original queue) again",
        security: secured,
        params: jobRetryParamsSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      if (!(await p.jobs.retry(queue, id))) throw notFound("No failed job with this id in this queue.");
      await recordStaffAction(p.db, {
        actor: caller(request).userId,
        action: "retry-job",
        target: `job:${id}`,
        detail: { queue },
      });
      return ok(null, "The job is queued again.");
    },
  );
};
