import type { RefundStatus } from "@medhavi/domain";
import { and, asc, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, paymentRefunds } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { conflict, notFound } from "../../platform/errors";
import type { GatewayRefundState, PaymentGateway } from "../../platform/payments";
import { recordStaffAction } from "../backoffice/audit";
import { type RefundResult, recordRefund } from "./refunds";

// A pending refund waits for Razorpay's refund.processed or refund.failed webhook. A webhook can be lost
// (our server down past Razorpay's retries, a secret rotated), and then the refund would stay pending and
// the plan of a fully refunded order never end. So we also ask Razorpay: a job for refunds pending a while,
// staff for one now. What Razorpay answers goes through recordRefund, the door the webhooks use.

export const REFUND_CHECK_QUEUE = "payments.refund-check";
/** How often the job looks for refunds whose webhook is late. */
const CHECK_EVERY_SECONDS = 15 * 60;
/** A webhook normally comes within seconds of the refund changing; only one this late is asked after. */
export const CHECK_PENDING_AFTER_MS = 10 * 60_000;

export type RefundCheckOutcome = RefundResult | "still-pending";

export interface RefundCheck {
  outcome: RefundCheckOutcome;
  refund_id: string;
  refund_status: RefundStatus;
}

/**
 * Asks the gateway what became of one pending refund and applies the answer as its webhook would: processed
 * is counted (a full refund ends the plan), failed is taken back (the order paid again, staff told). A
 * refund already settled is not asked about. With `staff`, the check is audited in the same transaction.
 */
export async function checkRefund(
  p: Platform,
  gateway: PaymentGateway,
  refundId: string,
  staff?: { actor: number },
): Promise<RefundCheck> {
  const [found] = await p.db
    .select({ refund: paymentRefunds, order: paymentOrders })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(eq(paymentRefunds.refundId, refundId));
  if (!found) throw notFound("No such refund.");
  const { refund, order } = found;

  let state: GatewayRefundState | null = null;
  if (refund.status === "pending") {
    if (order.gateway !== gateway.name || !order.paymentId)
      throw conflict("This refund belongs to another payment gateway.");
    try {
      state = await gateway.fetchRefund(order.paymentId, refundId);
    } catch (err) {
      p.log.error({ err, refundId }, "refund check: the gateway could not report the refund");
      throw conflict("The payment gateway did not answer. Try again in a minute.");
    }
  }

  const settle = async (tx: DbOrTx): Promise<RefundCheckOutcome> => {
    if (!state) return "already-recorded";
    if (state.status === "pending") return "still-pending";
    // Our row's amount is the refund's; the gateway's answer only says what became of it.
    const report = { refundId, amountPaise: refund.amountPaise, status: state.status };
    return recordRefund(tx, order, report, p.config.academyTimeZone);
  };
  const outcome = staff
    ? await p.db.transaction(async (tx) => {
        const outcome = await settle(tx);
        await recordStaffAction(tx, {
          actor: staff.actor,
          action: "check-refund",
          target: `order:${order.orderId}`,
          detail: {
            refund_id: refundId,
            outcome,
            gateway_status: state?.status ?? null,
            user_id: order.userId,
          },
        });
        return outcome;
      })
    : await settle(p.db);
  const [now] = await p.db
    .select({ status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundId, refundId));
  return { outcome, refund_id: refundId, refund_status: now?.status ?? refund.status };
}

/**
 * Checks every refund of this gateway pending longer than CHECK_PENDING_AFTER_MS, oldest first; one the
 * gateway cannot report now is tried again next time. Returns how many were settled.
 */
export async function checkPendingRefunds(
  p: Platform,
  gateway: PaymentGateway,
  now = Date.now(),
): Promise<number> {
  const due = await p.db
    .select({ refundId: paymentRefunds.refundId })
    .from(paymentRefunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.orderId))
    .where(
      and(
        eq(paymentRefunds.status, "pending"),
        lt(paymentRefunds.createdAt, new Date(now - CHECK_PENDING_AFTER_MS)),
        eq(paymentOrders.gateway, gateway.name),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt));
  let settled = 0;
  for (const { refundId } of due) {
    try {
      const { outcome } = await checkRefund(p, gateway, refundId);
      if (outcome === "refund-recorded" || outcome === "refund-failed") settled++;
    } catch (err) {
      p.log.warn({ err, refundId }, "refund check: left pending until the next check");
    }
  }
  return settled;
}

/**
 * The periodic check. As the expiry sweep does, every process offers a job twice a period and the queue
 * keeps one per period (a singleton slot), so one process checks once each period however many run.
 */
export async function startRefundCheck(app: FastifyInstance, gateway: PaymentGateway): Promise<void> {
  const p = app.platform;
  await p.jobs.queue(REFUND_CHECK_QUEUE, { retryLimit: 0, expireInSeconds: 600 });
  await p.jobs.work(REFUND_CHECK_QUEUE, async () => {
    const settled = await checkPendingRefunds(p, gateway);
    if (settled > 0) app.log.info({ settled }, "settled pending refunds whose webhook had not come");
  });
  const offer = () => {
    p.jobs
      .send(REFUND_CHECK_QUEUE, {}, { singletonKey: "refund-check", singletonSeconds: CHECK_EVERY_SECONDS })
      .catch((err: unknown) => app.log.error({ err }, "could not queue the refund check"));
  };
  const timer = setInterval(offer, (CHECK_EVERY_SECONDS * 1000) / 2);
  timer.unref();
  app.addHook("onReady", async () => offer());
  app.addHook("onClose", async () => clearInterval(timer));
}
