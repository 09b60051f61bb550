import { courseNodeSchema, ok } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../platform/http";
import { listCourses } from "./service";

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user_exam/get_all_courses",
    {
      schema: {
        tags: ["courses"],
        summary: "The whole course hierarchy as a flat list (public)",
        response: { 200: envelope(z.array(courseNodeSchema)) },
      },
    },
    async () => ok(await listCourses(app.database.db), "Courses fetched successfully"),
  );
};
