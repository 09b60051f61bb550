import {
  examInputSchema,
  examItemsSchema,
  idSchema,
  intInRange,
  MAX_EXAM_SECTIONS,
  MAX_INT4,
  ok,
  TEXT_MAX,
  text,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { errorReplies, idParams, pageQuery, queryInt, secured } from "../../platform/http";
import { audited } from "../backoffice/audit";
import {
  addQuestions,
  addRandomQuestions,
  createExam,
  deleteExam,
  getExam,
  listExams,
  publishExam,
  publishPreview,
  setItems,
  unpublishExam,
  updateExam,
} from "./service";

const count = intInRange(0, 100).optional();
const section = intInRange(0, MAX_EXAM_SECTIONS).default(0);

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  const staff = { preHandler: app.guard.staff };
  const tags = ["exams"];

  app.get(
    "/exams",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: exams, newest first, paginated",
        security: secured,
        querystring: z
          .object({
            q: text(TEXT_MAX.NAME).trim().optional(),
            status: z.enum(["draft", "published"]).optional(),
            course_id: queryInt(1, MAX_INT4).optional(),
          })
          .extend(pageQuery.shape),
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await listExams(db, filter, page, pageSize), "");
    },
  );

  app.get(
    "/exams/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: an exam with its questions and totals",
        security: secured,
        params: idParams,
      },
    },
    async (request) => ok(await getExam(db, request.params.id), ""),
  );

  app.post(
    "/exams",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: create a draft exam",
        security: secured,
        body: examInputSchema,
        response: errorReplies,
      },
    },
    async (request) => {
      const me = caller(request).userId;
      const id = await audited(
        db,
        me,
        "create-exam",
        (r: number) => `exam:${r}`,
        (tx) => createExam(tx, request.body, me),
      );
      return ok(await getExam(db, id), "Exam saved as a draft.");
    },
  );

  app.put(
    "/exams/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: edit an exam's settings",
        security: secured,
        params: idParams,
        body: examInputSchema,
      },
    },
    async (request) => {
      await audited(
        db,
        caller(request).userId,
        "update-exam",
        () => `exam:${request.params.id}`,
        (tx) => updateExam(tx, request.params.id, request.body),
      );
      return ok(await getExam(db, request.params.id), "Exam saved.");
    },
  );

  app.put(
    "/exams/:id/questions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: replace the exam's ordered questions (sections, marks, negative marks)",
        security: secured,
        params: idParams,
        body: z.object({ items: examItemsSchema }),
      },
    },
    async (request) => {
      await audited(
        db,
        caller(request).userId,
        "set-exam-questions",
        () => `exam:${request.params.id}`,
        (tx) => setItems(tx, request.params.id, request.body.items),
      );
      return ok(await getExam(db, request.params.id), "Questions saved.");
    },
  );

  app.post(
    "/exams/:id/questions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: add bank questions to a section, marked by the exam's scheme",
        security: secured,
        params: idParams,
        body: z.object({
          question_ids: z.array(idSchema()).min(1).max(300),
          section,
        }),
      },
    },
    async (request) => {
      const added = await audited(
        db,
        caller(request).userId,
        "add-exam-questions",
        () => `exam:${request.params.id}`,
        (tx) => addQuestions(tx, request.params.id, request.body.question_ids, request.body.section),
      );
      return ok(await getExam(db, request.params.id), `Added ${added} question${added === 1 ? "" : "s"}.`);
    },
  );

  app.post(
    "/exams/:id/random",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: draw N random bank questions per difficulty into a section",
        security: secured,
        params: idParams,
        body: z.object({
          section,
          counts: z.object({ 1: count, 2: count, 3: count, 4: count }),
          filter: z
            .object({
              course_id: idSchema().optional(),
              subject: text(TEXT_MAX.NAME).trim().optional(),
              topic: text(TEXT_MAX.NAME).trim().optional(),
              kind: intInRange(1, 2).optional(),
            })
            .default({}),
        }),
      },
    },
    async (request) => {
      const { section, counts, filter } = request.body;
      const result = await audited(
        db,
        caller(request).userId,
        "draw-exam-questions",
        () => `exam:${request.params.id}`,
        (tx) => addRandomQuestions(tx, request.params.id, section, counts, filter),
      );
      const short = Object.values(result.shortBy).reduce((a, b) => a + (b ?? 0), 0);
      const message =
        short > 0
          ? `Added ${result.added}; the bank had ${short} fewer than asked.`
          : `Added ${result.added}.`;
      return ok({ ...(await getExam(db, request.params.id)), shortBy: result.shortBy }, message);
    },
  );

  app.get(
    "/exams/:id/publish-preview",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: what publishing would announce now, and to how many students (for the confirmation)",
        security: secured,
        params: idParams,
      },
    },
    async (request) => ok(await publishPreview(db, request.params.id), ""),
  );

  app.post(
    "/exams/:id/publish",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: validate and publish; notifies covered students",
        security: secured,
        params: idParams,
      },
    },
    async (request) => {
      const { notified } = await audited(
        db,
        caller(request).userId,
        "publish-exam",
        () => `exam:${request.params.id}`,
        (tx) => publishExam(tx, request.params.id, app.platform.config.academyTimeZone),
        (r) => ({ notified: r.notified }),
      );
      return ok(
        { ...(await getExam(db, request.params.id)), notified },
        `Exam published. ${notified} student${notified === 1 ? "" : "s"} notified.`,
      );
    },
  );

  app.post(
    "/exams/:id/unpublish",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: back to draft while nobody has started it",
        security: secured,
        params: idParams,
      },
    },
    async (request) => {
      await audited(
        db,
        caller(request).userId,
        "unpublish-exam",
        () => `exam:${request.params.id}`,
        (tx) => unpublishExam(tx, request.params.id),
      );
      return ok(await getExam(db, request.params.id), "Exam moved back to draft.");
    },
  );

  app.delete(
    "/exams/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: delete a draft exam nobody has started",
        security: secured,
        params: idParams,
      },
    },
    async (request) => {
      await audited(
        db,
        caller(request).userId,
        "delete-exam",
        () => `exam:${request.params.id}`,
        (tx) => deleteExam(tx, request.params.id),
      );
      return ok(null, "Exam deleted.");
    },
  );
};
