import type { AttemptQuestion } from "@medhavi/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test/render";
import { UNSEEN } from "./attemptState";
import { QuestionPane } from "./QuestionPane";
import { question } from "./testSupport";

const marksTag = (q: AttemptQuestion) => {
  renderAt(<QuestionPane question={q} number={1} answer={UNSEEN} onChoose={vi.fn()} onText={vi.fn()} />);
  const heading = screen.getByRole("heading", { name: "Question 1" });
  return heading.parentElement?.querySelectorAll(".tag")[1]?.textContent;
};

describe("the marks on a question", () => {
  it("shows what a right and a wrong answer earn", () => {
    expect(marksTag(question({ id: 1 }))).toBe("+4 / −14 marks, 1 negative");
  });

  it("shows no −0 without negative marking", () => {
    expect(marksTag(question({ id: 2, negative_marks: 0 }))).toBe("+44 marks, no negative marking");
  });

  it("a written answer is marked up to its marks, never negative", () => {
    expect(
      marksTag(question({ id: 3, kind: 2, answer_type: null, answer_length: 1, options: [], marks: 10 })),
    ).toBe("Up to 10 marks");
  });
});
