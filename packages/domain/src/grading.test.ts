import { describe, expect, it } from "vitest";
import {
  ANSWER_GRACE_MS,
  acceptsAnswers,
  attemptDeadline,
  attemptTotal,
  evaluatedOutcome,
  gradeAnswer,
  paletteStatus,
  rankFromCounts,
  validEvaluation,
} from "./grading";

const single = { kind: 1, answer_type: 1, correct: ["B"] };
const multi = { kind: 1, answer_type: 2, correct: ["A", "C", "D"] };
const subjective = { kind: 2, answer_type: null, correct: [] };
const jee = { marks: 4, negative_marks: 1 };
const advanced = { marks: 4, negative_marks: 2, partialCredit: true };

describe("gradeAnswer", () => {
  it("single select is exact, wrong costs the negative marks, blank is 0", () => {
    expect(gradeAnswer(single, jee, { selected: ["B"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(single, jee, { selected: ["A"] })).toEqual({ outcome: "wrong", score: -1 });
    expect(gradeAnswer(single, jee, { selected: [] })).toEqual({ outcome: "unanswered", score: 0 });
    expect(gradeAnswer(single, jee, null)).toEqual({ outcome: "unanswered", score: 0 });
    expect(gradeAnswer(single, jee, { selected: ["B", "A"] })).toEqual({ outcome: "wrong", score: -1 });
  });

  it("multi select gives full marks only for the exact set without partial credit", () => {
    expect(gradeAnswer(multi, jee, { selected: ["D", "A", "C"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(multi, jee, { selected: ["A", "C"] })).toEqual({ outcome: "wrong", score: -1 });
    expect(gradeAnswer(multi, jee, { selected: ["A", "C", "D", "B"] })).toEqual({
      outcome: "wrong",
      score: -1,
    });
  });

  it("with partial credit: +1 per correct option when no wrong one is chosen", () => {
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
