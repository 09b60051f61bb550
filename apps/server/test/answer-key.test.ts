import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, examAttempts, exams, notifications, questions, staffActions } from "../src/db/schema";
import { adminToken, send, startTestApp, studentSession, subscribe } from "./helpers";

// Issue #15: numerical answers and section rules on the seeded JEE Main pattern mock, then the
// provisional key → challenge → key change → re-grade → notification flow (PGlite, or PostgreSQL
// with TEST_DATABASE_URL).

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let examId: number;
let jeeMain: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  jeeMain = (await t.app.platform.db.select().from(courses)).find(
    (c) => c.name === "JEE Main Complete Course",
  )!.id;
  const [exam] = await t.app.platform.db
    .select()
    .from(exams)
    .where(and(eq(exams.courseId, jeeMain), like(exams.title, "%JEE Main Pattern Mock")));
  examId = exam!.id;
});
afterAll(async () => t?.close());

const call = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: unknown) =>
  send(t.app, method, url, { token, payload });

interface Q {
  id: number;
  section: number;
  answer_type: number;
  marks: number;
  negative_marks: number;
  integer_only: boolean;
}

async function startAs() {
  const s = await studentSession(t.app);
  expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
  const started = await call("POST", `/api/user_exam/${examId}/start`, s.token);
  expect(started.status).toBe(200);
  return { ...s, attemptId: started.body.data.attemptId as number, paper: started.body.data };
}

let seq = 1;
const answer = (s: { token: string; attemptId: number }, q: number, body: Record<string, unknown>) =>
  call("PUT", `/api/user_exam/attempts/${s.attemptId}/answers/${q}`, s.token, { seq: seq++, ...body });
const submit = (s: { token: string; attemptId: number }) =>
  call("POST", `/api/user_exam/attempts/${s.attemptId}/submit`, s.token);
const setClose = (ms: number) =>
  t.app.platform.db
    .update(exams)
    .set({ closesAt: new Date(ms) })
    .where(eq(exams.id, examId));
/** Waits for the re-grade job queued by the last decision to have run, and gives what it changed. */
async function regraded(): Promise<{ regraded: number; changed: number }> {
  for (let i = 0; i < 150; i++) {
    const status = await call("GET", `/api/exams/${examId}/regrade`, admin);
    if (status.body.data.state === "done") return status.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the re-grade job did not run within 15 s");
}
const notesOf = (userId: number) =>
  t.app.platform.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("the JEE Main pattern mock", () => {
  let a: Awaited<ReturnType<typeof startAs>>;
  let b: Awaited<ReturnType<typeof startAs>>;
  let late: Awaited<ReturnType<typeof startAs>>;
  let physicsB: Q[];
  let physicsA: Q[];

  it("has sections with their own rules and numerical questions marked +4/0", async () => {
    a = await startAs();
    b = await startAs();
    const { exam, questions } = a.paper as { exam: { sections: unknown[] }; questions: Q[] };
    expect(exam.sections[1]).toEqual({
      name: "Physics B",
      marking_scheme: "plus4zero",
      attempt_limit: 2,
      time_limit_min: null,
    });
    physicsA = questions.filter((q) => q.section === 0);
    physicsB = questions.filter((q) => q.section === 1);
    expect(physicsB).toHaveLength(3);
    expect(physicsB.every((q) => q.answer_type === 3 && q.marks === 4 && q.negative_marks === 0)).toBe(true);
    expect(physicsA.every((q) => q.negative_marks === 1)).toBe(true);
    // The key never reaches the test screen.
    expect(JSON.stringify(a.paper)).not.toMatch(/"numeric"|"correct"/);
  });

  it("refuses a numerical answer that is not a number, has too many digits or is too long", async () => {
    const q = physicsB[0]!.id;
    for (const [text, message] of [
      ["abc", "Enter a number"],
      ["12345678901", "at most 10 digits"],
      ["1234567890123", "at most 12 characters"],
      ["2.5", "whole number"],
    ] as const) {
      const res = await answer(a, q, { text });
      expect(res.status, text).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await answer(a, q, { selected: ["A"] })).status).toBe(400);
    const [row] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    expect(row?.submittedAt).toBeNull();
  });

  it("takes any 2 of Section B's 3 and refuses the third with a message until one is cleared", async () => {
    const [q1, q2, q3] = physicsB.map((q) => q.id) as [number, number, number];
    expect((await answer(a, q1, { text: "20" })).status).toBe(200); // right: 20 m
    expect((await answer(a, q2, { text: "7" })).status).toBe(200); // wrong, no negative
    const third = await answer(a, q3, { text: "9" });
    expect(third.status).toBe(400);
    expect(third.body.message).toMatch(/Physics B: answer any 2 questions only/);
    // Marking for review or changing an answer already given is not a new attempt.
    expect((await answer(a, q2, { text: "8", marked: true })).status).toBe(200);
    expect((await answer(a, q2, { text: "" })).status).toBe(200);
    expect((await answer(a, q3, { text: "9" })).status).toBe(200);

    expect((await answer(b, q1, { text: "21" })).status).toBe(200);
    expect((await answer(b, physicsA[0]!.id, { selected: ["A"] })).status).toBe(200);
  });

  it("hides the key before the window closes, and refuses a challenge then", async () => {
    expect((await call("GET", `/api/user_exam/exams/${examId}/answer-key`, a.token)).status).toBe(404);
    await submit(a);
    await submit(b);
    late = await startAs(); // still writing when the window is moved to close
    const early = await call("POST", `/api/user_exam/exams/${examId}/challenges`, a.token, {
      question_id: physicsB[0]!.id,
      reason: "The answer is 21.",
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/published when the test window closes/);
  });

  it("grades Section B +4/0 and whole numbers exactly", async () => {
    const [ra] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    const [rb] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, b.attemptId));
    expect(ra?.score).toBe(8); // 20 m and 9 J right
    expect([4, -1]).toContain(rb?.score); // 21 is wrong at no cost, plus one option answer (+4 or −1)
  });

  it("counts 2 of each Section B's 3 in the maximum marks (issue #52 item 6), at submit and on the test's card", async () => {
    const { exam, questions } = a.paper as {
      exam: { sections: { attempt_limit: number | null }[] };
      questions: Q[];
    };
    // Physics, Chemistry, Mathematics: Section A, then Section B (any 2 of 3 numericals, +4 each).
    expect(exam.sections.map((section) => section.attempt_limit ?? null)).toEqual([
      null,
      2,
      null,
      2,
      null,
      2,
    ]);
    for (const b of [1, 3, 5]) {
      const inB = questions.filter((q) => q.section === b);
      expect(inB.map((q) => q.marks)).toEqual([4, 4, 4]);
    }
    const everyQuestion = questions.reduce((sum, q) => sum + q.marks, 0);
    const maximum = everyQuestion - 3 * 4; // one numerical of each Section B cannot be answered
    const [ra] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    expect(ra?.maxMarks).toBe(maximum);
    const overview = await call("GET", `/api/user_exam/exams/${examId}`, late.token);
    expect(overview.status).toBe(200);
    expect(overview.body.data.marks).toBe(maximum);
  });

  it("after closing: the key, one challenge each, refused twice, off-paper or without a reason", async () => {
    await setClose(Date.now() - 1000);
    const key = await call("GET", `/api/user_exam/exams/${examId}/answer-key`, a.token);
    expect(key.status).toBe(200);
    expect(key.body.data.attempt_id).toBe(a.attemptId);
    const first = key.body.data.questions.find((q: { id: number }) => q.id === physicsB[0]!.id);
    expect(first.provisional.numeric).toEqual({ mode: "exact", value: 20, integer: true });
    expect(first.answer.text).toBe("20");
    expect(key.body.data.window.state).toBe("open");

    const challenge = (s: { token: string }, body: unknown) =>
      call("POST", `/api/user_exam/exams/${examId}/challenges`, s.token, body);
    const q1 = physicsB[0]!.id;
    expect((await challenge(b, { question_id: q1, reason: "g is 10.5 here" })).status).toBe(200);
    const twice = await challenge(b, { question_id: q1, reason: "again" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("You have already challenged this question.");
    expect((await challenge(a, { question_id: q1, reason: "   " })).status).toBe(400);
    expect((await challenge(a, { question_id: 999_999, reason: "x" })).status).toBe(404);
    const stranger = await studentSession(t.app);
    expect((await challenge(stranger, { question_id: q1, reason: "x" })).status).toBe(404);
    expect((await challenge(a, { question_id: q1, reason: "Rounding" })).status).toBe(200);

    const staffView = await call("GET", `/api/exams/${examId}/challenges`, admin);
    expect(staffView.body.data).toEqual([
      expect.objectContaining({
        question_id: q1,
        challenges: 2,
        reasons: ["g is 10.5 here", "Rounding"],
        decision: null,
      }),
    ]);
  });

  it("refuses a key change while an attempt is in progress, changing nothing", async () => {
    const res = await call("POST", `/api/exams/${examId}/key-decisions`, admin, {
      question_id: physicsB[0]!.id,
      decision: "change",
      numeric: { mode: "exact", value: 21, integer: true },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still taking this test/);
    const [ra] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    expect(ra?.score).toBe(8);
    await submit(late);
  });

  it("a key change re-grades every attempt on the job queue, moves ranks and tells each student their old and new score", async () => {
    expect((await call("GET", `/api/exams/${examId}/regrade`, admin)).body.data.state).toBe("none");
    const before = await call("GET", `/api/user_exam/attempts/${b.attemptId}`, b.token);
    const [rbBefore] = await t.app.platform.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, b.attemptId));
    const decide = () =>
      call("POST", `/api/exams/${examId}/key-decisions`, admin, {
        question_id: physicsB[0]!.id,
        decision: "change",
        numeric: { mode: "exact", value: 21, integer: true },
      });
    const res = await decide();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ unchanged: false });
    // The count staff confirm with is the number the re-grade takes on.
    expect(await regraded()).toMatchObject({ regraded: 3, changed: 2, attempts: 3 });

    const [ra] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    const [rb] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, b.attemptId));
    expect(ra?.score).toBe(4);
    expect(rb?.score).toBe((rbBefore?.score ?? 0) + 4);
    const notesA = await notesOf(a.userid);
    expect(notesA.map((n) => n.notificationMsg)).toContain(
      'The answer key of "JEE Main Complete Course: JEE Main Pattern Mock" was revised after challenges: your score changed from 8 to 4.',
    );
    // The bell's list has it under its own type, linking to the re-graded review.
    const bell = await call("POST", "/api/fetchnotification", a.token, { page: 1, pageSize: 20 });
    expect(bell.body.data.items[0]).toMatchObject({
      notificationType: "score_revised",
      notificationMsg: expect.stringContaining("your score changed from 8 to 4"),
      navigate: `/mcq-answers/${examId}/${a.attemptId}`,
      read: false,
    });
    expect((await notesOf(b.userid)).some((n) => n.notificationMsg.includes("your score changed from"))).toBe(
      true,
    );
    expect((await notesOf(late.userid)).some((n) => n.notificationMsg.includes("your score changed"))).toBe(
      false,
    );

    const review = await call("GET", `/api/user_exam/attempts/${b.attemptId}`, b.token);
    expect(review.body.data.result.score).toBe(rb?.score);
    expect(review.body.data.rank).toBeLessThanOrEqual(before.body.data.rank);
    const reviewed = review.body.data.questions.find((q: { id: number }) => q.id === physicsB[0]!.id);
    // The review states the revised key, not the paper cached before the decision.
    expect(reviewed).toMatchObject({
      outcome: "correct",
      score: 4,
      numeric: { mode: "exact", value: 21, integer: true },
    });

    const audit = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, "decide-answer-key"), eq(staffActions.target, `exam:${examId}`)));
    expect(audit).toHaveLength(1);

    // Idempotent: the same decision again changes nothing and tells nobody; the run it queues finds
    // nothing to change.
    const countNotes = (await notesOf(a.userid)).length;
    const runs = async () =>
      (
        await t.app.platform.db
          .select()
          .from(staffActions)
          .where(
            and(eq(staffActions.action, "regrade-answer-key"), eq(staffActions.target, `exam:${examId}`)),
          )
      ).map((r) => r.detail);
    const again = await decide();
    expect(again.body.data).toEqual({ unchanged: true });
    await expect.poll(async () => (await runs()).length, { timeout: 15_000 }).toBe(2);
    expect((await runs())[1]).toEqual({ regraded: 3, changed: 0 });
    expect((await notesOf(a.userid)).length).toBe(countNotes);
  });

  it("a single-select question may take a second correct option: whoever chose either gets full marks", async () => {
    const q = physicsA[0]!; // B chose A
    expect(q.answer_type).toBe(1);
    const [row] = await t.app.platform.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row?.correct).not.toContain("A");
    const [rbBefore] = await t.app.platform.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, b.attemptId));
    const res = await call("POST", `/api/exams/${examId}/key-decisions`, admin, {
      question_id: q.id,
      decision: "change",
      correct: [...(row?.correct ?? []), "A"],
    });
    expect(res.status, res.body.message).toBe(200);
    await regraded();
    const [rb] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, b.attemptId));
    expect(rb?.score).toBe((rbBefore?.score ?? 0) + q.marks + q.negative_marks); // −1 became +4
    const review = await call("GET", `/api/user_exam/attempts/${b.attemptId}`, b.token);
    const reviewed = review.body.data.questions.find((x: { id: number }) => x.id === q.id);
    expect(reviewed).toMatchObject({ outcome: "correct", score: q.marks });
    expect([...reviewed.correct].sort()).toEqual([...(row?.correct ?? []), "A"].sort());
  });

  it("dropping a question gives full marks to those who attempted it", async () => {
    const q = physicsA[0]!.id; // B chose A
    const [rbBefore] = await t.app.platform.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.id, b.attemptId));
    const reviewBefore = await call("GET", `/api/user_exam/attempts/${b.attemptId}`, b.token);
    const outcome = reviewBefore.body.data.questions.find((x: { id: number }) => x.id === q).outcome;
    const res = await call("POST", `/api/exams/${examId}/key-decisions`, admin, {
      question_id: q,
      decision: "drop",
    });
    expect(res.status).toBe(200);
    await regraded();
    const [rb] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, b.attemptId));
    expect(rb?.score).toBe((rbBefore?.score ?? 0) + (outcome === "correct" ? 0 : 5));
    // The review's row of the dropped question shows the marks the total now includes.
    const review = await call("GET", `/api/user_exam/attempts/${b.attemptId}`, b.token);
    const row = review.body.data.questions.find((x: { id: number }) => x.id === q);
    expect(row).toMatchObject({ outcome: "correct", score: 4, dropped: true });
    expect(review.body.data.result.score).toBe(rb?.score);
    const staffView = await call("GET", `/api/exams/${examId}/challenges`, admin);
    expect(staffView.body.data.find((x: { question_id: number }) => x.question_id === q).decision).toBe(
      "drop",
    );
  });

  it("refuses a change that does not fit the question", async () => {
    const res = await call("POST", `/api/exams/${examId}/key-decisions`, admin, {
      question_id: physicsA[1]!.id,
      decision: "change",
      correct: ["A", "J"], // J: not an option of this question
    });
    expect(res.status).toBe(400);
    expect(
      (
        await call("POST", `/api/exams/${examId}/key-decisions`, admin, {
          question_id: physicsA[1]!.id,
          decision: "change",
        })
      ).status,
    ).toBe(400);
  });

  it("refuses a challenge after the challenge window", async () => {
    await setClose(Date.now() - 49 * 3_600_000);
    const res = await call("POST", `/api/user_exam/exams/${examId}/challenges`, a.token, {
      question_id: physicsB[1]!.id,
      reason: "late",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/challenge window closed on/);
  });
});
