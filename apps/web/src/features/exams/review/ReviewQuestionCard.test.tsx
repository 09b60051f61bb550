import type { ReviewQuestion } from "@medhavi/domain";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language";
import { renderAt } from "../../../test/render";
import { review } from "../testFixtures";
import { ReviewQuestionCard } from "./ReviewQuestionCard";

/** A numerical question (answer type 3) the student answered 9.5 against the key 9.8 ± 0.1. */
function numerical(overrides: Partial<ReviewQuestion> = {}): ReviewQuestion {
  const base = review().questions[0] as ReviewQuestion;
  return {
    ...base,
    id: 301,
    answer_type: 3,
    options: [],
    correct: [],
    negative_marks: 0,
    numeric: { mode: "tolerance", value: 9.8, tolerance: 0.1, integer: false },
    answer: { question_id: 301, selected: [], text: "9.5", marked: false, time_spent_ms: 30_000, seq: 1 },
    outcome: "wrong",
    score: 0,
    ...overrides,
  };
}

const card = (q: ReviewQuestion, showAnswers = true) => {
  renderAt(<ReviewQuestionCard question={q} number={4} sectionName="Physics B" showAnswers={showAnswers} />);
  return screen.getByRole("article", { name: /^Question 4/ });
};

describe("ReviewQuestionCard, numerical question", () => {
  it("shows the typed value marked wrong and the accepted tolerance, and no option list", () => {
    const article = card(numerical());
    expect(article.textContent).toContain("Numerical");
    const terms = within(article)
      .getAllByRole("term")
      .map((t) => t.textContent);
    const values = within(article)
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(terms).toEqual(["Your answer", "Accepted answer"]);
    expect(values).toEqual(["9.5· Wrong", "9.8 ± 0.1: any value from 9.7 to 9.9"]);
    expect(within(article).queryByRole("list", { name: "Options" })).toBeNull();
  });

  it("a dropped question shows the full marks the total includes, and says why", () => {
    const article = card(numerical({ dropped: true, outcome: "correct", score: 4, marks: 4 }));
    expect(article.textContent).toContain("+4 marks");
    expect(article.textContent).toContain("Dropped from the key");
  });

  it("an ordinary question says nothing of dropping", () => {
    expect(card(numerical()).textContent).not.toContain("Dropped from the key");
  });

  it("states a whole-number exact key and a right answer", () => {
    const article = card(
      numerical({
        integer_only: true,
        numeric: { mode: "exact", value: 20, integer: true },
        answer: { question_id: 301, selected: [], text: "20", marked: false, time_spent_ms: 1, seq: 1 },
        outcome: "correct",
        score: 4,
      }),
    );
    expect(article.textContent).toContain("Numerical (whole number)");
    expect(
      within(article)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["20· Correct", "Exactly 20 (a whole number)"]);
  });

  it("while answers are withheld shows only the student's value, unjudged", () => {
    const hidden = card(numerical({ numeric: null, correct: [] }), false);
    expect(
      within(hidden)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["9.5"]);
  });

  it("says when the question was skipped, and states a range key", () => {
    const skipped = card(
      numerical({
        answer: null,
        outcome: "unanswered",
        numeric: { mode: "range", min: 2.4, max: 2.6, integer: false },
      }),
    );
    expect(
      within(skipped)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Not answered", "Any value from 2.4 to 2.6"]);
  });
});

describe("ReviewQuestionCard, numerical question in Hindi", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("writes the answer, its judgement and the accepted key in Hindi", async () => {
    await act(() => setLanguage("hi"));
    renderAt(<ReviewQuestionCard question={numerical()} number={4} sectionName={null} showAnswers />);
    const article = screen.getByRole("article", { name: /^प्रश्न 4/ });
    expect(article.textContent).toContain("लगा समय 30 सेकंड");
    expect(
      within(article)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["आपका उत्तर", "स्वीकार्य उत्तर"]);
    expect(
      within(article)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["9.5· ग़लत", "9.8 ± 0.1: 9.7 से 9.9 तक कोई भी मान"]);
  });
});
