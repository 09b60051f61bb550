import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawQuery } from "../src/db/client";
import { attemptAnswers, courses, examAttempts, exams } from "../src/db/schema";
import { type SaveRow, saveBatcher } from "../src/modules/attempts/saveBatch";
import { send, startTestApp, studentSession, subscribe } from "./helpers";

// Group commit of answer saves (issue #13): the saves of one moment go to the database in one statement,
// and a failing statement never takes another student's save down with it. Runs on PGlite, and on
// PostgreSQL in the PostgreSQL pass.

let t: Awaited<ReturnType<typeof startTestApp>>;
let examId: number;
let version: number;
const attempts: Array<{ attemptId: number; userId: number; questionIds: number[] }> = [];

beforeAll(async () => {
  t = await startTestApp();
  const jeeMain = (await t.app.platform.db.select().from(courses)).find(
    (c) => c.name === "JEE Main Complete Course",
  )!.id;
  const [mock] = await t.app.platform.db.select().from(exams).where(eq(exams.courseId, jeeMain));
  examId = mock!.id;
  version = mock!.paperVersion;
  for (let i = 0; i < 4; i++) {
    const s = await studentSession(t.app);
    expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
    const started = (await send(t.app, "POST", `/api/user_exam/${examId}/start`, { token: s.token })).body
      .data;
    attempts.push({
      attemptId: started.attemptId,
      userId: s.userid,
      questionIds: started.questions.map((q: { id: number }) => q.id),
    });
  }
});
afterAll(async () => t?.close());

/** The server's own database, with its statements counted. */
function counted() {
  const database = t.app.database;
  const statements: string[] = [];
  return {
    statements,
    autocommit: <R>(query: RawQuery) => {
      statements.push(query.name);
      return database.autocommit<R>(query);
    },
  };
}

let seq = 1_000;
function row(a: (typeof attempts)[number], question: number, overrides: Partial<SaveRow> = {}): SaveRow {
  return {
    attemptId: a.attemptId,
    staff: false,
    userId: a.userId,
    tokenHash: null,
    version,
    opensMs: null,
    closesMs: null,
    questionId: a.questionIds[question]!,
    selected: ["B"],
    text: "",
    marked: false,
    timeSpentMs: 1_000,
    seq: seq++,
    at: Date.now(),
    ...overrides,
  };
}

async function stored(a: (typeof attempts)[number], question: number) {
  const [answer] = await t.app.platform.db
    .select()
    .from(attemptAnswers)
    .where(
      and(eq(attemptAnswers.attemptId, a.attemptId), eq(attemptAnswers.questionId, a.questionIds[question]!)),
    );
  return answer;
}

describe("saving answers in batches", () => {
  it("writes the saves of several students that arrive together with one statement", async () => {
    const db = counted();
    const save = saveBatcher(db);
    const rows = attempts.map((a) => row(a, 0, { selected: ["C"], marked: true }));
    const results = await Promise.all(rows.map(save));
    expect(db.statements).toEqual(["save_answers"]);
    expect(results).toEqual(rows.map(() => ({ version, fits: true, applied: true })));
    for (const a of attempts) expect(await stored(a, 0)).toMatchObject({ selected: ["C"], marked: true });
  });

  it("answers each save of a batch for itself: another's attempt, an old paper, an older seq", async () => {
    const save = saveBatcher(counted());
    const [a, b, c, d] = attempts as [(typeof attempts)[number], ...typeof attempts];
    const newer = row(a, 1);
    await save(newer);
    const results = await Promise.all([
      save(row(a, 1, { seq: newer.seq - 1, selected: ["D"] })), // older than the stored save
      save(row(b!, 1, { userId: a.userId })), // not this student's attempt
      save(row(c!, 1, { version: version - 1 })), // checked against an older paper
      save(row(d!, 1, { selected: ["A"] })),
    ]);
    expect(results).toEqual([
      { version, fits: true, applied: false },
      { version: null, fits: false, applied: false },
      { version, fits: false, applied: false },
      { version, fits: true, applied: true },
    ]);
    expect(await stored(a, 1)).toMatchObject({ selected: ["B"], seq: newer.seq });
    expect(await stored(b!, 1)).toBeUndefined();
    expect(await stored(c!, 1)).toBeUndefined();
  });

  it("refuses a save to a submitted attempt and outside its section's time", async () => {
    const save = saveBatcher(counted());
    const [a, b] = attempts as [(typeof attempts)[number], (typeof attempts)[number]];
    await t.app.platform.db
      .update(examAttempts)
      .set({ submittedAt: new Date() })
      .where(eq(examAttempts.id, a.attemptId));
    const [closed, later, open] = await Promise.all([
      save(row(a, 2)),
      save(row(b, 2, { opensMs: 60_000, closesMs: 120_000 })), // the section opens a minute in
      save(row(b, 3, { opensMs: 0, closesMs: 60_000 })),
    ]);
    expect(closed).toEqual({ version: null, fits: false, applied: false });
    expect(later).toEqual({ version, fits: false, applied: false });
    expect(open).toEqual({ version, fits: true, applied: true });
  });

  it("sends a failing batch again save by save, so only the failing save fails", async () => {
    const db = counted();
    const save = saveBatcher(db);
    const [, b, c, d] = attempts as [unknown, ...typeof attempts];
    const first = row(b!, 4, { selected: ["A"] });
    const outcomes = await Promise.allSettled([
      save(first),
      save({ ...first, seq: first.seq + 1_000, selected: ["C"] }), // the same question twice in one batch
      save(row(c!, 4, { timeSpentMs: 2 ** 31 })), // beyond the column's range
      save(row(d!, 4, { selected: ["D"] })),
    ]);
    expect(db.statements).toHaveLength(5);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(await stored(b!, 4)).toMatchObject({ selected: ["C"], seq: first.seq + 1_000 });
    expect(await stored(c!, 4)).toBeUndefined();
    expect(await stored(d!, 4)).toMatchObject({ selected: ["D"] });
  });
});
