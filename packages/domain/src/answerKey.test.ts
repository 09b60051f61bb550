import { describe, expect, it } from "vitest";
import {
  challengeRefusal,
  challengeWindow,
  KEY_MESSAGES,
  keyDecisionSchema,
  scoreChangedMessage,
} from "./answerKey";

const HOUR = 3_600_000;

describe("challenge window", () => {
  it("before the exam closes, open for the set hours after, then closed", () => {
    expect(challengeWindow(null, 48, 0)).toEqual({ state: "before-close" });
    expect(challengeWindow(10 * HOUR, 48, 9 * HOUR)).toEqual({ state: "before-close" });
    expect(challengeWindow(10 * HOUR, 48, 10 * HOUR)).toEqual({ state: "open", until: 58 * HOUR });
    expect(challengeWindow(10 * HOUR, 48, 58 * HOUR - 1).state).toBe("open");
    expect(challengeWindow(10 * HOUR, 48, 58 * HOUR).state).toBe("closed");
    expect(challengeWindow(10 * HOUR, 0, 11 * HOUR)).toEqual({ state: "none" });
  });
  it("says why a challenge is refused", () => {
    expect(challengeRefusal({ state: "before-close" })).toBe(KEY_MESSAGES.NOT_YET);
    expect(challengeRefusal({ state: "none" })).toBe(KEY_MESSAGES.NO_CHALLENGES);
    expect(challengeRefusal({ state: "closed", until: 0 })).toMatch(/^The challenge window closed on /);
    expect(challengeRefusal({ state: "open", until: 1 })).toBeNull();
  });
});

describe("key decisions", () => {
  it("a change needs the new options or value", () => {
    expect(keyDecisionSchema.safeParse({ question_id: 1, decision: "change" }).success).toBe(false);
    expect(keyDecisionSchema.safeParse({ question_id: 1, decision: "change", correct: ["B"] }).success).toBe(
      true,
    );
    expect(
      keyDecisionSchema.safeParse({
        question_id: 1,
        decision: "change",
        numeric: { mode: "exact", value: 21 },
      }).success,
    ).toBe(true);
    expect(keyDecisionSchema.safeParse({ question_id: 1, decision: "drop" }).success).toBe(true);
    expect(keyDecisionSchema.safeParse({ question_id: 1, decision: "maybe" }).success).toBe(false);
  });
  it("tells the student the old and new score", () => {
    expect(scoreChangedMessage("Mock 1", 8, 4)).toBe(
      'The answer key of "Mock 1" was revised after challenges: your score changed from 8 to 4.',
    );
  });
});
