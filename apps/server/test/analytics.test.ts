/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, examAttempts, exams, practiceSets, questions } from "../src/db/schema";
import { adminToken, send, startTestApp, studentSession, subscribe } from "./helpers";

// Issue #15 items 5-6: analytics of an attempt, "My progress", practice of mistakes. Runs on PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let jeeMain: number;
let mockId: number;
let paper: Array<{ id: number; correct: string[]; wrongKey: string; subject: string }>;

const call = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: unknown) =>
  send(t.app, method, url, { token, payload });

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  const db = t.app.platform.db;
  jeeMain = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!.id;
  const [mock] = await db.select().from(exams).where(eq(exams.courseId, jeeMain));
  mockId = mock!.id;
  // Answers shown right after an attempt, so practice (which reveals the key) is allowed.
  await db.update(exams).set({ answerRelease: "after_attempt" }).where(eq(exams.id, mockId));
}, 60_000);
afterAll(async () => t?.close());

type Plan = Record<number, { right?: boolean; ms: number; marked?: boolean }>;

async function student() {
  const s = await studentSession(t.app);
  expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
  return s;
}

/** Starts the mock, saves the planned answers (by paper index), submits; returns the attempt id. */
async function sit(token: string, plan: Plan, submit = true): Promise<number> {
  const started = await call("POST", `/api/user_exam/${mockId}/start`, token);
  expect(started.status).toBe(200);
  const { attemptId } = started.body.data;
  // The server bounds each question's time by how long the attempt has run on its clock: the plan's
  // times (up to 400 s) need an attempt that started an hour ago.
  await t.app.platform.db
    .update(examAttempts)
    .set({ startedAt: sql`${examAttempts.startedAt} - interval '1 hour'` })
    .where(eq(examAttempts.id, attemptId));
  if (!paper) {
    const ids = started.body.data.questions.map((q: any) => q.id as number);
    const rows = await t.app.platform.db
      .select({ id: questions.id, correct: questions.correct, subject: questions.subject })
      .from(questions)
      .where(inArray(questions.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    paper = ids.map((id: number) => {
      const r = byId.get(id)!;
      const wrongKey = ["A", "B", "C", "D"].find((k) => !r.correct.includes(k))!;
      return { id, correct: r.correct, wrongKey, subject: r.subject };
    });
  }
  let seq = 1;
  for (const [i, p] of Object.entries(plan)) {
    const q = paper[Number(i)]!;
    const selected = p.right === undefined ? [] : p.right ? q.correct : [q.wrongKey];
    const saved = await call("PUT", `/api/user_exam/attempts/${attemptId}/answers/${q.id}`, token, {
      selected,
      marked: p.marked ?? false,
      time_spent_ms: p.ms,
      seq: seq++,
    });
    expect(saved.status).toBe(200);
  }
  if (submit)
    expect((await call("POST", `/api/user_exam/attempts/${attemptId}/submit`, token)).status).toBe(200);
  return attemptId;
}

let me: Awaited<ReturnType<typeof student>>;
let other: Awaited<ReturnType<typeof student>>;
let mine: number;
const cohortTimes: number[] = [];

describe("analytics of an attempt", () => {
  beforeAll(async () => {
    // Eleven others answer question 0 right in 10 s .. 110 s, question 1 wrong in 60 s; the best score
    // goes to the fastest (they also answer question 2 right), so the top 10 % is the first one.
    for (let i = 0; i < 11; i++) {
      const s = await student();
      if (i === 0) other = s;
      const ms = (i + 1) * 10_000;
      cohortTimes.push(ms);
      const plan: Plan = { 0: { right: true, ms }, 1: { right: false, ms: 60_000 } };
      if (i === 0) plan[2] = { right: true, ms };
      await sit(s.token, plan);
    }
    me = await student();
    // Q0 right in 20 s (quick: the median of 12 is 55 s), Q1 wrong in 5 s (a guess), Q2 wrong in 400 s
    // (slow and wrong; only two answered it, so the budget of 240 s is the yardstick), Q3 marked, blank.
    mine = await sit(me.token, {
      0: { right: true, ms: 20_000 },
      1: { right: false, ms: 5_000 },
      2: { right: false, ms: 400_000 },
      3: { ms: 30_000, marked: true },
    });
  }, 180_000);

  it("explains the score: subjects, timings, classes, negative marks, score without guesses", async () => {
    const res = await call("GET", `/api/user_exam/attempts/${mine}/analytics`, me.token);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ attemptId: mine, examId: mockId, score: 2, maxMarks: 60, cohort: 12 });
    expect(a.negativeMarksLost).toBe(2);
    expect(a.scoreWithoutGuesses).toBe(3);
    expect(a.classes).toMatchObject({
      "quick-right": 1,
      guess: 1,
      "slow-wrong": 1,
      skipped: 12,
      "slow-right": 0,
    });
    const [q0, q1, q2, q3] = a.questions;
    const all = [...cohortTimes, 20_000].sort((x, y) => x - y);
    expect(q0.medianMs).toBe((all[5]! + all[6]!) / 2);
    expect(q0.topMs).toBe(10_000);
    expect(q0).toMatchObject({ answerClass: "quick-right", reference: { basis: "median" } });
    expect(q1).toMatchObject({ answerClass: "guess", medianMs: 60_000 });
    expect(q2).toMatchObject({ answerClass: "slow-wrong", reference: { basis: "budget", ms: 240_000 } });
    expect(q3).toMatchObject({ answerClass: "skipped", outcome: "unanswered" });
    const first = a.subjects.find((s: any) => s.subject === paper[0]!.subject);
    expect(first).toMatchObject({ questions: 5, attempted: 3, correct: 1, wrong: 2, marks: 2, maxMarks: 20 });
    expect(first.accuracy).toBeCloseTo(33.33, 2);
    expect(first.timeMs).toBe(20_000 + 5_000 + 400_000 + 30_000);
    expect(a.topics.length).toBeGreaterThanOrEqual(a.subjects.length);
  });

  it("is the owner's or staff's only, and waits for the submission", async () => {
    expect((await call("GET", `/api/user_exam/attempts/${mine}/analytics`, other.token)).status).toBe(404);
    expect((await call("GET", `/api/user_exam/attempts/${mine}/analytics`, admin)).status).toBe(200);
    expect((await call("GET", `/api/user_exam/attempts/${mine}/analytics`)).status).toBe(401);
    const open = await sit(other.token, {}, false);
    const res = await call("GET", `/api/user_exam/attempts/${open}/analytics`, other.token);
    expect(res.status).toBe(409);
    await call("POST", `/api/user_exam/attempts/${open}/submit`, other.token);
  });
});

describe("my progress", () => {
  it("lists each mock with the review's rank and percentile, pages, and gives a band after three", async () => {
    const empty = await call("GET", "/api/user_exam/progress", (await student()).token);
    expect(empty.body.data).toMatchObject({
      items: [],
      total: 0,
      prediction: { status: "not-enough-data", mocks: 0 },
    });

    let res = await call("GET", "/api/user_exam/progress", me.token);
    expect(res.body.data.prediction).toMatchObject({ status: "not-enough-data", mocks: 1 });
    await sit(me.token, { 0: { right: true, ms: 9_000 }, 2: { right: true, ms: 9_000 } });
    await sit(me.token, { 0: { right: false, ms: 9_000 } });
    res = await call("GET", "/api/user_exam/progress", me.token);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.total).toBe(3);
    expect(p.items).toHaveLength(3);
    for (const item of p.items) {
      const review = (await call("GET", `/api/user_exam/attempts/${item.attemptId}`, me.token)).body.data;
      expect([item.rank, item.percentile, item.of, item.score, item.accuracy]).toEqual([
        review.rank,
        review.percentile,
        review.of,
        review.result.score,
        review.accuracy,
      ]);
    }
    expect(p.items[0].submittedAt).toBeGreaterThanOrEqual(p.items[2].submittedAt);
    expect(p.prediction.status).toBe("band");
    expect(p.prediction.low).toBeLessThanOrEqual(p.prediction.high);
    expect(p.prediction.high - p.prediction.low).toBeGreaterThanOrEqual(10);

    const paged = await call("GET", "/api/user_exam/progress?page=2&pageSize=2", me.token);
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.items.map((i: any) => i.attemptId)).toEqual([p.items[2].attemptId]);
    expect(paged.body.data.prediction.status).toBe("band");
    expect((await call("GET", "/api/user_exam/progress", admin)).status).toBe(403);
  });
});

describe("practice of mistakes", () => {
  it("starts from the student's own attempt with the wrong and marked questions, untimed and unranked", async () => {
    const before = await call("GET", "/api/user_exam/attempts", me.token);
    const rankBefore = (await call("GET", `/api/user_exam/attempts/${mine}`, me.token)).body.data.rank;
    const started = await call("POST", `/api/user_exam/attempts/${mine}/practice`, me.token, {});
    expect(started.status).toBe(200);
    const set = started.body.data;
    expect(set.questions.map((q: any) => q.id)).toEqual([paper[1]!.id, paper[2]!.id, paper[3]!.id]);
    expect(set).toMatchObject({ attemptId: mine, submittedAt: null, score: null, maxMarks: 12 });
    expect(set.questions[0]).toMatchObject({ correct: [], solution: "", outcome: null });
    // A second Start resumes the open set.
    const again = await call("POST", `/api/user_exam/attempts/${mine}/practice`, me.token, {
      include: ["skipped"],
    });
    expect(again.body.data.id).toBe(set.id);

    const answers = [
      { question_id: paper[1]!.id, selected: paper[1]!.correct },
      { question_id: paper[2]!.id, selected: [paper[2]!.wrongKey] },
      { question_id: paper[0]!.id, selected: paper[0]!.correct }, // not in the set: ignored
    ];
    const done = await call("POST", `/api/user_exam/attempts/${mine}/practice/submit`, me.token, { answers });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ score: 3 });
    expect(done.body.data.questions.map((q: any) => q.outcome)).toEqual(["correct", "wrong", "unanswered"]);
    expect(done.body.data.questions[0].correct).toEqual(paper[1]!.correct);
    // Repeating the submit changes nothing.
    const repeat = await call("POST", `/api/user_exam/attempts/${mine}/practice/submit`, me.token, {
      answers: [],
    });
    expect(repeat.body.data).toMatchObject({ id: set.id, score: 3 });
    expect((await call("GET", `/api/user_exam/attempts/${mine}/practice`, me.token)).body.data.id).toBe(
      set.id,
    );

    // Not an attempt: history, rank and progress are as before.
    const after = await call("GET", "/api/user_exam/attempts", me.token);
    expect(after.body.data.total).toBe(before.body.data.total);
    expect((await call("GET", `/api/user_exam/attempts/${mine}`, me.token)).body.data.rank).toBe(rankBefore);
    expect((await call("GET", "/api/user_exam/progress", me.token)).body.data.total).toBe(3);

    // A new start after a submitted one makes a new set.
    const next = await call("POST", `/api/user_exam/attempts/${mine}/practice`, me.token, {
      include: ["skipped"],
    });
    expect(next.body.data.id).not.toBe(set.id);
    expect(next.body.data.questions).toHaveLength(12);
    // Bilingual questions carry their Hindi text, and the Hindi solution is withheld like the English.
    const bilingual = next.body.data.questions.filter((q: any) => q.hindi);
    expect(bilingual.length).toBeGreaterThan(0);
    for (const q of bilingual) {
      expect(q.hindi.text).not.toBe("");
      expect(q.hindi.solution).toBe("");
    }
  });

  it("refuses another's attempt, an empty pick, withheld answers, and bad bodies, changing nothing", async () => {
    const count = async () => (await t.app.platform.db.select().from(practiceSets)).length;
    const n = await count();
    expect((await call("POST", `/api/user_exam/attempts/${mine}/practice`, other.token, {})).status).toBe(
      404,
    );
    expect((await call("GET", `/api/user_exam/attempts/${mine}/practice`, other.token)).status).toBe(404);
    expect((await call("POST", `/api/user_exam/attempts/${mine}/practice`, admin, {})).status).toBe(403);
    const perfect = await student();
    const clean = await sit(perfect.token, { 0: { right: true, ms: 1_000 } });
    expect((await call("POST", `/api/user_exam/attempts/${clean}/practice`, perfect.token, {})).status).toBe(
      409,
    );
    expect((await call("GET", `/api/user_exam/attempts/${clean}/practice`, perfect.token)).status).toBe(404);
    const bad = await call("POST", `/api/user_exam/attempts/${clean}/practice`, perfect.token, {
      include: ["all"],
    });
    expect(bad.status).toBe(400);
    await t.app.platform.db.update(exams).set({ answerRelease: "after_close" }).where(eq(exams.id, mockId));
    try {
      const withheld = await call("POST", `/api/user_exam/attempts/${clean}/practice`, perfect.token, {
        include: ["skipped"],
      });
      expect(withheld.status).toBe(409);
      expect(withheld.body.message).toMatch(/answers are released/);
    } finally {
      await t.app.platform.db
        .update(exams)
        .set({ answerRelease: "after_attempt" })
        .where(eq(exams.id, mockId));
    }
    expect(await count()).toBe(n);
  });
});
