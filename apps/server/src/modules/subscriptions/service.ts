import {
  hasPremiumAccess,
  MESSAGES,
  mayStartTrial,
  type SubscriberInfo,
  subscriptionEndDate,
} from "@medhavi/domain";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, subscriptions } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The student's current subscription: the latest one not ended early (it may have run out). */
export async function currentSubscription(db: DbOrTx, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
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

export async function assertMayBuy(db: DbOrTx, userId: number): Promise<void> {
  if (hasPremiumAccess(subscriberInfo(await currentSubscription(db, userId)))) {
    throw conflict(MESSAGES.ALREADY_SUBSCRIBED);
  }
}

async function hadTrial(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, "Free")))
    .limit(1);
  return rows.length > 0;
}

export const TRIAL_USED = "You have already used your free trial. Choose a paid plan to continue.";

/** Records the 15-day free trial: once per student, never over a live subscription; the end date is ours. */
export async function startTrial(db: DbOrTx, userId: number, courseId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await subscribableCourse(tx, courseId);
    const current = subscriberInfo(await currentSubscription(tx, userId));
    if (hasPremiumAccess(current, now.getTime())) throw conflict(MESSAGES.ALREADY_SUBSCRIBED);
    if (!mayStartTrial(current, await hadTrial(tx, userId), now.getTime())) throw conflict(TRIAL_USED);
    const [row] = await tx
      .insert(subscriptions)
      .values({ userId, courseId, type: "Free", startsAt: now, endsAt: subscriptionEndDate("Free", now) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(TRIAL_USED);
    return row;
  });
}

/** Ends a subscription early, recording who did it and why. */
export async function endSubscription(db: DbOrTx, id: number, endedBy: number | null, reason: string) {
  await db
    .update(subscriptions)
    .set({ endedAt: new Date(), endedBy, endReason: reason })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.endedAt)));
}
