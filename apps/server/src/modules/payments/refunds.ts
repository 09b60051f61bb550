import {
  formatInr,
  nextRefundStatus,
  processedOfReported,
  type RefundStatus,
  refundablePaise,
  refundEndsPlan,
  refundTotals,
  subscriptionEndDate,
  subscriptionLabel,
} from "@medhavi/domain";
import { and, asc, eq, gt, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, paymentRefunds, subscriptions, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import type { PaymentGateway } from "../../platform/payments";
import { pushNotification, pushToUsers } from "../notifications/service";
import { lockStudent } from "../subscriptions/service";
import type { OrderRow } from "./grant";

export interface RefundReport {
  /** Razorpay's refund id, when the event carries the refund entity (refund.* events do). */
  refundId?: string | undefined;
  amountPaise?: number | undefined;
  /** The refund's state; absent: processed (a refund staff record, or an event saying it is done). */
  status?: RefundStatus | undefined;
  /** The payment's `amount_refunded`, pending refunds included; read only when no refund id comes with it. */
  totalRefundedPaise?: number | undefined;
}

export type RefundResult = "refund-recorded" | "refund-pending" | "refund-failed" | "already-recorded";

const END_REASON = "payment refunded";

/** The order's refunds, oldest first, with what is back (processed) and what is on its way (pending). */
export async function orderRefunds(db: DbOrTx, orderId: number) {
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.refundId));
  return { rows, ...refundTotals(rows) };
}

/** What a further refund of the order may take: pending refunds are already on their way back. */
export async function refundableOf(db: DbOrTx, order: OrderRow): Promise<number> {
  const { pendingPaise } = await orderRefunds(db, order.id);
  return refundablePaise(order.amountPaise, order.refundedPaise, pendingPaise);
}

/**
 * Records a refund Razorpay (or staff) reported and applies it, once per refund and state however many
 * events say so. Only processed money counts: the order's refunded total is what processed refunds (or
 * `amount_refunded` less the refunds known to be pending) add up to. A full refund marks the order
 * `refunded`, ends its plan now and starts a booked renewal in its place; a partial one leaves the plan; a
 * pending one only tells the student it has started. A failed refund is taken back: the order is paid
 * again, the plan it had ended restored, staff told (refundFailed).
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

    let moved: { to: RefundStatus; refundId: string; amountPaise: number; known: boolean } | null = null;
    if (report.refundId && report.amountPaise !== undefined) {
      const [known] = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.refundId, report.refundId));
      if (known && known.orderId !== fresh.id) return "already-recorded";
      const to = nextRefundStatus(known?.status, report.status ?? "processed");
      if (to) {
        if (known)
          await tx
            .update(paymentRefunds)
            .set({ status: to })
            .where(eq(paymentRefunds.refundId, known.refundId));
        else
          await tx.insert(paymentRefunds).values({
            refundId: report.refundId,
            orderId: fresh.id,
            amountPaise: report.amountPaise,
            status: to,
          });
        moved = {
          to,
          refundId: report.refundId,
          amountPaise: known?.amountPaise ?? report.amountPaise,
          known: !!known,
        };
      }
    }

    const { rows, processedPaise, pendingPaise } = await orderRefunds(tx, fresh.id);
    if (moved?.to === "failed") return refundFailed(tx, fresh, moved, processedPaise, rows, timeZone);

    // A refund entity is the word on its own refund; `amount_refunded` only stands in when an event carries
    // no refund (payment.refunded), and it counts pending refunds, so those known are taken off it.
    const reported =
      report.totalRefundedPaise === undefined || report.refundId
        ? 0
        : processedOfReported(report.totalRefundedPaise, pendingPaise);
    const total = Math.min(fresh.amountPaise, Math.max(fresh.refundedPaise, processedPaise, reported));
    const [student] = await tx.select().from(users).where(eq(users.id, fresh.userId));
    const plan = `${subscriptionLabel(fresh.subscriptionType)} payment (order ${fresh.orderId})`;

    if (total <= fresh.refundedPaise) {
      if (moved?.to !== "pending" || moved.known) return "already-recorded";
      if (student)
        await pushNotification(tx, student, {
          notificationType: "payment_refunded",
          notificationMsg: `A refund of ${formatInr(moved.amountPaise / 100)} of your ${plan} has been started. It usually reaches your account within 5–7 working days.`,
          navigate: "/payment-history",
        });
      return "refund-pending";
    }

    const now = new Date();
    const full = refundEndsPlan(total, fresh.amountPaise);
    await tx
      .update(paymentOrders)
      .set({
        refundedPaise: total,
        refundId: moved?.to === "processed" ? moved.refundId : (report.refundId ?? fresh.refundId),
        refundedAt: now,
        ...(full ? { status: "refunded" as const } : {}),
      })
      .where(eq(paymentOrders.id, fresh.id));

    let planEnded = false;
    if (full) {
      const ended = await tx
        .update(subscriptions)
        .set({ endedAt: now, endReason: END_REASON })
        .where(
          and(
            eq(subscriptions.orderId, fresh.id),
            isNull(subscriptions.endedAt),
            gt(subscriptions.endsAt, now),
          ),
        )
        .returning();
      planEnded = ended.length > 0;
      if (planEnded) await startBookedRenewalNow(tx, fresh.userId, now, timeZone);
    }

    if (student) {
      const effect = planEnded ? " Your plan for it has ended." : "";
      await pushNotification(tx, student, {
        notificationType: "payment_refunded",
        notificationMsg: `${formatInr((total - fresh.refundedPaise) / 100)} of your ${plan} has been refunded.${effect}`,
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
 * A refund the bank returned: the money is still ours, so what it had counted is taken back. The order's
 * refunded total is recounted from the processed refunds; an order it had made `refunded` is paid again and
 * the plan that refund ended comes back (restorePlan). Staff are told on the bell, to refund again or pay it
 * back another way; the student is told the academy will follow up.
 */
async function refundFailed(
  tx: DbOrTx,
  order: OrderRow,
  refund: { refundId: string; amountPaise: number },
  processedPaise: number,
  rows: { refundId: string; status: RefundStatus }[],
  timeZone: string,
): Promise<RefundResult> {
  const total = Math.min(order.amountPaise, processedPaise);
  const reopened = order.status === "refunded" && !refundEndsPlan(total, order.amountPaise);
  if (total < order.refundedPaise) {
    const lastProcessed = rows.filter((r) => r.status === "processed").at(-1)?.refundId ?? null;
    await tx
      .update(paymentOrders)
      .set({
        refundedPaise: total,
        refundId: lastProcessed,
        ...(reopened ? { status: "paid" as const } : {}),
      })
      .where(eq(paymentOrders.id, order.id));
  }
  const plan = reopened ? await restorePlan(tx, order, timeZone) : "kept";

  const amount = formatInr(refund.amountPaise / 100);
  const [student] = await tx.select().from(users).where(eq(users.id, order.userId));
  if (student) {
    const back = plan === "restored" ? " Your plan for it is active again." : "";
    await pushNotification(tx, student, {
      notificationType: "announcement",
      notificationMsg: `The refund of ${amount} for your ${subscriptionLabel(order.subscriptionType)} payment (order ${order.orderId}) did not go through. The academy will contact you to pay it back.${back}`,
      navigate: "/payment-history",
    });
  }
  const staff = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
  const effect = {
    restored: " The order is paid again and its plan restored.",
    "not-restored":
      " The order is paid again; its plan was not restored, as another plan now holds that time.",
    kept: reopened ? " The order is paid again." : "",
  }[plan];
  const who = student?.email ?? `student ${order.userId}`;
  await pushToUsers(tx, staff, {
    notificationType: "announcement",
    notificationMsg: `Refund ${refund.refundId} of ${amount} for order ${order.orderId} (${who}) failed at the gateway.${effect} Refund it again or pay it back another way.`,
    navigate: `/admin/payments?q=${encodeURIComponent(student?.email ?? "")}`,
  });
  return "refund-failed";
}

/**
 * Undoes what a full refund did to the plans: the order's plan ended "payment refunded" lives again, and
 * the renewal startBookedRenewalNow pulled forward to that moment goes back to start after it. A plan
 * bought since in its time keeps its place; the refunded plan is then not restored (staff are told).
 */
async function restorePlan(
  tx: DbOrTx,
  order: OrderRow,
  timeZone: string,
): Promise<"restored" | "not-restored" | "kept"> {
  const [plan] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.orderId, order.id),
        eq(subscriptions.endReason, END_REASON),
        isNotNull(subscriptions.endedAt),
      ),
    );
  if (!plan?.endedAt) return "kept";
  const [renewal] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, order.userId),
        isNull(subscriptions.endedAt),
        eq(subscriptions.startsAt, plan.endedAt),
        ne(subscriptions.id, plan.id),
      ),
    );
  const renewalEnds = renewal ? subscriptionEndDate(renewal.type, plan.endsAt, timeZone) : plan.endsAt;
  const clash = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, order.userId),
        isNull(subscriptions.endedAt),
        ne(subscriptions.id, plan.id),
        renewal ? ne(subscriptions.id, renewal.id) : undefined,
        lt(subscriptions.startsAt, renewalEnds),
        gt(subscriptions.endsAt, plan.startsAt),
      ),
    )
    .limit(1);
  if (clash.length > 0) return "not-restored";
  if (renewal)
    await tx
      .update(subscriptions)
      .set({ startsAt: plan.endsAt, endsAt: renewalEnds })
      .where(eq(subscriptions.id, renewal.id));
  await tx.update(subscriptions).set({ endedAt: null, endReason: null }).where(eq(subscriptions.id, plan.id));
  return "restored";
}

/**
 * A payment that cannot start a plan (the plan rule refused it, or its order was replaced) goes back
 * through the gateway at once, in full; the student is told by recordRefund and staff see it in Payments
 * as refunded (or refund pending until the gateway processes it), with the reason. If the gateway refuses,
 * the order stays "Refund due" for staff. Safe to call twice: only a paid, flagged order with nothing
 * refunded or on its way back is refunded.
 */
export async function refundUnusable(
  p: Platform,
  gateway: PaymentGateway,
  orderId: string,
): Promise<boolean> {
  const [order] = await p.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  if (!order?.paymentId || order.status !== "paid" || !order.refundDueReason) return false;
  if (order.gateway !== gateway.name) return false;
  if ((await refundableOf(p.db, order)) < order.amountPaise) return false;
  let refund: Awaited<ReturnType<PaymentGateway["refundPayment"]>>;
  try {
    refund = await gateway.refundPayment(order.paymentId, order.amountPaise);
  } catch (err) {
    p.log.error({ err, orderId }, "automatic refund refused by the gateway; left for staff as Refund due");
    return false;
  }
  await recordRefund(p.db, order, refund, p.config.academyTimeZone);
  p.log.warn(
    { orderId, refundId: refund.refundId, status: refund.status, reason: order.refundDueReason },
    "payment refunded automatically",
  );
  return true;
}
