import { describe, expect, it } from "vitest";
import { answerMisfit, type FitQuestion } from "./answerFit";
import { NUMERIC_MESSAGES } from "./numerical";
import { ANSWER_TYPE, QUESTION_KIND } from "./questionTypes";

const options = ["A", "B", "C", "D"].map((key) => ({ key }));
const single: FitQuestion = {
  kind: QUESTION_KIND.OBJECTIVE,
  answer_type: ANSWER_TYPE.SINGLE,
  options,
  integer_only: false,
};
const multi: FitQuestion = { ...single, answer_type: ANSWER_TYPE.MULTI };
const numerical: FitQuestion = { ...single, answer_type: ANSWER_TYPE.NUMERICAL, options: [] };
const whole: FitQuestion = { ...numerical, integer_only: true };
const written: FitQuestion = {
  kind: QUESTION_KIND.SUBJECTIVE,
  answer_type: null,
  options: [],
  integer_only: false,
};
const answer = (selected: string[], text = "") => ({ selected, text });

describe("answerMisfit", () => {
  it("takes one known option on a single-choice question, several on a multi-select one", () => {
    expect(answerMisfit(single, answer(["B"]))).toBeNull();
    expect(answerMisfit(multi, answer(["A", "C", "D"]))).toBeNull();
    expect(answerMisfit(single, answer(["A", "B"]))).toBe("This question takes one option only.");
    expect(answerMisfit(multi, answer(["A", "E"]))).toBe("That option is not in this question.");
    expect(answerMisfit(multi, answer(["A", "A"]))).toBe("An option is chosen twice.");
    expect(answerMisfit(single, answer([], "B"))).toBe("This question takes a choice of options.");
  });

  it("takes a number within the question's digits on a numerical question", () => {
    expect(answerMisfit(numerical, answer([], "-2.5"))).toBeNull();
    expect(answerMisfit(numerical, answer(["A"]))).toBe("This question takes a number.");
    expect(answerMisfit(numerical, answer([], "two"))).toBe(NUMERIC_MESSAGES.NOT_A_NUMBER);
    expect(answerMisfit(numerical, answer([], "   "))).toBe(NUMERIC_MESSAGES.NOT_A_NUMBER);
    expect(answerMisfit(whole, answer([], "2.5"))).toBe(NUMERIC_MESSAGES.WHOLE_NUMBER);
    expect(answerMisfit(whole, answer([], "3.0"))).toBeNull();
  });

  it("takes text and no option on a written question", () => {
    expect(answerMisfit(written, answer([], "Because the net force is zero."))).toBeNull();
    expect(answerMisfit(written, answer(["A"]))).toBe("This question takes a written answer.");
  });

  it("lets an empty answer clear any question", () => {
    for (const q of [single, multi, numerical, whole, written])
      expect(answerMisfit(q, answer([]))).toBeNull();
  });
});
