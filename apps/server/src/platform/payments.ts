import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** What the browser needs to open a checkout, and what we keep to verify the payment later. */
export interface GatewayOrder {
  orderId: string;
}

export interface CreateOrderInput {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

/** A payment provider. Both gateways sign payments the same way: HMAC-SHA256 of `order_id|payment_id`. */
export interface PaymentGateway {
  readonly name: "sandbox" | "razorpay";
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** True when `signature` is the key secret's HMAC of `orderId|paymentId` (constant-time comparison). */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
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
 * `pay()` stands in for the card form and signs its reply exactly as Razorpay does.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly keyId = "rzp_test_sandbox";

  constructor(private readonly secret: string) {}

  async createOrder(): Promise<GatewayOrder> {
    return { orderId: randomId("order") };
  }

  pay(orderId: string) {
    const paymentId = randomId("pay");
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.secret, orderId, paymentId),
    };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return safeEqualHex(paymentSignature(this.secret, orderId, paymentId), signature);
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

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64");
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl.replace(/\/$/, "")}/v1/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Basic ${auth}` },
        body: JSON.stringify({
          amount: input.amountPaise,
          currency: "INR",
          receipt: input.receipt,
          notes: input.notes,
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay unreachable: ${(err as Error).message}`, "NETWORK_ERROR");
    }
    const body = (await res.json().catch(() => ({}))) as { id?: string; amount?: number } & RazorpayErrorBody;
    if (!res.ok || !body.id) {
      throw new GatewayError(
        `Razorpay refused the order (${res.status}): ${body.error?.description ?? "no description"}`,
        body.error?.code ?? `HTTP_${res.status}`,
      );
    }
    if (body.amount !== input.amountPaise) {
      throw new GatewayError("Razorpay created an order for a different amount", "AMOUNT_MISMATCH");
    }
    return { orderId: body.id };
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return safeEqualHex(paymentSignature(this.keySecret, orderId, paymentId), signature);
  }
}
