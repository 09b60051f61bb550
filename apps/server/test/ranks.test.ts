import { type RankBy, type RankedAttempt, studentRank } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examAttempts, exams } from "../src/db/schema";
import { rankAttempts } from "../src/modules/attempts/ranks";
import { startTestApp, studentSession } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let userIds: number[];
let examIds: number[];

beforeAll(async () => {
  t = await startTestApp();
  userIds = [];
  for (let i = 0; i < 6; i++) userIds.push((await studentSession(t.app)).userid);
  examIds = (await t.app.platform.db.select({ id: exams.id }).from(exams)).map((e) => e.id);
});
afterAll(async () => t?.close());

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function rng(seed: number) {
  let x = seed * 2654435761 + 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

describe("ranks computed by the database", () => {
  it("equal the domain's studentRank for every attempt, by first and by best, with ties, visitors and pending", async () => {
    const db = t.app.platform.db;
    for (let round = 0; round < 8; round++) {
      const rand = rng(round + 1);
      const examId = examIds[round % examIds.length]!;
      await db.delete(examAttempts).where(eq(examAttempts.examId, examId));
      const n = 1 + Math.floor(rand() * 14);
      const base = Date.UTC(2026, 0, 1);
      const values = Array.from({ length: n }, () => {
        const visitor = rand() < 0.2;
        // Few distinct scores and start times, so ties in both happen often.
        const startedAt = new Date(base + Math.floor(rand() * 4) * 60_000);
        return {
          examId,
          userId: visitor ? null : userIds[Math.floor(rand() * userIds.length)]!,
          startedAt,
          deadline: new Date(startedAt.getTime() + 3_600_000),
          submittedAt: new Date(startedAt.getTime() + 600_000),
          score: rand() < 0.1 ? null : Math.floor(rand() * 5) * 2.5 - 2.5,
          pendingEvaluation: rand() < 0.15,
        };
      });
      const inserted = await db.insert(examAttempts).values(values).returning();
      // One open attempt, which never ranks.
      await db.insert(examAttempts).values({
        examId,
        userId: null,
        startedAt: new Date(base),
        deadline: new Date(base + 3_600_000),
        score: 100,
      });
      const ranked: RankedAttempt[] = inserted.map((a) => ({
        id: a.id,
        userId: a.userId,
        score: a.score ?? 0,
        startedAt: a.startedAt.getTime(),
        pending: a.pendingEvaluation,
      }));
      for (const rankBy of ["first", "best"] as RankBy[]) {
        const all = await rankAttempts(db, examId, rankBy);
        expect(all.size).toBe(inserted.length);
        for (const mine of ranked) {
          const expected = studentRank(ranked, mine, rankBy);
          const got = all.get(mine.id)!;
          expect({ round, rankBy, id: mine.id, ...got }).toMatchObject({
            round,
            rankBy,
            id: mine.id,
            ...expected,
          });
          expect(got.attemptsUsed).toBe(
            mine.userId === null ? 1 : ranked.filter((a) => a.userId === mine.userId).length,
          );
          expect((await rankAttempts(db, examId, rankBy, mine.id)).get(mine.id)).toEqual(got);
        }
      }
      await db.delete(examAttempts).where(eq(examAttempts.examId, examId));
    }
  });
});
