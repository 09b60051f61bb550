/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * The world the route guards (access matrix, fuzz) call into: three subscribed students, the first
 * one's objects of every owner kind (platform/access.ts), staff, two demo visitors, spare objects for
 * staff routes to change or delete, and a valid request for each route that needs one.
 */

import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { courses, exams } from "../src/db/schema";
import {
  adminToken,
  newStudent,
  post,
  postProved,
  proofHeader,
  send,
  studentSession,
  subscribe,
} from "./helpers";
import { TEST_STAFF } from "./staff";

export type CallerName = "anonymous" | "student" | "other student" | "staff";
export interface Caller {
  name: CallerName;
  bearer?: string;
  /** A demo attempt's secret (X-Attempt-Token): the visitor's own, for demo-attempt routes. */
  attemptToken?: string;
}
export interface Req {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

let app: FastifyInstance;
export const callers = {} as Record<CallerName, Caller>;
/** The first student's objects, one of each owner kind, and ids the staff routes work on. */
export const fx = {} as {
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
  spareStudent: number;
  spareOrder: string;
  /** A published PDF of JEE Main with its file (students open it), a spare to edit and one to delete. */
  materialId: number;
  spareMaterial: number;
  deadMaterial: number;
  demoMaterialId: number;
  /** A signed link to the material's file (GET /api/files/:name). */
  fileUrl: string;
  /** A blog post with a body (staff edit, publish and unpublish it) and one to delete. */
  spareBlog: number;
  deadBlog: number;
  /** A scholarship application with both documents, and spares to delete and erase (issue #11). */
  applicationId: number;
  spareApplication: number;
  deadApplication: number;
  /** Forum: the first student's doubt and answer, doubts to delete (owner and staff), an answer to accept. */
  forum: {
    question: number;
    answer: number;
    deadQuestion: number;
    staffDeadQuestion: number;
    deadAnswer: number;
    staffDeadAnswer: number;
    acceptable: number;
    /** The third student's doubt and answer: others vote on, follow, report and answer them. */
    otherQuestion: number;
    otherAnswer: number;
    report: number;
  };
};

let address = 0;
/** A new client address per call, so per-address rate limits never answer for the policy. */
export function nextAddress(): string {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

export async function inject(method: string, req: Req, caller: Caller) {
  const res = await app.inject({
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
  if (c.name === "staff") return adminToken(app);
  const who = c.name === "student" ? fx.studentA : c.name === "other student" ? fx.studentB : undefined;
  if (!who) return undefined;
  const res = await post(app, "/api/login", { email: who.student.email, password: who.student.password });
  return res.body.data.token;
}

export const multipartImage = (): Req => {
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

/** A multipart body with a small PDF in the field `file` (study material uploads). */
export const multipartPdf = (): Req => {
  const boundary = "----matrix-pdf";
  return {
    url: "",
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from("%PDF-1.4\n% matrix\n%%EOF\n"),
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
export const SAMPLES: Record<string, (c: Caller) => Req | Promise<Req>> = {
  "POST /api/courses": () => ({ url: "", payload: courseBody() }),
  "PUT /api/courses/:id": () => ({ url: `/api/courses/${fx.spareCourse}`, payload: courseBody() }),
  "DELETE /api/courses/:id": () => ({ url: `/api/courses/${fx.spareCourse}` }),
  "POST /api/signup": async () => ({ url: "", payload: newStudent(), headers: await proofHeader(app) }),
  "POST /api/login": () => ({
    url: "",
    payload: { email: fx.studentC.student.email, password: fx.studentC.student.password },
  }),
  "POST /api/adminLogIn": () => ({ url: "", payload: TEST_STAFF }),
  "POST /api/logout": async (c): Promise<Req> => {
    const fresh = c.bearer ? await freshBearer(c) : undefined;
    return { url: "", headers: fresh ? { authorization: `Bearer ${fresh}` } : {} };
  },
  "POST /api/getProfile": () => ({ url: "", payload: { email: fx.studentA.student.email } }),
  "POST /api/updateprofile": () => ({ url: "", payload: { lastName: "Verma" } }),
  "PATCH /api/me/language": () => ({ url: "", payload: { language: "hi" } }),
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
  "PUT /api/pushnotification": () => ({ url: "", payload: welcomeBody() }),
  "POST /api/pushnotification": () => ({
    url: "",
    payload: { notificationType: "exam_scheduled", notificationMsg: "Hello", userid: fx.studentC.userid },
  }),
  "POST /api/hidenotification": () => ({ url: "", payload: { id: fx.notificationId } }),
  "POST /api/user_study_materials/subscribe": () => ({
    url: "",
    payload: { course_id: fx.jeeMain, subscription: "Free", subscription_start: 0, subscription_end: 0 },
  }),
  "POST /api/forceUnsubscribe": () => ({
    url: "",
    payload: { userid: fx.studentC.userid, reason: "Route guard check" },
  }),
  "POST /api/notifications/compose": () => ({
    url: "",
    payload: { audience: "course", course_id: fx.jeeMain, message: "Guard check", dry_run: true },
  }),
  "GET /api/exams/:id/results": () => ({ url: `/api/exams/${fx.mockId}/results` }),
  "GET /api/user_exam/exams/:examId/answer-key": () => ({
    url: `/api/user_exam/exams/${fx.mockId}/answer-key`,
  }),
  "POST /api/user_exam/exams/:examId/challenges": () => ({
    url: `/api/user_exam/exams/${fx.mockId}/challenges`,
    payload: { question_id: fx.questionId, reason: "Guard check" },
  }),
  "GET /api/exams/:id/challenges": () => ({ url: `/api/exams/${fx.mockId}/challenges` }),
  "GET /api/exams/:id/regrade": () => ({ url: `/api/exams/${fx.mockId}/regrade` }),
  // The mock is still open, so a key decision is refused (409) without changing anything.
  "POST /api/exams/:id/key-decisions": () => ({
    url: `/api/exams/${fx.mockId}/key-decisions`,
    payload: { question_id: fx.questionId, decision: "keep" },
  }),
  // Staff payment corrections work on the spare student's unpaid order.
  "POST /api/payment/admin/reconcile": () => ({
    url: "",
    payload: { order_id: fx.spareOrder, reason: "Guard check" },
  }),
  "POST /api/payment/admin/markFailed": () => ({
    url: "",
    payload: { order_id: fx.spareOrder, reason: "Guard check" },
  }),
  "POST /api/payment/admin/refund": () => ({
    url: "",
    payload: { order_id: fx.spareOrder, reason: "Guard check" },
  }),
  // Back office: actions land on a spare student, so the other fixtures keep their plans and logins.
  "GET /api/users/:id": () => ({ url: `/api/users/${fx.spareStudent}` }),
  "POST /api/users/grantPlan": () => ({
    url: "",
    payload: {
      userid: fx.spareStudent,
      course_id: fx.jeeMain,
      subscription_type: "Monthly",
      reason: "Guard check",
    },
  }),
  "POST /api/users/deactivate": () => ({
    url: "",
    payload: { userid: fx.spareStudent, reason: "Guard check" },
  }),
  "POST /api/users/reactivate": () => ({
    url: "",
    payload: { userid: fx.spareStudent, reason: "Guard check" },
  }),
  "POST /api/users/staff": () => ({
    url: "",
    payload: {
      firstName: "Guard",
      email: `guard.${Math.random().toString(36).slice(2, 8)}@academy.in`,
      reason: "Guard check",
    },
  }),
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
  "GET /api/exams/:id/publish-preview": () => ({ url: `/api/exams/${fx.spareExam}/publish-preview` }),
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
  // Issue #15 items 5-6. By the time these run the attempt is submitted (submit is declared earlier).
  "GET /api/user_exam/attempts/:attemptId/analytics": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/analytics`,
  }),
  "POST /api/user_exam/attempts/:attemptId/practice": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/practice`,
    payload: { include: ["wrong", "marked", "skipped"] },
  }),
  "GET /api/user_exam/attempts/:attemptId/practice": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/practice`,
  }),
  "POST /api/user_exam/attempts/:attemptId/practice/submit": () => ({
    url: `/api/user_exam/attempts/${fx.attemptId}/practice/submit`,
    payload: { answers: [] },
  }),
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
  "POST /api/course_document": () => ({ url: "", payload: materialBody() }),
  "PATCH /api/course_document/:id": () => ({
    url: `/api/course_document/${fx.spareMaterial}`,
    payload: { title: "Matrix notes (edited)" },
  }),
  "PUT /api/course_document/:id/file": () => ({
    ...multipartPdf(),
    url: `/api/course_document/${fx.spareMaterial}/file`,
  }),
  "POST /api/course_document/reorder": () => ({
    url: "",
    payload: { course_id: fx.jeeMain, chapter: "Matrix", ids: [fx.spareMaterial] },
  }),
  "DELETE /api/course_document/:id": () => ({ url: `/api/course_document/${fx.deadMaterial}` }),
  "GET /api/course_document/:id/access": () => ({ url: `/api/course_document/${fx.materialId}/access` }),
  "GET /api/user_study_materials/:id/access": () => ({
    url: `/api/user_study_materials/${fx.materialId}/access`,
  }),
  "PUT /api/user_study_materials/:id/progress": () => ({
    url: `/api/user_study_materials/${fx.materialId}/progress`,
    payload: { position: 2, done: false },
  }),
  "GET /api/demo_study_materials/:id/access": () => ({
    url: `/api/demo_study_materials/${fx.demoMaterialId}/access`,
  }),
  "GET /api/files/:name": () => ({ url: fx.fileUrl }),
  // Pages CMS: a real page and its seeded revision 1 (the generated "a-a" slug would be a 404).
  "GET /api/pages/:slug": () => ({ url: "/api/pages/about-us" }),
  "GET /api/adminpages/:slug": () => ({ url: "/api/adminpages/about-us" }),
  "PUT /api/adminpages/:slug": () => ({
    url: "/api/adminpages/math-crash",
    payload: { title: "Math Crash Course", body: "<p>Revised by the access matrix.</p>" },
  }),
  "GET /api/adminpages/:slug/revisions": () => ({ url: "/api/adminpages/about-us/revisions" }),
  "GET /api/adminpages/:slug/revisions/:revision": () => ({ url: "/api/adminpages/about-us/revisions/1" }),
  "POST /api/adminpages/:slug/revisions/:revision/restore": () => ({
    url: "/api/adminpages/math-crash/revisions/1/restore",
  }),
  "POST /api/adminblogs": () => ({ url: "", payload: blogBody() }),
  "GET /api/adminblogs/:id": () => ({ url: `/api/adminblogs/${fx.spareBlog}` }),
  "PATCH /api/adminblogs/:id": () => ({
    url: `/api/adminblogs/${fx.spareBlog}`,
    payload: { excerpt: "Matrix" },
  }),
  "POST /api/adminblogs/:id/publish": () => ({ url: `/api/adminblogs/${fx.spareBlog}/publish`, payload: {} }),
  "POST /api/adminblogs/:id/unpublish": () => ({ url: `/api/adminblogs/${fx.spareBlog}/unpublish` }),
  "DELETE /api/adminblogs/:id": () => ({ url: `/api/adminblogs/${fx.deadBlog}` }),
  "POST /api/dev/services/createCategory": () => ({
    url: "",
    payload: { name: `Matrix ${Math.random().toString(36).slice(2, 8)}` },
  }),
  "GET /api/blogs/:slug": () => ({ url: "/api/blogs/jee-physics-kinematics-formulas-with-worked-examples" }),
  "POST /api/payment/verify_payment": () => ({ url: "", payload: fx.payment }),
  // Applications (issue #11): valid forms with fresh keys and emails, staff calls on the fixtures.
  "POST /api/contactUs": async () => ({ url: "", payload: contactBody(), headers: await proofHeader(app) }),
  "POST /api/applyEnrolment": async () => ({
    url: "",
    headers: await proofHeader(app),
    payload: {
      ...contactBody(),
      parent_name: "Suresh",
      parent_mobile: "9876501234",
      course_id: fx.jeeMain,
      mode: "online",
      city: "Pune",
      heard_from: "friend",
    },
  }),
  "POST /api/partnerWithUs": async () => ({
    url: "",
    headers: await proofHeader(app),
    payload: {
      ...contactBody(),
      organisation: "Matrix School",
      org_type: "school",
      city: "Pune",
      students: 10,
    },
  }),
  "POST /api/idproofuploadtospace": () => multipartPdf(),
  "POST /api/marksheetuploadtospace": () => multipartPdf(),
  "GET /api/applications/:id": () => ({ url: `/api/applications/${fx.applicationId}` }),
  "GET /api/applications/:id/documents/:document/access": () => ({
    url: `/api/applications/${fx.applicationId}/documents/marksheet/access`,
  }),
  "POST /api/applications/:id/status": () => ({
    url: `/api/applications/${fx.spareApplication}/status`,
    payload: { status: "in_review", note: "Guard check" },
  }),
  "POST /api/applications/:id/notes": () => ({
    url: `/api/applications/${fx.applicationId}/notes`,
    payload: { note: "Guard check" },
  }),
  "POST /api/applications/:id/delete": () => ({
    url: `/api/applications/${fx.spareApplication}/delete`,
    payload: { reason: "Guard check" },
  }),
  "POST /api/applications/:id/erase": () => ({
    url: `/api/applications/${fx.deadApplication}/erase`,
    payload: { reason: "Guard check" },
  }),
  "POST /api/payment/sandbox/pay": () => ({ url: "", payload: { order_id: fx.orderId, outcome: "success" } }),
  "POST /api/postque": () => ({ url: "", payload: forumQuestionBody() }),
  "POST /api/postans": () => ({
    url: "",
    payload: { question_id: fx.forum.otherQuestion, body: "<p>Use $F = ma$.</p>" },
  }),
  "POST /api/fetchans": () => ({ url: "", payload: { question_id: fx.forum.otherQuestion } }),
  "PUT /api/forum/questions/:id": () => ({
    url: `/api/forum/questions/${fx.forum.question}`,
    payload: { title: "Matrix doubt, edited once", body: "<p>Edited $x$</p>", subject: "Physics" },
  }),
  "DELETE /api/forum/questions/:id": (c) => ({
    url: `/api/forum/questions/${c.name === "staff" ? fx.forum.staffDeadQuestion : fx.forum.deadQuestion}`,
  }),
  "PUT /api/forum/answers/:id": () => ({
    url: `/api/forum/answers/${fx.forum.answer}`,
    payload: { body: "<p>Edited answer $y$</p>" },
  }),
  "DELETE /api/forum/answers/:id": (c) => ({
    url: `/api/forum/answers/${c.name === "staff" ? fx.forum.staffDeadAnswer : fx.forum.deadAnswer}`,
  }),
  "POST /api/forum/answers/:id/accept": () => ({
    url: `/api/forum/answers/${fx.forum.acceptable}/accept`,
    payload: { accepted: true },
  }),
  "POST /api/forum/questions/:id/vote": () => ({
    url: `/api/forum/questions/${fx.forum.otherQuestion}/vote`,
    payload: { up: true },
  }),
  "POST /api/forum/answers/:id/vote": () => ({
    url: `/api/forum/answers/${fx.forum.otherAnswer}/vote`,
    payload: { up: true },
  }),
  "POST /api/forum/questions/:id/follow": () => ({
    url: `/api/forum/questions/${fx.forum.otherQuestion}/follow`,
    payload: { follow: true },
  }),
  "POST /api/forum/report": () => ({
    url: "",
    payload: { kind: "question", id: fx.forum.otherQuestion, reason: "spam" },
  }),
  "POST /api/forum/reports/:id/dismiss": () => ({ url: `/api/forum/reports/${fx.forum.report}/dismiss` }),
  "POST /api/forum/moderate": () => ({
    url: "",
    payload: { kind: "question", id: fx.forum.otherQuestion, action: "unlock", reason: "Guard check" },
  }),
};

let form = 0;
const contactBody = () => {
  form += 1;
  return {
    name: "Matrix Visitor",
    email: `matrix.${form}.${Math.random().toString(36).slice(2, 8)}@example.in`,
    mobile: "9876543210",
    subject: "Guard check",
    message: "A message from the route guard tests.",
    idempotency_key: `matrix-${form}-${Math.random().toString(36).slice(2, 10)}`,
  };
};

/** A scholarship application with both documents uploaded; returns its id. */
async function scholarshipApplication(): Promise<number> {
  const uploadId = async (url: string) => {
    const pdf = multipartPdf();
    const res = await app.inject({
      method: "POST",
      url,
      payload: pdf.payload as Buffer,
      headers: pdf.headers,
      remoteAddress: nextAddress(),
    });
    return (await ok({ status: res.statusCode, body: res.json() }, "application upload")).upload_id;
  };
  const body = {
    ...contactBody(),
    date_of_birth: "2009-01-01",
    grade: "Class 11",
    school: "CBSE",
    course_id: fx.jeeMain,
    last_exam: "Class 10",
    score: "90",
    income_band: "below_2_lakh",
    statement: "A statement long enough for the scholarship form.",
    id_proof: await uploadId("/api/idproofuploadtospace"),
    marksheet: await uploadId("/api/marksheetuploadtospace"),
  };
  await ok(await postProved(app, "/api/applyScholarship", body, undefined, nextAddress()), "scholarship");
  const staff = await adminToken(app);
  const list = await app.inject({
    method: "GET",
    url: `/api/getScholarshipList?q=${encodeURIComponent(body.email)}`,
    headers: { authorization: `Bearer ${staff}` },
  });
  return list.json().data.items[0].id;
}

const welcomeBody = () => ({
  notificationType: "new_user",
  notificationMsg: "Welcome",
  firstName: "Asha",
  lastName: "Verma",
  email: fx.studentA.student.email,
  userid: fx.studentA.userid,
});
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
  show_answers: "after_attempt",
  rank_by: "first",
  is_demo: false,
  partial_credit: false,
});
const forumQuestionBody = () => ({
  title: "Matrix doubt about Newton's laws",
  body: "<p>Why is $F = ma$?</p>",
  course_id: fx.jeeMain,
  subject: "Physics",
});
const blogBody = () => ({
  title: `Matrix post ${Math.random().toString(36).slice(2, 8)}`,
  body: "<p>Matrix article.</p>",
});
const materialBody = () => ({ title: "Matrix notes", course_id: fx.jeeMain, kind: "pdf", chapter: "Matrix" });
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

/** Builds the fixtures on a started app; call once in beforeAll. */
export async function createWorld(server: FastifyInstance) {
  app = server;
  const db = app.platform.db;
  const staff = await adminToken(app);
  fx.jeeMain = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!.id;
  fx.mockId = (await db.select().from(exams).where(eq(exams.courseId, fx.jeeMain)))[0]!.id;
  // Answers shown after the attempt, so practising its mistakes (which reveals the key) is allowed.
  await db.update(exams).set({ answerRelease: "after_attempt" }).where(eq(exams.id, fx.mockId));
  fx.studentA = await studentSession(app);
  fx.studentB = await studentSession(app);
  fx.studentC = await studentSession(app);
  for (const s of [fx.studentA, fx.studentB, fx.studentC]) {
    await ok(await subscribe(app, s.token, fx.jeeMain), "trial");
  }
  const a = fx.studentA.token;
  const attempt = await ok(await post(app, `/api/user_exam/${fx.mockId}/start`, undefined, a), "attempt");
  fx.attemptId = attempt.attemptId;
  fx.questionId = attempt.questions[0].id;
  const welcome = await ok(
    await send(app, "PUT", "/api/pushnotification", {
      token: a,
      payload: welcomeBody(),
    }),
    "notification",
  );
  fx.notificationId = welcome.id;
  fx.orderId = (await ok(await post(app, "/api/payment/createorder", orderBody(), a), "order")).order_id;
  fx.payment = await ok(
    await post(app, "/api/payment/sandbox/pay", { order_id: fx.orderId, outcome: "success" }, a),
    "payment",
  );
  const demos = (await app.inject({ method: "GET", url: "/api/user_demo_exam/exams" })).json().data;
  fx.demoId = (Array.isArray(demos) ? demos : demos.exams)[0].id;
  const visitorA = await ok(
    await post(app, `/api/user_demo_exam/${fx.demoId}/start`, {}, undefined, nextAddress()),
    "demo A",
  );
  const visitorB = await ok(
    await post(app, `/api/user_demo_exam/${fx.demoId}/start`, {}, undefined, nextAddress()),
    "demo B",
  );
  fx.demoAttemptId = visitorA.attemptId;
  fx.demoQuestionId = visitorA.questions[0].id;
  fx.spareCourse = (await ok(await post(app, "/api/courses", courseBody(), staff), "course")).id;
  fx.spareQuestion = (await ok(await post(app, "/api/questions", questionBody(), staff), "question")).id;
  fx.spareExam = (await ok(await post(app, "/api/exams", examBody(), staff), "exam")).id;
  const spare = await studentSession(app);
  fx.spareStudent = spare.userid;
  fx.spareOrder = (
    await ok(await post(app, "/api/payment/createorder", orderBody(), spare.token), "spare order")
  ).order_id;

  const material = async () =>
    (await ok(await post(app, "/api/course_document", materialBody(), staff), "material")).id as number;
  fx.materialId = await material();
  fx.spareMaterial = await material();
  fx.deadMaterial = await material();
  const pdf = multipartPdf();
  const upload = await app.inject({
    method: "PUT",
    url: `/api/course_document/${fx.materialId}/file`,
    payload: pdf.payload as Buffer,
    headers: { ...pdf.headers, authorization: `Bearer ${staff}` },
  });
  await ok({ status: upload.statusCode, body: upload.json() }, "material file");
  const access = await app.inject({
    method: "GET",
    url: `/api/course_document/${fx.materialId}/access`,
    headers: { authorization: `Bearer ${staff}` },
  });
  fx.fileUrl = (await ok({ status: access.statusCode, body: access.json() }, "file link")).url;
  const demoMaterials = (await app.inject({ method: "GET", url: "/api/demo_study_materials" })).json().data;
  fx.demoMaterialId = demoMaterials.items.find((m: any) => m.kind === "pdf").id;

  fx.applicationId = await scholarshipApplication();
  fx.spareApplication = await scholarshipApplication();
  fx.deadApplication = await scholarshipApplication();

  const forumPost = async (url: string, payload: unknown, token: string) =>
    (await ok(await post(app, url, payload, token), url)).id as number;
  const ask = (token: string) => forumPost("/api/postque", forumQuestionBody(), token);
  const answer = (question_id: number, token: string) =>
    forumPost("/api/postans", { question_id, body: "<p>Matrix answer $a$</p>" }, token);
  const c = fx.studentC.token;
  const otherQuestion = await ask(c);
  const ownQuestion = await ask(a);
  fx.forum = {
    question: ownQuestion,
    answer: await answer(otherQuestion, a),
    deadQuestion: await ask(a),
    staffDeadQuestion: await ask(a),
    deadAnswer: await answer(otherQuestion, a),
    staffDeadAnswer: await answer(otherQuestion, a),
    acceptable: await answer(ownQuestion, c),
    otherQuestion,
    otherAnswer: await answer(otherQuestion, c),
    report: await forumPost(
      "/api/forum/report",
      { kind: "answer", id: await answer(otherQuestion, c), reason: "spam" },
      a,
    ),
  };

  fx.spareBlog = (await ok(await post(app, "/api/adminblogs", blogBody(), staff), "blog")).id;
  fx.deadBlog = (await ok(await post(app, "/api/adminblogs", blogBody(), staff), "dead blog")).id;

  callers.anonymous = { name: "anonymous" };
  callers.student = { name: "student", bearer: a, attemptToken: visitorA.attemptToken };
  callers["other student"] = {
    name: "other student",
    bearer: fx.studentB.token,
    attemptToken: visitorB.attemptToken,
  };
  callers.staff = { name: "staff", bearer: staff };
}
