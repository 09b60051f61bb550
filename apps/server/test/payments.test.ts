import { createHmac } from "node:crypto";
import { ORDER_BELOW_MINIMUM } from "@medhavi/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, paymentOrders, paymentRefunds, sandboxPayments, subscriptions } from "../src/db/schema";
import { adminToken, post, startTestApp, studentSession, subscribe } from "./helpers";

const WEBHOOK_SECRET = "whsec_test_0123456789";
let t: Awaited<ReturnType<typeof startTestApp>>;
let course: { id: number; fee: number; quarterly_fee: number; name: string };
let category: { id: number };

beforeAll(async () => {
  t = await startTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const [c] = await t.app.platform.db
    .select()
    .from(courses)
    .where(eq(courses.name, "JEE Main Complete Course"));
  const [cat] = await t.app.platform.db.select().from(courses).where(eq(courses.name, "JEE"));
  course = { id: c!.id, fee: c!.fee!, quarterly_fee: c!.quarterlyFee!, name: c!.name };
  category = { id: cat!.id };
});
afterAll(async () => t?.close());

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 1,
  description: "x",
  courseName: "x",
  contact: "9876543210",
  email: "x@y.in",
  personName: "x",
  subscription_start: Date.now(),
  subscription_end: Date.now() + 1000,
  course_id: course.id,
  subscription_type: "Yearly",
  ...overrides,
});

async function order(token: string, overrides: Record<string, unknown> = {}) {
  return post(t.app, "/api/payment/createorder", orderBody(overrides), token);
}

async function sandboxPay(token: string, orderId: string) {
  const res = await post(t.app, "/api/payment/sandbox/pay", { order_id: orderId, outcome: "success" }, token);
  expect(res.status).toBe(200);
  return res.body.data as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

function webhook(body: unknown, opts: { secret?: string; eventId?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = createHmac("sha256", opts.secret ?? WEBHOOK_SECRET)
    .update(raw)
    .digest("hex");
  return t.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    payload: raw,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      ...(opts.eventId ? { "x-razorpay-event-id": opts.eventId } : {}),
    },
  });
}

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: "event",
  event: "payment.captured",
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: "captured" } } },
});

async function subscriptionCount(userid: number) {
  return (await t.app.platform.db.select().from(subscriptions).where(eq(subscriptions.userId, userid)))
    .length;
}

describe("free trial", () => {
  it("records the trial once, with the server's own end date", async () => {
    const s = await studentSession(t.app);
    const before = Date.now();
    const res = await post(
      t.app,
      "/api/user_study_materials/subscribe",
      {
        course_id: course.id,
        subscription: "Free",
        subscription_start: 0,
        subscription_end: 9_999_999_999_999,
      },
      s.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Subscribed successfully!");
    expect(res.body.data).toMatchObject({ course_id: course.id, subscription: "Free" });
    const days = (res.body.data.subscription_end - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14.99);
    expect(days).toBeLessThan(15.01);

    const again = await subscribe(t.app, s.token, course.id, "Free");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already used your free trial. Choose a paid plan to continue.");
  });

  it("refuses a category that is not for subscription", async () => {
    const s = await studentSession(t.app);
    const res = await subscribe(t.app, s.token, category.id, "Free");
    expect(res.status).toBe(400);
  });

  it("never records a paid plan without a verified payment", async () => {
    const s = await studentSession(t.app);
    const res = await subscribe(t.app, s.token, course.id, "Yearly");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Something went wrong!");
    expect(await subscriptionCount(s.userid)).toBe(0);
  });
});

describe("paid flow through the sandbox gateway", () => {
  it("prices the order itself, whatever amount the browser sends", async () => {
    const s = await studentSession(t.app);
    const yearly = await order(s.token, { amount: 1 });
    expect(yearly.status).toBe(200);
    expect(yearly.body.data).toMatchObject({
      success: true,
      key_id: "rzp_test_sandbox",
      order_id: expect.stringMatching(/^order_/),
      amount: course.fee * 100,
      email: s.student.email,
      contact: s.student.mobileNumber,
      name: "Asha Verma",
    });
    const half = await order(s.token, { subscription_type: "Half Yearly", amount: 999_999 });
    expect(half.body.data.amount).toBe(course.quarterly_fee * 100);
    const trial = await order(s.token, { subscription_type: "Free" });
    expect(trial.status).toBe(400);
  });

  it("pays, verifies, grants the plan once, and confirms it through subscribe", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const paid = await sandboxPay(s.token, o.body.data.order_id);
    const verified = await post(t.app, "/api/payment/verify_payment", paid, s.token);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("Payment successful!");
    expect(verified.body.data).toMatchObject({ course_id: course.id, subscription: "Yearly" });
    const twice = await post(t.app, "/api/payment/verify_payment", paid, s.token);
    expect(twice.status).toBe(200);
    expect(await subscriptionCount(s.userid)).toBe(1);

    const confirm = await subscribe(t.app, s.token, course.id, "Yearly");
    expect(confirm.status).toBe(200);
    expect(await subscriptionCount(s.userid)).toBe(1);

    // A live paid plan: an order for the same course is a renewal; no trial.
    const renewal = await order(s.token);
    expect(renewal.status).toBe(200);
    expect(renewal.body.data.starts_at).toBe(verified.body.data.subscription_end);
    expect(renewal.body.data.renewal).toMatch(/^Renews your current plan: starts on \d{1,2} \w{3} \d{4}$/);
    const trial = await subscribe(t.app, s.token, course.id, "Free");
    expect(trial.status).toBe(409);
    expect(trial.body.message).toBe("You already subscribed to a course.");
  });

  it("grants the plan once when the same payment is verified twice at the same moment", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const paid = await sandboxPay(s.token, o.body.data.order_id);
    const replies = await Promise.all(
      [1, 2, 3].map(() => post(t.app, "/api/payment/verify_payment", paid, s.token)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await subscriptionCount(s.userid)).toBe(1);
  });

  it("a Free student upgrades: the trial ends and the paid plan starts", async () => {
    const s = await studentSession(t.app);
    await subscribe(t.app, s.token, course.id, "Free");
    const o = await order(s.token, { subscription_type: "Half Yearly" });
    expect(o.status).toBe(200);
    const verified = await post(
      t.app,
      "/api/payment/verify_payment",
      await sandboxPay(s.token, o.body.data.order_id),
      s.token,
    );
    expect(verified.body.data.subscription).toBe("Half Yearly");
    const live = await t.app.platform.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, s.userid)));
    expect(live.filter((r) => r.endedAt === null).map((r) => r.type)).toEqual(["Half Yearly"]);
  });

  it("refuses a forged signature, missing fields and someone else's order", async () => {
    const a = await studentSession(t.app);
    const b = await studentSession(t.app);
    const o = await order(a.token);
    const paid = await sandboxPay(a.token, o.body.data.order_id);

    const forged = await post(
      t.app,
      "/api/payment/verify_payment",
      { ...paid, razorpay_signature: "0".repeat(64) },
      a.token,
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("Payment Failed!");
    const swapped = await post(
      t.app,
      "/api/payment/verify_payment",
      { ...paid, razorpay_payment_id: "pay_other" },
      a.token,
    );
    expect(swapped.body.message).toBe("Payment Failed!");
    const missing = await post(
      t.app,
      "/api/payment/verify_payment",
      { razorpay_order_id: paid.razorpay_order_id },
      a.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Payment Failed!$/);
    const stolen = await post(t.app, "/api/payment/verify_payment", paid, b.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe("No such order.");
    const payOther = await post(
      t.app,
      "/api/payment/sandbox/pay",
      { order_id: o.body.data.order_id, outcome: "success" },
      b.token,
    );
    expect(payOther.status).toBe(404);
    expect(await subscriptionCount(a.userid)).toBe(0);
    expect(await subscriptionCount(b.userid)).toBe(0);
  });

  it("a failed attempt leaves the order attempted; a later success still pays it (issue #21 item 4)", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const failed = await post(
      t.app,
      "/api/payment/sandbox/pay",
      { order_id: o.body.data.order_id, outcome: "failure" },
      s.token,
    );
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe("Payment Failed!");
    expect(await subscriptionCount(s.userid)).toBe(0);
    const history = await t.app.inject({
      method: "GET",
      url: "/api/payment/getPaymentHistory",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(history.json().data.items).toMatchObject([
      {
        status: "attempted",
        amount: course.fee,
        courseName: course.name,
        failureReason: "Declined in the sandbox checkout",
      },
    ]);

    const retried = await post(
      t.app,
      "/api/payment/verify_payment",
      await sandboxPay(s.token, o.body.data.order_id),
      s.token,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data.subscription).toBe("Yearly");
    const after = await t.app.inject({
      method: "GET",
      url: "/api/payment/getPaymentHistory",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(after.json().data.items).toMatchObject([{ status: "paid", failureReason: null }]);
  });

  it("captures the sandbox payment before granting (issue #21 item 3)", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const paid = await sandboxPay(s.token, o.body.data.order_id);
    const before = await t.app.platform.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paid.razorpay_payment_id));
    expect(before[0]?.status).toBe("authorized");
    expect((await post(t.app, "/api/payment/verify_payment", paid, s.token)).status).toBe(200);
    const after = await t.app.platform.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, paid.razorpay_payment_id));
    expect(after[0]?.status).toBe("captured");
  });

  it("refuses orders under ₹1 before asking the gateway (issue #21 item 4)", async () => {
    const db = t.app.platform.db;
    const [cheap] = await db.select().from(courses).where(eq(courses.name, "JEE Main Crash Course"));
    await db.update(courses).set({ quarterlyFee: 0.5 }).where(eq(courses.id, cheap!.id));
    try {
      const s = await studentSession(t.app);
      const res = await order(s.token, { course_id: cheap!.id, subscription_type: "Half Yearly" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ORDER_BELOW_MINIMUM);
      expect(await db.select().from(paymentOrders).where(eq(paymentOrders.userId, s.userid))).toHaveLength(0);
    } finally {
      await db.update(courses).set({ quarterlyFee: cheap!.quarterlyFee }).where(eq(courses.id, cheap!.id));
    }
  });
  it("the sandbox answers a refund check as processed (its refunds have no bank to wait for)", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const paid = await sandboxPay(s.token, o.body.data.order_id);
    expect((await post(t.app, "/api/payment/verify_payment", paid, s.token)).status).toBe(200);
    const [row] = await t.app.platform.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, o.body.data.order_id));
    // A refund recorded pending (as Razorpay may answer), asked about by staff.
    await t.app.platform.db
      .insert(paymentRefunds)
      .values({ refundId: "rfnd_sandboxcheck", orderId: row!.id, amountPaise: 100, status: "pending" });
    const admin = await adminToken(t.app);
    const checked = await post(
      t.app,
      "/api/payment/admin/refund/check",
      { refund_id: "rfnd_sandboxcheck" },
      admin,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ outcome: "refund-recorded", refund_status: "processed" });
    const [after] = await t.app.platform.db.select().from(paymentOrders).where(eq(paymentOrders.id, row!.id));
    expect(after).toMatchObject({ status: "paid", refundedPaise: 100 });
  });
});

describe("webhook", () => {
  it("grants the plan for a student who closed the tab; duplicates and verify afterwards change nothing", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const paid = await sandboxPay(s.token, o.body.data.order_id);
    const body = captured(paid.razorpay_order_id, paid.razorpay_payment_id, o.body.data.amount);
    const first = await webhook(body, { eventId: `evt_${s.userid}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe("granted");
    const dup = await webhook(body, { eventId: `evt_${s.userid}` });
    expect(dup.json().data.outcome).toBe("duplicate");
    const redelivered = await webhook({ ...body, event: "order.paid" }, { eventId: `evt_${s.userid}_2` });
    expect(redelivered.json().data.outcome).toBe("already-granted");
    const verify = await post(t.app, "/api/payment/verify_payment", paid, s.token);
    expect(verify.status).toBe(200);
    expect(await subscriptionCount(s.userid)).toBe(1);
  });

  it("refuses a bad signature", async () => {
    const res = await webhook(captured("order_x", "pay_x", 100), { secret: "wrong-secret" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid webhook signature.");
  });

  it("records payment.failed and ignores a wrong amount", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    const wrongAmount = await webhook(captured(o.body.data.order_id, "pay_wrong_amount", 100), {
      eventId: `evt_amt_${s.userid}`,
    });
    expect(wrongAmount.json().data.outcome).toBe("ignored");
    const failed = await webhook(
      {
        event: "payment.failed",
        payload: {
          payment: {
            entity: { id: "pay_f", order_id: o.body.data.order_id, error_description: "Card declined" },
          },
        },
      },
      { eventId: `evt_fail_${s.userid}` },
    );
    expect(failed.json().data.outcome).toBe("failed-recorded");
    expect(await subscriptionCount(s.userid)).toBe(0);
  });
});

describe("history and back office", () => {
  it("students see their own payments; staff see all with filters and totals; students are refused staff calls", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token);
    await post(
      t.app,
      "/api/payment/verify_payment",
      await sandboxPay(s.token, o.body.data.order_id),
      s.token,
    );

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/payment/getPaymentHistory",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(mine.json().data.items).toHaveLength(1);
    expect(mine.json().data.items[0]).toMatchObject({
      status: "paid",
      subscription_type: "Yearly",
      amount: course.fee,
    });
    expect(mine.json().data.items[0].subscription_end).toBeGreaterThan(Date.now());

    const refused = await t.app.inject({
      method: "GET",
      url: "/api/payment/adminPaymentStatus",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const admin = await adminToken(t.app);
    const all = await t.app.inject({
      method: "GET",
      url: `/api/payment/adminPaymentStatus?status=paid&q=${encodeURIComponent(s.student.email)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.items).toHaveLength(1);
    expect(all.json().data.items[0].student.email).toBe(s.student.email);
    expect(all.json().data.totals.paid).toEqual({ count: 1, amount: course.fee });

    // The CSV export: every payment the same filters match, streamed as the list's items and an end line.
    const exportUrl = `/api/payment/adminPaymentStatus/export?status=paid&q=${encodeURIComponent(s.student.email)}`;
    const exported = await t.app.inject({
      method: "GET",
      url: exportUrl,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^application\/x-ndjson/);
    expect(
      exported.body
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([all.json().data.items[0], { end: true, count: 1 }]);
    const everyPayment = await t.app.inject({
      method: "GET",
      url: "/api/payment/adminPaymentStatus/export",
      headers: { authorization: `Bearer ${admin}` },
    });
    const lines = everyPayment.body.trim().split("\n");
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/payment/adminPaymentStatus",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(JSON.parse(lines.at(-1) ?? "")).toEqual({ end: true, count: listed.json().data.total });
    expect(lines).toHaveLength(listed.json().data.total + 1);
    const studentExport = await t.app.inject({
      method: "GET",
      url: exportUrl,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(studentExport.statusCode).toBe(403);

    const unsub = await post(
      t.app,
      "/api/forceUnsubscribe",
      { userid: s.userid, reason: "Refund requested" },
      admin,
    );
    expect(unsub.status).toBe(200);
    expect(unsub.body.data.subscription).toBeNull();
    const [ended] = await t.app.platform.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, s.userid));
    expect(ended?.endReason).toBe("Refund requested");
    const bell = await post(t.app, "/api/fetchnotification", { page: 1, pageSize: 20 }, s.token);
    expect(bell.body.data.items[0].notificationMsg).toMatch(/^The academy has ended your subscription\./);
    expect(ended?.endedBy).toBeGreaterThan(0);
    expect(
      (await post(t.app, "/api/forceUnsubscribe", { userid: s.userid, reason: "Not mine" }, s.token)).status,
    ).toBe(403);
  });
});
