import { decidePurchase, type GrantPlanInput, subscriptionEndDate, subscriptionLabel } from "@medhavi/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import { conflict } from "../../platform/errors";
import { getUser } from "../accounts/user-info";
import { pushNotification } from "../notifications/service";
import { asHeldPlan, liveSubscriptions, lockStudent, subscribableCourse } from "../subscriptions/service";
import { recordStaffAction } from "./audit";

/**
 * Staff grant or extend a plan without a payment (any type of spec section 4, Monthly and Free_3_months
 * included). The plan rule decides as for a purchase: nothing paid live, the plan starts now (a live trial
 * ends); the same course live, it is booked to start when that plan ends (an extension); another course
 * live, it is refused with the reason, so staff end that plan first, on purpose.
 */
export async function grantPlan(db: Db, actor: number, input: GrantPlanInput, timeZone: string) {
  return db
    .transaction(async (tx) => {
      const student = await getUser(tx, input.userid);
      if (student.role !== "student") throw conflict("Plans can be granted to students only.");
      await lockStudent(tx, student.id);
      const course = await subscribableCourse(tx, input.course_id);
      const now = new Date();
      const held = await liveSubscriptions(tx, student.id, now);
      const decision =
        input.subscription_type === "Free"
          ? held.some((h) => h.type !== "Free")
            ? ({ kind: "refused", message: "A trial cannot be granted over a paid plan." } as const)
            : ({ kind: "new", startsAt: now.getTime() } as const)
          : decidePurchase(held.map(asHeldPlan), { courseId: course.id }, now.getTime(), timeZone);
      if (decision.kind === "refused") throw conflict(decision.message);
      if (decision.kind === "new") {
        await tx
          .update(subscriptions)
          .set({ endedAt: now, endedBy: actor, endReason: "replaced by a plan granted by staff" })
          .where(
            and(
              eq(subscriptions.userId, student.id),
              isNull(subscriptions.endedAt),
              gt(subscriptions.endsAt, now),
            ),
          );
      }
      const startsAt = new Date(decision.startsAt);
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId: student.id,
          courseId: course.id,
          type: input.subscription_type,
          startsAt,
          endsAt: subscriptionEndDate(input.subscription_type, startsAt, timeZone),
        })
        .returning();
      if (!row) throw new Error("subscription insert returned nothing");
      await pushNotification(tx, student, {
        notificationType: "announcement",
        notificationMsg: `The academy has given you a ${subscriptionLabel(input.subscription_type)} plan for ${course.name}.`,
        navigate: "/profile",
      });
      await recordStaffAction(tx, {
        actor,
        action: "grant-plan",
        target: `user:${student.id}`,
        reason: input.reason,
        detail: {
          course_id: course.id,
          course: course.name,
          subscription_type: input.subscription_type,
          starts_at: row.startsAt.getTime(),
          ends_at: row.endsAt.getTime(),
          extension: decision.kind === "renewal",
        },
      });
      return { subscription_id: row.id, starts_at: row.startsAt.getTime(), ends_at: row.endsAt.getTime() };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict("This student has already had a free trial.");
      throw err;
    });
}
