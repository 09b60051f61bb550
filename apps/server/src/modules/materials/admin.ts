import {
  linkEmbedUrl,
  type Material,
  type MaterialInput,
  type MaterialKind,
  type MaterialPatch,
  type Paged,
  SIGNED_URL_TTL_MS,
  type SignedAccess,
} from "@medhavi/domain";
import { and, asc, count, eq, ilike, inArray, max, ne, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client";
import { courseDocuments } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, conflict, HttpError, notFound } from "../../platform/errors";
import { signedFileUrl } from "../../platform/files";
import { streamDocumentUpload } from "../../platform/uploads";
import { courseExists, listCourses } from "../courses/service";
import { downloadName, type MaterialRow, selectMaterials, toMaterial } from "./view";

export const NO_COURSE = "The course does not exist. Choose a course from the tree.";
export const NOT_FOUND = "No such study material.";
export const LINK_HAS_NO_FILE = "A link item has no file: edit its link instead.";
export const NO_FILE_YET = "This item has no file yet.";
export const KIND_LOCKED = "Remove or replace the file before changing the type of this item.";

async function row(db: DbOrTx, id: number): Promise<MaterialRow> {
  const [doc] = await db.select().from(courseDocuments).where(eq(courseDocuments.id, id));
  if (!doc) throw notFound(NOT_FOUND);
  return doc;
}

async function reply(db: DbOrTx, id: number): Promise<Material> {
  const [found] = await selectMaterials(db).where(eq(courseDocuments.id, id));
  if (!found) throw notFound(NOT_FOUND);
  return toMaterial(found, await listCourses(db));
}

async function assertCourse(db: DbOrTx, courseId: number) {
  if (!(await courseExists(db, courseId))) throw badRequest(NO_COURSE);
}

/** Removes a stored file unless another material still names it (seeded samples share their files). */
export async function releaseFile(p: Platform, key: string | null, exceptId?: number) {
  if (!key) return;
  const [used] = await p.db
    .select({ n: count() })
    .from(courseDocuments)
    .where(and(eq(courseDocuments.storageKey, key), exceptId ? ne(courseDocuments.id, exceptId) : undefined));
  if ((used?.n ?? 0) > 0) return;
  await p.storage.remove(key).catch((err) => p.log.warn({ err, key }, "could not remove a stored file"));
}

export async function listForStaff(
  db: DbOrTx,
  q: { course_id?: number; q?: string; kind?: MaterialKind; page: number; pageSize: number },
): Promise<Paged<Material>> {
  const text = q.q?.trim();
  const where: SQL | undefined = and(
    q.course_id ? eq(courseDocuments.courseId, q.course_id) : undefined,
    q.kind ? eq(courseDocuments.kind, q.kind) : undefined,
    text
      ? or(
          ilike(courseDocuments.title, `%${escapeLike(text)}%`),
          ilike(courseDocuments.chapter, `%${escapeLike(text)}%`),
        )
      : undefined,
  );
  const [rows, [total], flat] = await Promise.all([
    selectMaterials(db)
      .where(where)
      .orderBy(
        asc(courseDocuments.courseId),
        asc(courseDocuments.chapter),
        asc(courseDocuments.position),
        asc(courseDocuments.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(courseDocuments).where(where),
    listCourses(db),
  ]);
  return {
    items: rows.map((r) => toMaterial(r, flat)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function nextPosition(db: DbOrTx, courseId: number, chapter: string): Promise<number> {
  const [last] = await db
    .select({ at: max(courseDocuments.position) })
    .from(courseDocuments)
    .where(and(eq(courseDocuments.courseId, courseId), eq(courseDocuments.chapter, chapter)));
  return (last?.at ?? -1) + 1;
}

export async function createMaterial(db: DbOrTx, input: MaterialInput, staffId: number): Promise<Material> {
  await assertCourse(db, input.course_id);
  const [created] = await db
    .insert(courseDocuments)
    .values({
      courseId: input.course_id,
      chapter: input.chapter,
      position: await nextPosition(db, input.course_id, input.chapter),
      title: input.title,
      description: input.description,
      kind: input.kind,
      linkUrl: input.kind === "link" ? input.link_url : null,
      isDemo: input.is_demo,
      published: input.published,
      uploadedBy: staffId,
    })
    .returning({ id: courseDocuments.id });
  if (!created) throw new Error("insert returned no row");
  return reply(db, created.id);
}

export async function updateMaterial(db: DbOrTx, id: number, patch: MaterialPatch): Promise<Material> {
  const doc = await row(db, id);
  const kind = patch.kind ?? doc.kind;
  if (patch.course_id !== undefined && patch.course_id !== doc.courseId)
    await assertCourse(db, patch.course_id);
  if (kind !== doc.kind && doc.storageKey) throw conflict(KIND_LOCKED);
  const linkUrl = kind === "link" ? (patch.link_url === undefined ? doc.linkUrl : patch.link_url) : null;
  if (kind === "link" && !linkUrl) throw badRequest("Add a YouTube or Vimeo link (https).");
  const courseId = patch.course_id ?? doc.courseId;
  const chapter = patch.chapter ?? doc.chapter;
  const moved = courseId !== doc.courseId || chapter !== doc.chapter;
  await db
    .update(courseDocuments)
    .set({
      courseId,
      chapter,
      ...(moved ? { position: await nextPosition(db, courseId, chapter) } : {}),
      title: patch.title ?? doc.title,
      description: patch.description ?? doc.description,
      kind,
      linkUrl,
      isDemo: patch.is_demo ?? doc.isDemo,
      published: patch.published ?? doc.published,
      updatedAt: new Date(),
    })
    .where(eq(courseDocuments.id, id));
  return reply(db, id);
}

/** Streams the new file to storage, then points the item at it and removes the old one. */
export async function replaceFile(
  p: Platform,
  request: FastifyRequest,
  id: number,
  staffId: number,
): Promise<Material> {
  const doc = await row(p.db, id);
  if (doc.kind === "link") throw badRequest(LINK_HAS_NO_FILE);
  const limits = p.config.uploadLimits;
  const stored = await streamDocumentUpload(request, p.storage, { limits, expect: doc.kind });
  try {
    const updated = await p.db
      .update(courseDocuments)
      .set({
        storageKey: stored.key,
        mime: stored.kind.mime,
        sizeBytes: stored.size,
        uploadedBy: staffId,
        updatedAt: new Date(),
      })
      .where(eq(courseDocuments.id, id))
      .returning({ id: courseDocuments.id });
    if (updated.length === 0) throw notFound(NOT_FOUND);
  } catch (err) {
    await p.storage.remove(stored.key).catch(() => {});
    throw err;
  }
  await releaseFile(p, doc.storageKey, id);
  return reply(p.db, id);
}

export async function reorderMaterials(db: DbOrTx, courseId: number, chapter: string, ids: number[]) {
  if (new Set(ids).size !== ids.length) throw badRequest("Each item may appear once in the new order.");
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: courseDocuments.id })
      .from(courseDocuments)
      .where(
        and(
          inArray(courseDocuments.id, ids),
          eq(courseDocuments.courseId, courseId),
          eq(courseDocuments.chapter, chapter),
        ),
      );
    if (found.length !== ids.length) {
      throw badRequest("Every item must belong to this course and chapter. Reload the list and try again.");
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(courseDocuments).set({ position }).where(eq(courseDocuments.id, id));
    }
  });
}

/** Deletes the item and its file; answers the row as it was (for the audit log). */
export async function deleteMaterial(p: Platform, id: number): Promise<MaterialRow> {
  const doc = await row(p.db, id);
  await p.db.delete(courseDocuments).where(eq(courseDocuments.id, id));
  await releaseFile(p, doc.storageKey);
  return doc;
}

/** A signed link to the item's file, for the staff preview. */
export async function staffAccess(p: Platform, id: number): Promise<SignedAccess> {
  const doc = await row(p.db, id);
  return fileAccess(p, doc);
}

export async function fileAccess(p: Platform, doc: MaterialRow): Promise<SignedAccess> {
  if (doc.kind === "link" && doc.linkUrl) {
    const url = linkEmbedUrl(doc.linkUrl);
    if (url) return { url, expires_at: Date.now() + SIGNED_URL_TTL_MS };
  }
  if (!doc.storageKey || !doc.mime) throw new HttpError(404, NO_FILE_YET);
  return signedFileUrl(p.storage, p.fileKey, doc.storageKey, {
    contentType: doc.mime,
    filename: downloadName(doc),
  });
}
