import { describe, expect, it } from "vitest";
import {
  ANSWER_GRACE_MS,
  acceptsAnswers,
  attemptDeadline,
  attemptTotal,
  countingAttempts,
  evaluatedOutcome,
  gradeAnswer,
  paletteStatus,
  type RankedAttempt,
  rankFromCounts,
  studentRank,
  validEvaluation,
} from "./grading";

const single = { kind: 1, answer_type: 1, correct: ["B"] };
const multi = { kind: 1, answer_type: 2, correct: ["A", "C", "D"] };
const subjective = { kind: 2, answer_type: null, correct: [] };
const jee = { marks: 4, negative_marks: 1 };
const advanced = { marks: 4, negative_marks: 2, partialCredit: "jee-advanced" } as const;

describe("gradeAnswer", () => {
  it("single select is exact, wrong costs the negative marks, blank is 0", () => {
    expect(gradeAnswer(single, jee, { selected: ["B"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(single, jee, { selected: ["A"] })).toEqual({ outcome: "wrong", score: -1 });
    expect(gradeAnswer(single, jee, { selected: [] })).toEqual({ outcome: "unanswered", score: 0 });
    expect(gradeAnswer(single, jee, null)).toEqual({ outcome: "unanswered", score: 0 });
    expect(gradeAnswer(single, jee, { selected: ["B", "A"] })).toEqual({ outcome: "wrong", score: -1 });
  });

  it("single select with two correct options after a key decision: either one earns full marks", () => {
    const revised = { ...single, correct: ["B", "D"] };
    expect(gradeAnswer(revised, jee, { selected: ["B"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(revised, jee, { selected: ["D"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(revised, jee, { selected: ["A"] })).toEqual({ outcome: "wrong", score: -1 });
    expect(gradeAnswer(revised, jee, { selected: ["B", "D"] })).toEqual({ outcome: "wrong", score: -1 });
  });

  it("multi select gives full marks only for the exact set without partial credit", () => {
    expect(gradeAnswer(multi, jee, { selected: ["D", "A", "C"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(multi, jee, { selected: ["A", "C"] })).toEqual({ outcome: "wrong", score: -1 });
    expect(gradeAnswer(multi, jee, { selected: ["A", "C", "D", "B"] })).toEqual({
      outcome: "wrong",
      score: -1,
    });
  });

  it("scales partial credit to the question's marks", () => {
    const two = { kind: 1, answer_type: 2, correct: ["B", "C"] };
    const plus1 = { marks: 1, negative_marks: 0, partialCredit: "scaled" } as const;
    expect(gradeAnswer(two, plus1, { selected: ["B"] })).toEqual({ outcome: "partial", score: 0.5 });
    expect(gradeAnswer(two, plus1, { selected: ["C", "B"] })).toEqual({ outcome: "correct", score: 1 });
    expect(gradeAnswer(two, plus1, { selected: ["A", "B"] })).toEqual({ outcome: "wrong", score: 0 });
    const plus4 = { marks: 4, negative_marks: 1, partialCredit: "scaled" } as const;
    expect(gradeAnswer(multi, plus4, { selected: ["A", "D"] })).toEqual({ outcome: "partial", score: 2.67 });
    expect(gradeAnswer(multi, plus4, { selected: ["C"] })).toEqual({ outcome: "partial", score: 1.33 });
  });

  it("follows JEE Advanced's published rule: +4 all, +3/+2/+1 for correct options chosen, −2 any wrong", () => {
    const four = { kind: 1, answer_type: 2, correct: ["A", "B", "C", "D"] };
    expect(gradeAnswer(four, advanced, { selected: ["A", "B", "C", "D"] })).toMatchObject({ score: 4 });
    expect(gradeAnswer(four, advanced, { selected: ["A", "B", "C"] })).toMatchObject({ score: 3 });
    expect(gradeAnswer(four, advanced, { selected: ["A", "B"] })).toMatchObject({ score: 2 });
    expect(gradeAnswer(four, advanced, { selected: ["D"] })).toMatchObject({ score: 1 });
    const two = { kind: 1, answer_type: 2, correct: ["B", "C"] };
    expect(gradeAnswer(two, advanced, { selected: ["B"] })).toEqual({ outcome: "partial", score: 1 });
    expect(gradeAnswer(two, advanced, { selected: ["B", "D"] })).toEqual({ outcome: "wrong", score: -2 });
    expect(gradeAnswer(two, advanced, { selected: [] })).toEqual({ outcome: "unanswered", score: 0 });
  });

  it("with JEE Advanced partial credit: +1 per correct option when no wrong one is chosen", () => {
    expect(gradeAnswer(multi, advanced, { selected: ["A"] })).toEqual({ outcome: "partial", score: 1 });
    expect(gradeAnswer(multi, advanced, { selected: ["A", "D"] })).toEqual({ outcome: "partial", score: 2 });
    expect(gradeAnswer(multi, advanced, { selected: ["A", "B"] })).toEqual({ outcome: "wrong", score: -2 });
    expect(gradeAnswer(multi, advanced, { selected: ["A", "C", "D"] })).toEqual({
      outcome: "correct",
      score: 4,
    });
    // Partial credit never applies to single select.
    expect(gradeAnswer(single, advanced, { selected: ["A"] })).toEqual({ outcome: "wrong", score: -2 });
  });

  it("a written answer waits for evaluation; a blank one scores 0", () => {
    expect(
      gradeAnswer(subjective, { marks: 5, negative_marks: 0 }, { text: " Newton's first law… " }),
    ).toEqual({
      outcome: "pending",
      score: null,
    });
    expect(gradeAnswer(subjective, { marks: 5, negative_marks: 0 }, { text: "   " })).toEqual({
      outcome: "unanswered",
      score: 0,
    });
  });
});

describe("attemptTotal and evaluations", () => {
  it("sums exactly in quarter marks and reports pending evaluation", () => {
    expect(
      attemptTotal([
        { outcome: "correct", score: 4 },
        { outcome: "wrong", score: -0.25 },
        { outcome: "pending", score: null },
        { outcome: "partial", score: 0.5 },
      ]),
    ).toEqual({ score: 4.25, pendingEvaluation: true });
    expect(attemptTotal([])).toEqual({ score: 0, pendingEvaluation: false });
  });

  it("accepts awarded marks in 0..max in quarter steps", () => {
    expect(validEvaluation(0, 5)).toBe(true);
    expect(validEvaluation(3.75, 5)).toBe(true);
    expect(validEvaluation(5, 5)).toBe(true);
    expect(validEvaluation(5.25, 5)).toBe(false);
    expect(validEvaluation(-1, 5)).toBe(false);
    expect(validEvaluation(1.1, 5)).toBe(false);
    expect(validEvaluation(Number.NaN, 5)).toBe(false);
  });
});

describe("palette, clock and standing", () => {
  it("maps to NTA's five statuses", () => {
    expect(paletteStatus({ visited: false, answered: false, marked: false })).toBe("not-visited");
    expect(paletteStatus({ visited: true, answered: false, marked: false })).toBe("not-answered");
    expect(paletteStatus({ visited: true, answered: true, marked: false })).toBe("answered");
    expect(paletteStatus({ visited: true, answered: false, marked: true })).toBe("marked");
    expect(paletteStatus({ visited: true, answered: true, marked: true })).toBe("answered-marked");
  });

  it("accepts answers until the deadline plus the grace, never after submission", () => {
    const deadline = 1_000_000;
    expect(acceptsAnswers(deadline, deadline, null)).toBe(true);
    expect(acceptsAnswers(deadline + ANSWER_GRACE_MS, deadline, null)).toBe(true);
    expect(acceptsAnswers(deadline + ANSWER_GRACE_MS + 1, deadline, null)).toBe(false);
    expect(acceptsAnswers(deadline - 10, deadline, deadline - 20)).toBe(false);
  });

  it("ends an attempt at its duration or when the exam closes, whichever is first", () => {
    expect(attemptDeadline(0, 180, null)).toBe(180 * 60_000);
    expect(attemptDeadline(0, 180, 60 * 60_000)).toBe(60 * 60_000);
    expect(attemptDeadline(0, 30, 60 * 60_000)).toBe(30 * 60_000);
  });

  it("ranks with ties sharing a rank and gives the percentile at or below", () => {
    // Scores 120, 96, 96, 40, -4.
    expect(rankFromCounts(0, 5)).toEqual({ rank: 1, percentile: 100 });
    expect(rankFromCounts(1, 5)).toEqual({ rank: 2, percentile: 80 });
    expect(rankFromCounts(4, 5)).toEqual({ rank: 5, percentile: 20 });
    expect(rankFromCounts(0, 3)).toEqual({ rank: 1, percentile: 100 });
    expect(rankFromCounts(2, 3)).toEqual({ rank: 3, percentile: 33.33 });
    expect(rankFromCounts(0, 0)).toEqual({ rank: 1, percentile: 100 });
  });

  it("reads an evaluated written answer as correct, partial or wrong", () => {
    expect(evaluatedOutcome(10, 10)).toBe("correct");
    expect(evaluatedOutcome(2.5, 10)).toBe("partial");
    expect(evaluatedOutcome(0, 10)).toBe("wrong");
  });
});

describe("studentRank", () => {
  const at = (id: number, userId: number | null, score: number, startedAt: number, pending = false) =>
    ({ id, userId, score, startedAt, pending }) satisfies RankedAttempt;
  // Student 1 scored 10 then 60 (after reading the key); student 2 scored 40.
  const attempts = [at(1, 1, 10, 100), at(2, 2, 40, 150), at(3, 1, 60, 200)];

  it("ranks students by their first attempt: a student's own attempts never rank against each other", () => {
    expect(countingAttempts(attempts, "first").map((a) => a.id)).toEqual([1, 2]);
    expect(studentRank(attempts, at(1, 1, 10, 100), "first")).toEqual({
      rank: 2,
      percentile: 50,
      of: 2,
      provisional: false,
    });
    // The second attempt is placed among the other students, not behind the first one.
    expect(studentRank(attempts, at(3, 1, 60, 200), "first")).toMatchObject({ rank: 1, of: 2 });
    expect(studentRank(attempts, at(2, 2, 40, 150), "first")).toMatchObject({ rank: 1, of: 2 });
  });

  it("ranks by each student's best attempt when the exam says so, earliest on a tie", () => {
    expect(countingAttempts(attempts, "best").map((a) => a.id)).toEqual([3, 2]);
    expect(studentRank(attempts, at(2, 2, 40, 150), "best")).toMatchObject({
      rank: 2,
      of: 2,
      percentile: 50,
    });
    const tied = [at(5, 7, 20, 300), at(4, 7, 20, 100)];
    expect(countingAttempts(tied, "best").map((a) => a.id)).toEqual([4]);
  });

  it("counts each visitor's demo attempt alone", () => {
    const demo = [at(1, null, 5, 1), at(2, null, 9, 2)];
    expect(studentRank(demo, at(1, null, 5, 1), "first")).toMatchObject({ rank: 2, of: 2 });
  });

  it("is provisional while this attempt or a counting one awaits written-answer marks", () => {
    expect(studentRank([at(1, 1, 10, 1, true)], at(1, 1, 10, 1, true), "first").provisional).toBe(true);
    expect(studentRank([at(1, 1, 10, 1), at(2, 2, 5, 2, true)], at(1, 1, 10, 1), "first").provisional).toBe(
      true,
    );
  });
});
