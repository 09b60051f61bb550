import { describe, expect, it } from "vitest";
import { type ItemResponse, itemStatistics } from "./itemStats";

const q = (id: number, correct: string[]) => ({
  id,
  section: 0,
  position: id,
  kind: 1,
  correct,
  optionKeys: ["A", "B", "C", "D"],
});
const answer = (attemptId: number, questionId: number, pick: string, key: string): ItemResponse => ({
  attemptId,
  questionId,
  selected: [pick],
  outcome: pick === key ? "correct" : "wrong",
  timeSpentMs: 10_000 * attemptId,
});

describe("itemStatistics", () => {
  // Ten attempts scored 10 (attempt 1) down to 1 (attempt 10).
  const scores = new Map(Array.from({ length: 10 }, (_, i) => [i + 1, 10 - i]));

  it("computes facility, discrimination, option counts and average time", () => {
    // Question 1 (key A): the top five answer A, the bottom five B.
    const responses = Array.from({ length: 10 }, (_, i) => answer(i + 1, 1, i < 5 ? "A" : "B", "A"));
    const [stats] = itemStatistics([q(1, ["A"])], responses, scores);
    expect(stats).toMatchObject({
      facility: 0.5,
      discrimination: 1, // top 3 all right, bottom 3 all wrong
      options: { A: 5, B: 5, C: 0, D: 0 },
      average_time_ms: 55_000,
      possibly_miskeyed: false,
    });
  });

  it("flags a question whose high scorers prefer a 'wrong' option", () => {
    // Key says A, but the strong students chose C: the key is probably wrong.
    const responses = Array.from({ length: 10 }, (_, i) => answer(i + 1, 2, i < 4 ? "C" : "A", "A"));
    const [stats] = itemStatistics([q(2, ["A"])], responses, scores);
    expect(stats!.possibly_miskeyed).toBe(true);
    expect(stats!.miskey_reason).toMatch(/chose C more often than the key \(A\)/);
    expect(stats!.discrimination).toBe(-1);
  });

  it("has no discrimination with fewer than two attempts", () => {
    const [stats] = itemStatistics([q(3, ["A"])], [answer(1, 3, "A", "A")], new Map([[1, 4]]));
    expect(stats).toMatchObject({ facility: 1, discrimination: null, possibly_miskeyed: false });
  });
});
