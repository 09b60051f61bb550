import { formatInr, refundEndsPlan, subscriptionEndDate, subscriptionLabel } from "@medhavi/domain";
import { and, eq, gt, isNull, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, paymentRefunds, subscriptions, users } from "../../db/schema";
import { pushNotification } from "../notifications/service";
import { lockStudent } from "../subscriptions/service";
import type { OrderRow } from "./grant";

export interface RefundReport {
  /** Razorpay's refund id, when the event carries the refund entity (refund.processed does). */
  refundId?: string | undefined;
  amountPaise?: number | undefined;
  /** The payment's `amount_refunded`: the total refunded so far (payment.refunded carries only this). */
  totalRefundedPaise?: number | undefined;
}

export type RefundResult = "refund-recorded" | "already-recorded";

/**
 * Records a refund Razorpay reported and applies it, once per refund however many events say so: the
 * total refunded is the larger of what the events and the distinct refund ids add up to. A full refund
 * marks the order `refunded`, ends its plan now and starts a booked renewal in its place; a partial refund
 * is recorded and leaves the plan alone. The student is told either way.
 */
export async function recordRefund(
  db: DbOrTx,
  order: OrderRow,
  report: RefundReport,
  timeZone: string,
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    await lockStudent(tx, order.userId);
    const [fresh] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    if (!fresh) return "already-recorded";
    if (report.refundId && report.amountPaise !== undefined) {
      await tx
        .insert(paymentRefunds)
        .values({ refundId: report.refundId, orderId: order.id, amountPaise: report.amountPaise })
        .onConflictDoNothing();
    }
    const [byIds] = await tx
      .select({ total: sum(paymentRefunds.amountPaise) })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    const total = Math.min(
      fresh.amountPaise,
      Math.max(fresh.refundedPaise, Number(byIds?.total ?? 0), report.totalRefundedPaise ?? 0),
    );
    if (total <= fresh.refundedPaise) return "already-recorded";

    const now = new Date();
    const full = refundEndsPlan(total, fresh.amountPaise);
    await tx
      .update(paymentOrders)
      .set({
        refundedPaise: total,
        refundId: report.refundId ?? fresh.refundId,
        refundedAt: now,
        ...(full ? { status: "refunded" as const } : {}),
      })
      .where(eq(paymentOrders.id, order.id));

    let planEnded = false;
    if (full) {
      const ended = await tx
        .update(subscriptions)
        .set({ endedAt: now, endReason: "payment refunded" })
        .where(
          and(
            eq(subscriptions.orderId, order.id),
            isNull(subscriptions.endedAt),
            gt(subscriptions.endsAt, now),
          ),
        )
        .returning();
      planEnded = ended.length > 0;
      if (planEnded) await startBookedRenewalNow(tx, order.userId, now, timeZone);
    }

    const [student] = await tx.select().from(users).where(eq(users.id, order.userId));
    if (student) {
      const what = `${formatInr((total - fresh.refundedPaise) / 100)} of your ${subscriptionLabel(order.subscriptionType)} payment`;
      const effect = planEnded ? " Your plan for it has ended." : "";
      await pushNotification(tx, student, {
        notificationType: "payment_refunded",
        notificationMsg: `${what} (order ${order.orderId}) has been refunded.${effect}`,
        navigate: "/payment-history",
      });
    }
    return "refund-recorded";
  });
}

/** When the live plan is refunded, a renewal booked after it starts now instead of leaving a gap. */
async function startBookedRenewalNow(tx: DbOrTx, userId: number, now: Date, timeZone: string) {
  const [booked] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), gt(subscriptions.startsAt, now)),
    )
    .limit(1);
  if (!booked) return;
  await tx
    .update(subscriptions)
    .set({ startsAt: now, endsAt: subscriptionEndDate(booked.type, now, timeZone) })
    .where(eq(subscriptions.id, booked.id));
}
