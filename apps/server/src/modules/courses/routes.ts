import { courseNodeInputSchema, courseNodeSchema, ok } from "@medhavi/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { envelope, errorReplies, idParams, secured } from "../../platform/http";
import { audited } from "../backoffice/audit";
import { createCourse, deleteCourse, updateCourse } from "./admin";
import { notModified } from "./catalogue";
import { exportCourseTree } from "./export";
import { listCourses } from "./service";

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The public course list, served from memory with an ETag (issue #13); every change here clears it.
  const catalogue = app.courseCatalogue;
  // The static catalogue file follows every change to the tree.
  const exportTree = () => {
    catalogue.invalidate();
    void app.platform.bus.publish("courses");
    return exportCourseTree(app.database.db, app.platform.storage, app.log);
  };

  app.get(
    "/user_exam/get_all_courses",
    {
      config: { access: "public" },
      schema: {
        tags: ["courses"],
        summary: "The whole course hierarchy as a flat list (public)",
        response: { 200: envelope(z.array(courseNodeSchema)) },
      },
    },
    async (request, typedReply) => {
      // The body is already serialised (and matches the schema): sent as it is, or as 304 if unchanged.
      const reply = typedReply as unknown as FastifyReply;
      const { body, etag } = await catalogue.get();
      reply.header("etag", etag).header("cache-control", "no-cache");
      if (notModified(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/courses",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["courses"],
        summary: "Staff: the course hierarchy as a flat list",
        security: secured,
        response: { 200: envelope(z.array(courseNodeSchema)), ...errorReplies },
      },
    },
    async () => ok(await listCourses(app.database.db), ""),
  );

  app.post(
    "/courses",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["courses"],
        summary: "Staff: add a course node",
        security: secured,
        body: courseNodeInputSchema,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorReplies },
      },
    },
    async (request) => {
      const id = await audited(
        app.database.db,
        caller(request).userId,
        "create-course",
        (r) => `course:${r}`,
        (tx) => createCourse(tx, request.body),
      );
      await exportTree();
      return ok({ id: id ?? 0 }, "Course added.");
    },
  );

  app.put(
    "/courses/:id",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["courses"],
        summary: "Staff: rename, move, retype or reprice a course node (cycles refused)",
        security: secured,
        params: idParams,
        body: courseNodeInputSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await audited(
        app.database.db,
        caller(request).userId,
        "update-course",
        () => `course:${request.params.id}`,
        (tx) => updateCourse(tx, request.params.id, request.body),
      );
      await exportTree();
      return ok(null, "Course saved.");
    },
  );

  app.delete(
    "/courses/:id",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["courses"],
        summary: "Staff: delete a course node with no children and no subscribers",
        security: secured,
        params: idParams,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await audited(
        app.database.db,
        caller(request).userId,
        "delete-course",
        () => `course:${request.params.id}`,
        (tx) => deleteCourse(tx, request.params.id),
      );
      await exportTree();
      return ok(null, "Course deleted.");
    },
  );
};
