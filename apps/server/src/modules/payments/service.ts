import {
  MESSAGES,
  type PaymentCallback,
  type PaymentOrderRequest,
  planBySubscription,
  planPrice,
  subscriptionEndDate,
  toPaise,
} from "@medhavi/domain";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentOrders, subscriptions, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import type { Platform } from "../../platform/context";
import { badRequest, HttpError, notFound } from "../../platform/errors";
import { GatewayError, type PaymentGateway } from "../../platform/payments";
import { assertMayBuy, subscribableCourse } from "../subscriptions/service";

type OrderRow = typeof paymentOrders.$inferSelect;

/** Prices the plan from the course (Half Yearly = quarterly_fee, Yearly = fee) and opens an order. */
export async function createOrder(
  p: Platform,
  gateway: PaymentGateway,
  userId: number,
  req: PaymentOrderRequest,
) {
  const plan = planBySubscription(req.subscription_type);
  if (!plan || plan.free) throw badRequest("Choose a paid plan: Half Yearly or Yearly.");
  const course = await subscribableCourse(p.db, req.course_id);
  await assertMayBuy(p.db, userId);
  const amountPaise = toPaise(planPrice(plan, { fee: course.fee, quarterly_fee: course.quarterlyFee }));
  if (amountPaise <= 0)
    throw badRequest("This course has no price for that plan yet. Please contact the academy.");

  const [user] = await p.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(MESSAGES.SOMETHING_WENT_WRONG);
  let order: { orderId: string };
  try {
    order = await gateway.createOrder({
      amountPaise,
      receipt: `u${userId}-c${course.id}-${Date.now()}`,
      notes: { userid: String(userId), course_id: String(course.id), plan: plan.subscription },
    });
  } catch (err) {
    if (err instanceof GatewayError) {
      p.log.error({ err, code: err.code }, "the payment gateway refused to create an order");
      throw new HttpError(502, MESSAGES.SOMETHING_WENT_WRONG);
    }
    throw err;
  }
  await p.db.insert(paymentOrders).values({
    orderId: order.orderId,
    gateway: gateway.name,
    userId,
    courseId: course.id,
    subscriptionType: plan.subscription,
    amountPaise,
  });
  return {
    success: true,
    key_id: gateway.keyId,
    product_name: `${course.name}: ${plan.title}`,
    description: `${plan.title} plan for ${course.name}`,
    order_id: order.orderId,
    contact: user.mobileNumber,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    amount: amountPaise,
    currency: "INR",
    gateway: gateway.name,
  };
}

export type GrantResult = "granted" | "already-granted";

/**
 * Marks the order paid and grants its plan, once: the order's status flips only from unpaid, the payment
 * id is unique, and one subscription per order is enforced by the database. Verify and webhook both end here.
 */
export async function markPaid(db: DbOrTx, order: OrderRow, paymentId: string): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const flipped = await tx
      .update(paymentOrders)
      .set({ status: "paid", paymentId, paidAt: now, failureReason: null })
      .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, "paid")))
      .returning();
    if (flipped.length === 0) return "already-granted";
    await tx
      .update(subscriptions)
      .set({ endedAt: now, endReason: "replaced by a paid plan" })
      .where(and(eq(subscriptions.userId, order.userId), isNull(subscriptions.endedAt)));
    await tx.insert(subscriptions).values({
      userId: order.userId,
      courseId: order.courseId,
      type: order.subscriptionType,
      startsAt: now,
      endsAt: subscriptionEndDate(order.subscriptionType, now),
      orderId: order.id,
    });
    return "granted";
  });
}

export async function markFailed(db: DbOrTx, orderId: number, reason: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "failed", failureReason: reason })
    .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, "paid")));
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

/** Checks the checkout's signature against the stored order and grants the plan. */
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
  if (order.status === "paid" && order.paymentId !== cb.razorpay_payment_id) {
    // A second payment for an order that is already paid: the plan is granted once; staff refund the rest.
    p.log.warn({ orderId: order.orderId }, "a second payment arrived for a paid order");
  }
  return markPaid(p.db, order, cb.razorpay_payment_id).catch((err: unknown) => {
    if (isUniqueViolation(err)) return "already-granted" as const; // the same payment id raced in twice
    throw err;
  });
}
