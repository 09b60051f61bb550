import { describe, expect, it } from "vitest";
import { accuracy, answerSaveSchema, attemptStatus, evaluationSchema } from "./attempts";

describe("answerSaveSchema", () => {
  it("fills defaults and requires the change counter", () => {
    expect(answerSaveSchema.parse({ seq: 3 })).toEqual({
      selected: [],
      text: "",
      marked: false,
      time_spent_ms: 0,
      seq: 3,
    });
    expect(answerSaveSchema.safeParse({}).success).toBe(false);
  });

  it("accepts option keys only, and refuses negative or absurd times", () => {
    expect(answerSaveSchema.safeParse({ seq: 1, selected: ["A", "D"] }).success).toBe(true);
    expect(answerSaveSchema.safeParse({ seq: 1, selected: ["Z"] }).success).toBe(false);
    expect(answerSaveSchema.safeParse({ seq: 1, time_spent_ms: -1 }).success).toBe(false);
    expect(answerSaveSchema.safeParse({ seq: 1, time_spent_ms: 86_400_001 }).success).toBe(false);
    expect(answerSaveSchema.safeParse({ seq: -1 }).success).toBe(false);
  });

  it("caps written answers with a message", () => {
    const result = answerSaveSchema.safeParse({ seq: 1, text: "x".repeat(20_001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/too long/);
  });
});

describe("evaluationSchema", () => {
  it("trims feedback and needs a number", () => {
    expect(evaluationSchema.parse({ awarded: 2.5, feedback: "  good  " })).toEqual({
      awarded: 2.5,
      feedback: "good",
    });
    expect(evaluationSchema.safeParse({ awarded: "2" }).success).toBe(false);
  });
});

describe("attemptStatus and accuracy", () => {
  it("tells in progress, pending evaluation and evaluated apart", () => {
    expect(attemptStatus(null, false)).toBe("in_progress");
    expect(attemptStatus(1, true)).toBe("pending_evaluation");
    expect(attemptStatus(1, false)).toBe("evaluated");
  });

  it("counts correct over attempted objective answers", () => {
    expect(accuracy({ correct: 3, partial: 1, wrong: 0 })).toBe(75);
    expect(accuracy({ correct: 1, partial: 0, wrong: 2 })).toBe(33.33);
    expect(accuracy({ correct: 0, partial: 0, wrong: 0 })).toBe(0);
  });
});
