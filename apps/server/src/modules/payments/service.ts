import {
  decidePurchase,
  MESSAGES,
  MIN_ORDER_PAISE,
  OPEN_ORDER_STATUSES,
  ORDER_BELOW_MINIMUM,
  type PaymentCallback,
  type PaymentOrderRequest,
  planBySubscription,
  planPrice,
  renewalText,
  toPaise,
} from "@medhavi/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import type { Platform } from "../../platform/context";
import { badRequest, conflict, HttpError, notFound } from "../../platform/errors";
import { GatewayError, type GatewayPayment, type PaymentGateway } from "../../platform/payments";
import { asHeldPlan, liveSubscriptions, lockStudent, subscribableCourse } from "../subscriptions/service";
import { type GrantResult, markAttempted, markPaid, type OrderRow } from "./grant";
import { orderRefunds, refundUnusable } from "./refunds";

export const PAYMENT_NOT_CONFIRMED =
  "Your payment is not confirmed yet. If money left your account, your plan starts as soon as it is " +
  "confirmed; otherwise it is returned to you automatically.";

/** Why an order waits no more: the student opened another (staff read it in Payments). */
const ORDER_CLOSED = "Replaced by the student's newer order";

const REFUND_SAID = {
  refunded: " It has been refunded to you in full.",
  pending:
    " A refund of it in full has been started; it usually reaches your account within 5–7 working days.",
  due: " The academy will refund it.",
} as const;

const refundDueMessage = (reason: string, refund: keyof typeof REFUND_SAID) =>
  `We received your payment, but it cannot start a plan: ${reason}${REFUND_SAID[refund]}`;

function gatewayFailure(p: Platform, err: unknown, what: string): never {
  if (err instanceof GatewayError) {
    p.log.error({ err, code: err.code }, what);
    throw new HttpError(502, MESSAGES.SOMETHING_WENT_WRONG);
  }
  throw err;
}

/**
 * Prices the plan from the course (Half Yearly = quarterly_fee, Yearly = fee), applies the plan rule
 * (a renewal of the live plan's course, or a refusal) and opens an order.
 */
export async function createOrder(
  p: Platform,
  gateway: PaymentGateway,
  userId: number,
  req: PaymentOrderRequest,
) {
  const plan = planBySubscription(req.subscription_type);
  if (!plan || plan.free) throw badRequest("Choose a paid plan: Half Yearly or Yearly.");
  const course = await subscribableCourse(p.db, req.course_id);
  const tz = p.config.academyTimeZone;
  const held = (await liveSubscriptions(p.db, userId)).map(asHeldPlan);
  const decision = decidePurchase(held, { courseId: course.id }, Date.now(), tz);
  if (decision.kind === "refused") throw conflict(decision.message);
  const amountPaise = toPaise(planPrice(plan, { fee: course.fee, quarterly_fee: course.quarterlyFee }));
  if (amountPaise <= 0)
    throw badRequest("This course has no price for that plan yet. Please contact the academy.");
  if (amountPaise < MIN_ORDER_PAISE) throw badRequest(ORDER_BELOW_MINIMUM);

  const [user] = await p.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(MESSAGES.SOMETHING_WENT_WRONG);
  // One order waits for a payment at a time (so one checkout can take money): the same purchase again
  // gets that order back; another purchase closes it (a payment that still arrives for it is refunded).
  const [open] = await p.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, [...OPEN_ORDER_STATUSES])));
  const same =
    open?.gateway === gateway.name &&
    open.courseId === course.id &&
    open.subscriptionType === plan.subscription &&
    open.amountPaise === amountPaise;
  let order: { orderId: string };
  if (open && same) {
    order = open;
  } else {
    try {
      order = await gateway.createOrder({
        amountPaise,
        receipt: `u${userId}-c${course.id}-${Date.now()}`,
        notes: { userid: String(userId), course_id: String(course.id), plan: plan.subscription },
      });
    } catch (err) {
      gatewayFailure(p, err, "the payment gateway refused to create an order");
    }
    const created = order;
    await p.db.transaction(async (tx) => {
      await lockStudent(tx, userId);
      await tx
        .update(paymentOrders)
        .set({ status: "closed", failureReason: ORDER_CLOSED })
        .where(
          and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, [...OPEN_ORDER_STATUSES])),
        );
      await tx.insert(paymentOrders).values({
        orderId: created.orderId,
        gateway: gateway.name,
        userId,
        courseId: course.id,
        subscriptionType: plan.subscription,
        amountPaise,
      });
    });
  }
  const renewal = decision.kind === "renewal" ? renewalText(decision.startsAt, tz) : null;
  return {
    success: true,
    key_id: gateway.keyId,
    product_name: `${course.name}: ${plan.title}`,
    description: renewal ?? `${plan.title} plan for ${course.name}`,
    order_id: order.orderId,
    contact: user.mobileNumber,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    amount: amountPaise,
    currency: "INR",
    gateway: gateway.name,
    /** When this plan starts: now, or (a renewal) when the live plan ends. */
    starts_at: decision.startsAt,
    renewal,
  };
}

/** The caller's own order by the gateway's order id. Anyone else's order reads as not found. */
export async function ownOrder(db: DbOrTx, userId: number, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.userId, userId)))
    .limit(1);
  return order;
}

/**
 * A valid signature proves the payment was authorised, not that the money is ours: fetch the payment,
 * capture it if it is only `authorized` (accounts set to auto-capture arrive `captured`), and grant only a
 * captured payment for exactly this order's amount.
 */
export async function capturedPayment(
  p: Platform,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentId: string,
): Promise<GatewayPayment> {
  let payment: GatewayPayment;
  try {
    payment = await gateway.fetchPayment(paymentId);
    if (payment.orderId !== order.orderId || payment.amountPaise !== order.amountPaise) {
      p.log.error(
        { orderId: order.orderId, paymentOrder: payment.orderId, paid: payment.amountPaise },
        "the gateway's payment does not match the order",
      );
      throw badRequest(MESSAGES.PAYMENT_FAILED);
    }
    if (payment.status === "authorized") {
      payment = await gateway
        .capturePayment(paymentId, order.amountPaise, order.currency)
        .catch(async (err: unknown) => {
          // Captured meanwhile (a webhook, another tab): read the state rather than fail.
          if (err instanceof GatewayError) return gateway.fetchPayment(paymentId);
          throw err;
        });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    gatewayFailure(p, err, "the payment gateway could not fetch or capture a payment");
  }
  if (payment.status === "failed") {
    await markAttempted(p.db, order.id, "Payment failed at the gateway");
    throw badRequest(MESSAGES.PAYMENT_FAILED);
  }
  if (payment.status !== "captured") {
    p.log.warn({ orderId: order.orderId, status: payment.status }, "payment not captured");
    throw new HttpError(409, PAYMENT_NOT_CONFIRMED);
  }
  return payment;
}

/** Grants through `markPaid`; a payment that cannot start a plan is refunded at once (refundUnusable). */
export async function grant(
  p: Platform,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentId: string,
): Promise<GrantResult> {
  const { result } = await markPaid(p.db, order, paymentId, p.config.academyTimeZone).catch(
    (err: unknown) => {
      // The same payment id raced in through two doors at once: the first one counted it.
      if (isUniqueViolation(err)) return { result: "already-granted" as const };
      throw err;
    },
  );
  if (result === "refund-due") {
    p.log.warn({ orderId: order.orderId, userId: order.userId }, "payment flagged for refund");
    await refundUnusable(p, gateway, order.orderId);
  }
  return result;
}

/** Checks the checkout's signature against the stored order, captures the payment and grants the plan. */
export async function verifyPayment(
  p: Platform,
  gateway: PaymentGateway,
  userId: number,
  cb: PaymentCallback,
) {
  const order = await ownOrder(p.db, userId, cb.razorpay_order_id);
  // Another student's order is answered as if it did not exist, like every owner check.
  if (!order) throw notFound("No such order.");
  if (order.gateway !== gateway.name) throw badRequest(MESSAGES.PAYMENT_FAILED);
  if (!gateway.verifyPayment(order.orderId, cb.razorpay_payment_id, cb.razorpay_signature)) {
    p.log.warn({ orderId: order.orderId, userId }, "payment signature did not match");
    throw badRequest(MESSAGES.PAYMENT_FAILED);
  }
  if (order.paymentId === cb.razorpay_payment_id) return settledReply(p.db, order); // a repeated verify
  if (order.status === "paid" || order.status === "refunded") {
    // A second payment for an order already paid: the plan is granted once; staff refund the rest.
    p.log.warn({ orderId: order.orderId }, "a second payment arrived for a paid order");
    return settledReply(p.db, order);
  }
  await capturedPayment(p, gateway, order, cb.razorpay_payment_id);
  await grant(p, gateway, order, cb.razorpay_payment_id);
  const [after] = await p.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
  return settledReply(p.db, after ?? order);
}

/** What verify says about a settled order: fine, or paid but refunded (pending, or owed back) with the reason. */
async function settledReply(db: DbOrTx, order: OrderRow): Promise<"paid"> {
  if (!order.refundDueReason) return "paid";
  if (order.status === "refunded") throw conflict(refundDueMessage(order.refundDueReason, "refunded"));
  const { pendingPaise } = await orderRefunds(db, order.id);
  throw conflict(refundDueMessage(order.refundDueReason, pendingPaise > 0 ? "pending" : "due"));
}
