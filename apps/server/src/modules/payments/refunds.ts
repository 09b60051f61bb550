import { formatInr, refundEndsPlan, subscriptionEndDate, subscriptionLabel } from "@medhavi/domain";
import { and, eq, gt, isNull, sum } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, paymentRefunds, subscriptions, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import type { PaymentGateway } from "../../platform/payments";
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

/**
 * A payment that cannot start a plan (the plan rule refused it, or its order was replaced) goes back
 * through the gateway at once, in full; the student is told by recordRefund and staff see it in Payments
 * as refunded, with the reason. If the gateway refuses, the order stays "Refund due" for staff. Safe to
 * call twice: only a paid, flagged, not yet refunded order is refunded.
 */
export async function refundUnusable(
  p: Platform,
  gateway: PaymentGateway,
  orderId: string,
): Promise<boolean> {
  const [order] = await p.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  if (!order?.paymentId || order.status !== "paid" || !order.refundDueReason || order.refundedPaise > 0)
    return false;
  if (order.gateway !== gateway.name) return false;
  let refund: { refundId: string; amountPaise: number };
  try {
    refund = await gateway.refundPayment(order.paymentId, order.amountPaise);
  } catch (err) {
    p.log.error({ err, orderId }, "automatic refund refused by the gateway; left for staff as Refund due");
    return false;
  }
  await recordRefund(p.db, order, refund, p.config.academyTimeZone);
  p.log.warn(
    { orderId, refundId: refund.refundId, reason: order.refundDueReason },
    "payment refunded automatically",
  );
  return true;
}
