/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */

import { ACCOUNT_DEACTIVATED, describeNumericKey, type NumericKey } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../src/db/schema";
import { adminToken, post, send, startTestApp, studentSession, subscribe } from "./helpers";
import { TEST_STAFF } from "./staff";

// Issue 12: the back office's people, plans and audit log, on PGlite and (TEST_DATABASE_URL) PostgreSQL.

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let jee: number;
let neet: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  const pick = async (name: string) =>
    (await t.app.platform.db.select().from(courses).where(eq(courses.name, name)))[0]!.id;
  jee = await pick("JEE Main Complete Course");
  neet = await pick("NEET UG Complete Course");
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => send(t.app, "GET", url, { token });
const audit = async (target: string) => (await get(`/api/audit?target=${target}`, admin)).body.data.items;

describe("every back-office call is staff only", () => {
  it("a student gets 403 and nobody gets in without a token", async () => {
    const s = await studentSession(t.app);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/dashboard"],
      ["GET", "/api/getUserList"],
      ["GET", `/api/users/${s.userid}`],
      ["GET", "/api/audit"],
      [
        "POST",
        "/api/users/grantPlan",
        { userid: s.userid, course_id: jee, subscription_type: "Monthly", reason: "Gift" },
      ],
      ["POST", "/api/users/deactivate", { userid: s.userid, reason: "Spam" }],
      ["POST", "/api/users/reactivate", { userid: s.userid, reason: "Spam" }],
      ["POST", "/api/users/staff", { firstName: "A", email: "a@b.in", reason: "New hire" }],
      ["POST", "/api/forceUnsubscribe", { userid: s.userid, reason: "Left" }],
    ];
    for (const [method, url, payload] of calls) {
      const asStudent = await send(t.app, method as "GET", url, { token: s.token, payload });
      expect(asStudent.status, `${method} ${url}`).toBe(403);
      const anonymous = await send(t.app, method as "GET", url, { payload });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("user list", () => {
  it("searches, filters by plan and course, sorts, and never shows a password hash", async () => {
    const s = await studentSession(t.app, { firstName: "Zubin", lastName: "Kapadia" });
    await subscribe(t.app, s.token, jee);
    const found = await get("/api/getUserList?q=zubin%20kap", admin);
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((u: any) => u.userid)).toEqual([s.userid]);
    expect(found.body.data.items[0]).toMatchObject({ plan: "Free", course_id: jee, plan_live: true });
    expect(found.raw).not.toMatch(/password|argon2|token/i);
    const byMobile = await get(`/api/getUserList?q=${s.student.mobileNumber.slice(-6)}`, admin);
    expect(byMobile.body.data.items.map((u: any) => u.userid)).toContain(s.userid);
    const trials = await get(`/api/getUserList?plan=Free&course_id=${jee}&expiring_days=16`, admin);
    expect(trials.body.data.items.map((u: any) => u.userid)).toContain(s.userid);
    const otherCourse = await get(`/api/getUserList?course_id=${neet}`, admin);
    expect(otherCourse.body.data.items.map((u: any) => u.userid)).not.toContain(s.userid);
    const staff = await get("/api/getUserList?role=admin&sort=email&dir=asc", admin);
    expect(staff.body.data.items.every((u: any) => u.role === "admin")).toBe(true);
    expect((await get("/api/getUserList?pageSize=5000", admin)).status).toBe(400);
    expect((await get("/api/getUserList?course_id=99999999999", admin)).status).toBe(400);
  });
});

describe("grant a plan", () => {
  it("grants a 3-month plan with a reason, replaces the trial, notifies and records it", async () => {
    const s = await studentSession(t.app);
    await subscribe(t.app, s.token, jee);
    const res = await post(
      t.app,
      "/api/users/grantPlan",
      { userid: s.userid, course_id: jee, subscription_type: "Free_3_months", reason: "Scholarship winner" },
      admin,
    );
    expect(res.status).toBe(200);
    const profile = await post(t.app, "/api/getProfile", { email: s.student.email }, s.token);
    expect(profile.body.data.subscription).toBe("Free_3_months");
    expect(profile.body.data.subscription_end).toBe(res.body.data.ends_at);
    const [entry] = await audit(`user:${s.userid}`);
    expect(entry).toMatchObject({ action: "grant-plan", reason: "Scholarship winner" });
    expect(entry.actor.email).toBe(TEST_STAFF.email);
    const detail = (await get(`/api/users/${s.userid}`, admin)).body.data;
    expect(detail.subscriptions.map((x: any) => x.state)).toEqual(["live", "ended early"]);
    // The student reads the plan by its name, not its stored one.
    expect(detail.notifications[0].message).toMatch(/given you a Free 3 months plan/);
    expect(JSON.stringify(detail)).not.toMatch(/password|argon2/i);
  });

  it("extends a live plan of the same course from its end, refuses another course, needs a reason", async () => {
    const s = await studentSession(t.app);
    const body = { userid: s.userid, course_id: jee, subscription_type: "Monthly", reason: "Goodwill" };
    const first = await post(t.app, "/api/users/grantPlan", body, admin);
    const second = await post(t.app, "/api/users/grantPlan", body, admin);
    expect(second.status).toBe(200);
    expect(second.body.data.starts_at).toBe(first.body.data.ends_at);
    const other = await post(t.app, "/api/users/grantPlan", { ...body, course_id: neet }, admin);
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/another course/);
    expect((await post(t.app, "/api/users/grantPlan", { ...body, reason: "" }, admin)).status).toBe(400);
    expect((await audit(`user:${s.userid}`)).length).toBe(2);
  });

  it("force-unsubscribe needs a reason and is recorded", async () => {
    const s = await studentSession(t.app);
    await subscribe(t.app, s.token, jee);
    expect((await post(t.app, "/api/forceUnsubscribe", { userid: s.userid }, admin)).status).toBe(400);
    const res = await post(
      t.app,
      "/api/forceUnsubscribe",
      { userid: s.userid, reason: "Asked to leave" },
      admin,
    );
    expect(res.status).toBe(200);
    expect((await audit(`user:${s.userid}`))[0]).toMatchObject({
      action: "force-unsubscribe",
      reason: "Asked to leave",
    });
  });
});

describe("deactivate and reactivate", () => {
  it("ends the sessions, login says the account is deactivated, and reactivation lets them back", async () => {
    const s = await studentSession(t.app);
    const res = await post(
      t.app,
      "/api/users/deactivate",
      { userid: s.userid, reason: "Shared account" },
      admin,
    );
    expect(res.status).toBe(200);
    expect((await get("/api/user_exam/attempts", s.token)).status).toBe(401);
    const login = await post(t.app, "/api/login", { email: s.student.email, password: s.student.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ACCOUNT_DEACTIVATED);
    expect(
      (await post(t.app, "/api/users/deactivate", { userid: s.userid, reason: "Again" }, admin)).status,
    ).toBe(409);
    expect(
      (await post(t.app, "/api/users/reactivate", { userid: s.userid, reason: "Sorted out" }, admin)).status,
    ).toBe(200);
    const again = await post(t.app, "/api/login", { email: s.student.email, password: s.student.password });
    expect(again.status).toBe(200);
    expect((await audit(`user:${s.userid}`)).map((e: any) => e.action)).toEqual([
      "reactivate-account",
      "deactivate-account",
    ]);
  });

  it("staff cannot deactivate themselves", async () => {
    const me = (await get("/api/getUserList?role=admin&q=staff@test.local", admin)).body.data.items[0];
    expect(
      (await post(t.app, "/api/users/deactivate", { userid: me.userid, reason: "Oops" }, admin)).status,
    ).toBe(409);
  });
});

describe("staff accounts", () => {
  it("creates a staff account whose generated password works once shown", async () => {
    const res = await post(
      t.app,
      "/api/users/staff",
      { firstName: "Meera", email: "Meera@Academy.in", reason: "New evaluator" },
      admin,
    );
    expect(res.status).toBe(200);
    const { password, userid } = res.body.data;
    expect(password.length).toBeGreaterThanOrEqual(12);
    const login = await post(t.app, "/api/adminLogIn", { email: "meera@academy.in", password });
    expect(login.status).toBe(200);
    expect((await audit(`user:${userid}`))[0].action).toBe("create-staff");
    const dup = await post(
      t.app,
      "/api/users/staff",
      { firstName: "M", email: "meera@academy.in", reason: "Twice" },
      admin,
    );
    expect(dup.status).toBe(409);
  });
});

describe("dashboard and config", () => {
  it("counts today's signups and live plans on the academy's calendar, with 90 days of series", async () => {
    const before = (await get("/api/dashboard", admin)).body.data;
    const s = await studentSession(t.app);
    await subscribe(t.app, s.token, jee);
    const res = await get("/api/dashboard", admin);
    expect(res.body.message).toBe("");
    const after = res.body.data;
    expect(after.today.signups).toBe(before.today.signups + 1);
    expect(after.month.signups).toBeGreaterThanOrEqual(after.today.signups);
    expect(after.live_plans.Free).toBe((before.live_plans.Free ?? 0) + 1);
    expect(after.series).toHaveLength(90);
    expect(after.series.at(-1).signups).toBeGreaterThanOrEqual(1);
    const config = await get("/api/config");
    expect(config.body.data).toEqual({ time_zone: "Asia/Kolkata", zone_label: "IST", payments: "sandbox" });
  });
});

describe("profile update", () => {
  it("an empty update is refused instead of reporting success", async () => {
    const s = await studentSession(t.app);
    const res = await post(t.app, "/api/updateprofile", {}, s.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Nothing to update/);
  });
});

describe("existing staff routes write the audit log", () => {
  it("records course, exam and notification changes with the actor", async () => {
    const course = await post(
      t.app,
      "/api/courses",
      {
        parent: 0,
        name: "Audit course",
        type: "Category",
        for_subscription: false,
        fee: null,
        quarterly_fee: null,
      },
      admin,
    );
    expect(course.status).toBe(200);
    expect((await audit(`course:${course.body.data.id}`))[0]).toMatchObject({ action: "create-course" });
    const s = await studentSession(t.app);
    await post(
      t.app,
      "/api/pushnotification",
      { notificationType: "announcement", notificationMsg: "Hi", userid: s.userid },
      admin,
    );
    expect((await audit(`user:${s.userid}`))[0]).toMatchObject({
      action: "notify-student",
      detail: { message: "Hi" },
    });
    const all = (await get("/api/audit?action=create-course", admin)).body.data;
    expect(all.items.every((e: any) => e.action === "create-course")).toBe(true);
  });
});

describe("payment corrections by staff (sandbox gateway)", () => {
  const order = async (token: string) =>
    (
      await post(
        t.app,
        "/api/payment/createorder",
        { course_id: jee, subscription_type: "Yearly", subscription_start: 0, subscription_end: 0 },
        token,
      )
    ).body.data.order_id as string;

  it("reconciles a paid-but-never-verified order through the one granting path, once", async () => {
    const s = await studentSession(t.app);
    const orderId = await order(s.token);
    await post(t.app, "/api/payment/sandbox/pay", { order_id: orderId, outcome: "success" }, s.token);
    const body = { order_id: orderId, reason: "Student says the money left the bank" };
    const res = await post(t.app, "/api/payment/admin/reconcile", body, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ outcome: "granted", status: "paid" });
    const profile = await post(t.app, "/api/getProfile", { email: s.student.email }, s.token);
    expect(profile.body.data.subscription).toBe("Yearly");
    // The student, whose checkout never finished, is told.
    const bell = await post(t.app, "/api/fetchnotification", { page: 1, pageSize: 20 }, s.token);
    expect(bell.body.data.items[0]).toMatchObject({
      notificationMsg: expect.stringMatching(
        new RegExp(
          `^Your payment of ₹[\\d,]+ for the Yearly plan \\(order ${orderId}\\) is confirmed: your plan is active\\.$`,
        ),
      ),
      navigate: "/payment-history",
    });
    expect((await post(t.app, "/api/payment/admin/reconcile", body, admin)).status).toBe(409);
    expect((await audit(`order:${orderId}`))[0]).toMatchObject({
      action: "reconcile-order",
      detail: { outcome: "granted" },
    });
  });

  it("an order without a payment is left alone; an abandoned one is marked failed but stays payable", async () => {
    const s = await studentSession(t.app);
    const orderId = await order(s.token);
    const none = await post(
      t.app,
      "/api/payment/admin/reconcile",
      { order_id: orderId, reason: "Checking" },
      admin,
    );
    expect(none.body.data).toEqual({ outcome: "no-payment", status: "created" });
    const failed = await post(
      t.app,
      "/api/payment/admin/markFailed",
      { order_id: orderId, reason: "Abandoned cart" },
      admin,
    );
    expect(failed.status).toBe(200);
    const list = (
      await get(`/api/payment/adminPaymentStatus?q=${encodeURIComponent(s.student.email)}`, admin)
    ).body.data;
    expect(list.items[0]).toMatchObject({
      status: "attempted",
      failureReason: expect.stringMatching(/Abandoned cart/),
    });
    expect((await audit(`order:${orderId}`)).map((e: any) => e.action)).toEqual([
      "mark-order-failed",
      "reconcile-order",
    ]);
  });

  it("issues a full refund: the order is refunded, its plan ends, the student is told, it is audited", async () => {
    const s = await studentSession(t.app);
    const orderId = await order(s.token);
    const paid = await post(
      t.app,
      "/api/payment/sandbox/pay",
      { order_id: orderId, outcome: "success" },
      s.token,
    );
    expect((await post(t.app, "/api/payment/verify_payment", paid.body.data, s.token)).status).toBe(200);
    const tooMuch = await post(
      t.app,
      "/api/payment/admin/refund",
      { order_id: orderId, amount: 10_000_000, reason: "x".repeat(5) },
      admin,
    );
    expect(tooMuch.status).toBe(409);
    const res = await post(
      t.app,
      "/api/payment/admin/refund",
      { order_id: orderId, reason: "Duplicate purchase", issue: true },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.refund_id).toMatch(/^rfnd_/);
    const profile = await post(t.app, "/api/getProfile", { email: s.student.email }, s.token);
    expect(profile.body.data.subscription).toBeNull();
    const history = (await get("/api/payment/getPaymentHistory", s.token)).body.data.items[0];
    expect(history.status).toBe("refunded");
    expect((await audit(`order:${orderId}`))[0]).toMatchObject({
      action: "issue-refund",
      reason: "Duplicate purchase",
    });
  });

  it("a student gets 403 on every payment correction", async () => {
    const s = await studentSession(t.app);
    for (const path of ["reconcile", "refund", "markFailed"]) {
      const res = await post(
        t.app,
        `/api/payment/admin/${path}`,
        { order_id: "order_x", reason: "Mine" },
        s.token,
      );
      expect(res.status, path).toBe(403);
    }
  });
});

describe("exam results for staff", () => {
  it("lists attempts with rank, percentile and time, section averages and item statistics", async () => {
    const { exams } = await import("../src/db/schema");
    const [mock] = await t.app.platform.db.select().from(exams).where(eq(exams.courseId, jee));
    const take = async (pick: string) => {
      const s = await studentSession(t.app);
      await subscribe(t.app, s.token, jee);
      const a = (await post(t.app, `/api/user_exam/${mock!.id}/start`, undefined, s.token)).body.data;
      const q = a.questions[0];
      await send(t.app, "PUT", `/api/user_exam/attempts/${a.attemptId}/answers/${q.id}`, {
        token: s.token,
        payload: { selected: [pick], seq: 1, time_spent_ms: 12_000 },
      });
      await post(t.app, `/api/user_exam/attempts/${a.attemptId}/submit`, undefined, s.token);
      return { s, attemptId: a.attemptId as number, questionId: q.id as number };
    };
    const first = await take("A");
    await take("B");
    expect((await get(`/api/exams/${mock!.id}/results`, first.s.token)).status).toBe(403);
    const res = await get(`/api/exams/${mock!.id}/results`, admin);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.attempts.length).toBeGreaterThanOrEqual(2);
    const mine = data.attempts.find((a: any) => a.attempt_id === first.attemptId);
    expect(mine).toMatchObject({ student: { email: first.s.student.email }, rank: expect.any(Number) });
    expect(mine.percentile).toBeGreaterThan(0);
    expect(mine.time_taken_ms).toBeGreaterThanOrEqual(0);
    expect(data.sections.length).toBeGreaterThanOrEqual(1);
    const item = data.items.find((i: any) => i.question_id === first.questionId);
    expect(item.options.A).toBeGreaterThanOrEqual(1);
    expect(item.options.B).toBeGreaterThanOrEqual(1);
    expect(item.facility).toBeGreaterThanOrEqual(0);
    expect(item.average_time_ms).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/password/i);
    expect((await get("/api/exams/99999999999/results", admin)).status).toBe(400);
  });

  it('item statistics carry a numerical question\'s key (staff read the value, not "written")', async () => {
    const { exams } = await import("../src/db/schema");
    const all = await t.app.platform.db.select().from(exams).where(eq(exams.courseId, jee));
    const pattern = all.find((e) => e.title.endsWith("JEE Main Pattern Mock"));
    const items = (await get(`/api/exams/${pattern!.id}/results`, admin)).body.data.items as Array<{
      correct: string[];
      numeric: { mode: string; value: number } | null;
      key_label: string;
    }>;
    const numerical = items.filter((i) => i.numeric !== null);
    expect(numerical.length).toBeGreaterThanOrEqual(3);
    for (const i of numerical) {
      expect(i.correct).toEqual([]);
      expect(i.key_label).toBe(describeNumericKey(i.numeric as NumericKey));
      expect(i.key_label).not.toBe("written");
    }
    const objective = items.find((i) => i.numeric === null && i.correct.length > 0);
    expect(objective?.key_label).toBe(objective?.correct.join(", "));
  });
});

describe("compose a notification", () => {
  it("previews the count, then reaches a course's students (as tests do) and records it; students get 403", async () => {
    const onJee = await studentSession(t.app);
    await subscribe(t.app, onJee.token, jee);
    const onNeet = await studentSession(t.app);
    await subscribe(t.app, onNeet.token, neet);
    const body = {
      audience: "course",
      course_id: jee,
      message: "Mock test on Sunday",
      navigate: "/testseries",
    };
    const preview = await post(t.app, "/api/notifications/compose", { ...body, dry_run: true }, admin);
    expect(preview.status).toBe(200);
    expect(preview.body.data.sent).toBe(0);
    const sent = await post(t.app, "/api/notifications/compose", body, admin);
    expect(sent.body.data.sent).toBe(preview.body.data.count);
    const inbox = async (token: string) =>
      (await post(t.app, "/api/fetchnotification", {}, token)).body.data.items.map(
        (n: any) => n.notificationMsg,
      );
    expect(await inbox(onJee.token)).toContain("Mock test on Sunday");
    expect(await inbox(onNeet.token)).not.toContain("Mock test on Sunday");
    expect((await audit(`course:${jee}`))[0]).toMatchObject({ action: "compose-notification" });
    expect((await post(t.app, "/api/notifications/compose", body, onJee.token)).status).toBe(403);
    const offSite = await post(
      t.app,
      "/api/notifications/compose",
      { ...body, navigate: "//evil.example" },
      admin,
    );
    expect(offSite.status).toBe(400);
  });
});
