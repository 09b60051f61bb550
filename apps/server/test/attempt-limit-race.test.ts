import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attemptAnswers, courses, exams } from "../src/db/schema";
import { send, startTestApp, studentSession, subscribe } from "./helpers";

// Issue #15, "attempt any N": two saves racing into a section with one place left cannot both land
// (the statement's snapshot cannot see the other; migration 0020's trigger queues and counts again).
// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the two saves run on two connections at once.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("Section B's 'any 2 of 3' under racing saves", () => {
  it("takes exactly one of two answers sent at the same moment for the last place, every round", async () => {
    const db = t.app.platform.db;
    const course = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!;
    const [exam] = await db
      .select()
      .from(exams)
      .where(and(eq(exams.courseId, course.id), like(exams.title, "%JEE Main Pattern Mock")));
    const s = await studentSession(t.app);
    expect((await subscribe(t.app, s.token, course.id)).status).toBe(200);
    const started = await send(t.app, "POST", `/api/user_exam/${exam!.id}/start`, { token: s.token });
    expect(started.status).toBe(200);
    const { attemptId, questions } = started.body.data as {
      attemptId: number;
      questions: { id: number; section: number }[];
    };
    const [q1, q2, q3] = questions.filter((q) => q.section === 1).map((q) => q.id) as [
      number,
      number,
      number,
    ];
    let seq = 1;
    const answer = (q: number, text: string) =>
      send(t.app, "PUT", `/api/user_exam/attempts/${attemptId}/answers/${q}`, {
        token: s.token,
        payload: { seq: seq++, text },
      });
    expect((await answer(q1, "20")).status).toBe(200);

    for (let round = 0; round < 8; round++) {
      const [r2, r3] = await Promise.all([answer(q2, "7"), answer(q3, "9")]);
      expect([r2.status, r3.status].sort(), `round ${round}`).toEqual([200, 400]);
      const refused = r2.status === 400 ? r2 : r3;
      expect(refused.body.message).toMatch(/Physics B: answer any 2 questions only/);
      const answered = (await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId)))
        .filter((a) => [q1, q2, q3].includes(a.questionId) && a.text !== "")
        .map((a) => a.questionId);
      expect(answered).toHaveLength(2);
      // Clear the one that landed, so the next round races for the place again.
      expect((await answer(r2.status === 200 ? q2 : q3, "")).status).toBe(200);
    }
  });
});
