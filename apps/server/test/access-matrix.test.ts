/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * Guard: every route of the OpenAPI document declares who may call it (platform/access.ts), and
 * answers accordingly when called as anonymous, a student, another student on the first one's
 * objects, and staff. A new route without a policy, or one that answers the wrong caller, fails here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, exams } from "../src/db/schema";
import type { OwnerKind, RoutePolicy } from "../src/platform/access";
import { adminToken, newStudent, post, send, startTestApp, studentSession, subscribe } from "./helpers";
import { fillPath, type Operation, operations, sampleValue } from "./openapi";

type CallerName = "anonymous" | "student" | "other student" | "staff";
interface Caller {
  name: CallerName;
  bearer?: string;
  /** A demo attempt's secret (X-Attempt-Token): the visitor's own, for demo-attempt routes. */
  attemptToken?: string;
}
interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

let t: Awaited<ReturnType<typeof startTestApp>>;
let ops: Operation[];
const callers = {} as Record<CallerName, Caller>;
/** The first student's objects, one of each owner kind, and ids the staff routes work on. */
const fx = {} as {
  studentA: Awaited<ReturnType<typeof studentSession>>;
  studentB: Awaited<ReturnType<typeof studentSession>>;
  studentC: Awaited<ReturnType<typeof studentSession>>;
  jeeMain: number;
  mockId: number;
  attemptId: number;
  questionId: number;
  demoId: number;
  demoAttemptId: number;
  demoQuestionId: number;
  notificationId: number;
  orderId: string;
  payment: Record<string, string>;
  spareCourse: number;
  spareQuestion: number;
  spareExam: number;
};

let address = 0;
/** A new client address per call, so per-address rate limits never answer for the policy. */
function nextAddress(): string {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

async function inject(method: string, req: Req, caller: Caller) {
  const res = await t.app.inject({
    method: method as "GET",
    url: req.url,
    remoteAddress: nextAddress(),
    headers: {
      ...(caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {}),
      ...req.headers,
    },
    ...(req.payload === undefined ? {} : { payload: req.payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body };
}

const tokenHeader = (c: Caller): Record<string, string> =>
  c.attemptToken ? { "x-attempt-token": c.attemptToken } : {};

/** A new session for the same caller (logout ends the one it is called with). */
async function freshBearer(c: Caller): Promise<string | undefined> {
  if (c.name === "staff") return adminToken(t.app);
  const who = c.name === "student" ? fx.studentA : c.name === "other student" ? fx.studentB : undefined;
  if (!who) return undefined;
  const res = await post(t.app, "/api/login", { email: who.student.email, password: who.student.password });
  return res.body.data.token;
}

const multipartImage = (): Req => {
  const boundary = "----matrix";
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  return {
    url: "",
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};

/**
 * A valid request per route, built from the fixtures. Routes with an owner check must have one (it
 * names the first student's object); other routes fall back to a request generated from the
 * OpenAPI schema, which is enough to see the guard answer.
 */
const SAMPLES: Record<string, (c: Caller) => Req | Promise<Req>> = {
  "POST /api/courses": () => ({ url: "", payload: courseBody() }),
  "PUT /api/courses/:id": () => ({ url: `/api/courses/${fx.spareCourse}`, payload: courseBody() }),
  "DELETE /api/courses/:id": () => ({ url: `/api/courses/${fx.spareCourse}` }),
  "POST /api/signup": () => ({ url: "", payload: newStudent() }),
  "POST /api/login": () => ({
    url: "",
    payload: { email: fx.studentC.student.email, password: fx.studentC.student.password },
  }),
  "POST /api/adminLogIn": () => ({
    url: "",
    payload: { email: "admin@test.local", password: "admin-pass-123" },
  }),
  "POST /api/logout": async (c): Promise<Req> => {
    const fresh = c.bearer ? await freshBearer(c) : undefined;
    return { url: "", headers: fresh ? { authorization: `Bearer ${fresh}` } : {} };
  },
  "POST /api/getProfile": () => ({ url: "", payload: { email: fx.studentA.student.email } }),
  "POST /api/updateprofile": () => ({ url: "", payload: { lastName: "Verma" } }),
  // A wrong current password: passing the guard is what this call shows; no session is ended.
  "POST /api/changePassword": () => ({
    url: "",
    payload: {
      current_password: "not-the-password",
      password: "pass-word-2",
      confirm_password: "pass-word-2",
    },
  }),
  "POST /api/profilepicuploadtospace": () => multipartImage(),
  "POST /api/verifyEmail": () => ({ url: "", payload: { email: fx.studentC.student.email } }),
  "POST /api/fetchnotification": () => ({ url: "", payload: { userid: fx.studentA.userid } }),
  "PUT /api/pushnotification": () => ({
    url: "",
    payload: {
      notificationType: "new_user",
      notificationMsg: "Welcome",
      firstName: "Asha",
      lastName: "Verma",
      email: fx.studentA.student.email,
      userid: fx.studentA.userid,
    },
  }),
  "POST /api/pushnotification": () => ({
    url: "",
    payload: { notificationType: "exam_scheduled", notificationMsg: "Hello", userid: fx.studentC.userid },
  }),
  "POST /api/hidenotification": () => ({ url: "", payload: { id: fx.notificationId } }),
  "POST /api/user_study_materials/subscribe": () => ({
    url: "",
    payload: { course_id: fx.jeeMain, subscription: "Free", subscription_start: 0, subscription_end: 0 },
  }),
  "POST /api/forceUnsubscribe": () => ({ url: "", payload: { userid: fx.studentC.userid } }),
  "GET /api/questions/:id": () => ({ url: `/api/questions/${fx.spareQuestion}` }),
  "PUT /api/questions/:id": () => ({ url: `/api/questions/${fx.spareQuestion}`, payload: questionBody() }),
  "POST /api/questions/:id/duplicate": () => ({ url: `/api/questions/${fx.spareQuestion}/duplicate` }),
  "DELETE /api/questions/:id": () => ({ url: `/api/questions/${fx.spareQuestion}` }),
  "POST /api/questions": () => ({ url: "", payload: questionBody() }),
  "POST /api/questions/images": () => multipartImage(),
  "POST /api/exams": () => ({ url: "", payload: examBody() }),
  "GET /api/exams/:id": () => ({ url: `/api/exams/${fx.spareExam}` }),
  "PUT /api/exams/:id": () => ({ url: `/api/exams/${fx.spareExam}`, payload: examBody() }),
  "PUT /api/exams/:id/questions": () => ({
    url: `/api/exams/${fx.spareExam}/questions`,
    payload: { items: [] },
  }),
  "POST /api/exams/:id/questions": () => ({
    url: `/api/exams/${fx.spareExam}/questions`,
    payload: { question_ids: [fx.spareQuestion] },
  }),
  "POST /api/exams/:id/random": () => ({
    url: `/api/exams/${fx.spareExam}/random`,
    payload: { counts: { 1: 1 } },
  }),
  "POST /api/exams/:id/publish": () => ({ url: `/api/exams/${fx.spareExam}/publish` }),
  "POST /api/exams/:id/unpublish": () => ({ url: `/api/exams/${fx.spareExam}/unpublish` }),
  "DELETE /api/exams/:id": () => ({ url: `/api/exams/${fx.spareExam}` }),
  "GET /api/user_exam/exams/:examId": () => ({ url: `/api/user_exam/exams/${fx.mockId}` }),
  "POST /api/user_exam/:examId/start": () => ({ url: `/api/user_exam/${fx.mockId}/start` }),
  "PUT /api/user_exam/attempts/:attemptId/answers/:questionId": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/answers/${fx.questionId}`,
    payload: { selected: ["A"], seq: Date.now() },
  }),
  "POST /api/user_exam/attempts/:attemptId/submit": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/submit`,
  }),
  "GET /api/user_exam/attempts/:attemptId": () => ({ url: `/api/user_exam/attempts/${fx.attemptId}` }),
  "GET /api/user_demo_exam/exams/:examId": () => ({ url: `/api/user_demo_exam/exams/${fx.demoId}` }),
  "POST /api/user_demo_exam/:examId/start": () => ({
    url: `/api/user_demo_exam/${fx.demoId}/start`,
    payload: {},
  }),
  "PUT /api/user_demo_exam/attempts/:attemptId/answers/:questionId": (c) => ({
    url: `/api/user_demo_exam/attempts/${fx.demoAttemptId}/answers/${fx.demoQuestionId}`,
    payload: { selected: ["A"], seq: Date.now() },
    headers: tokenHeader(c),
  }),
  "POST /api/user_demo_exam/attempts/:attemptId/submit": (c) => ({
    url: `/api/user_demo_exam/attempts/${fx.demoAttemptId}/submit`,
    headers: tokenHeader(c),
  }),
  "GET /api/user_demo_exam/attempts/:attemptId": (c) => ({
    url: `/api/user_demo_exam/attempts/${fx.demoAttemptId}`,
    headers: tokenHeader(c),
  }),
  "GET /api/evaluations/:attemptId": () => ({ url: `/api/evaluations/${fx.attemptId}` }),
  "PUT /api/evaluations/:attemptId/answers/:questionId": () => ({
    url: `/api/evaluations/${fx.attemptId}/answers/${fx.questionId}`,
    payload: { awarded: 0 },
  }),
  "POST /api/evaluations/:attemptId/complete": () => ({ url: `/api/evaluations/${fx.attemptId}/complete` }),
  "POST /api/payment/createorder": () => ({ url: "", payload: orderBody() }),
  "POST /api/payment/verify_payment": () => ({ url: "", payload: fx.payment }),
  "POST /api/payment/sandbox/pay": () => ({ url: "", payload: { order_id: fx.orderId, outcome: "success" } }),
};

/** Owner kinds the matrix can build an object for; a route declaring another kind fails until one is added. */
const OWNED: Record<OwnerKind, string> = {
  attempt: "the first student's open exam attempt",
  "demo-attempt": "the first visitor's demo attempt (X-Attempt-Token)",
  notification: "the first student's welcome notification",
  order: "the first student's sandbox order, paid",
  userid: "the first student's userid",
  email: "the first student's email",
};

const courseBody = () => ({
  parent: 0,
  name: `Matrix ${Math.random().toString(36).slice(2, 8)}`,
  type: "Category",
  for_subscription: false,
  fee: null,
  quarterly_fee: null,
});
const questionBody = () => ({
  kind: 1,
  answer_type: 1,
  difficulty: 2,
  subject: "Physics",
  topic: "Matrix",
  text: `<p>Matrix question ${Math.random().toString(36).slice(2, 8)}</p>`,
  options: [
    { key: "A", text: "one" },
    { key: "B", text: "two" },
  ],
  correct: ["B"],
  solution: "<p>two</p>",
  marks: 4,
  negative_marks: 1,
});
const examBody = () => ({
  title: "Matrix draft",
  course_id: fx.jeeMain,
  instructions: "<p>Draft.</p>",
  duration_min: 30,
  opens_at: Date.now() + 3_600_000,
  closes_at: Date.now() + 7_200_000,
  sections: [{ name: "Physics" }],
  marking_scheme: "plus4minus1",
  attempts_allowed: 1,
  show_answers: true,
  is_demo: false,
  partial_credit: false,
});
const orderBody = () => ({
  subscription_start: Date.now(),
  subscription_end: Date.now() + 1000,
  course_id: fx.jeeMain,
  subscription_type: "Yearly",
});

async function ok(res: { status: number; body: { data: any; message: string } }, what: string) {
  if (res.status !== 200) throw new Error(`fixture ${what}: ${res.status} ${res.body.message}`);
  return res.body.data;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.ready();
  ops = operations(t.app);
  const db = t.app.platform.db;
  const staff = await adminToken(t.app);
  fx.jeeMain = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!.id;
  fx.mockId = (await db.select().from(exams).where(eq(exams.courseId, fx.jeeMain)))[0]!.id;
  fx.studentA = await studentSession(t.app);
  fx.studentB = await studentSession(t.app);
  fx.studentC = await studentSession(t.app);
  for (const s of [fx.studentA, fx.studentB, fx.studentC]) {
    await ok(await subscribe(t.app, s.token, fx.jeeMain), "trial");
  }
  const a = fx.studentA.token;
  const attempt = await ok(await post(t.app, `/api/user_exam/${fx.mockId}/start`, undefined, a), "attempt");
  fx.attemptId = attempt.attemptId;
  fx.questionId = attempt.questions[0].id;
  const welcome = await ok(
    await send(t.app, "PUT", "/api/pushnotification", {
      token: a,
      payload: (await SAMPLES["PUT /api/pushnotification"]!(callers.student)).payload,
    }),
    "notification",
  );
  fx.notificationId = welcome.id;
  fx.orderId = (await ok(await post(t.app, "/api/payment/createorder", orderBody(), a), "order")).order_id;
  fx.payment = await ok(
    await post(t.app, "/api/payment/sandbox/pay", { order_id: fx.orderId, outcome: "success" }, a),
    "payment",
  );
  const demos = (await t.app.inject({ method: "GET", url: "/api/user_demo_exam/exams" })).json().data;
  fx.demoId = (Array.isArray(demos) ? demos : demos.exams)[0].id;
  const visitorA = await ok(
    await post(t.app, `/api/user_demo_exam/${fx.demoId}/start`, {}, undefined, nextAddress()),
    "demo A",
  );
  const visitorB = await ok(
    await post(t.app, `/api/user_demo_exam/${fx.demoId}/start`, {}, undefined, nextAddress()),
    "demo B",
  );
  fx.demoAttemptId = visitorA.attemptId;
  fx.demoQuestionId = visitorA.questions[0].id;
  fx.spareCourse = (await ok(await post(t.app, "/api/courses", courseBody(), staff), "course")).id;
  fx.spareQuestion = (await ok(await post(t.app, "/api/questions", questionBody(), staff), "question")).id;
  fx.spareExam = (await ok(await post(t.app, "/api/exams", examBody(), staff), "exam")).id;

  callers.anonymous = { name: "anonymous" };
  callers.student = { name: "student", bearer: a, attemptToken: visitorA.attemptToken };
  callers["other student"] = {
    name: "other student",
    bearer: fx.studentB.token,
    attemptToken: visitorB.attemptToken,
  };
  callers.staff = { name: "staff", bearer: staff };
});
afterAll(async () => t?.close());

/** What a caller may expect from a route: through the guard, turned away with 401/403, or 403/404 on another's object. */
type Expect = "through" | "owner" | 401 | 403 | "not-yours";

function expected(policy: RoutePolicy, caller: CallerName): Expect {
  const { access, owner } = policy;
  if (owner === "demo-attempt") return caller === "student" ? "owner" : "not-yours";
  if (access === "public") return "through";
  if (caller === "anonymous") return 401;
  if (access === "staff") return caller === "staff" ? "through" : 403;
  if (access === "student" && caller === "staff") return 403;
  if (!owner || caller === "staff") return "through";
  return caller === "student" ? "owner" : "not-yours";
}

function verdict(exp: Expect, status: number): boolean {
  if (status >= 500) return false;
  if (exp === "through") return status !== 401 && status !== 403;
  if (exp === "owner") return status >= 200 && status < 300;
  if (exp === "not-yours") return status === 403 || status === 404;
  return status === exp;
}

/** A request the schema refuses (wrong body type, or a query value of the wrong type). */
function badRequest(op: Operation): Req {
  const url = fillPath(op.url, {});
  if (op.body || op.method === "POST" || op.method === "PUT") {
    return {
      url,
      payload: JSON.stringify([{ wrong: "type" }]),
      headers: { "content-type": "application/json" },
    };
  }
  return { url: `${url}?page=not-a-number&pageSize=-1` };
}

describe("access matrix", () => {
  it("every route of the OpenAPI document declares a policy, and nothing hides from the document", () => {
    const policies = t.app.routePolicies;
    const undeclared = ops.filter((op) => !policies.get(op.key)?.access).map((op) => op.key);
    expect(undeclared, "routes without a policy: use app.guard.* or config: { access: 'public' }").toEqual(
      [],
    );
    const documented = new Set(ops.map((op) => op.key));
    const hidden = [...policies.keys()].filter(
      (key) => / \/api\//.test(key) && !key.includes("/api/docs") && !documented.has(key),
    );
    expect(hidden, "API routes missing from the OpenAPI document").toEqual([]);
    const unknownOwners = ops.flatMap((op) => {
      const owner = policies.get(op.key)?.owner;
      return owner && !(owner in OWNED) ? [`${op.key} (${owner})`] : [];
    });
    expect(unknownOwners).toEqual([]);
    const ownedWithoutSample = ops.filter((op) => policies.get(op.key)?.owner && !SAMPLES[op.key]);
    expect(
      ownedWithoutSample.map((op) => op.key),
      "owner routes need a request in SAMPLES",
    ).toEqual([]);
  });

  it("answers each caller as the policy says", async () => {
    const failures: string[] = [];
    const checked = new Set<string>();
    // The owner calls last: some calls (submit, logout, delete) change what the next caller sees.
    const order: CallerName[] = ["anonymous", "other student", "staff", "student"];
    for (const op of ops) {
      const policy = t.app.routePolicies.get(op.key);
      if (!policy?.access) continue;
      for (const name of order) {
        const caller = callers[name];
        const sample = SAMPLES[op.key];
        const req: Req = sample
          ? await sample(caller)
          : {
              url: fillPath(op.url, {}),
              ...(op.body ? { payload: sampleValue(op.body) } : {}),
              ...(op.multipart ? multipartImage() : {}),
            };
        if (!req.url) req.url = fillPath(op.url, {});
        const exp = expected(policy, name);
        const res = await inject(op.method, req, caller);
        if (!verdict(exp, res.status)) {
          failures.push(`${op.key} as ${name}: expected ${exp}, got ${res.status} ${res.body.slice(0, 160)}`);
        }
      }
      checked.add(op.key);
    }
    console.log(`access matrix: ${checked.size} routes × 4 callers checked; ${failures.length} failures`);
    expect(checked.size).toBe(ops.length);
    expect(failures).toEqual([]);
  }, 120_000);

  // Issue #10 item 8: authentication comes before validation. A protected route turns away a bad request
  // without a token with 401 (not a 400 that shows the expected format), and a student's with 403 on
  // staff routes.
  it("turns away the wrong caller before reading a bad request", async () => {
    const failures: string[] = [];
    let checks = 0;
    for (const op of ops) {
      const access = t.app.routePolicies.get(op.key)?.access;
      if (!access || access === "public") continue;
      const bad = badRequest(op);
      const turnedAway: [CallerName, number][] = [["anonymous", 401]];
      if (access === "staff") turnedAway.push(["student", 403]);
      if (access === "student") turnedAway.push(["staff", 403]);
      for (const [name, status] of turnedAway) {
        const res = await inject(op.method, bad, callers[name]);
        checks += 1;
        if (res.status !== status) {
          failures.push(
            `${op.key} as ${name} with a bad request: expected ${status}, got ${res.status} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(`access matrix, bad requests: ${checks} checks; ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});
