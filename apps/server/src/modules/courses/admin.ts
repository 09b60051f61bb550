import { type CourseNodeInput, wouldCreateCycle } from "@medhavi/domain";
import { and, count, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseDocuments, courses, paymentOrders, subscriptions } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { courseExists, listCourses } from "./service";

export const NAME_TAKEN = "A course with this name already exists at this level.";
export const CYCLE = "A course cannot be moved under itself or under one of its own courses.";
export const HAS_CHILDREN = "This course has courses under it. Move or delete them first.";
export const HAS_SUBSCRIBERS =
  "Students have subscribed to or paid for this course, so it cannot be deleted.";
export const HAS_MATERIALS = "This course has study materials. Move or delete them first.";
export const FEES_NEEDED = "A course for subscription needs both fees (yearly and half yearly).";

function toRow(input: CourseNodeInput) {
  if (input.for_subscription && (input.fee === null || input.quarterly_fee === null))
    throw badRequest(FEES_NEEDED);
  return {
    parent: input.parent,
    name: input.name,
    type: input.type,
    forSubscription: input.for_subscription,
    fee: input.fee,
    quarterlyFee: input.quarterly_fee,
  };
}

async function assertParent(db: DbOrTx, parent: number) {
  if (parent !== 0 && !(await courseExists(db, parent)))
    throw badRequest("The parent course does not exist.");
}

async function assertNameFree(db: DbOrTx, parent: number, name: string, self?: number) {
  const same = and(
    eq(courses.parent, parent),
    eq(courses.name, name),
    self ? ne(courses.id, self) : undefined,
  );
  const [row] = await db.select({ id: courses.id }).from(courses).where(same);
  if (row) throw conflict(NAME_TAKEN);
}

export async function createCourse(db: DbOrTx, input: CourseNodeInput) {
  const values = toRow(input);
  await assertParent(db, input.parent);
  await assertNameFree(db, input.parent, input.name);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(courses)
    .where(eq(courses.parent, input.parent));
  const [row] = await db
    .insert(courses)
    .values({ ...values, position: n })
    .returning({ id: courses.id });
  return row?.id;
}

export async function updateCourse(db: DbOrTx, id: number, input: CourseNodeInput) {
  const values = toRow(input);
  const [existing] = await db.select().from(courses).where(eq(courses.id, id));
  if (!existing) throw notFound("No such course.");
  await assertParent(db, input.parent);
  if (input.parent !== existing.parent && wouldCreateCycle(await listCourses(db), id, input.parent)) {
    throw badRequest(CYCLE);
  }
  await assertNameFree(db, input.parent, input.name, id);
  await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

export async function deleteCourse(db: DbOrTx, id: number) {
  const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  if (!existing) throw notFound("No such course.");
  const [children] = await db.select({ n: count() }).from(courses).where(eq(courses.parent, id));
  if ((children?.n ?? 0) > 0) throw conflict(HAS_CHILDREN);
  const [subs] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.courseId, id));
  const [orders] = await db.select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.courseId, id));
  if ((subs?.n ?? 0) + (orders?.n ?? 0) > 0) throw conflict(HAS_SUBSCRIBERS);
  const [docs] = await db
    .select({ n: count() })
    .from(courseDocuments)
    .where(eq(courseDocuments.courseId, id));
  if ((docs?.n ?? 0) > 0) throw conflict(HAS_MATERIALS);
  await db.delete(courses).where(eq(courses.id, id));
}
