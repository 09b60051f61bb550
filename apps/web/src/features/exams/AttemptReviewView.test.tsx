import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test/render";
import { AttemptReviewView } from "./AttemptReviewView";
import { storeExamLanguage } from "./player/paperLanguage";
import { review } from "./testFixtures";

const question = (n: number) => screen.getByRole("article", { name: new RegExp(`^Question ${n}\\b`) });
const options = (article: HTMLElement) =>
  within(within(article).getByRole("list", { name: "Options" })).getAllByRole("listitem");

describe("AttemptReviewView", () => {
  it("sums up the attempt: score, accuracy, rank of N, percentile, time and counts", () => {
    renderAt(<AttemptReviewView review={review()} />);
    const summary = screen.getByRole("region", { name: "JEE Main Mock 1" });
    expect(summary.textContent).toContain("Score3 / 22so far");
    expect(summary.textContent).toContain("Accuracy50%");
    expect(summary.textContent).toContain("Rank3of 41 students");
    expect(summary.textContent).toContain("Percentile92.6892.68% scored at or below you");
    expect(summary.textContent).toContain("Time taken1 h 12 min");
    expect(summary.textContent).toContain("submitted automatically when time ran out");
    const counts = within(summary).getByRole("list", { name: "Answers by outcome" });
    expect(counts.textContent).toBe("1Correct1Wrong1Not answered1Pending evaluation");
    expect(screen.getByText("Written answers are waiting for evaluation; your score may rise.")).toBeTruthy();
  });

  it("marks the student's choice against the correct answer with text, not colour alone", () => {
    renderAt(<AttemptReviewView review={review()} />);
    const right = options(question(1));
    expect(right[0]?.textContent).toContain("Your answer · Correct");
    expect(right.slice(1).every((o) => o.getAttribute("data-mark") === "none")).toBe(true);

    const wrong = question(2);
    const [, b, c] = options(wrong);
    expect(b?.textContent).toContain("Your answer · Wrong");
    expect(c?.textContent).toContain("Correct answer");
    expect(c?.textContent).not.toContain("Your answer");
    expect(wrong.textContent).toContain("Wrong");
    expect(wrong.textContent).toContain("−1 mark");
    expect(wrong.textContent).toContain("Marked for review");
    expect(wrong.textContent).toContain("Time spent 1 min 20 s");
    expect(within(wrong).getByRole("heading", { name: "Solution" })).toBeTruthy();

    expect(question(1).textContent).toContain("+4 marks");
    expect(question(3).textContent).toContain("Not answered");
  });

  it("shows a written answer with its model answer while it waits for marks", () => {
    renderAt(<AttemptReviewView review={review()} />);
    const written = question(4);
    expect(written.textContent).toContain("The equilibrium moves to undo the change.");
    expect(written.textContent).toContain("Waiting for an evaluator to mark this answer.");
    expect(written.textContent).toContain("Marks pending");
    expect(written.textContent).toContain("A system at equilibrium shifts to oppose a change.");
  });

  it("shows a written question's Hindi model answer when the paper is read in Hindi", () => {
    window.localStorage.clear();
    storeExamLanguage(11, "hi");
    const base = review();
    const questions = base.questions.map((q, i) =>
      i === 3
        ? {
            ...q,
            hindi: {
              text: "<p>साम्यावस्था</p>",
              options: [],
              solution: "",
              model_answer: "<p>हिन्दी मॉडल उत्तर</p>",
            },
          }
        : q,
    );
    renderAt(<AttemptReviewView review={{ ...base, questions }} />);
    const written = question(4);
    expect(written.textContent).toContain("हिन्दी मॉडल उत्तर");
    expect(written.textContent).not.toContain("A system at equilibrium shifts to oppose a change.");
    window.localStorage.clear();
  });

  it("shows an evaluated written answer's marks and feedback", () => {
    const base = review();
    const evaluated = review({
      result: {
        ...base.result,
        status: "evaluated",
        score: 10.5,
        counts: { ...base.result.counts, pending: 0, partial: 1 },
      },
      questions: base.questions.map((q) =>
        q.id === 201 ? { ...q, outcome: "partial", score: 7.5, feedback: "Give an example next time." } : q,
      ),
    });
    renderAt(<AttemptReviewView review={evaluated} />);
    const written = question(4);
    expect(written.textContent).toContain("Awarded 7.5 of 10 marks");
    expect(written.textContent).toContain("Evaluator's feedback: Give an example next time.");
    expect(screen.queryByText(/your score may rise/)).toBeNull();
  });

  it("filters by outcome and by section", async () => {
    const user = userEvent.setup();
    renderAt(<AttemptReviewView review={review()} />);
    const filters = screen.getByRole("group", { name: "Show questions" });
    await user.click(within(filters).getByRole("button", { name: "Wrong (1)" }));
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual([
      "review-q-102",
    ]);
    await user.click(within(filters).getByRole("button", { name: "Marked (1)" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await user.click(within(filters).getByRole("button", { name: "All (4)" }));
    await user.click(screen.getByRole("tab", { name: "Chemistry" }));
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(within(filters).getByRole("button", { name: "Wrong (0)" })).toBeTruthy();
    await user.click(within(filters).getByRole("button", { name: "Wrong (0)" }));
    expect(screen.getByText("No questions here match “Wrong”.")).toBeTruthy();
  });

  it("marks a rank that may still change while written answers wait for marks", () => {
    renderAt(<AttemptReviewView review={review({ rank_provisional: true })} />);
    const summary = screen.getByRole("region", { name: "JEE Main Mock 1" });
    expect(summary.textContent).toContain("3 (provisional)");
    expect(summary.textContent).toContain("may change as written answers are marked");
  });

  it("says when answers will be shown while the exam withholds them, and shows neither key nor solution", () => {
    const base = review();
    renderAt(
      <AttemptReviewView
        review={review({
          exam: { ...base.exam, show_answers: "after_close" },
          answers_shown: false,
          answers_notice: "Answers will be shown after the test window closes on 10 Jan 2026, 6:00 pm.",
          questions: base.questions.map((q) => ({ ...q, correct: [], solution: "", model_answer: "" })),
        })}
      />,
    );
    expect(
      screen.getByText(/Answers will be shown after the test window closes on 10 Jan 2026, 6:00 pm\./),
    ).toBeTruthy();
    const [, b, c] = options(question(2));
    expect(b?.textContent).toContain("Your answer");
    expect(b?.textContent).not.toContain("Wrong");
    expect(c?.getAttribute("data-mark")).toBe("none");
    expect(screen.queryByText("Correct answer")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Solution" })).toBeNull();
  });

  it("links a student to the answer key once the exam's window has closed", () => {
    const base = review();
    const closed = review({ exam: { ...base.exam, closes_at: Date.now() - 60_000 } });
    const { unmount } = renderAt(<AttemptReviewView review={closed} doubts />);
    expect(screen.getByRole("link", { name: "Answer key and challenges" }).getAttribute("href")).toBe(
      "/answer-key/11",
    );
    unmount();
    renderAt(
      <AttemptReviewView
        review={review({ exam: { ...base.exam, closes_at: Date.now() + 60_000 } })}
        doubts
      />,
    );
    expect(screen.queryByRole("link", { name: "Answer key and challenges" })).toBeNull();
  });

  it("shows a bilingual question in the paper's language, with its Hindi solution, and switches it", async () => {
    window.localStorage.clear();
    storeExamLanguage(11, "hi");
    const base = review();
    const [first, ...rest] = base.questions;
    const bilingual = {
      ...first!,
      solution: "<p>English solution</p>",
      hindi: {
        text: "<p>पहला भौतिकी प्रश्न</p>",
        options: first!.options.map((o) => ({ key: o.key, text: `हिन्दी ${o.key}` })),
        solution: "<p>हिन्दी हल</p>",
        model_answer: "",
      },
    };
    renderAt(<AttemptReviewView review={{ ...base, questions: [bilingual, ...rest] }} />);
    const article = question(1);
    expect(within(article).getByText("पहला भौतिकी प्रश्न")).toBeTruthy();
    expect(within(article).getByText("हिन्दी हल")).toBeTruthy();
    expect(options(article)[0]?.textContent).toContain("हिन्दी A");
    expect(options(article)[0]?.textContent).toContain("Your answer · Correct");

    await userEvent.selectOptions(within(article).getByRole("combobox", { name: "View in" }), "English");
    expect(within(article).getByText("First physics question")).toBeTruthy();
    expect(within(article).getByText("English solution")).toBeTruthy();
    expect(options(article)[0]?.textContent).toContain("Your answer · Correct");
    // English-only questions have no language choice.
    expect(within(question(2)).queryByRole("combobox", { name: "View in" })).toBeNull();
  });
});
