import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ORDER_BELOW_MINIMUM } from "@medhavi/domain";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  courses,
  notifications,
  paymentOrders,
  paymentRefunds,
  staffActions,
  subscriptions,
  users,
} from "../src/db/schema";
import { checkPendingRefunds, REFUND_CHECK_QUEUE } from "../src/modules/payments/refund-check";
import { PAYMENT_NOT_CONFIRMED } from "../src/modules/payments/service";
import { RazorpayGateway } from "../src/platform/payments";
import { adminToken, post, startTestApp, studentSession } from "./helpers";

const KEY_ID = "rzp_test_StandIn123";
const KEY_SECRET = "standin_secret_abcdef";
const WEBHOOK_SECRET = "whsec_standin_refunds_42";

/**
 * A local stand-in for Razorpay's Orders and Payments APIs: basic auth with the key pair, amounts in paise
 * (at least 100), replies and errors shaped as Razorpay documents them. `mode` makes it fail on request.
 * `payments` holds what the checkout would have created: a payment is `authorized` (manual capture) or
 * already `captured` (auto-capture), and `POST /v1/payments/{id}/capture` captures it. A refund is
 * `processed` at once, or in `refund-pending` mode `pending` (the bank has not moved the money yet); either
 * way the payment's `amount_refunded` counts it, as Razorpay's does. `refunds` keeps each refund entity, for
 * `GET /v1/payments/{id}/refunds/{refund_id}`; a test moves one on as the bank would. `lookup-fails` makes
 * both lookups (an order's payments, a refund) answer 503.
 */
let mode:
  | "ok"
  | "server-error"
  | "wrong-amount"
  | "capture-fails"
  | "lookup-fails"
  | "refund-fails"
  | "refund-pending" = "ok";
const received: Array<Record<string, unknown>> = [];
const captures: Array<{ id: string; body: Record<string, unknown> }> = [];
const refundCalls: Array<{ id: string; body: Record<string, unknown> }> = [];
const orderLookups: string[] = [];
const refundLookups: string[] = [];
interface StandInRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  status: "pending" | "processed" | "failed";
  created_at: number;
}
const refunds = new Map<string, StandInRefund>();
interface StandInPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: "authorized" | "captured" | "failed" | "refunded";
  order_id: string;
  captured: boolean;
  amount_refunded: number;
}
const payments = new Map<string, StandInPayment>();
const standIn: Server = createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => {
    raw += c;
  });
  req.on("end", () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, description: string, field?: string) =>
      reply(status, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description,
          source: "business",
          step: "payment_initiation",
          reason: "input_validation_failed",
          metadata: {},
          field,
        },
      });
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return error(401, "Authentication failed");
    // GET /v1/orders/{id}/payments: a collection of the order's payments (docs: orders/fetch-payments).
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? "");
    if (orderPayments && req.method === "GET") {
      const orderId = decodeURIComponent(orderPayments[1] ?? "");
      orderLookups.push(orderId);
      if (mode === "lookup-fails")
        return reply(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      const items = [...payments.values()].filter((x) => x.order_id === orderId);
      return reply(200, { entity: "collection", count: items.length, items });
    }
    // POST /v1/payments/{id}/refund {amount, ...}: a refund entity (docs: refunds/create-normal).
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? "");
    if (refundPath && req.method === "POST") {
      const payment = payments.get(decodeURIComponent(refundPath[1] ?? ""));
      if (!payment) return error(400, "The id provided does not exist");
      const body = JSON.parse(raw || "{}");
      refundCalls.push({ id: payment.id, body });
      if (mode === "refund-fails")
        return error(400, "The refund amount provided is greater than amount captured", "amount");
      if (payment.status !== "captured") return error(400, "The payment has not been captured");
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded)
        return error(400, "The refund amount provided is greater than amount captured", "amount");
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = "refunded";
      const refund: StandInRefund = {
        id: `rfnd_${randomBytes(7).toString("hex")}`,
        entity: "refund",
        amount,
        currency: "INR",
        payment_id: payment.id,
        status: mode === "refund-pending" ? "pending" : "processed",
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      return reply(200, {
        ...refund,
        notes: body.notes ?? [],
        receipt: body.receipt ?? null,
        speed_requested: body.speed ?? "normal",
      });
    }
    // GET /v1/payments/{id}/refunds/{refund_id}: the refund entity as it is now (docs: refunds/fetch-specific-refund-payment).
    const refundLookup = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(req.url ?? "");
    if (refundLookup && req.method === "GET") {
      const refundId = decodeURIComponent(refundLookup[2] ?? "");
      refundLookups.push(refundId);
      if (mode === "lookup-fails")
        return reply(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
      const refund = refunds.get(refundId);
      if (!refund || refund.payment_id !== decodeURIComponent(refundLookup[1] ?? ""))
        return error(400, "The id provided does not exist");
      return reply(200, { ...refund, notes: [], receipt: null, speed_processed: "normal" });
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(req.url ?? "");
    if (paymentPath) {
      const payment = payments.get(decodeURIComponent(paymentPath[1] ?? ""));
      if (!payment) return error(400, "The id provided does not exist");
      if (req.method === "GET" && !paymentPath[2]) return reply(200, payment);
      if (req.method !== "POST" || !paymentPath[2])
        return error(404, "The requested URL was not found on the server.");
      const body = JSON.parse(raw || "{}");
      captures.push({ id: payment.id, body });
      if (mode === "capture-fails")
        return reply(502, { error: { code: "GATEWAY_ERROR", description: "Payment processing failed" } });
      if (payment.status !== "authorized") return error(400, "This payment has already been captured");
      if (body.amount !== payment.amount)
        return error(400, "Capture amount must be equal to the amount authorized", "amount");
      if (body.currency !== "INR") return error(400, "The currency provided is invalid", "currency");
      payment.status = "captured";
      payment.captured = true;
      return reply(200, payment);
    }
    if (req.method !== "POST" || req.url !== "/v1/orders")
      return error(404, "The requested URL was not found on the server.");
    if (mode === "server-error")
      return reply(500, { error: { code: "SERVER_ERROR", description: "The server encountered an error." } });
    const body = JSON.parse(raw || "{}");
    received.push(body);
    if (!Number.isInteger(body.amount) || body.amount < 100)
      return error(400, "The amount must be atleast INR 1.00", "amount");
    if (body.currency !== "INR") return error(400, "The currency provided is invalid", "currency");
    reply(200, {
      id: `order_${randomBytes(7).toString("hex")}`,
      entity: "order",
      amount: mode === "wrong-amount" ? body.amount - 100 : body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: "INR",
      receipt: body.receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: body.notes ?? [],
      created_at: Math.floor(Date.now() / 1000),
    });
  });
});

/** Razorpay's checkout: a payment for the order, and the signed reply the browser receives. */
function checkoutPaid(orderId: string, amount: number, status: StandInPayment["status"] = "authorized") {
  const id = `pay_${randomBytes(7).toString("hex")}`;
  payments.set(id, {
    id,
    entity: "payment",
    amount,
    currency: "INR",
    status,
    order_id: orderId,
    captured: status === "captured",
    amount_refunded: 0,
  });
  const signature = createHmac("sha256", KEY_SECRET).update(`${orderId}|${id}`).digest("hex");
  return { razorpay_order_id: orderId, razorpay_payment_id: id, razorpay_signature: signature };
}

let t: Awaited<ReturnType<typeof startTestApp>>;
let gateway: RazorpayGateway;
let courseId: number;
let fee: number;

beforeAll(async () => {
  await new Promise<void>((r) => standIn.listen(0, "127.0.0.1", r));
  const port = (standIn.address() as AddressInfo).port;
  gateway = new RazorpayGateway(KEY_ID, KEY_SECRET, `http://127.0.0.1:${port}`);
  t = await startTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const [c] = await t.app.platform.db
    .select()
    .from(courses)
    .where(eq(courses.name, "NEET UG Complete Course"));
  courseId = c!.id;
  fee = c!.fee!;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => standIn.close(r));
});

const orderBody = {
  subscription_start: 0,
  subscription_end: 0,
  course_id: 0,
  subscription_type: "Yearly",
  amount: 5,
};

describe("Razorpay gateway", () => {
  it("the web app's settings say payments are real (the back office shows no sandbox banner)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json().data.payments).toBe("razorpay");
  });

  it("creates the order through the Orders API in paise and verifies Razorpay's signature", async () => {
    mode = "ok";
    const s = await studentSession(t.app);
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ key_id: KEY_ID, amount: fee * 100, gateway: "razorpay" });
    expect(received.at(-1)).toMatchObject({ amount: fee * 100, currency: "INR", notes: { plan: "Yearly" } });

    // What Razorpay's checkout hands the browser after a successful payment (manual capture: authorized).
    const orderId = created.body.data.order_id as string;
    const verified = await post(
      t.app,
      "/api/payment/verify_payment",
      checkoutPaid(orderId, fee * 100),
      s.token,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.subscription).toBe("Yearly");
    // Captured through the API with the order's amount and currency before the plan was granted.
    expect(captures.at(-1)?.body).toEqual({ amount: fee * 100, currency: "INR" });
    expect([...payments.values()].find((p) => p.order_id === orderId)?.status).toBe("captured");

    // The sandbox checkout does not exist in Razorpay mode.
    const sandbox = await post(
      t.app,
      "/api/payment/sandbox/pay",
      { order_id: orderId, outcome: "success" },
      s.token,
    );
    expect(sandbox.status).toBe(404);
  });

  it.each([
    ["server-error", "a 5xx reply"],
    ["wrong-amount", "an order for another amount"],
  ] as const)("turns %s (%s) into 'Something went wrong!' and stores no order", async (failure, _what) => {
    mode = failure;
    const s = await studentSession(t.app);
    const res = await post(t.app, "/api/payment/createorder", { ...orderBody, course_id: courseId }, s.token);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Something went wrong!");
    const stored = await t.app.platform.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, s.userid));
    expect(stored).toHaveLength(0);
    mode = "ok";
  });

  it("grants an auto-captured payment without capturing it again", async () => {
    mode = "ok";
    const s = await studentSession(t.app);
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    const before = captures.length;
    const body = checkoutPaid(created.body.data.order_id, fee * 100, "captured");
    const verified = await post(t.app, "/api/payment/verify_payment", body, s.token);
    expect(verified.status).toBe(200);
    expect(captures.length).toBe(before);
  });

  it("grants nothing while the payment is only authorised and capture fails (issue #21 item 3)", async () => {
    const s = await studentSession(t.app);
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    const body = checkoutPaid(created.body.data.order_id, fee * 100);
    mode = "capture-fails";
    try {
      const refused = await post(t.app, "/api/payment/verify_payment", body, s.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(PAYMENT_NOT_CONFIRMED);
      const [order] = await t.app.platform.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, s.userid));
      expect(order?.status).toBe("created");
    } finally {
      mode = "ok";
    }
    // Once Razorpay answers again, the same verify captures and grants.
    const granted = await post(t.app, "/api/payment/verify_payment", body, s.token);
    expect(granted.status).toBe(200);
    expect(granted.body.data.subscription).toBe("Yearly");
  });

  it("refuses a payment Razorpay reports failed, or one for another order's amount", async () => {
    const s = await studentSession(t.app);
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    const orderId = created.body.data.order_id as string;
    const failed = await post(
      t.app,
      "/api/payment/verify_payment",
      checkoutPaid(orderId, fee * 100, "failed"),
      s.token,
    );
    expect(failed.status).toBe(400);
    const cheaper = await post(
      t.app,
      "/api/payment/verify_payment",
      checkoutPaid(orderId, 100, "captured"),
      s.token,
    );
    expect(cheaper.status).toBe(400);
    const [order] = await t.app.platform.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, s.userid));
    expect(order?.status).toBe("attempted");
  });

  it("refuses an order under ₹1 without calling Razorpay", async () => {
    const db = t.app.platform.db;
    await db.update(courses).set({ fee: 0.99 }).where(eq(courses.id, courseId));
    const calls = received.length;
    try {
      const s = await studentSession(t.app);
      const res = await post(
        t.app,
        "/api/payment/createorder",
        { ...orderBody, course_id: courseId },
        s.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ORDER_BELOW_MINIMUM);
      expect(received.length).toBe(calls);
    } finally {
      await db.update(courses).set({ fee }).where(eq(courses.id, courseId));
    }
  });

  it("reports refused credentials as 'Something went wrong!'", async () => {
    const port = (standIn.address() as AddressInfo).port;
    gateway = new RazorpayGateway(KEY_ID, KEY_SECRET, `http://127.0.0.1:${port}`);
    const wrong = await startTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: "not-the-secret",
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const s = await studentSession(wrong.app);
      const [c] = await wrong.app.platform.db
        .select()
        .from(courses)
        .where(eq(courses.name, "NEET UG Complete Course"));
      const res = await post(
        wrong.app,
        "/api/payment/createorder",
        { ...orderBody, course_id: c!.id },
        s.token,
      );
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("Something went wrong!");
    } finally {
      await wrong.close();
    }
  });
});

describe("staff payment corrections through Razorpay", () => {
  const newOrder = async (token: string) => {
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      token,
    );
    expect(created.status).toBe(200);
    return created.body.data.order_id as string;
  };
  const orderRow = async (orderId: string) =>
    (await t.app.platform.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)))[0]!;
  const auditOf = (orderId: string) =>
    t.app.platform.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.target, `order:${orderId}`));
  const profileOf = async (s: Awaited<ReturnType<typeof studentSession>>) =>
    (await post(t.app, "/api/getProfile", { email: s.student.email }, s.token)).body.data;

  it("reconcile lists the order's payments at Razorpay and grants a captured one through markPaid", async () => {
    mode = "ok";
    const admin = await adminToken(t.app);
    const s = await studentSession(t.app);
    const orderId = await newOrder(s.token);
    // Paid at Razorpay (auto-capture) but the browser never came back to verify.
    checkoutPaid(orderId, fee * 100, "failed");
    const paid = checkoutPaid(orderId, fee * 100, "captured");
    const before = captures.length;
    const body = { order_id: orderId, reason: "Student sent the bank statement" };
    const res = await post(t.app, "/api/payment/admin/reconcile", body, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: "granted", status: "paid" });
    expect(orderLookups.at(-1)).toBe(orderId);
    expect(captures.length).toBe(before);
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", paymentId: paid.razorpay_payment_id });
    expect((await profileOf(s)).subscription).toBe("Yearly");
    expect(await auditOf(orderId)).toEqual([
      expect.objectContaining({
        action: "reconcile-order",
        reason: body.reason,
        detail: { outcome: "granted", payment_id: paid.razorpay_payment_id },
      }),
    ]);
  });

  it("reconcile captures an authorised payment first, with the order's amount and currency", async () => {
    mode = "ok";
    const admin = await adminToken(t.app);
    const s = await studentSession(t.app);
    const orderId = await newOrder(s.token);
    const paid = checkoutPaid(orderId, fee * 100, "authorized");
    const res = await post(
      t.app,
      "/api/payment/admin/reconcile",
      { order_id: orderId, reason: "Checking" },
      admin,
    );
    expect(res.status).toBe(200);
    expect(captures.at(-1)).toEqual({
      id: paid.razorpay_payment_id,
      body: { amount: fee * 100, currency: "INR" },
    });
    expect(payments.get(paid.razorpay_payment_id)?.status).toBe("captured");
    expect((await profileOf(s)).subscription).toBe("Yearly");
  });

  it("reconcile when Razorpay does not answer: a readable 409, the order untouched, nothing audited", async () => {
    const admin = await adminToken(t.app);
    const s = await studentSession(t.app);
    const orderId = await newOrder(s.token);
    checkoutPaid(orderId, fee * 100, "captured");
    mode = "lookup-fails";
    try {
      const res = await post(
        t.app,
        "/api/payment/admin/reconcile",
        { order_id: orderId, reason: "Checking" },
        admin,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/payment gateway did not answer/i);
    } finally {
      mode = "ok";
    }
    expect((await orderRow(orderId)).status).toBe("created");
    expect((await profileOf(s)).subscription).not.toBe("Yearly");
    expect(await auditOf(orderId)).toEqual([]);
  });

  const paidOrder = async () => {
    mode = "ok";
    const s = await studentSession(t.app);
    const orderId = await newOrder(s.token);
    const body = checkoutPaid(orderId, fee * 100, "captured");
    expect((await post(t.app, "/api/payment/verify_payment", body, s.token)).status).toBe(200);
    return { s, orderId, paymentId: body.razorpay_payment_id };
  };

  it("issues a partial, then the rest, through POST /v1/payments/{id}/refund in paise", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, paymentId } = await paidOrder();
    const part = await post(
      t.app,
      "/api/payment/admin/refund",
      { order_id: orderId, amount: 1, reason: "Goodwill", issue: true },
      admin,
    );
    expect(part.status).toBe(200);
    expect(refundCalls.at(-1)).toEqual({ id: paymentId, body: { amount: 100 } });
    expect(part.body.data).toMatchObject({ outcome: "refund-recorded", amount: 1 });
    expect(part.body.data.refund_id).toMatch(/^rfnd_/);
    expect((await profileOf(s)).subscription).toBe("Yearly");

    const rest = await post(
      t.app,
      "/api/payment/admin/refund",
      { order_id: orderId, reason: "Left the course", issue: true },
      admin,
    );
    expect(rest.status).toBe(200);
    expect(refundCalls.at(-1)?.body).toEqual({ amount: fee * 100 - 100 });
    expect(payments.get(paymentId)?.status).toBe("refunded");
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedPaise: fee * 100 });
    const refunds = await t.app.platform.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, (await orderRow(orderId)).id));
    expect(refunds.map((r) => r.refundId).sort()).toEqual(
      [part.body.data.refund_id, rest.body.data.refund_id].sort(),
    );
    expect((await profileOf(s)).subscription).toBeNull();
    expect((await auditOf(orderId)).map((e) => e.action)).toEqual(["issue-refund", "issue-refund"]);
  });

  it("a refund Razorpay refuses gives a readable 409 and records nothing", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId } = await paidOrder();
    mode = "refund-fails";
    try {
      const res = await post(
        t.app,
        "/api/payment/admin/refund",
        { order_id: orderId, reason: "Duplicate purchase", issue: true },
        admin,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/refused the refund.*greater than amount captured/);
    } finally {
      mode = "ok";
    }
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: "paid", refundedPaise: 0 });
    const refunds = await t.app.platform.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refunds).toEqual([]);
    expect(await auditOf(orderId)).toEqual([]);
    expect((await profileOf(s)).subscription).toBe("Yearly");
  });
});

/** A Razorpay webhook, signed over the raw body as Razorpay signs it. */
function webhook(body: unknown, eventId: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    payload: raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"),
      "x-razorpay-event-id": eventId,
    },
  });
}

/** refund.created | refund.processed | refund.failed, or payment.refunded (docs: webhooks/refunds). */
function refundEvent(
  event: string,
  refund: { id: string; amount: number; status: string },
  payment: StandInPayment,
) {
  return {
    entity: "event",
    event,
    contains: ["refund", "payment"],
    payload: {
      refund: { entity: { ...refund, entity: "refund", currency: "INR", payment_id: payment.id } },
      payment: { entity: { ...payment } },
    },
  };
}

describe("refund states: pending, processed, failed (issue #52 item 2)", () => {
  const orderRow = async (orderId: string) =>
    (await t.app.platform.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)))[0]!;
  const refundRows = async (orderId: string) =>
    t.app.platform.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, (await orderRow(orderId)).id));
  const livePlans = (userId: number) =>
    t.app.platform.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
      .orderBy(subscriptions.startsAt);
  const notesOf = async (userId: number) =>
    (await t.app.platform.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
      (n) => n.notificationMsg,
    );
  const staffNotes = async (text: string) => {
    const [staff] = await t.app.platform.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    return (await notesOf(staff!.id)).filter((m) => m.includes(text));
  };
  const listed = async (admin: string, email: string, orderId: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/payment/adminPaymentStatus?q=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.items.find((i: { order_id: string }) => i.order_id === orderId);
  };
  const paidOrder = async () => {
    mode = "ok";
    const s = await studentSession(t.app);
    const created = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    const orderId = created.body.data.order_id as string;
    const body = checkoutPaid(orderId, fee * 100, "captured");
    expect((await post(t.app, "/api/payment/verify_payment", body, s.token)).status).toBe(200);
    return { s, orderId, payment: payments.get(body.razorpay_payment_id)! };
  };
  const refund = (admin: string, orderId: string, amount?: number) =>
    post(
      t.app,
      "/api/payment/admin/refund",
      { order_id: orderId, reason: "Left the course", issue: true, ...(amount ? { amount } : {}) },
      admin,
    );

  it("a refund Razorpay answers pending is shown pending and keeps the plan until refund.processed", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, payment } = await paidOrder();
    mode = "refund-pending";
    let refundId: string;
    try {
      const res = await refund(admin, orderId);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        outcome: "refund-pending",
        refund_status: "pending",
        amount: fee,
      });
      refundId = res.body.data.refund_id;
    } finally {
      mode = "ok";
    }
    // Recorded pending: not refunded yet, the plan stays, the student is told it has started.
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect((await refundRows(orderId)).map((r) => [r.refundId, r.status])).toEqual([[refundId, "pending"]]);
    expect(await livePlans(s.userid)).toHaveLength(1);
    expect(await notesOf(s.userid)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^A refund of ₹${fee.toLocaleString("en-IN")} of your .* has been started`),
      ),
    );
    expect(await listed(admin, s.student.email, orderId)).toMatchObject({
      status: "paid",
      refunded_amount: 0,
      refund_due: false,
      refunds: [{ refund_id: refundId, amount: fee, status: "pending" }],
    });
    // What is pending is not refundable again.
    const again = await refund(admin, orderId, 1);
    expect(again.status).toBe(409);
    expect(refundCalls.filter((c) => c.id === payment.id)).toHaveLength(1);

    // payment.refunded's amount_refunded includes the pending refund: it ends nothing.
    const noRefundEntity = { ...refundEvent("payment.refunded", { id: "", amount: 0, status: "" }, payment) };
    noRefundEntity.payload = { payment: noRefundEntity.payload.payment } as typeof noRefundEntity.payload;
    expect(payment.amount_refunded).toBe(fee * 100);
    const early = await webhook(noRefundEntity, `evt_pr_${orderId}`);
    expect(early.json().data.outcome).toBe("already-recorded");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect(await livePlans(s.userid)).toHaveLength(1);

    // refund.processed: counted, the order refunded, the plan ended, the student told.
    const processed = refundEvent(
      "refund.processed",
      { id: refundId, amount: fee * 100, status: "processed" },
      payment,
    );
    expect((await webhook(processed, `evt_rp_${orderId}`)).json().data.outcome).toBe("refund-recorded");
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedPaise: fee * 100, refundId });
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["processed"]);
    expect(await livePlans(s.userid)).toHaveLength(0);
    expect(await notesOf(s.userid)).toContainEqual(
      expect.stringMatching(/has been refunded\. Your plan for it has ended\.$/),
    );
    // Redelivered (another event id) and repeated: nothing changes.
    const before = (await notesOf(s.userid)).length;
    expect((await webhook(processed, `evt_rp2_${orderId}`)).json().data.outcome).toBe("already-recorded");
    expect((await webhook(processed, `evt_rp_${orderId}`)).json().data.outcome).toBe("duplicate");
    expect((await notesOf(s.userid)).length).toBe(before);
    expect(await listed(admin, s.student.email, orderId)).toMatchObject({
      status: "refunded",
      refunded_amount: fee,
      refunds: [{ refund_id: refundId, status: "processed" }],
    });
  });

  it("refund.failed after a full refund: the order is paid again, the plan restored, staff and student told", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, payment } = await paidOrder();
    const res = await refund(admin, orderId);
    expect(res.body.data).toMatchObject({ outcome: "refund-recorded", refund_status: "processed" });
    const refundId = res.body.data.refund_id as string;
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
    expect(await livePlans(s.userid)).toHaveLength(0);

    const failed = refundEvent(
      "refund.failed",
      { id: refundId, amount: fee * 100, status: "failed" },
      payment,
    );
    expect((await webhook(failed, `evt_rf_${orderId}`)).json().data.outcome).toBe("refund-failed");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedPaise: 0, refundId: null });
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["failed"]);
    const plans = await livePlans(s.userid);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ endReason: null, type: "Yearly" });
    expect(await staffNotes(refundId)).toEqual([
      expect.stringMatching(/failed at the gateway\. The order is paid again and its plan restored\./),
    ]);
    expect(await notesOf(s.userid)).toContainEqual(
      expect.stringMatching(
        /did not go through\. The academy will contact you .* Your plan for it is active again\.$/,
      ),
    );
    expect(await listed(admin, s.student.email, orderId)).toMatchObject({
      status: "paid",
      refunded_amount: 0,
      refunds: [{ refund_id: refundId, status: "failed" }],
    });

    // A redelivery, or a late refund.processed for the failed refund, changes nothing.
    expect((await webhook(failed, `evt_rf2_${orderId}`)).json().data.outcome).toBe("already-recorded");
    const late = refundEvent(
      "refund.processed",
      { id: refundId, amount: fee * 100, status: "processed" },
      payment,
    );
    late.payload.payment.entity.amount_refunded = 0;
    expect((await webhook(late, `evt_rf3_${orderId}`)).json().data.outcome).toBe("already-recorded");
    expect(await staffNotes(refundId)).toHaveLength(1);
    expect(await livePlans(s.userid)).toHaveLength(1);
    // Staff can refund it again: the failed refund is not counted.
    payment.amount_refunded = 0;
    payment.status = "captured";
    expect((await refund(admin, orderId)).body.data).toMatchObject({
      outcome: "refund-recorded",
      amount: fee,
    });
  });

  it("refund.failed of a refund still pending: the plan, never ended, stays; staff told", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, payment } = await paidOrder();
    mode = "refund-pending";
    let refundId: string;
    try {
      refundId = (await refund(admin, orderId, 2)).body.data.refund_id;
    } finally {
      mode = "ok";
    }
    const failed = refundEvent("refund.failed", { id: refundId, amount: 200, status: "failed" }, payment);
    expect((await webhook(failed, `evt_pf_${orderId}`)).json().data.outcome).toBe("refund-failed");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect(await livePlans(s.userid)).toHaveLength(1);
    expect(await staffNotes(refundId)).toEqual([expect.not.stringContaining("paid again")]);
    expect(await listed(admin, s.student.email, orderId)).toMatchObject({
      refunds: [{ refund_id: refundId, amount: 2, status: "failed" }],
    });
  });

  it("an automatic refund Razorpay answers pending is recorded pending; the order is refunded once processed", async () => {
    mode = "ok";
    const s = await studentSession(t.app);
    const first = await post(
      t.app,
      "/api/payment/createorder",
      { ...orderBody, course_id: courseId },
      s.token,
    );
    const replaced = first.body.data.order_id as string;
    const [other] = await t.app.platform.db
      .select()
      .from(courses)
      .where(eq(courses.name, "JEE Main Complete Course"));
    await post(t.app, "/api/payment/createorder", { ...orderBody, course_id: other!.id }, s.token); // closes it
    const body = checkoutPaid(replaced, fee * 100, "captured");
    mode = "refund-pending";
    try {
      const late = await post(t.app, "/api/payment/verify_payment", body, s.token);
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/A refund of it in full has been started/);
    } finally {
      mode = "ok";
    }
    const [row] = await refundRows(replaced);
    expect(row).toMatchObject({ status: "pending", amountPaise: fee * 100 });
    expect(await orderRow(replaced)).toMatchObject({ status: "paid", refundedPaise: 0 });
    const admin = await adminToken(t.app);
    expect(await listed(admin, s.student.email, replaced)).toMatchObject({ refund_due: false });

    const payment = payments.get(body.razorpay_payment_id)!;
    const processed = refundEvent(
      "refund.processed",
      { id: row!.refundId, amount: fee * 100, status: "processed" },
      payment,
    );
    expect((await webhook(processed, `evt_ap_${replaced}`)).json().data.outcome).toBe("refund-recorded");
    expect(await orderRow(replaced)).toMatchObject({ status: "refunded", refundedPaise: fee * 100 });
  });

  // A lost webhook (issue #52 item 2): Razorpay is asked, by the job or by staff, and its answer goes
  // through recordRefund as the webhook's would.
  const pendingRefund = async (admin: string, amount?: number) => {
    const paid = await paidOrder();
    mode = "refund-pending";
    try {
      const res = await refund(admin, paid.orderId, amount);
      expect(res.body.data).toMatchObject({ outcome: "refund-pending" });
      return { ...paid, refundId: res.body.data.refund_id as string };
    } finally {
      mode = "ok";
    }
  };
  /** As if recorded `minutes` ago. */
  const age = (refundId: string, minutes: number) =>
    t.app.platform.db
      .update(paymentRefunds)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(paymentRefunds.refundId, refundId));
  const checks = (orderId: string) =>
    t.app.platform.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.target, `order:${orderId}`), eq(staffActions.action, "check-refund")))
      .orderBy(staffActions.id);
  const check = (token: string, refundId: string) =>
    post(t.app, "/api/payment/admin/refund/check", { refund_id: refundId }, token);

  it("the refund check job settles a full refund pending past 10 minutes whose webhook never came: the plan ends", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, refundId } = await pendingRefund(admin);
    refunds.get(refundId)!.status = "processed"; // the bank moved the money; the webhook was lost
    await age(refundId, 11);
    await t.app.platform.jobs.send(REFUND_CHECK_QUEUE, {});
    await vi.waitFor(async () => expect((await orderRow(orderId)).status).toBe("refunded"), {
      timeout: 15_000,
      interval: 100,
    });
    expect(refundLookups).toContain(refundId);
    expect(await orderRow(orderId)).toMatchObject({ refundedPaise: fee * 100, refundId });
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(["processed"]);
    expect(await livePlans(s.userid)).toHaveLength(0);
    expect(await notesOf(s.userid)).toContainEqual(
      expect.stringMatching(/has been refunded\. Your plan for it has ended\.$/),
    );
    // The webhook arriving late after all changes nothing.
    const late = refundEvent(
      "refund.processed",
      { id: refundId, amount: fee * 100, status: "processed" },
      payments.get((await orderRow(orderId)).paymentId!)!,
    );
    expect((await webhook(late, `evt_late_${orderId}`)).json().data.outcome).toBe("already-recorded");
  });

  it("the check: a failed refund is taken back and staff told; one still pending or too young stays as it is", async () => {
    const admin = await adminToken(t.app);
    const failed = await pendingRefund(admin, 2);
    const waiting = await pendingRefund(admin);
    const young = await pendingRefund(admin);
    refunds.get(failed.refundId)!.status = "failed";
    refunds.get(young.refundId)!.status = "processed";
    await age(failed.refundId, 30);
    await age(waiting.refundId, 30);
    await age(young.refundId, 5);

    expect(await checkPendingRefunds(t.app.platform, gateway)).toBe(1);
    expect(refundLookups).toEqual(expect.arrayContaining([failed.refundId, waiting.refundId]));
    expect(refundLookups).not.toContain(young.refundId);
    // Failed: the order stays paid with nothing refunded, the plan (never ended) stays, staff are told.
    expect(await orderRow(failed.orderId)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect((await refundRows(failed.orderId)).map((r) => r.status)).toEqual(["failed"]);
    expect(await livePlans(failed.s.userid)).toHaveLength(1);
    expect(await staffNotes(failed.refundId)).toEqual([expect.stringMatching(/failed at the gateway/)]);
    expect(await notesOf(failed.s.userid)).toContainEqual(expect.stringMatching(/did not go through/));
    // Still pending at Razorpay: asked, left pending; the young one is not asked yet.
    expect((await refundRows(waiting.orderId)).map((r) => r.status)).toEqual(["pending"]);
    expect((await refundRows(young.orderId)).map((r) => r.status)).toEqual(["pending"]);
    expect(await livePlans(waiting.s.userid)).toHaveLength(1);

    // Razorpay down: each refund is left for the next check; nothing throws.
    mode = "lookup-fails";
    try {
      await age(young.refundId, 11);
      expect(await checkPendingRefunds(t.app.platform, gateway)).toBe(0);
    } finally {
      mode = "ok";
    }
    expect((await refundRows(young.orderId)).map((r) => r.status)).toEqual(["pending"]);
    // A second run settles nothing twice: the failed refund's staff note is not repeated.
    expect(await checkPendingRefunds(t.app.platform, gateway)).toBe(1); // the young one, processed
    expect(await orderRow(young.orderId)).toMatchObject({ status: "refunded" });
    expect(await staffNotes(failed.refundId)).toHaveLength(1);
  });

  it("staff 'Check with Razorpay': answers the refund's new state, applies it and audits each check", async () => {
    const admin = await adminToken(t.app);
    const { s, orderId, refundId } = await pendingRefund(admin);

    const still = await check(admin, refundId);
    expect(still.status).toBe(200);
    expect(still.body.data).toEqual({
      outcome: "still-pending",
      refund_id: refundId,
      refund_status: "pending",
    });
    expect(still.body.message).toMatch(/still reports the refund pending/);

    // Razorpay does not answer: a readable 409, nothing changed or audited.
    mode = "lookup-fails";
    try {
      const down = await check(admin, refundId);
      expect(down.status).toBe(409);
      expect(down.body.message).toMatch(/did not answer/);
    } finally {
      mode = "ok";
    }

    refunds.get(refundId)!.status = "processed";
    const done = await check(admin, refundId);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      outcome: "refund-recorded",
      refund_id: refundId,
      refund_status: "processed",
    });
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedPaise: fee * 100 });
    expect(await livePlans(s.userid)).toHaveLength(0);

    // Settled: a further check does not ask Razorpay again.
    const asked = refundLookups.length;
    expect((await check(admin, refundId)).body.data).toMatchObject({
      outcome: "already-recorded",
      refund_status: "processed",
    });
    expect(refundLookups.length).toBe(asked);

    expect((await checks(orderId)).map((a) => (a.detail as { outcome: string }).outcome)).toEqual([
      "still-pending",
      "refund-recorded",
      "already-recorded",
    ]);
    expect((await checks(orderId))[1]).toMatchObject({
      detail: { refund_id: refundId, gateway_status: "processed", user_id: s.userid },
    });

    // Students may not; an unknown refund is a 404.
    expect((await check(s.token, refundId)).status).toBe(403);
    expect((await check(admin, "rfnd_nosuchthing")).status).toBe(404);
  });

  it("two staff refunding one order at the same moment: one gateway refund, one 200 and one 409", async () => {
    const admin = await adminToken(t.app);
    const { orderId, payment } = await paidOrder();
    const both = await Promise.all([refund(admin, orderId), refund(admin, orderId)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refundCalls.filter((c) => c.id === payment.id)).toHaveLength(1);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(
      "Another refund of this order is being made. Reload the page in a minute.",
    );
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", refundedPaise: fee * 100 });
    expect(await refundRows(orderId)).toHaveLength(1);
    // The lock is let go at once: the next refund is answered on its own merits (nothing left).
    const next = await refund(admin, orderId);
    expect(next.status).toBe(409);
    expect(next.body.message).toMatch(/Only a paid order can be refunded/);
  });
});
