import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { RefundStatus } from "@medhavi/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { paymentRefunds, sandboxPayments } from "../db/schema";

/** What the browser needs to open a checkout, and what we keep to verify the payment later. */
export interface GatewayOrder {
  orderId: string;
}

export interface CreateOrderInput {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

/** A payment as the gateway reports it (Razorpay's payment entity, the fields we use). */
export interface GatewayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** Razorpay: created | authorized | captured | refunded | failed. */
  status: string;
}

/** A payment provider. Both gateways sign payments the same way: HMAC-SHA256 of `order_id|payment_id`. */
export interface PaymentGateway {
  readonly name: "sandbox" | "razorpay";
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** True when `signature` is the key secret's HMAC of `orderId|paymentId` (constant-time comparison). */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** GET /v1/payments/{id}. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** POST /v1/payments/{id}/capture: an authorised payment becomes money we keep. */
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /** GET /v1/orders/{id}/payments: every payment made for an order (staff reconcile with it). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * POST /v1/payments/{id}/refund: the refund's id and state. Razorpay may answer `pending` (the money is
   * on its way; `refund.processed` or `refund.failed` follows); a refund it answers `failed` is a refusal.
   */
  refundPayment(paymentId: string, amountPaise: number): Promise<GatewayRefund>;
  /**
   * GET /v1/payments/{payment_id}/refunds/{refund_id}: a refund's state now, for one whose
   * `refund.processed` or `refund.failed` webhook never came.
   */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefundState>;
}

export interface GatewayRefund {
  refundId: string;
  amountPaise: number;
  status: Exclude<RefundStatus, "failed">;
}

/** A refund as the gateway reports it later: it may have failed since. */
export interface GatewayRefundState {
  refundId: string;
  amountPaise: number;
  status: RefundStatus;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x")}`;

/**
 * The default gateway: orders live only in our database and the checkout is a dialog in the app.
 * `pay()` stands in for the card form and signs its reply exactly as Razorpay does; its payments are
 * `authorized` until captured, as on a Razorpay account with manual capture, so the capture step runs.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly keyId = "rzp_test_sandbox";

  constructor(
    private readonly secret: string,
    private readonly db: DbOrTx,
  ) {}

  async createOrder(): Promise<GatewayOrder> {
    return { orderId: randomId("order") };
  }

  async pay(orderId: string, amountPaise: number) {
    const paymentId = randomId("pay");
    await this.db.insert(sandboxPayments).values({ paymentId, orderId, amountPaise, status: "authorized" });
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.secret, orderId, paymentId),
    };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return safeEqualHex(paymentSignature(this.secret, orderId, paymentId), signature);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paymentId));
    if (!row) throw new GatewayError("The id provided does not exist", "BAD_REQUEST_ERROR");
    return {
      id: row.paymentId,
      orderId: row.orderId,
      amountPaise: row.amountPaise,
      currency: "INR",
      status: row.status,
    };
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    const payment = await this.fetchPayment(paymentId);
    if (payment.status === "captured")
      throw new GatewayError("This payment has already been captured", "BAD_REQUEST_ERROR");
    if (amountPaise !== payment.amountPaise || currency !== "INR")
      throw new GatewayError("Capture amount must be equal to the amount authorized", "BAD_REQUEST_ERROR");
    await this.db
      .update(sandboxPayments)
      .set({ status: "captured" })
      .where(and(eq(sandboxPayments.paymentId, paymentId), eq(sandboxPayments.status, "authorized")));
    return { ...payment, status: "captured" };
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return rows.map((row) => ({
      id: row.paymentId,
      orderId: row.orderId,
      amountPaise: row.amountPaise,
      currency: "INR",
      status: row.status,
    }));
  }

  /** The sandbox's refunds are processed at once: there is no bank to wait for. */
  async refundPayment(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    const payment = await this.fetchPayment(paymentId);
    if (payment.status !== "captured")
      throw new GatewayError("Only captured payments can be refunded", "BAD_REQUEST_ERROR");
    return { refundId: randomId("rfnd"), amountPaise, status: "processed" };
  }

  /** The sandbox keeps no refunds of its own: one of its payments we recorded is processed, as it was at once. */
  async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefundState> {
    await this.fetchPayment(paymentId);
    const [row] = await this.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundId, refundId));
    if (!row) throw new GatewayError("The id provided does not exist", "BAD_REQUEST_ERROR");
    return {
      refundId,
      amountPaise: row.amountPaise,
      status: row.status === "failed" ? "failed" : "processed",
    };
  }
}

interface RazorpayErrorBody {
  error?: { code?: string; description?: string };
}

/** Razorpay's Orders API (amounts in paise, HTTP basic auth with the key id and secret). */
export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly apiUrl: string,
  ) {}

  /** One call to Razorpay's API; a refusal becomes a GatewayError carrying Razorpay's code and description. */
  private async call<T>(
    method: "GET" | "POST",
    path: string,
    what: string,
    payload?: unknown,
    entity: "one" | "collection" = "one",
  ) {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64");
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl.replace(/\/$/, "")}${path}`, {
        method,
        headers: { "content-type": "application/json", authorization: `Basic ${auth}` },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay unreachable: ${(err as Error).message}`, "NETWORK_ERROR");
    }
    const body = (await res.json().catch(() => ({}))) as Partial<T> & { id?: string } & RazorpayErrorBody;
    if (!res.ok || (entity === "one" && !body.id)) {
      throw new GatewayError(
        `Razorpay refused ${what} (${res.status}): ${body.error?.description ?? "no description"}`,
        body.error?.code ?? `HTTP_${res.status}`,
      );
    }
    return body;
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const body = await this.call<{ amount: number }>("POST", "/v1/orders", "the order", {
      amount: input.amountPaise,
      currency: "INR",
      receipt: input.receipt,
      notes: input.notes,
    });
    if (body.amount !== input.amountPaise) {
      throw new GatewayError("Razorpay created an order for a different amount", "AMOUNT_MISMATCH");
    }
    return { orderId: body.id as string };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return safeEqualHex(paymentSignature(this.keySecret, orderId, paymentId), signature);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
    return toPayment(await this.call<RazorpayPayment>("GET", path, "the payment lookup"));
  }

  async capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/capture`;
    return toPayment(
      await this.call<RazorpayPayment>("POST", path, "the capture", { amount: amountPaise, currency }),
    );
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const path = `/v1/orders/${encodeURIComponent(orderId)}/payments`;
    const body = await this.call<{ items: RazorpayPayment[] }>(
      "GET",
      path,
      "the order's payments",
      undefined,
      "collection",
    );
    return (body.items ?? []).map(toPayment);
  }

  async refundPayment(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
    const body = await this.call<{ amount: number; status: string }>("POST", path, "the refund", {
      amount: amountPaise,
    });
    if (body.status === "failed")
      throw new GatewayError("Razorpay refused the refund: it failed", "REFUND_FAILED");
    // Anything but `processed` is money not yet back: pending until Razorpay says otherwise.
    const status = body.status === "processed" ? "processed" : "pending";
    return { refundId: String(body.id), amountPaise: Number(body.amount ?? amountPaise), status };
  }

  async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefundState> {
    const path = `/v1/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`;
    const body = await this.call<{ amount: number; status: string }>("GET", path, "the refund lookup");
    // pending | processed | failed; anything else is not yet settled.
    const status = body.status === "processed" || body.status === "failed" ? body.status : "pending";
    return { refundId: String(body.id), amountPaise: Number(body.amount), status };
  }
}

interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: string;
}

const toPayment = (p: Partial<RazorpayPayment>): GatewayPayment => ({
  id: String(p.id),
  orderId: p.order_id ?? null,
  amountPaise: Number(p.amount),
  currency: String(p.currency),
  status: String(p.status),
});
