import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./grading";
import {
  acceptedAnswerText,
  formatNumericKey,
  NUMERIC_MESSAGES,
  numericMatches,
  parseNumericKey,
  readNumericAnswer,
} from "./numerical";
import { type NumericKey, numericKeySchema } from "./numericalSchema";
import { questionInputSchema } from "./questions";

const key = (k: unknown) => numericKeySchema.parse(k);
const numerical = (numeric: NumericKey) => ({ kind: 1, answer_type: 3, correct: [], numeric });
const plain = { marks: 4, negative_marks: 0 };

describe("readNumericAnswer", () => {
  it("reads integers, negatives and decimals; blank is no answer", () => {
    expect(readNumericAnswer("42")).toEqual({ ok: true, value: 42 });
    expect(readNumericAnswer(" -3 ")).toEqual({ ok: true, value: -3 });
    expect(readNumericAnswer("2.5")).toEqual({ ok: true, value: 2.5 });
    expect(readNumericAnswer("   ")).toBeNull();
  });
  it("refuses what is not a number", () => {
    for (const bad of ["abc", "1e5", "1.", ".5", "--1", "1,5", "0x1F", "Infinity", "1.2.3"])
      expect(readNumericAnswer(bad)).toEqual({ ok: false, message: NUMERIC_MESSAGES.NOT_A_NUMBER });
  });
  it("refuses too many digits or decimals, and too long", () => {
    expect(readNumericAnswer("1234567890")).toEqual({ ok: true, value: 1234567890 });
    expect(readNumericAnswer("12345678901")).toMatchObject({ message: NUMERIC_MESSAGES.TOO_MANY_DIGITS });
    expect(readNumericAnswer("1.23456")).toMatchObject({ message: NUMERIC_MESSAGES.TOO_MANY_DIGITS });
    expect(readNumericAnswer("1.2345")).toEqual({ ok: true, value: 1.2345 });
    expect(readNumericAnswer("1234567890123")).toMatchObject({ message: NUMERIC_MESSAGES.TOO_LONG });
  });
  it("whole-number questions refuse decimals but accept 5.0", () => {
    expect(readNumericAnswer("5.5", true)).toMatchObject({ message: NUMERIC_MESSAGES.WHOLE_NUMBER });
    expect(readNumericAnswer("5.0", true)).toEqual({ ok: true, value: 5 });
  });
});

describe("numericMatches", () => {
  it("exact", () => {
    const k = key({ mode: "exact", value: 0.3 });
    expect(numericMatches(k, 0.1 + 0.2)).toBe(true);
    expect(numericMatches(k, 0.3001)).toBe(false);
  });
  it("tolerance boundaries are included, just outside is wrong", () => {
    const k = key({ mode: "tolerance", value: 9.8, tolerance: 0.1 });
    expect(numericMatches(k, 9.7)).toBe(true);
    expect(numericMatches(k, 9.9)).toBe(true);
    expect(numericMatches(k, 9.6999)).toBe(false);
    expect(numericMatches(k, 9.9001)).toBe(false);
    expect(numericMatches(key({ mode: "tolerance", value: 5, tolerance: 0 }), 5)).toBe(true);
  });
  it("range boundaries are included", () => {
    const k = key({ mode: "range", min: -2.5, max: 2.5 });
    expect(numericMatches(k, -2.5)).toBe(true);
    expect(numericMatches(k, 2.5)).toBe(true);
    expect(numericMatches(k, 2.5001)).toBe(false);
  });
  it("the key schema refuses a reversed range, a negative tolerance and non-numbers", () => {
    expect(numericKeySchema.safeParse({ mode: "range", min: 3, max: 2 }).success).toBe(false);
    expect(numericKeySchema.safeParse({ mode: "tolerance", value: 3, tolerance: -1 }).success).toBe(false);
    expect(numericKeySchema.safeParse({ mode: "exact", value: Number.NaN }).success).toBe(false);
    expect(numericKeySchema.safeParse({ mode: "guess", value: 1 }).success).toBe(false);
  });
});

describe("CSV form of a key", () => {
  it("round-trips every mode", () => {
    for (const k of [
      { mode: "exact", value: 42, integer: true },
      { mode: "tolerance", value: 19.6, tolerance: 0.1, integer: false },
      { mode: "range", min: 2.4, max: 2.6, integer: false },
    ] as const) {
      expect(key(parseNumericKey(formatNumericKey(k)))).toEqual(k);
    }
    expect(formatNumericKey(key({ mode: "exact", value: 42, integer: true }))).toBe("#42");
    expect(numericKeySchema.safeParse(parseNumericKey("abc")).success).toBe(false);
  });
});

describe("the accepted answer as the review states it", () => {
  it("names the mode and the ends of a tolerance without float noise", () => {
    expect(acceptedAnswerText({ mode: "exact", value: 20, integer: true })).toBe(
      "Exactly 20 (a whole number)",
    );
    expect(acceptedAnswerText({ mode: "tolerance", value: 9.8, tolerance: 0.1, integer: false })).toBe(
      "9.8 ± 0.1: any value from 9.7 to 9.9",
    );
    expect(acceptedAnswerText({ mode: "range", min: 2.4, max: 2.6, integer: false })).toBe(
      "Any value from 2.4 to 2.6",
    );
  });
});

describe("grading a numerical answer", () => {
  const q = numerical(key({ mode: "tolerance", value: 19.6, tolerance: 0.1 }));
  it("right, wrong, blank; negative marks from the section", () => {
    expect(gradeAnswer(q, plain, { text: "19.7" })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(q, plain, { text: "19.8" })).toEqual({ outcome: "wrong", score: 0 });
    expect(gradeAnswer(q, { marks: 4, negative_marks: 1 }, { text: "20" })).toEqual({
      outcome: "wrong",
      score: -1,
    });
    expect(gradeAnswer(q, plain, { text: "" })).toEqual({ outcome: "unanswered", score: 0 });
    expect(gradeAnswer(q, plain, null)).toEqual({ outcome: "unanswered", score: 0 });
  });
  it("an unreadable stored answer is wrong, never right", () => {
    expect(gradeAnswer(q, { marks: 4, negative_marks: 1 }, { text: "x" })).toEqual({
      outcome: "wrong",
      score: -1,
    });
  });
  it("a whole-number key marks a decimal wrong", () => {
    const whole = numerical(key({ mode: "exact", value: 5, integer: true }));
    expect(gradeAnswer(whole, plain, { text: "5.5" }).outcome).toBe("wrong");
    expect(gradeAnswer(whole, plain, { text: "5" }).outcome).toBe("correct");
  });
});

describe("a numerical question in the bank", () => {
  const base = {
    kind: 1,
    answer_type: 3,
    difficulty: 2,
    subject: "Physics",
    text: "How far?",
    marks: 4,
    numeric: { mode: "exact", value: 20 },
  };
  it("is complete with a key and no options", () => {
    expect(questionInputSchema.parse(base).numeric).toEqual({ mode: "exact", value: 20, integer: false });
  });
  it("needs a key and takes no options", () => {
    const noKey = questionInputSchema.safeParse({ ...base, numeric: null });
    expect(noKey.error?.issues.map((i) => i.message)).toContain(NUMERIC_MESSAGES.KEY_REQUIRED);
    const withOptions = questionInputSchema.safeParse({
      ...base,
      options: [
        { key: "A", text: "1" },
        { key: "B", text: "2" },
      ],
    });
    expect(withOptions.error?.issues.map((i) => i.message)).toContain(NUMERIC_MESSAGES.NUMERICAL_NO_OPTIONS);
  });
  it("other kinds drop a stray key", () => {
    const single = questionInputSchema.parse({
      ...base,
      answer_type: 1,
      options: [
        { key: "A", text: "1" },
        { key: "B", text: "2" },
      ],
      correct: ["A"],
    });
    expect(single.numeric).toBeNull();
  });
});
