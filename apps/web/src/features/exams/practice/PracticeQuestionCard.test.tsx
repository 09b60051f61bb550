import type { PracticeQuestion } from "@medhavi/domain";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language";
import { renderAt } from "../../../test/render";
import { PracticeQuestionCard } from "./PracticeQuestionCard";

function question(over: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return {
    id: 41,
    section: 1,
    position: 1,
    kind: 1,
    answer_type: 1,
    answer_length: null,
    text: "<p>Which is a vector?</p>",
    options: [
      { key: "A", text: "Speed" },
      { key: "B", text: "Velocity" },
    ],
    marks: 4,
    negative_marks: 1,
    integer_only: false,
    hindi: {
      text: "<p>सदिश कौन-सा है?</p>",
      options: [
        { key: "A", text: "चाल" },
        { key: "B", text: "वेग" },
      ],
      solution: "",
    },
    answer: null,
    outcome: null,
    score: null,
    correct: [],
    solution: "",
    ...over,
  };
}

const card = (q: PracticeQuestion) =>
  renderAt(<PracticeQuestionCard q={q} number={1} value={{ selected: [], text: "" }} onChange={() => {}} />);

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("PracticeQuestionCard, bilingual question", () => {
  it("opens in English with the site in English, and switches to Hindi", async () => {
    card(question());
    const article = screen.getByRole("article", { name: "Question 1" });
    expect(within(article).getByText("Which is a vector?")).toBeTruthy();
    expect(within(article).getByRole("radio", { name: "B. Velocity" })).toBeTruthy();
    await userEvent.selectOptions(within(article).getByRole("combobox", { name: "View in" }), "हिन्दी");
    expect(within(article).getByText("सदिश कौन-सा है?")).toBeTruthy();
    expect(within(article).getByRole("radio", { name: "B. वेग" })).toBeTruthy();
  });

  it("opens in Hindi with the site in Hindi, its Hindi solution once checked, and switches back", async () => {
    await act(() => setLanguage("hi"));
    card(
      question({
        answer: { selected: ["A"], text: "" },
        outcome: "wrong",
        score: -1,
        correct: ["B"],
        solution: "<p>Velocity has a direction.</p>",
        hindi: {
          text: "<p>सदिश कौन-सा है?</p>",
          options: [
            { key: "A", text: "चाल" },
            { key: "B", text: "वेग" },
          ],
          solution: "<p>वेग की दिशा होती है।</p>",
        },
      }),
    );
    const article = screen.getByRole("article", { name: "प्रश्न 1" });
    expect(within(article).getByText("सदिश कौन-सा है?")).toBeTruthy();
    expect(within(article).getByText("वेग की दिशा होती है।")).toBeTruthy();
    expect(within(article).getByText("हल")).toBeTruthy();
    await userEvent.selectOptions(within(article).getByRole("combobox", { name: "इसमें देखें" }), "English");
    expect(within(article).getByText("Which is a vector?")).toBeTruthy();
    expect(within(article).getByText("Velocity has a direction.")).toBeTruthy();
  });

  it("offers no language choice for an English-only question", () => {
    card(question({ hindi: null }));
    expect(screen.queryByRole("combobox", { name: "View in" })).toBeNull();
    expect(screen.getByText("Which is a vector?")).toBeTruthy();
  });
});
