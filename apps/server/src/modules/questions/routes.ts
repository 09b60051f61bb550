import multipart from "@fastify/multipart";
import {
  csvToQuestions,
  findDuplicates,
  MAX_INT4,
  ok,
  QUESTION_CSV_TEMPLATE,
  questionInputSchema,
  questionsToCsv,
  TEXT_MAX,
  text,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { HttpError } from "../../platform/errors";
import { errorReplies, idParams, pageQuery, queryInt, secured } from "../../platform/http";
import { readImageUpload, uploadFailure } from "../../platform/uploads";
import { audited, recordStaffAction } from "../backoffice/audit";
import { listCourses } from "../courses/service";
import {
  allQuestions,
  bankKeys,
  createQuestion,
  deleteQuestion,
  duplicateQuestion,
  getQuestion,
  listQuestions,
  questionFacets,
  toQuestion,
  updateQuestion,
} from "./service";

export const CSV_MAX_BYTES = 1024 * 1024;

const filterQuery = z.object({
  q: text(TEXT_MAX.NAME).trim().optional(),
  course_id: queryInt(1, MAX_INT4).optional(),
  subject: text(TEXT_MAX.NAME).trim().optional(),
  topic: text(TEXT_MAX.NAME).trim().optional(),
  kind: queryInt(1, 2).optional(),
  difficulty: queryInt(1, 4).optional(),
});
const listQuery = filterQuery.extend(pageQuery.shape);

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.platform.db;
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5 } });
  const staff = { preHandler: app.guard.staff };
  const tags = ["question bank"];

  app.get(
    "/questions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: search and filter the bank, paginated",
        security: secured,
        querystring: listQuery,
      },
    },
    async (request) => {
      const { page, pageSize, ...filter } = request.query;
      return ok(await listQuestions(db, filter, page, pageSize), "");
    },
  );

  app.get(
    "/questions/facets",
    { ...staff, schema: { tags, summary: "Staff: subjects and topics in use", security: secured } },
    async () => ok(await questionFacets(db), ""),
  );

  app.get(
    "/questions/template.csv",
    { ...staff, schema: { tags, summary: "Staff: the CSV import template", security: secured } },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="question-bank-template.csv"')
        .send(QUESTION_CSV_TEMPLATE),
  );

  app.get(
    "/questions/export.csv",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: the filtered bank as CSV (the import layout)",
        security: secured,
        querystring: filterQuery,
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="question-bank.csv"')
        .send(questionsToCsv(await allQuestions(db, request.query))),
  );

  app.get(
    "/questions/:id",
    { ...staff, schema: { tags, summary: "Staff: one question", security: secured, params: idParams } },
    async (request) => ok(toQuestion(await getQuestion(db, request.params.id)), ""),
  );

  app.post(
    "/questions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: add a question",
        security: secured,
        body: questionInputSchema,
        response: errorReplies,
      },
    },
    async (request) =>
      ok(
        toQuestion(
          await audited(
            db,
            caller(request).userId,
            "create-question",
            (r) => `question:${r.id}`,
            (tx) => createQuestion(tx, request.body, caller(request).userId),
          ),
        ),
        "Question saved.",
      ),
  );

  app.put(
    "/questions/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: edit; a grading change to a question in a published exam makes a new version",
        security: secured,
        params: idParams,
        body: questionInputSchema,
        response: errorReplies,
      },
    },
    async (request) => {
      const { question, versioned } = await audited(
        db,
        caller(request).userId,
        "update-question",
        () => `question:${request.params.id}`,
        (tx) => updateQuestion(tx, request.params.id, request.body, caller(request).userId),
      );
      return ok(
        { ...toQuestion(question), versioned },
        versioned
          ? "Saved as a new version: published exams keep the version their students were graded on."
          : "Question saved.",
      );
    },
  );

  app.post(
    "/questions/:id/duplicate",
    { ...staff, schema: { tags, summary: "Staff: copy a question", security: secured, params: idParams } },
    async (request) =>
      ok(
        toQuestion(
          await audited(
            db,
            caller(request).userId,
            "duplicate-question",
            (r) => `question:${r.id}`,
            (tx) => duplicateQuestion(tx, request.params.id, caller(request).userId),
          ),
        ),
        "Question duplicated.",
      ),
  );

  app.delete(
    "/questions/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: delete a question no published exam uses",
        security: secured,
        params: idParams,
      },
    },
    async (request) => {
      await audited(
        db,
        caller(request).userId,
        "delete-question",
        () => `question:${request.params.id}`,
        (tx) => deleteQuestion(tx, request.params.id),
      );
      return ok(null, "Question deleted.");
    },
  );

  app.post(
    "/questions/images",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: upload an image for a question, option or solution (multipart `image`, at most 2 MB)",
        security: secured,
        consumes: ["multipart/form-data"],
      },
    },
    async (request) => {
      const { data, kind } = await readImageUpload(request);
      const name = await app.platform.storage.save(data, "question", kind.extension);
      return ok({ url: `/uploads/${name}` }, "Image uploaded.");
    },
  );

  app.post(
    "/questions/import",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: import a CSV (multipart field `file`, at most 1 MB). With errors nothing is imported unless the field `mode` is `valid-rows`",
        security: secured,
        consumes: ["multipart/form-data"],
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new HttpError(400, "Choose a CSV file to import.");
      const data = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === "FST_REQ_FILE_TOO_LARGE")
          throw new HttpError(413, "The file must be 1 MB or smaller.");
        throw uploadFailure(err);
      });
      const modeField = file.fields.mode;
      const mode = modeField && "value" in modeField ? String(modeField.value) : "all";
      if (data.includes(0)) throw new HttpError(400, "This is not a CSV text file.");
      const known = new Set((await listCourses(db)).map((c) => c.id));
      let parsed: ReturnType<typeof csvToQuestions>;
      try {
        parsed = csvToQuestions(data.toString("utf8"), known);
      } catch (err) {
        const line = (err as { line?: number }).line;
        throw new HttpError(
          400,
          `The file is not valid CSV${line ? ` (line ${line})` : ""}: ${(err as Error).message}`,
        );
      }
      // Same plain text and course as a bank question (or an earlier row): refused as a duplicate, so
      // re-importing a file does not silently double the bank.
      const duplicates = findDuplicates(
        parsed.rows.flatMap((r) => (r.ok ? [{ line: r.line, question: r.question }] : [])),
        await bankKeys(db),
      );
      const refused = parsed.rows.flatMap((r) => {
        if (!r.ok) return [{ line: r.line, errors: r.errors }];
        const duplicate = duplicates.get(r.line);
        return duplicate ? [{ line: r.line, errors: [duplicate] }] : [];
      });
      const valid = parsed.rows.flatMap((r) => (r.ok && !duplicates.has(r.line) ? [r.question] : []));
      const report = { imported: 0, refused, total: parsed.rows.length, headerErrors: parsed.headerErrors };
      if (parsed.headerErrors.length > 0) {
        return reply
          .status(400)
          .send({ status: "error", message: parsed.headerErrors.join(" "), data: report });
      }
      if (refused.length > 0 && mode !== "valid-rows") {
        return reply.status(400).send({
          status: "error",
          message: `${refused.length} of ${parsed.rows.length} rows have errors${duplicates.size > 0 ? ` (${duplicates.size} already in the bank or repeated)` : ""}, so nothing was imported. Fix them, or import only the valid rows.`,
          data: report,
        });
      }
      const staffId = caller(request).userId;
      await db.transaction(async (tx) => {
        for (const question of valid) await createQuestion(tx, question, staffId);
        await recordStaffAction(tx, {
          actor: staffId,
          action: "import-questions",
          target: "question-bank:csv",
          detail: { imported: valid.length, refused: report.refused.length },
        });
      });
      report.imported = valid.length;
      return ok(report, `Imported ${valid.length} question${valid.length === 1 ? "" : "s"}.`);
    },
  );
};
