import { type ComposeNotificationInput, courseCovers } from "@medhavi/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { subscriptions, users } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import { listCourses } from "../courses/service";
import { pushToUsers } from "../notifications/service";
import { recordStaffAction } from "./audit";

type Recipient = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "email">;
const recipientColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Who a composed notification reaches: one student, a course's students (the rule tests use), or everyone. */
async function recipients(db: DbOrTx, input: ComposeNotificationInput): Promise<Recipient[]> {
  const active = and(eq(users.role, "student"), eq(users.status, "active"));
  if (input.audience === "student") {
    if (!input.userid) throw badRequest("Choose the student.");
    const found = await db
      .select(recipientColumns)
      .from(users)
      .where(and(active, eq(users.id, input.userid)));
    if (found.length === 0) throw notFound("No active student with this id.");
    return found;
  }
  if (input.audience === "everyone") return db.select(recipientColumns).from(users).where(active);
  if (!input.course_id) throw badRequest("Choose the course.");
  const courseId = input.course_id;
  const flat = await listCourses(db);
  if (!flat.some((c) => c.id === courseId)) throw notFound("No such course.");
  const live = await db
    .select({ user: recipientColumns, courseId: subscriptions.courseId })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(active, isNull(subscriptions.endedAt), gt(subscriptions.endsAt, new Date())));
  const byId = new Map<number, Recipient>();
  for (const s of live) if (courseCovers(flat, s.courseId, courseId)) byId.set(s.user.id, s.user);
  return [...byId.values()];
}

/** Counts (dry run) or sends a composed notification, recording who sent what to whom. */
export async function composeNotification(db: DbOrTx, actor: number, input: ComposeNotificationInput) {
  const to = await recipients(db, input);
  if (input.dry_run) return { count: to.length, sent: 0 };
  return db.transaction(async (tx) => {
    const sent = await pushToUsers(tx, to, {
      notificationType: "announcement",
      notificationMsg: input.message,
      navigate: input.navigate ?? null,
    });
    await recordStaffAction(tx, {
      actor,
      action: "compose-notification",
      target:
        input.audience === "student"
          ? `user:${input.userid}`
          : input.audience === "course"
            ? `course:${input.course_id}`
            : "students:all",
      detail: { audience: input.audience, message: input.message, sent },
    });
    return { count: to.length, sent };
  });
}
