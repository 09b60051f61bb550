import { ok } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../platform/http";
import { RETRY_AFTER_SECONDS } from "../../platform/unavailable";

export const REDIS_DOWN = "Degraded: Redis is down; rate limits use the database until it answers.";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary:
          "Readiness: answers success once the database answers; with REDIS_URL set, `redis` says whether Redis answers (the server keeps serving on the database when it does not)",
        response: {
          200: envelope(
            z.object({
              database: z.enum(["pglite", "postgres"]),
              redis: z.enum(["up", "down"]).optional(),
            }),
          ),
        },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      const database = app.database.kind;
      if (!app.config.redisUrl) return ok({ database }, "ok");
      const redis = await app.platform.limiter.status();
      return ok({ database, redis }, redis === "up" ? "ok" : REDIS_DOWN);
    },
  );
};

const readinessReply = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  checks: z.record(z.string(), z.enum(["up", "down"])),
});

/** Liveness and readiness for load balancers and orchestrators (docs/operations.md). */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health/live",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process is up and its event loop answers (no dependency is asked)",
        response: { 200: envelope(z.object({ uptimeSeconds: z.number() })) },
      },
    },
    async () => ok({ uptimeSeconds: Math.round(process.uptime()) }, "live"),
  );

  app.get(
    "/health/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary:
          "Readiness: 200 when the database, Redis (when configured), storage and registered checks answer; 503 naming what is down, or while shutting down",
        response: { 200: envelope(readinessReply), 503: envelope(readinessReply) },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.report();
      if (report.ready) return ok(report, "ready");
      const down = Object.entries(report.checks)
        .filter(([, state]) => state === "down")
        .map(([name]) => name);
      const message = report.draining
        ? "Not ready: shutting down."
        : `Not ready: ${down.join(", ")} ${down.length === 1 ? "is" : "are"} down.`;
      reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS));
      return { status: "error" as const, message, data: report };
    },
  );
};
