import {
  ACADEMY_TIME_ZONE,
  type HeldPlan,
  hasPremiumAccess,
  MESSAGES,
  mayStartTrial,
  type SubscriberInfo,
  subscriptionEndDate,
} from "@medhavi/domain";
import { and, asc, desc, eq, gt, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, subscriptions, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The student's current subscription: the latest started one not ended early (it may have run out).
 * A renewal booked to start later is not current until it starts.
 */
export async function currentSubscription(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), lte(subscriptions.startsAt, now)),
    )
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** Live and booked plans (not ended early, not run out), earliest first. */
export async function liveSubscriptions(db: DbOrTx, userId: number, now = new Date()) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), gt(subscriptions.endsAt, now)),
    )
    .orderBy(asc(subscriptions.startsAt));
}

/** The end of a renewal booked to start later, if any (at most one is ever booked). */
export async function bookedRenewalEnd(db: DbOrTx, userId: number, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), gt(subscriptions.startsAt, now)),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row ? row.endsAt.getTime() : null;
}

export const asHeldPlan = (row: SubscriptionRow): HeldPlan => ({
  courseId: row.courseId,
  subscription: row.type,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
});

/**
 * Takes the student's row lock for the rest of the transaction. Every change to a student's plans (trial,
 * grant, refund, staff ending) runs under it, so two payments at once are decided one after the other;
 * the exclusion constraint on `subscriptions` is the backstop should a path forget.
 */
export async function lockStudent(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The subscription fields of the user info (section 3). */
export function subscriberInfo(sub: SubscriptionRow | undefined): SubscriberInfo & {
  course_id: number | null;
  subscription: string | null;
  subscription_end: number | null;
} {
  return sub
    ? { course_id: sub.courseId, subscription: sub.type, subscription_end: sub.endsAt.getTime() }
    : { course_id: null, subscription: null, subscription_end: null };
}

/** A course a student can subscribe to. */
export async function subscribableCourse(db: DbOrTx, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound("No such course.");
  if (!course.forSubscription)
    throw badRequest("This course cannot be subscribed to. Choose one of its courses.");
  return course;
}

export async function hadTrial(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, "Free")))
    .limit(1);
  return rows.length > 0;
}

export const TRIAL_USED = "You have already used your free trial. Choose a paid plan to continue.";

/** Records the 15-day free trial: once per student, never over a live subscription; the end date is ours. */
export async function startTrial(
  db: DbOrTx,
  userId: number,
  courseId: number,
  timeZone = ACADEMY_TIME_ZONE,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    await subscribableCourse(tx, courseId);
    const current = subscriberInfo(await currentSubscription(tx, userId));
    if (hasPremiumAccess(current, now.getTime())) throw conflict(MESSAGES.ALREADY_SUBSCRIBED);
    if (!mayStartTrial(current, await hadTrial(tx, userId), now.getTime())) throw conflict(TRIAL_USED);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId,
        courseId,
        type: "Free",
        startsAt: now,
        endsAt: subscriptionEndDate("Free", now, timeZone),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(TRIAL_USED);
    return row;
  });
}

/** Ends every live and booked plan of the student now (staff), recording who did it and why; returns how many. */
export async function endLiveSubscriptions(
  db: DbOrTx,
  userId: number,
  endedBy: number | null,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, userId);
    const now = new Date();
    const ended = await tx
      .update(subscriptions)
      .set({ endedAt: now, endedBy, endReason: reason })
      .where(
        and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), gt(subscriptions.endsAt, now)),
      )
      .returning({ id: subscriptions.id });
    return ended.length;
  });
}
