import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { paymentOrders, webhookEvents } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, notFound } from "../../platform/errors";
import { hmacHex, safeEqualHex } from "../../platform/payments";
import { markFailed, markPaid } from "./service";

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  error_description?: string;
}
interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string } } };
}

export type WebhookOutcome = "granted" | "already-granted" | "failed-recorded" | "duplicate" | "ignored";

/**
 * Razorpay's webhook: `X-Razorpay-Signature` is the webhook secret's HMAC-SHA256 of the raw body.
 * A student who paid and closed the tab still gets the plan; redelivered events change nothing.
 */
export async function handleWebhook(
  p: Platform,
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
  const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;

  return p.db.transaction(async (tx) => {
    const fresh = await tx.insert(webhookEvents).values({ eventId, event }).onConflictDoNothing().returning();
    if (fresh.length === 0) return "duplicate";
    if (!orderId) return "ignored";
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).limit(1);
    if (!order) {
      p.log.warn({ event, orderId }, "webhook for an order we do not know");
      return "ignored";
    }
    if (event === "payment.captured" || event === "order.paid") {
      if (!payment?.id) return "ignored";
      if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
        p.log.error(
          { orderId, paid: payment.amount, expected: order.amountPaise },
          "paid amount differs from the order",
        );
        return "ignored";
      }
      return markPaid(tx, order, payment.id);
    }
    if (event === "payment.failed") {
      await markFailed(tx, order.id, payment?.error_description ?? "Payment failed at the gateway");
      return "failed-recorded";
    }
    return "ignored";
  });
}
