import { decidePurchase, OPEN_ORDER_STATUSES, subscriptionEndDate } from "@medhavi/domain";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, subscriptions } from "../../db/schema";
import { asHeldPlan, liveSubscriptions, lockStudent } from "../subscriptions/service";

export type OrderRow = typeof paymentOrders.$inferSelect;

/** granted: a plan starts now; renewed: a plan is booked after the live one; refund-due: paid, not granted. */
export type GrantResult = "granted" | "renewed" | "refund-due" | "already-granted";

const UNPAID = OPEN_ORDER_STATUSES;

/** Why a payment for a closed order starts no plan (it is refunded). */
export const ORDER_REPLACED =
  "This order was replaced by a newer one, so this payment does not start a plan; it is refunded.";

/**
 * The one door to a paid plan. Verify, a repeated verify and the webhooks all end here. Under the student's
 * row lock it flips the order to paid (only from created/attempted: a payment is counted once), then applies
 * the plan rule of `decidePurchase` to what the student holds at that moment: a new plan (ending a live
 * trial), a renewal after the live plan, or no plan and the payment flagged `refund_due` for staff.
 */
export async function markPaid(
  db: DbOrTx,
  order: OrderRow,
  paymentId: string,
  timeZone: string,
): Promise<{ result: GrantResult; refundDueReason?: string }> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, order.userId);
    const now = new Date();
    const [before] = await tx
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id));
    const closed = before?.status === "closed";
    const flipped = await tx
      .update(paymentOrders)
      .set({ status: "paid", paymentId, paidAt: now, failureReason: null })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...UNPAID, "closed"])))
      .returning();
    if (flipped.length === 0) return { result: "already-granted" as const };
    if (closed) {
      // Money for an order the student replaced: counted, never granted, and refunded (refundUnusable).
      await tx
        .update(paymentOrders)
        .set({ refundDueReason: ORDER_REPLACED })
        .where(eq(paymentOrders.id, order.id));
      return { result: "refund-due" as const, refundDueReason: ORDER_REPLACED };
    }

    const held = await liveSubscriptions(tx, order.userId, now);
    const decision = decidePurchase(
      held.map(asHeldPlan),
      { courseId: order.courseId },
      now.getTime(),
      timeZone,
    );
    if (decision.kind === "refused") {
      await tx
        .update(paymentOrders)
        .set({ refundDueReason: decision.message })
        .where(eq(paymentOrders.id, order.id));
      return { result: "refund-due" as const, refundDueReason: decision.message };
    }
    if (decision.kind === "new") {
      // Only a trial can be live here (decidePurchase said so): the paid plan replaces it.
      await tx
        .update(subscriptions)
        .set({ endedAt: now, endReason: "replaced by a paid plan" })
        .where(
          and(
            eq(subscriptions.userId, order.userId),
            isNull(subscriptions.endedAt),
            gt(subscriptions.endsAt, now),
          ),
        );
    }
    const startsAt = new Date(decision.startsAt);
    await tx.insert(subscriptions).values({
      userId: order.userId,
      courseId: order.courseId,
      type: order.subscriptionType,
      startsAt,
      endsAt: subscriptionEndDate(order.subscriptionType, startsAt, timeZone),
      orderId: order.id,
    });
    return { result: decision.kind === "renewal" ? ("renewed" as const) : ("granted" as const) };
  });
}

/** A payment attempt failed: the order stays payable (`attempted`, Razorpay's state); a later success pays it. */
export async function markAttempted(db: DbOrTx, orderId: number, reason: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "attempted", failureReason: reason })
    .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, [...UNPAID])));
}
