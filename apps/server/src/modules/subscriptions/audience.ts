import { courseCovers } from "@medhavi/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { listCourses } from "../courses/service";

export type Recipient = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "email">;

/**
 * Active students whose live plan covers `courseId` (the rule tests use): who a course's news reaches,
 * an exam's announcement or a notification staff send to a course. Each student once.
 */
export async function studentsCoveredBy(db: DbOrTx, courseId: number): Promise<Recipient[]> {
  const flat = await listCourses(db);
  const live = await db
    .select({
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      courseId: subscriptions.courseId,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(users.role, "student"),
        eq(users.status, "active"),
        isNull(subscriptions.endedAt),
        gt(subscriptions.endsAt, new Date()),
      ),
    );
  const byId = new Map<number, Recipient>();
  for (const s of live) if (courseCovers(flat, s.courseId, courseId)) byId.set(s.user.id, s.user);
  return [...byId.values()];
}
