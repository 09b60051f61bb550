import { createHash } from "node:crypto";
import { isRefundStatus, type RefundStatus } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, webhookEvents } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, HttpError, notFound } from "../../platform/errors";
import { hmacHex, type PaymentGateway, safeEqualHex } from "../../platform/payments";
import { type GrantResult, markAttempted, markPaid, type OrderRow } from "./grant";
import { type RefundResult, recordRefund, refundUnusable } from "./refunds";
import { capturedPayment, grant } from "./service";

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  amount_refunded?: number;
  error_description?: string;
  /** Razorpay's payment state: `authorized` until captured (manual capture), then `captured`. */
  status?: string;
}
interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  /** pending | processed | failed. */
  status?: string;
}
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RefundEntity };
  };
}

export type WebhookOutcome =
  | GrantResult
  | RefundResult
  | "failed-recorded"
  | "not-captured"
  | "duplicate"
  | "ignored";

/** What each refund event says of the refund when its entity carries no status of its own. */
const REFUND_EVENTS = new Map<string, RefundStatus>([
  ["refund.created", "pending"],
  ["refund.processed", "processed"],
  ["refund.failed", "failed"],
  ["payment.refunded", "processed"],
]);

/**
 * Razorpay's webhook: `X-Razorpay-Signature` is the webhook secret's HMAC-SHA256 of the raw body.
 * A student who paid and closed the tab still gets the plan; refunds end it; redelivered events (same event
 * id) change nothing. Grants and refunds go through `markPaid` and `recordRefund` like every other door.
 */
export async function handleWebhook(
  p: Platform,
  gateway: PaymentGateway,
  raw: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookOutcome> {
  const secret = p.config.razorpayWebhookSecret;
  if (!secret) throw notFound("Payment webhooks are not configured.");
  if (!signature || !safeEqualHex(hmacHex(secret, raw), signature))
    throw badRequest("Invalid webhook signature.");

  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString("utf8")) as WebhookBody;
  } catch {
    throw badRequest("The webhook body is not valid JSON.");
  }
  const event = body.event ?? "";
  const eventId = eventIdHeader ?? createHash("sha256").update(raw).digest("hex");
  const payment = body.payload?.payment?.entity;
  const refund = body.payload?.refund?.entity;

  // `order.paid` may carry a payment still only authorised (manual capture): capture it first, as for
  // `payment.authorized`, so the plan is granted only for money that is ours.
  if (event === "payment.authorized" || (event === "order.paid" && payment?.status === "authorized")) {
    // Manual capture: capture now (outside a transaction: it calls Razorpay), then record the event.
    // Capturing and granting are idempotent, so a redelivery racing this one is harmless.
    if (await seen(p.db, eventId)) return "duplicate";
    const order = await findOrder(p, event, payment?.order_id);
    if (!order || !payment?.id) return "ignored";
    let outcome: WebhookOutcome;
    try {
      await capturedPayment(p, gateway, order, payment.id);
      outcome = await grant(p, gateway, order, payment.id);
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err; // Razorpay retries on 5xx
      outcome = "not-captured";
    }
    await p.db.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing();
    return outcome;
  }

  const outcome = await p.db.transaction(async (tx) => {
    const fresh = await tx.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing().returning();
    if (fresh.length === 0) return "duplicate";
    const refundState = REFUND_EVENTS.get(event);
    if (refundState) {
      const order =
        (await findOrder(p, event, payment?.order_id, tx)) ??
        (refund?.payment_id ? await orderByPayment(tx, refund.payment_id) : undefined);
      if (!order) return "ignored";
      return recordRefund(
        tx,
        order,
        {
          refundId: refund?.id,
          amountPaise: refund?.amount,
          status: isRefundStatus(refund?.status) ? refund.status : refundState,
          // Razorpay's total counts pending refunds: recordRefund subtracts the ones it knows.
          totalRefundedPaise: payment?.amount_refunded,
        },
        p.config.academyTimeZone,
      );
    }
    const order = await findOrder(p, event, payment?.order_id ?? body.payload?.order?.entity?.id, tx);
    if (!order) return "ignored";
    if (event === "payment.captured" || event === "order.paid") {
      if (!payment?.id) return "ignored";
      if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
        p.log.error(
          { orderId: order.orderId, paid: payment.amount, expected: order.amountPaise },
          "paid amount differs from the order",
        );
        return "ignored";
      }
      return (await markPaid(tx, order, payment.id, p.config.academyTimeZone)).result;
    }
    if (event === "payment.failed") {
      await markAttempted(tx, order.id, payment?.error_description ?? "Payment failed at the gateway");
      return "failed-recorded";
    }
    return "ignored";
  });
  // Money that cannot start a plan goes back once the event is recorded (the refund calls Razorpay).
  if (outcome === "refund-due" && payment?.order_id) await refundUnusable(p, gateway, payment.order_id);
  return outcome;
}

async function seen(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId)).limit(1);
  return rows.length > 0;
}

async function findOrder(
  p: Platform,
  event: string,
  orderId: string | undefined,
  db: DbOrTx = p.db,
): Promise<OrderRow | undefined> {
  if (!orderId) return undefined;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).limit(1);
  if (!order) p.log.warn({ event, orderId }, "webhook for an order we do not know");
  return order;
}

async function orderByPayment(db: DbOrTx, paymentId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .limit(1);
  return order;
}
