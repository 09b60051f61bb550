import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { courses, examAttempts, exams, questions } from "../src/db/schema";
import { closeExpired } from "../src/modules/attempts/service";
import { adminToken, post, send, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;

/** Moves an attempt's start back, as if it had been running for `ms` (the deadline stays). */
async function runFor(attemptId: number, ms: number) {
  const [row] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  await t.app.platform.db
    .update(examAttempts)
    .set({ startedAt: new Date(row!.startedAt.getTime() - ms) })
    .where(eq(examAttempts.id, attemptId));
}
let admin: string;
let jeeMain: number;
let mockId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  const all = await t.app.platform.db.select().from(courses);
  jeeMain = all.find((c) => c.name === "JEE Main Complete Course")!.id;
  const [mock] = await t.app.platform.db.select().from(exams).where(eq(exams.courseId, jeeMain));
  mockId = mock!.id;
});
afterAll(async () => t?.close());

function call(
  method: "GET" | "PUT" | "POST",
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return send(t.app, method, url, { token, payload, headers });
}

/** A student with a live free trial of JEE Main. */
async function subscribedStudent() {
  const s = await studentSession(t.app);
  expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
  return s;
}

async function correctOf(ids: number[]) {
  const rows = await t.app.platform.db
    .select({ id: questions.id, correct: questions.correct, options: questions.options })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const save = (attemptId: number, questionId: number, token: string, body: Record<string, unknown>) =>
  call("PUT", `/api/user_exam/attempts/${attemptId}/answers/${questionId}`, token, body);

async function pastDeadline(attemptId: number, msAgo: number) {
  await t.app.platform.db
    .update(examAttempts)
    .set({ deadline: new Date(Date.now() - msAgo) })
    .where(eq(examAttempts.id, attemptId));
}

describe("taking a test", () => {
  it("lists open tests only with a live subscription that covers them", async () => {
    const bare = await studentSession(t.app);
    const none = await call("GET", "/api/user_exam/active", bare.token);
    expect(none.body.data).toMatchObject({ expired: true, exams: [], subscription: null });
    expect((await call("POST", `/api/user_exam/${mockId}/start`, bare.token)).status).toBe(403);

    const s = await subscribedStudent();
    const active = await call("GET", "/api/user_exam/active", s.token);
    expect(active.body.data.expired).toBe(false);
    const titles = active.body.data.exams.map((e: { title: string }) => e.title);
    expect(titles).toContain("JEE Main Complete Course: Full Mock Test 1");
    expect(titles.some((title: string) => title.startsWith("NEET"))).toBe(false);
    expect(active.body.data.exams.find((e: { id: number }) => e.id === mockId)).toMatchObject({
      status: "new",
      canStart: true,
      attempts_used: 0,
      questions: 15,
      marks: 60,
      duration_min: 60,
      has_written: false,
    });
    expect((await call("GET", `/api/user_exam/exams/${mockId}`, s.token)).body.data.id).toBe(mockId);
    expect((await call("GET", "/api/user_exam/active", admin)).status).toBe(403);
    expect((await call("GET", "/api/user_exam/active")).status).toBe(401);
  });

  it("refuses Start exactly as the instructions page refuses the test", async () => {
    const s = await subscribedStudent();
    const db = t.app.platform.db;
    const all = await db.select().from(exams);
    const neet = all.find((e) => e.title.startsWith("NEET") && e.status === "published" && !e.isDemo)!;
    const demo = all.find((e) => e.isDemo)!;
    const refusal = async (examId: number) => {
      const view = await call("GET", `/api/user_exam/exams/${examId}`, s.token);
      const start = await call("POST", `/api/user_exam/${examId}/start`, s.token);
      expect(start.body.message).toBe(view.body.message);
      return [start.status, start.body.message];
    };
    expect(await refusal(neet.id)).toEqual([
      403,
      "Subscribe to a course that includes this test to take it.",
    ]);
    expect(await refusal(demo.id)).toEqual([404, "No such test."]);
    expect(await refusal(999_999)).toEqual([404, "No such test."]);
    const [closed] = await db
      .insert(exams)
      .values({ ...all.find((e) => e.id === mockId)!, id: undefined, closesAt: new Date(Date.now() - 1000) })
      .returning();
    expect(await refusal(closed!.id)).toEqual([409, "This test is not open now."]);
    const bare = await studentSession(t.app);
    const start = await call("POST", `/api/user_exam/${mockId}/start`, bare.token);
    expect([start.status, start.body.message]).toEqual([
      403,
      "Subscribe to a course that includes this test to take it.",
    ]);
  });

  it("checks Start against the course tree as staff last left it", async () => {
    const s = await subscribedStudent();
    const unit = { type: "Course", for_subscription: false, fee: null, quarterly_fee: null };
    const created = await post(t.app, "/api/courses", { ...unit, parent: 0, name: "Mock Unit" }, admin);
    expect(created.status).toBe(200);
    const unitId: number = created.body.data.id;
    const [mock] = await t.app.platform.db.select().from(exams).where(eq(exams.id, mockId));
    const [test] = await t.app.platform.db
      .insert(exams)
      .values({ ...mock!, id: undefined, courseId: unitId })
      .returning();
    const start = () => call("POST", `/api/user_exam/${test!.id}/start`, s.token);
    expect((await start()).status).toBe(403);
    // Moved under the student's course: Start follows at once (the tree it reads is held in memory).
    const moved = { ...unit, parent: jeeMain, name: "Mock Unit" };
    expect((await call("PUT", `/api/courses/${unitId}`, admin, moved)).status).toBe(200);
    expect((await start()).status).toBe(200);
  });

  it("starts without revealing answers and resumes with the same deadline, answers and question", async () => {
    const s = await subscribedStudent();
    const before = Date.now();
    const start = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
    expect(start.status).toBe(200);
    const a = start.body.data;
    expect(a.questions).toHaveLength(15);
    expect(start.raw).not.toMatch(/"correct"|"solution"|"model_answer"/);
    expect(a.deadline - a.startedAt).toBe(60 * 60_000);
    expect(a.startedAt).toBeGreaterThanOrEqual(before - 1000);

    const [q1, q2] = a.questions;
    await runFor(a.attemptId, 60_000); // so the times below fit in what the attempt has run
    expect(
      (
        await save(a.attemptId, q1.id, s.token, {
          selected: ["B"],
          marked: true,
          time_spent_ms: 4000,
          seq: 1,
        })
      ).body.data,
    ).toEqual({ applied: true, seq: 1 });
    await save(a.attemptId, q2.id, s.token, { selected: ["A"], time_spent_ms: 2000, seq: 2 });
    // A replayed older change is accepted (idempotent) but does not overwrite the newer one.
    const replay = await save(a.attemptId, q1.id, s.token, { selected: ["C"], seq: 1 });
    expect(replay.status).toBe(200);
    expect(replay.body.data.applied).toBe(false);

    const again = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
    expect(again.body.data).toMatchObject({
      attemptId: a.attemptId,
      deadline: a.deadline,
      currentQuestionId: q2.id,
    });
    expect(again.body.data.answers).toEqual(
      expect.arrayContaining([
        { question_id: q1.id, selected: ["B"], text: "", marked: true, time_spent_ms: 4000, seq: 1 },
        { question_id: q2.id, selected: ["A"], text: "", marked: false, time_spent_ms: 2000, seq: 2 },
      ]),
    );
    const active = await call("GET", "/api/user_exam/active", s.token);
    expect(active.body.data.exams.find((e: { id: number }) => e.id === mockId)).toMatchObject({
      status: "in_progress",
      attemptId: a.attemptId,
    });
  });

  it("opens a new attempt in one statement, without a transaction; resuming takes the transaction", async () => {
    const s = await subscribedStudent();
    const transaction = vi.spyOn(t.app.database.db, "transaction");
    try {
      const first = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
      expect(first.status).toBe(200);
      expect(transaction).not.toHaveBeenCalled();
      const [row] = await t.app.platform.db
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.id, first.body.data.attemptId));
      expect(row).toMatchObject({ examId: mockId, userId: s.userid, submittedAt: null, tokenHash: null });
      expect(row!.startedAt.getTime()).toBe(first.body.data.startedAt);
      expect(row!.deadline.getTime()).toBe(first.body.data.deadline);

      const again = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
      expect(again.body.data.attemptId).toBe(first.body.data.attemptId);
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
  });

  it("opens one attempt for two Start clicks at once, and never leaves a racing save ungraded", async () => {
    const s = await subscribedStudent();
    const starts = await Promise.all(
      [1, 2, 3].map(() => call("POST", `/api/user_exam/${mockId}/start`, s.token)),
    );
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(starts.map((r) => r.body.data.attemptId));
    expect(ids.size).toBe(1);

    const a = starts[0]!.body.data;
    const q = a.questions[0];
    const [saved, submitted] = await Promise.all([
      save(a.attemptId, q.id, s.token, { selected: ["A"], seq: 1 }),
      call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token),
    ]);
    expect(submitted.status).toBe(200);
    expect([200, 409]).toContain(saved.status);
    const review = (await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token)).body.data;
    // Either the save made it before the submission and was graded, or it was refused: never in between.
    if (saved.status === 200) expect(review.questions[0].answer.selected).toEqual(["A"]);
    else expect(review.questions[0].answer).toBeNull();
    expect(review.questions[0].outcome).not.toBe("pending");
    const graded = review.questions[0].answer ? 1 : 0;
    expect(review.result.counts.unanswered).toBe(15 - graded);
  });

  it("takes 20 saves of one attempt at once without an error, and the newest seq wins", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const [q1, q2] = a.questions;
    // Two tabs and a retrying queue: both questions, seqs shuffled so older saves arrive late.
    const seqs = Array.from({ length: 20 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const replies = await Promise.all(
      seqs.map((seq) =>
        save(a.attemptId, seq % 2 ? q1.id : q2.id, s.token, {
          selected: [["A", "B", "C", "D"][seq % 4]],
          seq,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(seqs.map(() => 200));
    const resumed = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const bySeq = new Map(
      resumed.answers.map((x: { question_id: number; seq: number }) => [x.question_id, x]),
    );
    expect(bySeq.get(q1.id)).toMatchObject({ seq: 19, selected: ["D"] });
    expect(bySeq.get(q2.id)).toMatchObject({ seq: 20, selected: ["A"] });
    expect(resumed.currentQuestionId).toBe(q2.id);
  });

  it("checks each saved answer against its question and refuses other students", async () => {
    const s = await subscribedStudent();
    const other = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const q = a.questions[0];
    expect((await save(a.attemptId, q.id, s.token, { selected: ["Z"], seq: 1 })).status).toBe(400);
    expect((await save(a.attemptId, q.id, s.token, { selected: ["A", "B"], seq: 1 })).status).toBe(400);
    expect((await save(a.attemptId, q.id, s.token, { text: "essay", seq: 1 })).status).toBe(400);
    expect((await save(a.attemptId, 999_999, s.token, { selected: ["A"], seq: 1 })).status).toBe(404);

    expect((await save(a.attemptId, q.id, other.token, { selected: ["A"], seq: 5 })).status).toBe(404);
    expect((await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, other.token)).status).toBe(
      404,
    );
    expect((await call("GET", `/api/user_exam/attempts/${a.attemptId}`, other.token)).status).toBe(404);
    // The review stays hidden until the owner submits.
    const early = await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Submit the test to see its review.");
  });

  it("checks an answer against the question as staff left it, not the paper held in memory", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const q = a.questions[0];
    expect((await save(a.attemptId, q.id, s.token, { selected: ["D"], seq: 1 })).status).toBe(200);
    const [row] = await t.app.platform.db.select().from(questions).where(eq(questions.id, q.id));
    const edited = [
      ...row!.options.filter((o) => o.key !== "D"),
      { key: "E" as const, text: "None of these" },
    ];
    // Staff replace option D with E while the test runs (the exam's paper version moves on).
    await t.app.platform.db.update(questions).set({ options: edited }).where(eq(questions.id, q.id));
    try {
      const gone = await save(a.attemptId, q.id, s.token, { selected: ["D"], seq: 2 });
      expect(gone.status).toBe(400);
      expect(gone.body.message).toBe("That option is not in this question.");
      const added = await save(a.attemptId, q.id, s.token, { selected: ["E"], seq: 3 });
      expect(added.status).toBe(200);
      expect(added.body.data.applied).toBe(true);
    } finally {
      await t.app.platform.db.update(questions).set({ options: row!.options }).where(eq(questions.id, q.id));
    }
  });

  it("bounds the time spent on a question by how long the attempt has run on the server's clock", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const [q1] = a.questions;
    await runFor(a.attemptId, 10_000);
    // A phone whose clock jumped claims 20 minutes on one question, 10 s into the attempt.
    await save(a.attemptId, q1.id, s.token, { selected: ["A"], time_spent_ms: 1_200_000, seq: 1 });
    const again = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
    const stored = again.body.data.answers.find((x: { question_id: number }) => x.question_id === q1.id);
    expect(stored.time_spent_ms).toBeGreaterThanOrEqual(10_000);
    expect(stored.time_spent_ms).toBeLessThan(20_000);
  });

  it("grades on submit, returns the same result twice, refuses later saves and the spent attempt", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const [q1, q2, q3] = a.questions;
    const key = await correctOf([q1.id, q2.id, q3.id]);
    await runFor(a.attemptId, 60_000);
    const wrongOf = (id: number) =>
      key.get(id)!.options.find((o) => !key.get(id)!.correct.includes(o.key))!.key;
    await save(a.attemptId, q1.id, s.token, {
      selected: key.get(q1.id)!.correct,
      seq: 1,
      time_spent_ms: 9000,
    });
    await save(a.attemptId, q2.id, s.token, { selected: [wrongOf(q2.id)], seq: 2 });
    await save(a.attemptId, q3.id, s.token, { selected: [], marked: true, seq: 3 });

    const first = await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      score: 3,
      maxMarks: 60,
      status: "evaluated",
      autoSubmitted: false,
      counts: { correct: 1, wrong: 1, partial: 0, pending: 0, unanswered: 13 },
    });
    const second = await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
    expect(second.body.data).toEqual(first.body.data);

    const late = await save(a.attemptId, q1.id, s.token, { selected: ["A"], seq: 10 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This test has been submitted.");

    const review = await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token);
    expect(review.status).toBe(200);
    const r = review.body.data;
    expect(r.result.score).toBe(3);
    expect(r.accuracy).toBe(50);
    expect(r.questions[0]).toMatchObject({ outcome: "correct", score: 4 });
    expect(r.questions[0].answer.time_spent_ms).toBe(9000);
    expect(r.questions[1]).toMatchObject({ outcome: "wrong", score: -1 });
    expect(r.questions[2]).toMatchObject({ outcome: "unanswered", score: 0 });
    // The mock allows three attempts: its answers wait for the window to close.
    expect(r).toMatchObject({ answers_shown: false, exam: { show_answers: "after_close" } });
    expect(r.answers_notice).toMatch(/^Answers will be shown after the test window closes on /);
    expect(
      r.questions.every((q: { correct: string[]; solution: string }) => !q.correct.length && !q.solution),
    ).toBe(true);
    // Staff may read any review, answers included.
    const staffView = await call("GET", `/api/user_exam/attempts/${a.attemptId}`, admin);
    expect(staffView.body.data.answers_shown).toBe(true);
    expect(staffView.body.data.questions[0]).toMatchObject({ correct: key.get(q1.id)!.correct });
    expect(staffView.body.data.questions[0].solution).not.toBe("");

    // A better score from another student takes rank 1.
    const top = await subscribedStudent();
    const b = (await call("POST", `/api/user_exam/${mockId}/start`, top.token)).body.data;
    await save(b.attemptId, q1.id, top.token, { selected: key.get(q1.id)!.correct, seq: 1 });
    await save(b.attemptId, q3.id, top.token, { selected: key.get(q3.id)!.correct, seq: 2 });
    await call("POST", `/api/user_exam/attempts/${b.attemptId}/submit`, top.token);
    const mine = (await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token)).body.data;
    const theirs = (await call("GET", `/api/user_exam/attempts/${b.attemptId}`, top.token)).body.data;
    expect(theirs.rank).toBe(1);
    expect(mine.rank).toBeGreaterThan(1);
    expect(mine.of).toBe(theirs.of);
    expect(theirs.percentile).toBe(100);

    const history = await call("GET", "/api/user_exam/attempts", s.token);
    expect(history.body.data.items).toEqual([
      expect.objectContaining({ attemptId: a.attemptId, status: "evaluated", score: 3, maxMarks: 60 }),
    ]);
    const active = await call("GET", "/api/user_exam/active", s.token);
    expect(active.body.data.exams.find((e: { id: number }) => e.id === mockId)).toMatchObject({
      status: "submitted",
      attempts_used: 1,
      canStart: true,
    });
  });

  it("refuses saves after the deadline and its grace, and the server grades the abandoned attempt", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    const q = a.questions[0];
    const key = await correctOf([q.id]);
    await save(a.attemptId, q.id, s.token, { selected: key.get(q.id)!.correct, seq: 1 });

    await pastDeadline(a.attemptId, 2_000); // within the 5 s grace for a save in flight
    expect(
      (await save(a.attemptId, q.id, s.token, { selected: key.get(q.id)!.correct, seq: 2 })).status,
    ).toBe(200);
    await pastDeadline(a.attemptId, 6_000);
    const late = await save(a.attemptId, q.id, s.token, { selected: [], seq: 3 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Time is up for this test.");

    // The student never comes back: the sweep closes and grades it.
    expect(await closeExpired(t.app.platform.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.id, a.attemptId));
    expect(row).toMatchObject({ autoSubmitted: true, score: 4, pendingEvaluation: false });
    expect(row!.submittedAt).not.toBeNull();
    const history = await call("GET", "/api/user_exam/attempts", s.token);
    expect(history.body.data.items[0]).toMatchObject({ status: "evaluated", autoSubmitted: true, score: 4 });
  });

  it("closes an expired attempt when its owner next looks, without waiting for the sweep", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    await pastDeadline(a.attemptId, 60_000);
    const review = await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token);
    expect(review.status).toBe(200);
    expect(review.body.data.result).toMatchObject({ autoSubmitted: true, score: 0 });
  });

  it("resumes only the attempt a reload names: never opens a new one, and grades an expired one", async () => {
    const s = await subscribedStudent();
    const other = await subscribedStudent();
    const start = (body?: unknown, token = s.token) =>
      call("POST", `/api/user_exam/${mockId}/start`, token, body);
    const attemptsOf = async (userId: number) =>
      (await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.userId, userId))).map(
        (row) => ({ id: row.id, submitted: row.submittedAt !== null }),
      );
    const a = (await start()).body.data;

    const resumed = await start({ resume: a.attemptId });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ attemptId: a.attemptId, deadline: a.deadline });
    expect(resumed.body.data.questions).toHaveLength(15);

    // Another student's attempt, or one that is not open: refused, and nothing is opened in its place.
    const theirs = (await start(undefined, other.token)).body.data;
    for (const resume of [theirs.attemptId, a.attemptId + 100_000]) {
      const refused = await start({ resume });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This attempt has ended.");
    }
    expect((await start({ resume: "x" })).status).toBe(400);
    expect(await attemptsOf(s.userid)).toEqual([{ id: a.attemptId, submitted: false }]);

    await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
    expect((await start({ resume: a.attemptId })).status).toBe(409);
    expect(await attemptsOf(s.userid)).toEqual([{ id: a.attemptId, submitted: true }]);

    // Its time ran out while the page was closed: graded (and kept so), then refused.
    await pastDeadline(theirs.attemptId, 60_000);
    expect((await start({ resume: theirs.attemptId }, other.token)).status).toBe(409);
    expect(await attemptsOf(other.userid)).toEqual([{ id: theirs.attemptId, submitted: true }]);
  });

  it("closes an expired open attempt when Start is pressed again, and starts a fresh one", async () => {
    const s = await subscribedStudent();
    const first = (await call("POST", `/api/user_exam/${mockId}/start`, s.token)).body.data;
    await pastDeadline(first.attemptId, 60_000);
    const second = await call("POST", `/api/user_exam/${mockId}/start`, s.token);
    expect(second.status).toBe(200);
    expect(second.body.data.attemptId).not.toBe(first.attemptId);
    expect(second.body.data.deadline).toBeGreaterThan(Date.now());
    const history = (await call("GET", "/api/user_exam/attempts", s.token)).body.data.items;
    expect(history.map((h: { attemptId: number; status: string }) => [h.attemptId, h.status])).toEqual([
      [second.body.data.attemptId, "in_progress"],
      [first.attemptId, "evaluated"],
    ]);
  });
});

describe("written answers and evaluation", () => {
  let examId: number;
  let essayId: number;
  let multiId: number;

  beforeAll(async () => {
    const essay = await post(
      t.app,
      "/api/questions",
      {
        kind: 2,
        answer_length: 2,
        difficulty: 2,
        subject: "Physics",
        text: "<p>State Newton's second law.</p>",
        model_answer: "<p>$F = ma$: force equals the rate of change of momentum.</p>",
        marks: 5,
        negative_marks: 0,
      },
      admin,
    );
    essayId = essay.body.data.id;
    const multi = await post(
      t.app,
      "/api/questions",
      {
        kind: 1,
        answer_type: 2,
        difficulty: 3,
        subject: "Chemistry",
        text: "<p>Which are noble gases?</p>",
        options: [
          { key: "A", text: "Neon" },
          { key: "B", text: "Argon" },
          { key: "C", text: "Nitrogen" },
          { key: "D", text: "Krypton" },
        ],
        correct: ["A", "B", "D"],
        solution: "<p>Ne, Ar and Kr are in group 18.</p>",
        marks: 4,
        negative_marks: 2,
      },
      admin,
    );
    multiId = multi.body.data.id;
    const exam = await post(
      t.app,
      "/api/exams",
      {
        title: "JEE Advanced style practice",
        course_id: jeeMain,
        duration_min: 30,
        opens_at: Date.now() - 60_000,
        closes_at: Date.now() + 86_400_000,
        marking_scheme: "custom",
        partial_credit: true,
        attempts_allowed: 2,
      },
      admin,
    );
    examId = exam.body.data.id;
    await post(t.app, `/api/exams/${examId}/questions`, { question_ids: [multiId, essayId] }, admin);
    expect((await post(t.app, `/api/exams/${examId}/publish`, undefined, admin)).status).toBe(200);
  });

  it("keeps a written answer exactly as typed: quotes, backslashes, braces, commas, NULL, Devanagari", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
    const typed = 'He said "F = ma", {a, b} \\ NULL, null\n— बल = द्रव्यमान × त्वरण';
    expect((await save(a.attemptId, essayId, s.token, { text: typed, seq: 1 })).status).toBe(200);
    const resumed = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
    expect(resumed.answers).toEqual([expect.objectContaining({ question_id: essayId, text: typed })]);
  });

  it("gives partial credit, waits for an evaluator, and finalises the score with a notification", async () => {
    const s = await subscribedStudent();
    const info = await call("GET", `/api/user_exam/exams/${examId}`, s.token);
    expect(info.body.data).toMatchObject({ has_written: true, questions: 2, marks: 9 });
    const a = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
    await save(a.attemptId, multiId, s.token, { selected: ["A", "B"], seq: 1 });
    await save(a.attemptId, essayId, s.token, { text: "Force is mass times acceleration.", seq: 2 });
    const submitted = await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
    // Two of three correct options and no wrong one: 2/3 of the question's 4 marks.
    expect(submitted.body.data).toMatchObject({
      score: 2.67,
      maxMarks: 9,
      status: "pending_evaluation",
      counts: { partial: 1, pending: 1 },
    });

    const waiting = (await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token)).body.data;
    expect(waiting.rank_provisional).toBe(true);

    expect((await call("GET", "/api/evaluations", s.token)).status).toBe(403);
    const queue = await call("GET", "/api/evaluations", admin);
    const item = queue.body.data.items.find((i: { attemptId: number }) => i.attemptId === a.attemptId);
    expect(item).toMatchObject({ pending: 1, total: 1, examTitle: "JEE Advanced style practice" });
    expect(item.student).toMatchObject({ userid: s.userid, email: s.student.email });

    const sheet = await call("GET", `/api/evaluations/${a.attemptId}`, admin);
    // Objective marks are out of the objective questions' 4, not the exam's 9.
    expect(sheet.body.data).toMatchObject({ score: 2.67, maxMarks: 9, objectiveMax: 4 });
    expect(sheet.body.data.answers).toEqual([
      expect.objectContaining({
        question_id: essayId,
        marks: 5,
        answer: "Force is mass times acceleration.",
        awarded: null,
        model_answer: expect.stringContaining("F = ma"),
      }),
    ]);
    const early = await call("POST", `/api/evaluations/${a.attemptId}/complete`, admin);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Award marks to every written answer first.");
    for (const awarded of [6, -1, 2.3]) {
      const bad = await call("PUT", `/api/evaluations/${a.attemptId}/answers/${essayId}`, admin, { awarded });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("Award marks between 0 and the question's marks, in steps of 0.25.");
    }
    const award = await call("PUT", `/api/evaluations/${a.attemptId}/answers/${essayId}`, admin, {
      awarded: 3.5,
      feedback: "Mention momentum.",
    });
    expect(award.body.data).toMatchObject({ awarded: 3.5, feedback: "Mention momentum." });

    const done = await call("POST", `/api/evaluations/${a.attemptId}/complete`, admin);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      score: 6.17,
      status: "evaluated",
      counts: { partial: 2, pending: 0 },
    });
    expect((await call("POST", `/api/evaluations/${a.attemptId}/complete`, admin)).status).toBe(409);
    const final = (await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token)).body.data;
    expect(final.rank_provisional).toBe(false);
    const after = await call("GET", "/api/evaluations", admin);
    expect(after.body.data.items.some((i: { attemptId: number }) => i.attemptId === a.attemptId)).toBe(false);

    // The exam allows two attempts: a second one starts fresh, a third is refused.
    const second = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
    expect(second.attemptId).not.toBe(a.attemptId);
    expect(second.answers).toEqual([]);
    await call("POST", `/api/user_exam/attempts/${second.attemptId}/submit`, s.token);
    const third = await call("POST", `/api/user_exam/${examId}/start`, s.token);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You have used all 2 attempts at this test.");
    const listed = (await call("GET", "/api/user_exam/active", s.token)).body.data.exams;
    expect(listed.find((e: { id: number }) => e.id === examId)).toMatchObject({
      status: "submitted",
      attempts_used: 2,
      canStart: false,
    });

    const review = (await call("GET", `/api/user_exam/attempts/${a.attemptId}`, s.token)).body.data;
    expect(review.questions.find((q: { id: number }) => q.id === essayId)).toMatchObject({
      outcome: "partial",
      score: 3.5,
      feedback: "Mention momentum.",
    });
    const notes = await post(t.app, "/api/fetchnotification", { userid: s.userid }, s.token);
    expect(notes.body.data.items ?? notes.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          notificationType: "result_published",
          navigate: `/mcq-answers/${examId}/${a.attemptId}`,
        }),
      ]),
    );
  });

  it("completes an evaluation once when two evaluators complete it at once", async () => {
    const s = await subscribedStudent();
    const a = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
    await save(a.attemptId, essayId, s.token, { text: "F = ma", seq: 1 });
    await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
    await call("PUT", `/api/evaluations/${a.attemptId}/answers/${essayId}`, admin, { awarded: 5 });
    const other = await adminToken(t.app);
    const replies = await Promise.all(
      [admin, other, admin].map((token) => call("POST", `/api/evaluations/${a.attemptId}/complete`, token)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const notes = (await post(t.app, "/api/fetchnotification", {}, s.token)).body.data.items;
    expect(
      notes.filter((n: { navigate: string }) => n.navigate === `/mcq-answers/${examId}/${a.attemptId}`),
    ).toHaveLength(1);
  });

  it("lists the queue oldest submission first", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const s = await subscribedStudent();
      const a = (await call("POST", `/api/user_exam/${examId}/start`, s.token)).body.data;
      await save(a.attemptId, essayId, s.token, { text: `Answer ${i}`, seq: 1 });
      await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, s.token);
      ids.push(a.attemptId);
    }
    const queue = (await call("GET", "/api/evaluations", admin)).body.data.items.map(
      (i: { attemptId: number }) => i.attemptId,
    );
    expect(queue.indexOf(ids[0])).toBeLessThan(queue.indexOf(ids[1]));
  });
});

describe("marking schemes, answer keys and ranks", () => {
  const HOUR = 3_600_000;
  let q1: number;
  let q2: number;

  beforeAll(async () => {
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const q = await post(
        t.app,
        "/api/questions",
        {
          kind: 1,
          answer_type: 1,
          difficulty: 1,
          subject: "Physics",
          text: `<p>Key question ${n}</p>`,
          options: [
            { key: "A", text: "Right" },
            { key: "B", text: "Wrong" },
          ],
          correct: ["A"],
          solution: `<p>Solution ${n}</p>`,
          marks: 4,
          negative_marks: 1,
          hindi: {
            text: `<p>कुंजी प्रश्न ${n}</p>`,
            options: [
              { key: "A", text: "सही" },
              { key: "B", text: "गलत" },
            ],
            solution: `<p>हल ${n}</p>`,
            model_answer: `<p>आदर्श उत्तर ${n}</p>`,
          },
        },
        admin,
      );
      ids.push(q.body.data.id);
    }
    [q1, q2] = ids as [number, number];
  });

  /** A published two-question exam; returns its id and the body to PUT its settings again. */
  async function publishedExam(settings: Record<string, unknown>) {
    const body = {
      title: `Keys ${Math.random()}`,
      course_id: jeeMain,
      duration_min: 30,
      opens_at: Date.now() - 60_000,
      closes_at: Date.now() + HOUR,
      ...settings,
    };
    const id = (await post(t.app, "/api/exams", body, admin)).body.data.id as number;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [q1, q2] }, admin);
    return { id, body };
  }
  const publish = async (id: number) =>
    expect((await post(t.app, `/api/exams/${id}/publish`, undefined, admin)).status).toBe(200);

  /** Starts, answers (A right, B wrong, nothing blank) and submits; returns the attempt id. */
  async function sit(examId: number, token: string, picks: Array<"A" | "B" | null>) {
    const a = (await call("POST", `/api/user_exam/${examId}/start`, token)).body.data;
    for (const [i, pick] of picks.entries()) {
      if (pick) await save(a.attemptId, [q1, q2][i]!, token, { selected: [pick], seq: i + 1 });
    }
    expect((await call("POST", `/api/user_exam/attempts/${a.attemptId}/submit`, token)).status).toBe(200);
    return a.attemptId as number;
  }
  const review = async (attemptId: number, token: string) =>
    call("GET", `/api/user_exam/attempts/${attemptId}`, token);

  it("grades by the marking scheme in force after the scheme changed", async () => {
    const { id, body } = await publishedExam({ marking_scheme: "plus4minus1" });
    expect(
      (await call("PUT", `/api/exams/${id}`, admin, { ...body, marking_scheme: "plus1zero" })).status,
    ).toBe(200);
    await publish(id);
    const s = await subscribedStudent();
    const info = (await call("GET", `/api/user_exam/exams/${id}`, s.token)).body.data;
    expect(info).toMatchObject({ marking_scheme: "plus1zero", marks: 2 });
    const attemptId = await sit(id, s.token, ["A", "B"]);
    expect((await review(attemptId, s.token)).body.data.result).toMatchObject({ score: 1, maxMarks: 2 });
  });

  it("withholds answer keys until the exam's answer release allows them", async () => {
    const { id, body } = await publishedExam({ attempts_allowed: 2, show_answers: "after_last_attempt" });
    await publish(id);
    const s = await subscribedStudent();
    const first = await sit(id, s.token, [null, null]);
    const hidden = await review(first, s.token);
    expect(hidden.body.data).toMatchObject({
      answers_shown: false,
      answers_notice: expect.stringMatching(/^Answers will be shown after your last attempt/),
    });
    expect(hidden.raw).not.toMatch(/"correct":\["|Solution 1|हल 1|आदर्श उत्तर 1/);
    expect(hidden.body.data.questions[0].hindi).toMatchObject({ text: "<p>कुंजी प्रश्न 1</p>", solution: "" });

    const second = await sit(id, s.token, ["A", "A"]);
    const shown = (await review(second, s.token)).body.data;
    expect(shown.answers_shown).toBe(true);
    expect(shown.questions[0]).toMatchObject({ correct: ["A"], solution: "<p>Solution 1</p>" });
    expect(shown.questions[0].hindi).toMatchObject({
      solution: "<p>हल 1</p>",
      model_answer: "<p>आदर्श उत्तर 1</p>",
    });
    expect((await review(first, s.token)).body.data.answers_shown).toBe(true);

    // After the window closes: still hidden with no attempts left, shown once it closed.
    await call("PUT", `/api/exams/${id}`, admin, { ...body, show_answers: "after_close" });
    expect((await review(second, s.token)).body.data.answers_shown).toBe(false);
    await t.app.platform.db
      .update(exams)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(exams.id, id));
    expect((await review(second, s.token)).body.data.answers_shown).toBe(true);

    await call("PUT", `/api/exams/${id}`, admin, { ...body, show_answers: "never" });
    const never = await review(second, s.token);
    expect(never.body.data.answers_notice).toBe("This test does not show correct answers or solutions.");
    expect(never.raw).not.toMatch(/Solution 2/);
  });

  it("ranks students by their first attempt, or their best when the exam says so", async () => {
    const { id, body } = await publishedExam({ attempts_allowed: 2 });
    await publish(id);
    const a = await subscribedStudent();
    const b = await subscribedStudent();
    const a1 = await sit(id, a.token, [null, null]); // 0
    const b1 = await sit(id, b.token, ["A", null]); // 4
    const a2 = await sit(id, a.token, ["A", "A"]); // 8, with the key in hand
    const rank = async (attemptId: number, token: string) => {
      const r = (await review(attemptId, token)).body.data;
      return [r.rank, r.of, r.percentile, r.rank_provisional];
    };
    expect(await rank(a1, a.token)).toEqual([2, 2, 50, false]);
    expect(await rank(a2, a.token)).toEqual([1, 2, 100, false]);
    expect(await rank(b1, b.token)).toEqual([1, 2, 100, false]);

    await call("PUT", `/api/exams/${id}`, admin, { ...body, rank_by: "best" });
    expect(await rank(b1, b.token)).toEqual([2, 2, 50, false]);
    expect(await rank(a1, a.token)).toEqual([2, 2, 50, false]);
  });
});

describe("demo tests", () => {
  it("lets a visitor play a demo test with the attempt's secret instead of a login", async () => {
    const list = await call("GET", "/api/user_demo_exam/exams");
    expect(list.status).toBe(200);
    const demo = list.body.data[0];
    expect(demo.title).toBe("Free Demo Test: JEE & NEET sampler");
    const start = await call("POST", `/api/user_demo_exam/${demo.id}/start`, undefined, {});
    expect(start.status).toBe(200);
    const a = start.body.data;
    expect(a.attemptToken).toMatch(/^[\w-]{40,}$/);
    expect(start.raw).not.toMatch(/"correct"|"solution"|"model_answer"/);
    const q = a.questions[0];
    const headers = { "x-attempt-token": a.attemptToken };
    const url = `/api/user_demo_exam/attempts/${a.attemptId}`;
    expect((await call("PUT", `${url}/answers/${q.id}`, undefined, { selected: ["A"], seq: 1 })).status).toBe(
      404,
    );
    expect(
      (
        await call(
          "PUT",
          `${url}/answers/${q.id}`,
          undefined,
          { selected: ["A"], seq: 1 },
          { "x-attempt-token": "x".repeat(43) },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call("PUT", `${url}/answers/${q.id}`, undefined, { selected: ["A"], seq: 1 }, headers)).status,
    ).toBe(200);

    const resumed = await call("POST", `/api/user_demo_exam/${demo.id}/start`, undefined, {
      attemptId: a.attemptId,
      attemptToken: a.attemptToken,
    });
    expect(resumed.body.data).toMatchObject({
      attemptId: a.attemptId,
      attemptToken: a.attemptToken,
      deadline: a.deadline,
    });
    expect(resumed.body.data.answers).toHaveLength(1);
    // After a reload the page asks to resume only: the open attempt comes back; a wrong secret or a
    // submitted attempt is refused (409) and starts nothing; without an attempt named, 400.
    const resumeOnly = (attemptToken: string) =>
      call("POST", `/api/user_demo_exam/${demo.id}/start`, undefined, {
        attemptId: a.attemptId,
        attemptToken,
        resumeOnly: true,
      });
    expect((await resumeOnly(a.attemptToken)).body.data).toMatchObject({ attemptId: a.attemptId });
    expect((await resumeOnly("y".repeat(43))).status).toBe(409);
    expect(
      (await call("POST", `/api/user_demo_exam/${demo.id}/start`, undefined, { resumeOnly: true })).status,
    ).toBe(400);

    expect((await call("GET", url, undefined, undefined, headers)).status).toBe(409);
    const result = await call("POST", `${url}/submit`, undefined, undefined, headers);
    expect(result.status).toBe(200);
    expect(result.body.data.status).toBe("evaluated");
    const review = await call("GET", url, undefined, undefined, headers);
    expect(review.status).toBe(200);
    expect(review.body.data.questions[0].correct.length).toBeGreaterThan(0);
    const afterSubmit = await resumeOnly(a.attemptToken);
    expect(afterSubmit.status).toBe(409);
    expect(afterSubmit.body.message).toBe("This attempt has ended.");
    // A student-only test is not a demo.
    expect((await call("POST", `/api/user_demo_exam/${mockId}/start`, undefined, {})).status).toBe(404);
  });
});
