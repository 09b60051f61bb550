import {
  type CourseNode,
  courseCovers,
  type MaterialKind,
  type MaterialProgress,
  materialLock,
  type ProgressInput,
  type PublicMaterial,
  type SignedAccess,
  type StudentMaterial,
  type StudentMaterials,
} from "@medhavi/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseDocuments, materialProgress } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { forbidden, notFound } from "../../platform/errors";
import { listCourses } from "../courses/service";
import { currentSubscription, subscriberInfo } from "../subscriptions/service";
import { fileAccess, NOT_FOUND } from "./admin";
import { type MaterialRow, toPublic } from "./view";

type Info = ReturnType<typeof subscriberInfo>;

/** Null when the student may open the material; otherwise why not (shown with the locked item). */
function lockOf(doc: MaterialRow, info: Info, flat: CourseNode[], now: number): string | null {
  if (doc.isDemo) return null;
  const covered = info.course_id !== null && courseCovers(flat, info.course_id, doc.courseId);
  return materialLock(info, covered, doc.kind, now);
}

/** A locked item shows what exists, never how to reach it. */
function studentView(
  pub: PublicMaterial,
  lock: string | null,
  progress: MaterialProgress | null,
): StudentMaterial {
  const hidden = lock ? { link_url: null, embed_url: null } : {};
  return { ...pub, ...hidden, locked: lock !== null, locked_reason: lock, progress };
}

/**
 * The materials page. With a plan (live or run out) the student sees the materials of the courses it
 * covers (the course, programmes above it, courses below it), locked once it ran out; with no plan at
 * all, every published material, locked, so the page shows what a plan opens.
 */
export async function studentMaterials(
  db: DbOrTx,
  userId: number,
  filters: { q?: string; kind?: MaterialKind; done?: boolean },
  now = Date.now(),
): Promise<StudentMaterials> {
  const [sub, flat, docs, progress] = await Promise.all([
    currentSubscription(db, userId, new Date(now)),
    listCourses(db),
    db
      .select()
      .from(courseDocuments)
      .where(eq(courseDocuments.published, true))
      .orderBy(
        asc(courseDocuments.courseId),
        asc(courseDocuments.chapter),
        asc(courseDocuments.position),
        asc(courseDocuments.id),
      ),
    db
      .select()
      .from(materialProgress)
      .where(eq(materialProgress.userId, userId))
      .orderBy(desc(materialProgress.updatedAt)),
  ]);
  const info = subscriberInfo(sub);
  const live = sub !== undefined && sub.endsAt.getTime() >= now;
  const mine = new Map(
    progress.map((r) => [
      r.materialId,
      { position: r.position, done: r.done, updated_at: r.updatedAt.getTime() },
    ]),
  );
  const visible = docs.filter(
    (doc) => info.course_id === null || courseCovers(flat, info.course_id, doc.courseId),
  );
  const all = visible.map((doc) =>
    studentView(toPublic(doc, flat), lockOf(doc, info, flat, now), mine.get(doc.id) ?? null),
  );
  const text = filters.q?.trim().toLowerCase();
  const items = all.filter(
    (m) =>
      (!filters.kind || m.kind === filters.kind) &&
      (filters.done === undefined || (m.progress?.done ?? false) === filters.done) &&
      (!text ||
        [m.title, m.chapter, m.description, m.course_name].some((s) => s.toLowerCase().includes(text))),
  );
  const resume = progress.find((r) => !r.done && all.some((m) => m.id === r.materialId && !m.locked));
  return {
    items,
    access: { live, plan: info.subscription, ends_at: info.subscription_end, course_id: info.course_id },
    continue: resume ? (all.find((m) => m.id === resume.materialId) ?? null) : null,
  };
}

/** The material if this student may open it now: 404 when unknown or unpublished, 403 with the reason when locked. */
async function openable(db: DbOrTx, userId: number, id: number, now: number): Promise<MaterialRow> {
  const [doc] = await db
    .select()
    .from(courseDocuments)
    .where(and(eq(courseDocuments.id, id), eq(courseDocuments.published, true)));
  if (!doc) throw notFound(NOT_FOUND);
  const [sub, flat] = await Promise.all([currentSubscription(db, userId, new Date(now)), listCourses(db)]);
  const lock = lockOf(doc, subscriberInfo(sub), flat, now);
  if (lock) throw forbidden(lock);
  return doc;
}

export async function studentAccess(
  p: Platform,
  userId: number,
  id: number,
  now = Date.now(),
): Promise<SignedAccess> {
  return fileAccess(p, await openable(p.db, userId, id, now));
}

export async function saveProgress(
  db: DbOrTx,
  userId: number,
  id: number,
  input: ProgressInput,
  now = Date.now(),
): Promise<MaterialProgress> {
  await openable(db, userId, id, now);
  const at = new Date(now);
  const [saved] = await db
    .insert(materialProgress)
    .values({ userId, materialId: id, position: input.position, done: input.done, updatedAt: at })
    .onConflictDoUpdate({
      target: [materialProgress.userId, materialProgress.materialId],
      set: { position: input.position, done: input.done, updatedAt: at },
    })
    .returning();
  if (!saved) throw new Error("upsert returned no row");
  return { position: saved.position, done: saved.done, updated_at: saved.updatedAt.getTime() };
}

export async function demoMaterials(db: DbOrTx): Promise<PublicMaterial[]> {
  const [docs, flat] = await Promise.all([
    db
      .select()
      .from(courseDocuments)
      .where(and(eq(courseDocuments.published, true), eq(courseDocuments.isDemo, true)))
      .orderBy(asc(courseDocuments.position), asc(courseDocuments.id)),
    listCourses(db),
  ]);
  return docs.map((doc) => toPublic(doc, flat));
}

export async function demoAccess(p: Platform, id: number): Promise<SignedAccess> {
  const [doc] = await p.db
    .select()
    .from(courseDocuments)
    .where(
      and(eq(courseDocuments.id, id), eq(courseDocuments.published, true), eq(courseDocuments.isDemo, true)),
    );
  if (!doc) throw notFound("No such sample material.");
  return fileAccess(p, doc);
}
