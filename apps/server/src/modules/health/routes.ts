import { ok } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../platform/http";

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
