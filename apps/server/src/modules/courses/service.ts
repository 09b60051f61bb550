import type { CourseNode } from "@medhavi/domain";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses } from "../../db/schema";
import { badRequest } from "../../platform/errors";

/** The flat course list in display order (section 3): the browser builds the tree by parent id. */
export async function listCourses(db: DbOrTx): Promise<CourseNode[]> {
  const rows = await db
    .select({
      id: courses.id,
      parent: courses.parent,
      name: courses.name,
      type: courses.type,
      for_subscription: courses.forSubscription,
      fee: courses.fee,
      quarterly_fee: courses.quarterlyFee,
    })
    .from(courses)
    .orderBy(asc(courses.parent), asc(courses.position), asc(courses.id));
  return rows;
}

export async function courseExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return rows.length > 0;
}

/** A course named in a request body (a question's, an exam's) must exist: 400 otherwise. */
export async function assertCourseField(db: DbOrTx, courseId: number | null): Promise<void> {
  if (courseId !== null && !(await courseExists(db, courseId))) throw badRequest("No such course.");
}
