import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, examQuestions, exams, questions } from "../src/db/schema";
import { type Paper, paperInTransaction, paperOf, paperStats } from "../src/modules/attempts/paper-cache";
import { startedReply } from "../src/modules/attempts/service";
import { send, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let jeeMain: number;
let mockId: number;

beforeAll(async () => {
  t = await startTestApp();
  const all = await t.app.platform.db.select().from(courses);
  jeeMain = all.find((c) => c.name === "JEE Main Complete Course")!.id;
  const [mock] = await t.app.platform.db.select().from(exams).where(eq(exams.courseId, jeeMain));
  mockId = mock!.id;
});
afterAll(async () => t?.close());

async function start() {
  const s = await studentSession(t.app);
  expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
  const res = await send(t.app, "POST", `/api/user_exam/${mockId}/start`, { token: s.token });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  return res.body.data as { attemptId: number; questions: Array<{ id: number; text: string }> };
}

const versionOf = async () =>
  (await t.app.platform.db.select().from(exams).where(eq(exams.id, mockId)))[0]!.paperVersion;

describe("the question paper served from memory", () => {
  it("is built once per exam version and shared by every student, with answers kept per student", async () => {
    const first = await start();
    const builds = paperStats.builds;
    const others = await Promise.all([start(), start(), start()]);
    expect(paperStats.builds).toBe(builds);
    for (const o of others) {
      expect(o.questions).toEqual(first.questions);
      expect(o.attemptId).not.toBe(first.attemptId);
    }
    // Per-student state is not shared: one student's save shows up in their resume only.
    const q = first.questions[0]!;
    const s = await studentSession(t.app);
    expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
    const mine = (await send(t.app, "POST", `/api/user_exam/${mockId}/start`, { token: s.token })).body.data;
    await send(t.app, "PUT", `/api/user_exam/attempts/${mine.attemptId}/answers/${q.id}`, {
      token: s.token,
      payload: { selected: ["A"], seq: 1 },
    });
    const resumed = await send(t.app, "POST", `/api/user_exam/${mockId}/start`, { token: s.token });
    expect(resumed.body.data.answers).toHaveLength(1);
    expect((await start()).questions).toEqual(first.questions);
  });

  it("goes into Start's reply as the bytes serialised once, around the student's own JSON", () => {
    const questions = [{ id: 7, text: '<p>"Quoted" and \u2212 signs</p>' }];
    const paper = { candidateJson: Buffer.from(JSON.stringify(questions)) } as Paper;
    const attempt = {
      attemptId: 3,
      exam: { id: 1, title: 'A "questions" test' },
      startedAt: 1,
      deadline: 2,
      serverNow: 1,
      currentQuestionId: null,
      // A student's own text that looks like the splice cannot move it.
      answers: [{ question_id: 7, selected: [], text: '","questions":"paper-00", "x": "}}', marked: false }],
    } as unknown as Parameters<typeof startedReply>[0]["attempt"];
    const reply = startedReply({ attempt, paper });
    expect(JSON.parse(reply.toString("utf8"))).toEqual({
      status: "success",
      message: "",
      data: { ...attempt, questions },
    });
  });

  it("carries the Hindi version of bilingual questions, never the Hindi solution; a Hindi edit is served next", async () => {
    const paper = (await start()).questions as unknown as Array<{
      id: number;
      options: Array<{ key: string }>;
      hindi: { text: string; options: Array<{ key: string }> } | null;
    }>;
    const bilingual = paper.filter((q) => q.hindi !== null);
    expect(bilingual.length).toBeGreaterThan(0);
    expect(paper.some((q) => q.hindi === null)).toBe(true);
    for (const q of bilingual) {
      expect(Object.keys(q.hindi!).sort()).toEqual(["options", "text"]);
      expect(q.hindi!.options.map((o) => o.key)).toEqual(q.options.map((o) => o.key));
    }
    const q = bilingual[0]!;
    const [row] = await t.app.platform.db.select().from(questions).where(eq(questions.id, q.id));
    await t.app.platform.db
      .update(questions)
      .set({ hindi: { ...row!.hindi!, text: "<p>संपादित</p>" } })
      .where(eq(questions.id, q.id));
    const after = (await start()).questions as unknown as typeof paper;
    expect(after.find((x) => x.id === q.id)!.hindi!.text).toBe("<p>संपादित</p>");
    await t.app.platform.db.update(questions).set({ hindi: row!.hindi }).where(eq(questions.id, q.id));
  });

  it("reviews a bilingual question with its Hindi solution once answers are released, never before", async () => {
    const s = await studentSession(t.app);
    expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
    const started = (await send(t.app, "POST", `/api/user_exam/${mockId}/start`, { token: s.token })).body
      .data;
    const q = (started.questions as Array<{ id: number; hindi: unknown }>).find((x) => x.hindi !== null)!;
    expect(
      (await send(t.app, "POST", `/api/user_exam/attempts/${started.attemptId}/submit`, { token: s.token }))
        .status,
    ).toBe(200);
    const reviewed = async () =>
      (
        (await send(t.app, "GET", `/api/user_exam/attempts/${started.attemptId}`, { token: s.token })).body
          .data.questions as Array<{ id: number; hindi: { text: string; solution: string } }>
      ).find((x) => x.id === q.id)!;
    expect((await reviewed()).hindi.solution).toBe("");
    await t.app.platform.db.update(exams).set({ answerRelease: "after_attempt" }).where(eq(exams.id, mockId));
    try {
      const shown = await reviewed();
      expect(shown.hindi.text).toMatch(/[\u0900-\u097F]/);
      expect(shown.hindi.solution).toMatch(/[\u0900-\u097F]/);
    } finally {
      await t.app.platform.db.update(exams).set({ answerRelease: "after_close" }).where(eq(exams.id, mockId));
    }
  });

  it("sends text, options and instructions ready to show: sanitised once more and formulas typeset", async () => {
    const db = t.app.platform.db;
    const q = (await start()).questions[1]!;
    const [row] = await db.select().from(questions).where(eq(questions.id, q.id));
    const [exam] = await db.select().from(exams).where(eq(exams.id, mockId));
    // Rows as old data may hold them (sanitising on save came later): script and a handler in them.
    await db
      .update(questions)
      .set({
        text: '<p>Solve $x^2 = 4$<img src="https://x.test/a.png" onerror="steal()"><script>steal()</script></p>',
        options: row!.options.map((o, i) => (i === 0 ? { ...o, text: "$\\frac{1}{2}$" } : o)),
      })
      .where(eq(questions.id, q.id));
    await db
      .update(exams)
      .set({ instructions: "<p>Use $v = u + at$.</p><script>steal()</script>" })
      .where(eq(exams.id, mockId));
    try {
      const s = await studentSession(t.app);
      expect((await subscribe(t.app, s.token, jeeMain)).status).toBe(200);
      const started = (await send(t.app, "POST", `/api/user_exam/${mockId}/start`, { token: s.token })).body
        .data;
      const shown = started.questions.find((x: { id: number }) => x.id === q.id);
      expect(shown.text).toMatch(/^<p>Solve <span class="katex">.*<math/);
      expect(shown.text).toContain('<img src="https://x.test/a.png" />');
      expect(shown.text).not.toMatch(/steal|script|\$/);
      expect(shown.options[0].text).toContain(
        '<annotation encoding="application/x-tex">\\frac{1}{2}</annotation>',
      );
      const overview = (await send(t.app, "GET", `/api/user_exam/exams/${mockId}`, { token: s.token })).body
        .data;
      for (const instructions of [started.exam.instructions, overview.instructions]) {
        expect(instructions).toMatch(/^<p>Use <span class="katex">/);
        expect(instructions).not.toMatch(/steal|script/);
      }
    } finally {
      await db
        .update(questions)
        .set({ text: row!.text, options: row!.options })
        .where(eq(questions.id, q.id));
      await db.update(exams).set({ instructions: exam!.instructions }).where(eq(exams.id, mockId));
    }
  });

  it("can never be stale: changing a question, the question list or the exam bumps the version", async () => {
    const before = await start();
    const q = before.questions[0]!;
    let version = await versionOf();

    // An edit of one of its questions (the back office makes a new version of a question in use; a direct
    // update is the strictest case) is served to the next student.
    const [stored] = await t.app.platform.db.select().from(questions).where(eq(questions.id, q.id));
    await t.app.platform.db
      .update(questions)
      .set({ text: `${stored!.text} (edited)` })
      .where(eq(questions.id, q.id));
    expect(await versionOf()).toBeGreaterThan(version);
    version = await versionOf();
    const builds = paperStats.builds;
    const after = await start();
    expect(paperStats.builds).toBe(builds + 1);
    expect(after.questions.find((x) => x.id === q.id)!.text).toBe(`${q.text} (edited)`);

    // The marks a question carries in this exam.
    await t.app.platform.db
      .update(examQuestions)
      .set({ marks: 5 })
      .where(and(eq(examQuestions.examId, mockId), eq(examQuestions.questionId, q.id)));
    expect(await versionOf()).toBeGreaterThan(version);
    version = await versionOf();
    const withMarks = (await start()).questions.find((x) => x.id === q.id) as unknown as { marks: number };
    expect(withMarks.marks).toBe(5);

    // The exam row itself, and a question that is not in the exam leaves the version alone.
    await t.app.platform.db.update(exams).set({ instructions: "Changed." }).where(eq(exams.id, mockId));
    expect(await versionOf()).toBeGreaterThan(version);
    version = await versionOf();
    const [outside] = await t.app.platform.db
      .insert(questions)
      .values({ kind: 1, answerType: 1, difficulty: 1, subject: "Physics", text: "Not in it", marks: 4 })
      .returning();
    await t.app.platform.db.update(questions).set({ text: "Still not" }).where(eq(questions.id, outside!.id));
    expect(await versionOf()).toBe(version);
  });

  it("never makes a transaction (grading) wait for a build in flight, which on PGlite would wait for it", async () => {
    const db = t.app.platform.db;
    await db.update(exams).set({ instructions: "Once more." }).where(eq(exams.id, mockId));
    const [row] = await db.select().from(exams).where(eq(exams.id, mockId));
    let outside: Promise<Paper> | undefined;
    await db.transaction(async (tx) => {
      outside = paperOf(db, row!); // on PGlite this build waits for the transaction to end
      const inside = await paperInTransaction(tx, row!);
      expect(inside.questions).toHaveLength(15);
    });
    expect((await outside!).questions).toHaveLength(15);
  });
});
