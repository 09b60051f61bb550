import multipart from "@fastify/multipart";
import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_DOCUMENTS,
  type ApplicationDocument,
  type ApplicationKind,
  applicationListQuerySchema,
  applicationNoteSchema,
  applicationRemoveSchema,
  contactFormSchema,
  enrolmentFormSchema,
  fail,
  idParamsSchema,
  ok,
  PROOF_OF_WORK_HEADER,
  partnerFormSchema,
  scholarshipFormSchema,
  statusChangeSchema,
} from "@medhavi/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { sendCsv } from "../../platform/exports";
import { envelope, errorReplies, secured } from "../../platform/http";
import {
  addNote,
  applicationDetail,
  changeStatus,
  documentAccess,
  eraseApplicant,
  exportCsv,
  listApplications,
  softDelete,
} from "./staff";
import { FieldErrors, optionalStudent, submitApplication, uploadDocument } from "./submit";

const tags = ["applications"];
const data = envelope(z.unknown());
const replies = { 200: data, ...errorReplies, 409: data, 413: data, 415: data, 429: data };
/** A form is a few kilobytes; anything larger is refused before it is read. */
const FORM_BODY_LIMIT = 32 * 1024;

const FORMS: { url: string; kind: ApplicationKind; schema: z.ZodType; summary: string }[] = [
  {
    url: "/contactUs",
    kind: "contact",
    schema: contactFormSchema,
    summary: "Public: the contact form (name, email, mobile, subject, message)",
  },
  {
    url: "/applyScholarship",
    kind: "scholarship",
    schema: scholarshipFormSchema,
    summary:
      "Public: a scholarship application, naming the ID proof and marksheet uploads (id_proof, marksheet)",
  },
  {
    url: "/applyEnrolment",
    kind: "enrolment",
    schema: enrolmentFormSchema,
    summary: "Public: an enrolment request (/enrol and /registration)",
  },
  {
    url: "/partnerWithUs",
    kind: "partner",
    schema: partnerFormSchema,
    summary: "Public: a partner enquiry from a school or coaching centre",
  },
];

const UPLOADS: { url: string; purpose: ApplicationDocument }[] = [
  { url: "/idproofuploadtospace", purpose: "id_proof" },
  { url: "/marksheetuploadtospace", purpose: "marksheet" },
];

const LISTS: { url: string; kind: ApplicationKind; summary: string }[] = [
  { url: "/getScholarshipList", kind: "scholarship", summary: "Staff: scholarship applications" },
  { url: "/getEnrollmentList", kind: "enrolment", summary: "Staff: enrolment requests" },
];

/** Field errors go back with the message and a map of field → message, for the form to show. */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof FieldErrors) return reply.status(400).send(fail(err.message, { errors: err.errors }));
    throw err;
  }
}

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: APPLICATION_DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
  });
  const staff = { onRequest: app.guard.staff };
  const zone = p.config.academyTimeZone;

  for (const form of FORMS) {
    app.post(
      form.url,
      {
        config: { access: "public" },
        bodyLimit: FORM_BODY_LIMIT,
        // The handler parses again for every field's message (the schema check stops at the first).
        attachValidation: true,
        schema: {
          tags,
          summary: `${form.summary}. Same idempotency_key → the same application; otherwise a solved challenge in ${PROOF_OF_WORK_HEADER} (GET /api/challenge), rate limited per address and email`,
          body: form.schema,
          response: replies,
        },
      },
      async (request, reply) =>
        answering(reply, async () => {
          const userId = await optionalStudent(p, request);
          const sent = await submitApplication(p, form.kind, request.body, {
            address: request.ip,
            userId,
            proof: request.headers[PROOF_OF_WORK_HEADER],
          });
          return ok(sent, `Thank you! Your reference number is ${sent.reference}.`);
        }),
    );
  }

  for (const upload of UPLOADS) {
    app.post(
      upload.url,
      {
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "Public: upload an application document (multipart `file`: PDF, JPEG, PNG or WebP judged by content, at most 5 MB), kept private; answers the upload_id the form sends",
          consumes: ["multipart/form-data"],
          response: replies,
        },
      },
      async (request) =>
        ok(await uploadDocument(p, request, upload.purpose, request.ip), "Document uploaded."),
    );
  }

  for (const list of LISTS) {
    app.get(
      list.url,
      {
        ...staff,
        schema: {
          tags,
          summary: `${list.summary}: search, status, course and date filters, a page at a time`,
          security: secured,
          querystring: applicationListQuerySchema.omit({ kind: true }),
          response: replies,
        },
      },
      async (request) => ok(await listApplications(p.db, { ...request.query, kind: list.kind }, zone), ""),
    );
  }

  app.get(
    "/applications",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: applications of any kind (contact and partner enquiries too), filtered and paged",
        security: secured,
        querystring: applicationListQuerySchema,
        response: replies,
      },
    },
    async (request) => ok(await listApplications(p.db, request.query, zone), ""),
  );

  app.get(
    "/applications/export",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: every application the filters select as CSV (streamed), each form field a column",
        security: secured,
        querystring: applicationListQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    (request, reply) => {
      const q = request.query;
      const name = `${q.kind ?? "applications"}-${new Date().toISOString().slice(0, 10)}.csv`;
      return sendCsv(reply, name, exportCsv(p.db, q, zone));
    },
  );

  app.get(
    "/applications/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: one application with its documents, history and the statuses it may move to",
        security: secured,
        params: idParamsSchema,
        response: replies,
      },
    },
    async (request) => ok(await applicationDetail(p.db, request.params.id), ""),
  );

  app.get(
    "/applications/:id/documents/:document/access",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: a signed link (10 minutes) to the ID proof or marksheet, for the in-browser viewer",
        security: secured,
        params: idParamsSchema.extend({ document: z.enum(APPLICATION_DOCUMENTS) }),
        response: replies,
      },
    },
    async (request) => ok(await documentAccess(p, request.params.id, request.params.document), ""),
  );

  app.post(
    "/applications/:id/status",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: move along new → in review → approved / rejected / contacted / closed, with a note; approving a scholarship may grant a plan",
        security: secured,
        params: idParamsSchema,
        body: statusChangeSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(await changeStatus(p, caller(request).userId, request.params.id, request.body), "Status changed."),
  );

  app.post(
    "/applications/:id/notes",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: add a note to the application's history",
        security: secured,
        params: idParamsSchema,
        body: applicationNoteSchema,
        response: replies,
      },
    },
    async (request) => {
      await addNote(p.db, caller(request).userId, request.params.id, request.body.note);
      return ok(null, "Note added.");
    },
  );

  app.post(
    "/applications/:id/delete",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: soft delete with a reason (kept, listed with deleted=true)",
        security: secured,
        params: idParamsSchema,
        body: applicationRemoveSchema,
        response: replies,
      },
    },
    async (request) => {
      await softDelete(p.db, caller(request).userId, request.params.id, request.body.reason);
      return ok(null, "Application deleted.");
    },
  );

  app.post(
    "/applications/:id/erase",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: erase the applicant (documents removed, personal fields blanked, an anonymous record kept)",
        security: secured,
        params: idParamsSchema,
        body: applicationRemoveSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(
        await eraseApplicant(p, caller(request).userId, request.params.id, request.body.reason),
        "Applicant erased.",
      ),
  );
};
