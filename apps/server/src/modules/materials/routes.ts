import multipart from "@fastify/multipart";
import {
  MATERIAL_KINDS,
  type Material,
  materialPatchSchema,
  materialSchema,
  ok,
  progressSchema,
  reorderSchema,
  searchTextSchema,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { envelope, errorReplies, secured } from "../../platform/http";
import { audited, recordStaffAction } from "../backoffice/audit";
import {
  createMaterial,
  deleteMaterial,
  listForStaff,
  reorderMaterials,
  replaceFile,
  staffAccess,
  updateMaterial,
} from "./admin";
import { demoAccess, demoMaterials, saveProgress, studentAccess, studentMaterials } from "./student";

const INT4 = 2_147_483_647;
const id = z.coerce.number().int().positive().max(INT4);
const idParams = z.object({ id });
const data = envelope(z.unknown());
const replies = { 200: data, ...errorReplies };
const tags = ["study materials"];
const access = z.object({ url: z.string(), expires_at: z.number() });

/** Routes stay thin: the rules live in admin.ts (staff) and student.ts (students and visitors). */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  const { pdf, video } = p.config.uploadLimits;
  // preservePath: a name with folders reaches the check instead of being cut to its last part.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: Math.max(pdf, video) + 1, files: 1, fields: 5 },
  });
  // The guard runs first (onRequest): a caller without the right is turned away before the input is read.
  const staff = { onRequest: app.guard.staff };
  const student = { onRequest: app.guard.student };

  app.get(
    "/course_document",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: study materials, filtered by course, text and type, a page at a time",
        security: secured,
        querystring: z.object({
          course_id: id.optional(),
          q: searchTextSchema.optional(),
          kind: z.enum(MATERIAL_KINDS).optional(),
          page: z.coerce.number().int().positive().max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: replies,
      },
    },
    async (request) => ok(await listForStaff(p.db, request.query), ""),
  );

  app.post(
    "/course_document",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: add a material (a PDF or video gets its file through PUT …/file)",
        security: secured,
        body: materialSchema,
        response: replies,
      },
    },
    async (request) => {
      const actor = caller(request).userId;
      const created = await audited<Material>(
        p.db,
        actor,
        "create-material",
        (m) => `material:${m.id}`,
        (tx) => createMaterial(tx, request.body, actor),
        (m) => ({ title: m.title, course_id: request.body.course_id, kind: request.body.kind }),
      );
      return ok(created, "Material added.");
    },
  );

  app.patch(
    "/course_document/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: edit, move, publish or unpublish a material",
        security: secured,
        params: idParams,
        body: materialPatchSchema,
        response: replies,
      },
    },
    async (request) => {
      const saved = await audited(
        p.db,
        caller(request).userId,
        // Publishing is the change students notice: it gets its own name in the log.
        request.body.published === undefined
          ? "update-material"
          : request.body.published
            ? "publish-material"
            : "unpublish-material",
        () => `material:${request.params.id}`,
        (tx) => updateMaterial(tx, request.params.id, request.body),
        () => ({ changed: Object.keys(request.body) }),
      );
      return ok(saved, "Material saved.");
    },
  );

  app.put(
    "/course_document/:id/file",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: upload or replace the file (multipart field `file`: PDF for a PDF item, MP4/WebM for a video; streamed, size-limited per kind)",
        security: secured,
        params: idParams,
        consumes: ["multipart/form-data"],
        response: replies,
      },
    },
    async (request) => {
      const actor = caller(request).userId;
      const saved = await replaceFile(p, request, request.params.id, actor);
      await recordStaffAction(p.db, {
        actor,
        action: "upload-material-file",
        target: `material:${request.params.id}`,
        detail: { title: saved.title },
      });
      return ok(saved, "File uploaded.");
    },
  );

  app.post(
    "/course_document/reorder",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: the new order of one chapter's materials",
        security: secured,
        body: reorderSchema,
        response: replies,
      },
    },
    async (request) => {
      const { course_id, chapter, ids } = request.body;
      await audited(
        p.db,
        caller(request).userId,
        "reorder-materials",
        () => `course:${course_id}`,
        (tx) => reorderMaterials(tx, course_id, chapter, ids),
        () => ({ chapter, ids }),
      );
      return ok(null, "Order saved.");
    },
  );

  app.delete(
    "/course_document/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: delete a material and its file",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => {
      const deleted = await deleteMaterial(p, request.params.id);
      await recordStaffAction(p.db, {
        actor: caller(request).userId,
        action: "delete-material",
        target: `material:${request.params.id}`,
        detail: { title: deleted.title, course_id: deleted.courseId, chapter: deleted.chapter },
      });
      return ok(null, "Material deleted.");
    },
  );

  app.get(
    "/course_document/:id/access",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: a signed link to the material's file (10 minutes)",
        security: secured,
        params: idParams,
        response: { 200: envelope(access), ...errorReplies },
      },
    },
    async (request) => ok(await staffAccess(p, request.params.id), ""),
  );

  app.get(
    "/user_study_materials",
    {
      ...student,
      schema: {
        tags,
        summary:
          "Student: the materials of the courses the plan covers (locked when it ran out or does not open them)",
        security: secured,
        querystring: z.object({
          q: searchTextSchema.optional(),
          kind: z.enum(MATERIAL_KINDS).optional(),
          done: z.enum(["true", "false"]).optional(),
        }),
        response: replies,
      },
    },
    async (request) => {
      const { q, kind, done } = request.query;
      const filters = { q, kind, done: done === undefined ? undefined : done === "true" };
      return ok(await studentMaterials(p.db, caller(request).userId, filters), "");
    },
  );

  app.get(
    "/user_study_materials/:id/access",
    {
      ...student,
      schema: {
        tags,
        summary:
          "Student: a signed link to an open material's file (10 minutes); 403 with the reason when locked",
        security: secured,
        params: idParams,
        response: { 200: envelope(access), ...errorReplies },
      },
    },
    async (request) => ok(await studentAccess(p, caller(request).userId, request.params.id), ""),
  );

  app.put(
    "/user_study_materials/:id/progress",
    {
      ...student,
      schema: {
        tags,
        summary:
          "Student: remember the page (PDF) or second (video) reached, and whether the material is done",
        security: secured,
        params: idParams,
        body: progressSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(
        await saveProgress(p.db, caller(request).userId, request.params.id, request.body),
        "Progress saved.",
      ),
  );

  app.get(
    "/demo_study_materials",
    {
      config: { access: "public" },
      schema: { tags, summary: "Public: the published sample materials", response: replies },
    },
    async () => ok({ items: await demoMaterials(p.db) }, ""),
  );

  app.get(
    "/demo_study_materials/:id/access",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public: a signed link to a sample material's file (10 minutes)",
        params: idParams,
        response: { 200: envelope(access), ...errorReplies },
      },
    },
    async (request) => ok(await demoAccess(p, request.params.id), ""),
  );
};
