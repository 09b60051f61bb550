import { ok } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../platform/http";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Readiness: answers success once the database answers",
        response: { 200: envelope(z.object({ database: z.enum(["pglite", "postgres"]) })) },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return ok({ database: app.database.kind }, "ok");
    },
  );
};
