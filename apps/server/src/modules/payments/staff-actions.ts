import { randomBytes } from "node:crypto";
import { formatInr, type RateRule, subscriptionLabel } from "@medhavi/domain";
import { and, eq, inArray } from "drizzle-orm";
import { paymentOrders, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { conflict, HttpError, notFound } from "../../platform/errors";
import type { PaymentGateway } from "../../platform/payments";
import { recordStaffAction } from "../backoffice/audit";
import { pushNotification } from "../notifications/service";
import { type GrantResult, markPaid, type OrderRow } from "./grant";
import { recordRefund, refundableOf, refundUnusable } from "./refunds";
import { capturedPayment } from "./service";

// Staff corrections to payments (issue 12). Each goes through the same door as the gateway's own events
// (markPaid grants, recordRefund refunds) and writes its audit line in that door's transaction.

async function orderById(p: Platform, orderId: string): Promise<OrderRow> {
  const [order] = await p.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  if (!order) throw notFound("No such order.");
  return order;
}

const UNPAID = ["created", "attempted"] as const;

/** What the student is told of a payment staff reconciled; null when it had already been counted. */
function reconciledMessage(order: OrderRow, result: GrantResult, refundDueReason?: string): string | null {
  const paid = `Your payment of ${formatInr(order.amountPaise / 100)} for the ${subscriptionLabel(order.subscriptionType)} plan (order ${order.orderId})`;
  if (result === "granted") return `${paid} is confirmed: your plan is active.`;
  if (result === "renewed") return `${paid} is confirmed: your plan continues after the current one ends.`;
  if (result === "refund-due")
    return `${paid} was received but could not start a plan (${refundDueReason ?? "see Payment history"}). The academy will refund it.`;
  return null;
}

/**
 * Asks the gateway what became of an unpaid order. A captured payment (or an authorised one, captured
 * now) grants the plan through markPaid exactly as verify or the webhook would; no payment changes nothing.
 */
export async function reconcileOrder(
  p: Platform,
  gateway: PaymentGateway,
  actor: number,
  orderId: string,
  reason: string,
) {
  const order = await orderById(p, orderId);
  if (!(UNPAID as readonly string[]).includes(order.status))
    throw conflict(`This order is already ${order.status}; there is nothing to reconcile.`);
  if (order.gateway !== gateway.name) throw conflict("This order belongs to another payment gateway.");
  let payments: Awaited<ReturnType<PaymentGateway["fetchOrderPayments"]>>;
  try {
    payments = await gateway.fetchOrderPayments(order.orderId);
  } catch (err) {
    p.log.error({ err, orderId }, "reconcile: the gateway could not list the order's payments");
    throw conflict("The payment gateway did not answer. Try again in a minute.");
  }
  const usable =
    payments.find((x) => x.status === "captured" && x.amountPaise === order.amountPaise) ??
    payments.find((x) => x.status === "authorized" && x.amountPaise === order.amountPaise);
  if (!usable) {
    await recordStaffAction(p.db, {
      actor,
      action: "reconcile-order",
      target: `order:${order.orderId}`,
      reason,
      detail: { outcome: "no-payment", payments: payments.map((x) => ({ id: x.id, status: x.status })) },
    });
    return { outcome: "no-payment" as const, status: order.status };
  }
  const captured = await capturedPayment(p, gateway, order, usable.id);
  const result = await p.db.transaction(async (tx) => {
    const { result, refundDueReason } = await markPaid(tx, order, captured.id, p.config.academyTimeZone);
    // The student's checkout never said how this payment ended: the bell does.
    const [student] = await tx.select().from(users).where(eq(users.id, order.userId));
    const message = reconciledMessage(order, result, refundDueReason);
    if (student && message) {
      await pushNotification(tx, student, {
        notificationType: "announcement",
        notificationMsg: message,
        navigate: "/payment-history",
      });
    }
    await recordStaffAction(tx, {
      actor,
      action: "reconcile-order",
      target: `order:${order.orderId}`,
      reason,
      detail: { outcome: result, payment_id: captured.id },
    });
    return result;
  });
  if (result === "refund-due") await refundUnusable(p, gateway, order.orderId);
  return { outcome: result, status: "paid" as const };
}

/**
 * Records a refund: issued now through the gateway (`issue`), or made outside it (a bank transfer) and
 * only recorded. Either way recordRefund applies it, so a full refund ends the plan as a webhook would. A
 * refund the gateway answers `pending` is recorded pending (outcome `refund-pending`): the plan ends only
 * once Razorpay reports it processed, and the amount stays out of what a further refund may take.
 */
export async function refundOrder(p: Platform, gateway: PaymentGateway, actor: number, input: RefundInput) {
  // Two staff refunding one order at once would both find the whole amount left and both call the
  // gateway. A short lock in the rate limiter's store (shared by every process) lets one through at a
  // time; no transaction stays open across the gateway call (PGlite has one connection).
  try {
    await p.limiter.gate(REFUND_LOCK.name, input.order_id, REFUND_LOCK.windowMs);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 429)
      throw conflict("Another refund of this order is being made. Reload the page in a minute.");
    throw err;
  }
  try {
    return await refundOrderLocked(p, gateway, actor, input);
  } finally {
    await p.limiter
      .clear(REFUND_LOCK, input.order_id)
      .catch((err: unknown) => p.log.error({ err, orderId: input.order_id }, "refund lock not cleared"));
  }
}

/** At most one refund of an order in flight; the window only bounds a lock whose process died. */
const REFUND_LOCK: RateRule = { name: "refund-order", max: 1, windowMs: 60_000 };

type RefundInput = { order_id: string; amount?: number | undefined; reason: string; issue: boolean };

/** refundOrder holding the order's lock: the order and what is left of it are read after taking it. */
async function refundOrderLocked(p: Platform, gateway: PaymentGateway, actor: number, input: RefundInput) {
  const order = await orderById(p, input.order_id);
  if (order.status !== "paid" || !order.paymentId)
    throw conflict("Only a paid order can be refunded (or refunded further).");
  const left = await refundableOf(p.db, order);
  const amountPaise = input.amount === undefined ? left : Math.round(input.amount * 100);
  if (amountPaise <= 0 || amountPaise > left)
    throw conflict(
      `The refund must be more than ₹0 and at most ₹${left / 100}, what is left of this payment (refunds still pending count as paid back).`,
    );
  let refund: { refundId: string; amountPaise: number; status: "pending" | "processed" } = {
    refundId: `manual_${randomBytes(8).toString("hex")}`,
    amountPaise,
    status: "processed",
  };
  if (input.issue) {
    if (order.gateway !== gateway.name) throw conflict("This order belongs to another payment gateway.");
    try {
      refund = await gateway.refundPayment(order.paymentId, amountPaise);
    } catch (err) {
      p.log.error({ err, orderId: order.orderId }, "the gateway refused the refund");
      throw conflict(`The payment gateway refused the refund: ${(err as Error).message}`);
    }
  }
  const result = await p.db.transaction(async (tx) => {
    const outcome = await recordRefund(tx, order, refund, p.config.academyTimeZone);
    await recordStaffAction(tx, {
      actor,
      action: input.issue ? "issue-refund" : "record-refund",
      target: `order:${order.orderId}`,
      reason: input.reason,
      detail: {
        refund_id: refund.refundId,
        amount: amountPaise / 100,
        status: refund.status,
        user_id: order.userId,
      },
    });
    return outcome;
  });
  return {
    outcome: result,
    refund_id: refund.refundId,
    amount: amountPaise / 100,
    refund_status: refund.status,
  };
}

/**
 * An order nobody paid and nobody will: marked failed (Razorpay's `attempted` with the reason). It stays
 * payable, so money that still arrives is granted, never lost.
 */
export async function markOrderAbandoned(p: Platform, actor: number, orderId: string, reason: string) {
  const order = await orderById(p, orderId);
  return p.db.transaction(async (tx) => {
    const changed = await tx
      .update(paymentOrders)
      .set({ status: "attempted", failureReason: `Abandoned; marked failed by staff: ${reason}` })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...UNPAID])))
      .returning({ id: paymentOrders.id });
    if (changed.length === 0) throw conflict(`This order is ${order.status}, not waiting for a payment.`);
    await recordStaffAction(tx, {
      actor,
      action: "mark-order-failed",
      target: `order:${order.orderId}`,
      reason,
      detail: { user_id: order.userId },
    });
    return { status: "attempted" as const };
  });
}
