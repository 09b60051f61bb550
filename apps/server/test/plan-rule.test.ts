import { createHmac } from "node:crypto";
import { addMonths, otherCourseLiveMessage } from "@medhavi/domain";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { courses, notifications, paymentOrders, sandboxPayments, subscriptions } from "../src/db/schema";
import { SandboxGateway } from "../src/platform/payments";
import { adminToken, post, startTestApp, studentSession } from "./helpers";

// Issue #21 items 1, 2 and 5, issue #10 item 4: the plan rule where plans are granted, refunds, and
// "at most one live subscription per student", on PGlite and (TEST_DATABASE_URL) PostgreSQL.

const WEBHOOK_SECRET = "whsec_plan_rule_0123";
let t: Awaited<ReturnType<typeof startTestApp>>;
let jee: { id: number; fee: number; quarterlyFee: number };
let neet: { id: number; fee: number; quarterlyFee: number };

beforeAll(async () => {
  t = await startTestApp({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
  const pick = async (name: string) => {
    const [c] = await t.app.platform.db.select().from(courses).where(eq(courses.name, name));
    return { id: c!.id, fee: c!.fee!, quarterlyFee: c!.quarterlyFee! };
  };
  jee = await pick("JEE Main Complete Course");
  neet = await pick("NEET UG Complete Course");
});
afterAll(async () => t?.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

async function order(token: string, courseId: number, type = "Yearly") {
  const res = await post(
    t.app,
    "/api/payment/createorder",
    { course_id: courseId, subscription_type: type, subscription_start: 0, subscription_end: 0, amount: 1 },
    token,
  );
  return res;
}

async function paid(token: string, orderId: string) {
  const res = await post(t.app, "/api/payment/sandbox/pay", { order_id: orderId, outcome: "success" }, token);
  expect(res.status).toBe(200);
  return res.body.data as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

const verify = (token: string, body: unknown) => post(t.app, "/api/payment/verify_payment", body, token);

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

/** Razorpay's refund.processed payload (docs: webhooks/refunds), trimmed to what we read plus context. */
const refundProcessed = (
  orderId: string,
  paymentId: string,
  amount: number,
  refunded: number,
  id: string,
) => ({
  entity: "event",
  event: "refund.processed",
  contains: ["refund", "payment"],
  payload: {
    refund: {
      entity: { id, entity: "refund", amount, currency: "INR", payment_id: paymentId, status: "processed" },
    },
    payment: {
      entity: {
        id: paymentId,
        entity: "payment",
        amount: refunded >= amount ? refunded : amount,
        currency: "INR",
        status: "refunded",
        order_id: orderId,
        amount_refunded: refunded,
        refund_status: "full",
        captured: true,
      },
    },
  },
});

async function live(userId: number) {
  return t.app.platform.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .orderBy(subscriptions.startsAt);
}

async function orderRow(orderId: string) {
  const [row] = await t.app.platform.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.orderId, orderId));
  return row!;
}

describe("a second paid order never wipes out the first (issue #21 item 1, issue #10 item 4)", () => {
  it("another course: createorder refuses while a paid plan is live", async () => {
    const s = await studentSession(t.app);
    const first = await order(s.token, jee.id);
    const granted = await verify(s.token, await paid(s.token, first.body.data.order_id));
    expect(granted.status).toBe(200);
    const other = await order(s.token, neet.id, "Half Yearly");
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(otherCourseLiveMessage(granted.body.data.subscription_end));
  });

  it("one order waits at a time: the same purchase gets it back, another closes it", async () => {
    const s = await studentSession(t.app);
    const first = await order(s.token, jee.id, "Yearly");
    const again = await order(s.token, jee.id, "Yearly");
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    const other = await order(s.token, neet.id, "Half Yearly");
    expect(other.body.data.order_id).not.toBe(first.body.data.order_id);
    expect(await orderRow(first.body.data.order_id)).toMatchObject({ status: "closed" });
    const rows = await t.app.platform.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, s.userid));
    expect(rows.filter((o) => o.status === "created")).toHaveLength(1);
  });

  it("two orders opened at the same moment leave one waiting for a payment", async () => {
    const s = await studentSession(t.app);
    const replies = await Promise.all([order(s.token, jee.id), order(s.token, neet.id, "Half Yearly")]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.app.platform.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, s.userid));
    expect(rows.filter((o) => o.status === "created" || o.status === "attempted")).toHaveLength(1);
  });

  it("a replaced order paid anyway is refunded in full at once; the student and staff see why", async () => {
    const s = await studentSession(t.app);
    const yearly = await order(s.token, jee.id, "Yearly");
    const half = await order(s.token, neet.id, "Half Yearly");
    const late = await verify(s.token, await paid(s.token, yearly.body.data.order_id));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/replaced by a newer one.*It has been refunded to you in full\.$/);
    expect(await orderRow(yearly.body.data.order_id)).toMatchObject({
      status: "refunded",
      refundedPaise: yearly.body.data.amount,
    });
    expect(await live(s.userid)).toHaveLength(0);
    expect((await verify(s.token, await paid(s.token, half.body.data.order_id))).status).toBe(200);
    expect((await live(s.userid)).map((p) => p.courseId)).toEqual([neet.id]);

    const bell = await post(t.app, "/api/fetchnotification", { page: 1, pageSize: 20 }, s.token);
    expect(bell.body.data.items.map((n: { notificationMsg: string }) => n.notificationMsg)).toContainEqual(
      expect.stringMatching(/has been refunded/),
    );
    const admin = await adminToken(t.app);
    const staffView = await get(
      `/api/payment/adminPaymentStatus?status=refunded&q=${encodeURIComponent(s.student.email)}`,
      admin,
    );
    expect(staffView.json().data.items).toMatchObject([
      { order_id: yearly.body.data.order_id, status: "refunded" },
    ]);
  });

  it("same course: the second plan renews when the live one ends; a third is refused", async () => {
    const s = await studentSession(t.app);
    const buy = async (type: string) => {
      const o = await order(s.token, jee.id, type);
      return { o, reply: await verify(s.token, await paid(s.token, o.body.data.order_id)) };
    };
    expect((await buy("Half Yearly")).reply.status).toBe(200);
    expect((await buy("Yearly")).reply.status).toBe(200);
    const [current, renewal] = await live(s.userid);
    expect(renewal?.startsAt.getTime()).toBe(current?.endsAt.getTime());
    expect(renewal?.endsAt.getTime()).toBe(addMonths(current!.endsAt, 12, "Asia/Kolkata").getTime());
    // The student's plan is still the live one; the renewal shows in the payment history.
    const me = await post(t.app, "/api/getProfile", { email: s.student.email }, s.token);
    expect(me.body.data).toMatchObject({
      subscription: "Half Yearly",
      subscription_end: current!.endsAt.getTime(),
      renewed_until: renewal!.endsAt.getTime(),
    });
    // Renewed already: a third purchase is refused before any money moves.
    const third = await order(s.token, jee.id, "Yearly");
    expect(third.status).toBe(409);
    expect(await live(s.userid)).toHaveLength(2);
  });

  it("a live trial never blocks a paid plan: the paid plan replaces it", async () => {
    const s = await studentSession(t.app);
    await post(
      t.app,
      "/api/user_study_materials/subscribe",
      { course_id: neet.id, subscription: "Free", subscription_start: 0, subscription_end: 0 },
      s.token,
    );
    const o = await order(s.token, jee.id);
    expect(o.status).toBe(200);
    expect(o.body.data.renewal).toBeNull();
    expect((await verify(s.token, await paid(s.token, o.body.data.order_id))).status).toBe(200);
    expect((await live(s.userid)).map((p) => p.type)).toEqual(["Yearly"]);
  });

  it("payments for two courses at the same moment leave exactly one live plan, five times over", async () => {
    for (let run = 0; run < 5; run++) {
      const s = await studentSession(t.app);
      const a = await order(s.token, jee.id);
      const b = await order(s.token, neet.id);
      const bodies = [await paid(s.token, a.body.data.order_id), await paid(s.token, b.body.data.order_id)];
      const replies = await Promise.all(bodies.map((body) => verify(s.token, body)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await live(s.userid)).toHaveLength(1);
      // The payment that started nothing went back, in full; none waits for staff.
      const rows = await t.app.platform.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, s.userid));
      expect(rows.map((o) => o.status).sort()).toEqual(["paid", "refunded"]);
      expect(rows.filter((o) => o.status === "paid" && o.refundDueReason !== null)).toHaveLength(0);
    }
  });

  it("the database itself refuses a second overlapping live plan", async () => {
    const s = await studentSession(t.app);
    const now = new Date();
    const later = new Date(now.getTime() + 86_400_000);
    const db = t.app.platform.db;
    await db
      .insert(subscriptions)
      .values({ userId: s.userid, courseId: jee.id, type: "Yearly", startsAt: now, endsAt: later });
    await expect(
      db
        .insert(subscriptions)
        .values({ userId: s.userid, courseId: neet.id, type: "Yearly", startsAt: now, endsAt: later }),
    ).rejects.toThrow();
    // Back to back is fine (a renewal), and so is an overlap with a plan that was ended early.
    await db.insert(subscriptions).values({
      userId: s.userid,
      courseId: jee.id,
      type: "Yearly",
      startsAt: later,
      endsAt: new Date(later.getTime() + 86_400_000),
    });
  });

  it("force-unsubscribe ends every live plan, the booked renewal included", async () => {
    const s = await studentSession(t.app);
    for (let i = 0; i < 2; i++) {
      const o = await order(s.token, jee.id);
      await verify(s.token, await paid(s.token, o.body.data.order_id));
    }
    expect(await live(s.userid)).toHaveLength(2);
    const admin = await adminToken(t.app);
    const res = await post(
      t.app,
      "/api/forceUnsubscribe",
      { userid: s.userid, reason: "Left the academy" },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toBeNull();
    expect((await live(s.userid)).filter((p) => p.endsAt.getTime() > Date.now())).toHaveLength(0);
    // The history shows the real periods: the live plan ended now, the booked renewal never ran.
    const [renewal, first] = (await get("/api/payment/getPaymentHistory", s.token)).json().data.items;
    expect(first.subscription_end).toBeLessThanOrEqual(Date.now());
    expect(first.subscription_end).toBeGreaterThan(first.subscription_start);
    expect(renewal).toMatchObject({ subscription_start: null, subscription_end: null });
    for (const item of [first, renewal]) expect(item.subscription_end_reason).toBe("Left the academy");
  });
});

describe("capture through the webhook (issue #21 item 3)", () => {
  it("payment.authorized: the server captures, then grants; a redelivery changes nothing", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token, jee.id);
    const body = await paid(s.token, o.body.data.order_id);
    const event = {
      entity: "event",
      event: "payment.authorized",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: body.razorpay_payment_id,
            entity: "payment",
            amount: o.body.data.amount,
            currency: "INR",
            status: "authorized",
            order_id: body.razorpay_order_id,
            captured: false,
          },
        },
      },
    };
    const first = await webhook(event, `evt_auth_${s.userid}`);
    expect(first.json().data.outcome).toBe("granted");
    const [payment] = await t.app.platform.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, body.razorpay_payment_id));
    expect(payment?.status).toBe("captured");
    expect((await webhook(event, `evt_auth_${s.userid}`)).json().data.outcome).toBe("duplicate");
    expect((await verify(s.token, body)).status).toBe(200);
    expect(await live(s.userid)).toHaveLength(1);
  });

  it("order.paid carrying a payment that is only authorised: captured first, then granted", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token, jee.id);
    const body = await paid(s.token, o.body.data.order_id);
    const event = {
      entity: "event",
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: {
          entity: {
            id: body.razorpay_payment_id,
            amount: o.body.data.amount,
            status: "authorized",
            order_id: body.razorpay_order_id,
          },
        },
        order: { entity: { id: body.razorpay_order_id, status: "paid" } },
      },
    };
    expect((await webhook(event, `evt_order_paid_${s.userid}`)).json().data.outcome).toBe("granted");
    const [payment] = await t.app.platform.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, body.razorpay_payment_id));
    expect(payment?.status).toBe("captured");
    expect(await live(s.userid)).toHaveLength(1);
  });
});

describe("refunds from Razorpay's webhooks (issue #21 item 2)", () => {
  it("refund.processed in full ends the plan, records the refund, tells the student; repeats change nothing", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token, jee.id);
    const body = await paid(s.token, o.body.data.order_id);
    await verify(s.token, body);
    const amount = o.body.data.amount as number;
    const event = refundProcessed(
      body.razorpay_order_id,
      body.razorpay_payment_id,
      amount,
      amount,
      `rfnd_${s.userid}`,
    );

    const first = await webhook(event, `evt_rf_${s.userid}`);
    expect(first.json().data.outcome).toBe("refund-recorded");
    expect(await orderRow(body.razorpay_order_id)).toMatchObject({
      status: "refunded",
      refundedPaise: amount,
      refundId: `rfnd_${s.userid}`,
    });
    expect(await live(s.userid)).toHaveLength(0);
    const note = await t.app.platform.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.userid));
    expect(note.filter((n) => n.notificationType === "payment_refunded")).toHaveLength(1);

    expect((await webhook(event, `evt_rf_${s.userid}`)).json().data.outcome).toBe("duplicate");
    const sameRefund = { ...event, event: "payment.refunded" };
    expect((await webhook(sameRefund, `evt_rf2_${s.userid}`)).json().data.outcome).toBe("already-recorded");

    const history = (await get("/api/payment/getPaymentHistory", s.token)).json().data.items;
    expect(history[0]).toMatchObject({
      status: "refunded",
      refunded_amount: jee.fee,
      refund_id: `rfnd_${s.userid}`,
      subscription_end_reason: "payment refunded",
    });
    // The history shows the plan's real end, not the end it was sold with.
    expect(history[0].subscription_end).toBeLessThanOrEqual(Date.now());
  });

  it("a partial refund is recorded and leaves the plan", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token, jee.id);
    const body = await paid(s.token, o.body.data.order_id);
    await verify(s.token, body);
    const amount = o.body.data.amount as number;
    const event = refundProcessed(
      body.razorpay_order_id,
      body.razorpay_payment_id,
      50_000,
      50_000,
      `rfnd_p${s.userid}`,
    );
    event.payload.payment.entity.amount = amount;
    expect((await webhook(event, `evt_rp_${s.userid}`)).json().data.outcome).toBe("refund-recorded");
    expect(await orderRow(body.razorpay_order_id)).toMatchObject({ status: "paid", refundedPaise: 50_000 });
    expect(await live(s.userid)).toHaveLength(1);
  });

  it("refunding the live plan starts the booked renewal now", async () => {
    const s = await studentSession(t.app);
    const a = await order(s.token, jee.id, "Half Yearly");
    const payA = await paid(s.token, a.body.data.order_id);
    await verify(s.token, payA);
    const b = await order(s.token, jee.id, "Yearly");
    await verify(s.token, await paid(s.token, b.body.data.order_id));
    const amount = a.body.data.amount as number;
    const event = refundProcessed(
      payA.razorpay_order_id,
      payA.razorpay_payment_id,
      amount,
      amount,
      `rfnd_r${s.userid}`,
    );
    expect((await webhook(event, `evt_rr_${s.userid}`)).json().data.outcome).toBe("refund-recorded");
    const plans = (await live(s.userid)).filter((p) => p.endsAt.getTime() > Date.now());
    expect(plans.map((p) => p.type)).toEqual(["Yearly"]);
    expect(plans[0]!.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refund.failed undoes a full refund of the live plan: the plan back, the pulled-forward renewal after it again", async () => {
    const s = await studentSession(t.app);
    const a = await order(s.token, jee.id, "Half Yearly");
    const payA = await paid(s.token, a.body.data.order_id);
    await verify(s.token, payA);
    const b = await order(s.token, jee.id, "Yearly");
    await verify(s.token, await paid(s.token, b.body.data.order_id));
    const before = (await live(s.userid)).map((p) => [p.type, p.startsAt.getTime(), p.endsAt.getTime()]);
    const amount = a.body.data.amount as number;
    const event = refundProcessed(
      payA.razorpay_order_id,
      payA.razorpay_payment_id,
      amount,
      amount,
      `rfnd_f${s.userid}`,
    );
    expect((await webhook(event, `evt_fp_${s.userid}`)).json().data.outcome).toBe("refund-recorded");
    expect((await live(s.userid)).map((p) => p.type)).toEqual(["Yearly"]);

    const failed = { ...event, event: "refund.failed" };
    failed.payload = {
      ...event.payload,
      refund: { entity: { ...event.payload.refund.entity, status: "failed" } },
    };
    expect((await webhook(failed, `evt_ff_${s.userid}`)).json().data.outcome).toBe("refund-failed");
    expect(await orderRow(payA.razorpay_order_id)).toMatchObject({ status: "paid", refundedPaise: 0 });
    const after = (await live(s.userid)).map((p) => [p.type, p.startsAt.getTime(), p.endsAt.getTime()]);
    expect(after).toEqual(before);
  });

  it("refund.failed after another plan was bought in the refunded plan's time: paid again, that plan kept, staff told", async () => {
    const s = await studentSession(t.app);
    const a = await order(s.token, jee.id);
    const payA = await paid(s.token, a.body.data.order_id);
    await verify(s.token, payA);
    const amount = a.body.data.amount as number;
    const event = refundProcessed(
      payA.razorpay_order_id,
      payA.razorpay_payment_id,
      amount,
      amount,
      `rfnd_n${s.userid}`,
    );
    expect((await webhook(event, `evt_np_${s.userid}`)).json().data.outcome).toBe("refund-recorded");
    const b = await order(s.token, neet.id);
    expect((await verify(s.token, await paid(s.token, b.body.data.order_id))).status).toBe(200);

    const failed = {
      ...event,
      event: "refund.failed",
      payload: { ...event.payload, refund: { entity: { ...event.payload.refund.entity, status: "failed" } } },
    };
    expect((await webhook(failed, `evt_nf_${s.userid}`)).json().data.outcome).toBe("refund-failed");
    expect(await orderRow(payA.razorpay_order_id)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect((await live(s.userid)).map((p) => p.courseId)).toEqual([neet.id]);
    const staffNotes = await t.app.platform.db
      .select()
      .from(notifications)
      .where(eq(notifications.notificationType, "announcement"));
    expect(staffNotes.map((n) => n.notificationMsg)).toContainEqual(
      expect.stringMatching(new RegExp(`^Refund rfnd_n${s.userid} .* its plan was not restored`)),
    );
  });

  it("refund.created records a refund pending; payment.refunded counting it ends nothing until it is processed", async () => {
    const s = await studentSession(t.app);
    const o = await order(s.token, jee.id);
    const body = await paid(s.token, o.body.data.order_id);
    await verify(s.token, body);
    const amount = o.body.data.amount as number;
    const processed = refundProcessed(
      body.razorpay_order_id,
      body.razorpay_payment_id,
      amount,
      amount,
      `rfnd_c${s.userid}`,
    );
    const created = {
      ...processed,
      event: "refund.created",
      payload: {
        ...processed.payload,
        refund: { entity: { ...processed.payload.refund.entity, status: "pending" } },
      },
    };
    expect((await webhook(created, `evt_cc_${s.userid}`)).json().data.outcome).toBe("refund-pending");
    const paymentOnly = {
      ...processed,
      event: "payment.refunded",
      payload: { payment: processed.payload.payment },
    };
    expect((await webhook(paymentOnly, `evt_cr_${s.userid}`)).json().data.outcome).toBe("already-recorded");
    expect(await orderRow(body.razorpay_order_id)).toMatchObject({ status: "paid", refundedPaise: 0 });
    expect(await live(s.userid)).toHaveLength(1);
    expect((await webhook(processed, `evt_cp_${s.userid}`)).json().data.outcome).toBe("refund-recorded");
    expect(await live(s.userid)).toHaveLength(0);
  });

  it("a refund the gateway refuses leaves the payment as Refund due for staff, the live plan untouched", async () => {
    const s = await studentSession(t.app);
    const a = await order(s.token, jee.id);
    const b = await order(s.token, neet.id); // closes a
    await verify(s.token, await paid(s.token, b.body.data.order_id));
    // The closed order's payment, recorded by the webhook with the gateway unable to refund it.
    const payA = await paid(s.token, a.body.data.order_id);
    const refund = vi
      .spyOn(SandboxGateway.prototype, "refundPayment")
      .mockRejectedValue(new Error("gateway down"));
    try {
      expect((await verify(s.token, payA)).status).toBe(409);
    } finally {
      refund.mockRestore();
    }
    expect(await orderRow(payA.razorpay_order_id)).toMatchObject({ status: "paid", refundedPaise: 0 });
    const history = (await get("/api/payment/getPaymentHistory", s.token)).json().data.items;
    expect(history.find((h: { order_id: string }) => h.order_id === payA.razorpay_order_id)).toMatchObject({
      status: "paid",
      refund_due: true,
    });
    expect((await live(s.userid)).map((p) => p.courseId)).toEqual([neet.id]);
  });
});
