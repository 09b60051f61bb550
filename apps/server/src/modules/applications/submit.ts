import { randomBytes, randomInt } from "node:crypto";
import {
  APPLICATION_ADDRESS,
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_EMAIL,
  APPLICATION_STAFF_PAGE,
  APPLICATION_UPLOAD_ADDRESS,
  type ApplicationDocument,
  type ApplicationKind,
  BRAND,
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_TOO_LARGE,
  FIELDS_INVALID,
  FORM_SCHEMAS,
  fieldErrors,
  hasPathCharacters,
  MESSAGES,
  makeReference,
} from "@medhavi/domain";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client";
import { applicationHistory, applications, applicationUploads } from "../../db/schema";
import { ACTIVE_PDF, assertImageFits, pdfHasActiveContent } from "../../platform/content-checks";
import type { Platform } from "../../platform/context";
import { HttpError } from "../../platform/errors";
import { sniffDocument, sniffImage } from "../../platform/sniff";
import { newKey } from "../../platform/storage";
import { EMPTY_FILE, PATH_IN_NAME, uploadFailure } from "../../platform/uploads";
import { courseExists } from "../courses/service";
import { requestStaffDigest } from "./digest";

/** A 400 that names the fields at fault: the form shows each message under its field. */
export class FieldErrors extends HttpError {
  constructor(readonly errors: Record<string, string>) {
    super(400, FIELDS_INVALID);
  }
}

export const KIND_LABEL: Record<ApplicationKind, string> = {
  contact: "message",
  scholarship: "scholarship application",
  enrolment: "enrolment request",
  partner: "partner enquiry",
};

export const DIFFERENT_FORM =
  "This form was already sent with other details. Reload the page to send a new one.";
export const UPLOAD_AGAIN = "Upload this document again.";
/** Unclaimed uploads older than this are removed (and cannot be named by a form). */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface Submitted {
  reference: string;
  kind: ApplicationKind;
  status: string;
  created_at: number;
}

/** The student behind an optional bearer token; a missing, stale or staff token counts as a visitor. */
export async function optionalStudent(p: Platform, request: FastifyRequest): Promise<number | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  if (!m?.[1]) return null;
  const auth = await p.tokens.verify(m[1]).catch(() => null);
  return auth?.role === "student" ? auth.userId : null;
}

/**
 * One public form: validated field by field, a honeypot answered as if sent (nothing stored), the same
 * idempotency key answered with the first application, then the proof of work (a retry of a form that
 * went through needs none), then rate limited per address and per email.
 */
export async function submitApplication(
  p: Platform,
  kind: ApplicationKind,
  body: unknown,
  ctx: { address: string; userId: number | null; proof: string | string[] | undefined },
): Promise<Submitted> {
  const parsed = FORM_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) throw new FieldErrors(fieldErrors(parsed.error));
  const form = parsed.data as Record<string, unknown> & {
    name: string;
    email: string;
    mobile: string;
    idempotency_key: string;
    website?: string | undefined;
    course_id?: number;
  };
  if (form.website?.trim()) {
    p.log.info({ kind }, "honeypot filled: application dropped");
    return { reference: makeReference(kind, randomInt), kind, status: "new", created_at: Date.now() };
  }
  const again = await byKey(p.db, kind, form.idempotency_key);
  if (again) return replay(again, form.email);
  await p.proofOfWork.verify(ctx.proof);

  await p.limiter.consume(APPLICATION_ADDRESS, ctx.address);
  await p.limiter.consume(APPLICATION_EMAIL, form.email.toLowerCase());
  if (form.course_id !== undefined && !(await courseExists(p.db, form.course_id))) {
    throw new FieldErrors({ course_id: MESSAGES.COURSE_REQUIRED });
  }

  const { name, email, mobile, idempotency_key, website: _, course_id, id_proof, marksheet, ...rest } = form;
  const created = await p.db.transaction(async (tx) => {
    for (let tries = 0; tries < 5; tries++) {
      const [row] = await tx
        .insert(applications)
        .values({
          kind,
          reference: makeReference(kind, randomInt),
          name,
          email,
          mobile,
          courseId: course_id ?? null,
          userId: ctx.userId,
          fields: rest,
          idempotencyKey: idempotency_key,
        })
        .onConflictDoNothing()
        .returning();
      if (row) {
        if (kind === "scholarship") {
          await claim(tx, row.id, "id_proof", id_proof as string);
          await claim(tx, row.id, "marksheet", marksheet as string);
        }
        await tx.insert(applicationHistory).values({ applicationId: row.id, toStatus: "new" });
        return { row, fresh: true };
      }
      // A retry that raced the first request: answer with the application it made.
      const first = await byKey(tx, kind, idempotency_key);
      if (first) return { row: first, fresh: false };
    }
    throw new Error("no free reference number");
  });
  if (!created.fresh) return replay(created.row, form.email);
  await announce(p, created.row);
  return toSubmitted(created.row);
}

type Row = typeof applications.$inferSelect;

const toSubmitted = (row: Row): Submitted => ({
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  created_at: row.createdAt.getTime(),
});

function replay(row: Row, email: string): Submitted {
  if (row.email.toLowerCase() !== email.toLowerCase()) throw new HttpError(409, DIFFERENT_FORM);
  return toSubmitted(row);
}

async function byKey(db: DbOrTx, kind: ApplicationKind, key: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, kind), eq(applications.idempotencyKey, key)));
  return row;
}

async function claim(tx: DbOrTx, applicationId: number, purpose: ApplicationDocument, uploadId: string) {
  const claimed = await tx
    .update(applicationUploads)
    .set({ applicationId })
    .where(
      and(
        eq(applicationUploads.id, uploadId),
        eq(applicationUploads.purpose, purpose),
        isNull(applicationUploads.applicationId),
        gt(applicationUploads.createdAt, new Date(Date.now() - UPLOAD_TTL_MS)),
      ),
    )
    .returning({ id: applicationUploads.id });
  if (claimed.length === 0) throw new FieldErrors({ [purpose]: UPLOAD_AGAIN });
}

/** SMS to the applicant, and the staff digest of this window asked for; failures are logged only. */
async function announce(p: Platform, row: Row) {
  const what = KIND_LABEL[row.kind];
  await p.sms
    .send(
      row.mobile,
      `${BRAND.name}: we received your ${what}. Your reference number is ${row.reference}. We will get back to you soon.`,
    )
    .catch((err) => p.log.warn({ err, reference: row.reference }, "could not send the applicant's SMS"));
  await requestStaffDigest(p).catch((err) =>
    p.log.warn({ err, reference: row.reference }, "could not schedule the staff digest"),
  );
}

export const STAFF_PAGE: Record<ApplicationKind, string> = APPLICATION_STAFF_PAGE;

// ---------- documents ----------

function judge(data: Buffer) {
  const doc = sniffDocument(data);
  if (doc?.kind === "pdf") return doc;
  const image = sniffImage(data);
  return image && image.mime !== "image/gif" ? image : null;
}

/**
 * An ID proof or marksheet: multipart field `file`, PDF/JPEG/PNG/WebP judged by its bytes, at most 5 MB
 * (small enough to hold), stored as a private object. Answers the upload id the form sends with it.
 */
export async function uploadDocument(
  p: Platform,
  request: FastifyRequest,
  purpose: ApplicationDocument,
  address: string,
) {
  await p.limiter.consume(APPLICATION_UPLOAD_ADDRESS, address);
  const file = await request
    .file({ limits: { fileSize: APPLICATION_DOCUMENT_MAX_BYTES, files: 1, fields: 5 } })
    .catch(() => undefined);
  if (file?.fieldname !== "file") {
    file?.file.resume();
    throw new HttpError(400, "Choose a file to upload.");
  }
  if (hasPathCharacters(file.filename)) {
    file.file.resume();
    throw new HttpError(400, PATH_IN_NAME);
  }
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === "FST_REQ_FILE_TOO_LARGE" ? new HttpError(413, DOCUMENT_TOO_LARGE) : uploadFailure(err);
  });
  if (data.length === 0) throw new HttpError(400, EMPTY_FILE);
  const kind = judge(data);
  if (!kind) throw new HttpError(415, DOCUMENT_KIND_REFUSED);
  if (kind.kind === "pdf" && pdfHasActiveContent(data)) throw new HttpError(415, ACTIVE_PDF);
  if (kind.kind === "image") assertImageFits(data, kind);
  const key = newKey("application", kind.extension, true);
  await p.storage.put(key, data, kind.mime);
  const id = randomBytes(18).toString("base64url");
  const filename = file.filename.slice(0, 200);
  try {
    await p.db.insert(applicationUploads).values({
      id,
      purpose,
      storageKey: key,
      mime: kind.mime,
      sizeBytes: data.length,
      filename,
    });
  } catch (err) {
    await p.storage.remove(key).catch(() => {});
    throw err;
  }
  await sweepUploads(p);
  return { upload_id: id, purpose, mime: kind.mime, size: data.length, filename };
}

/** Removes a few uploads no form claimed within a day (and their files). */
export async function sweepUploads(p: Platform, limit = 20) {
  const stale = await p.db
    .select()
    .from(applicationUploads)
    .where(
      and(
        isNull(applicationUploads.applicationId),
        lt(applicationUploads.createdAt, new Date(Date.now() - UPLOAD_TTL_MS)),
      ),
    )
    .limit(limit);
  for (const upload of stale) {
    await p.db.delete(applicationUploads).where(eq(applicationUploads.id, upload.id));
    await p.storage.remove(upload.storageKey).catch(() => {});
  }
  return stale.length;
}
