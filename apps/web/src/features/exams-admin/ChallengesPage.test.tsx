import type { ChallengedQuestion, RegradeStatus } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { renderAt } from "../../test/render";
import ChallengesPage from "./ChallengesPage";

const question: ChallengedQuestion = {
  question_id: 7,
  number: 3,
  section: 0,
  text: "<p>g near the surface?</p>",
  options: [
    { key: "A", text: "9.8" },
    { key: "B", text: "10.5" },
  ],
  answer_type: 1,
  correct: ["A"],
  numeric: null,
  challenges: 2,
  reasons: ["Rounding", "Rounding"],
  decision: null,
};

describe("answer key challenges", () => {
  it("shows the re-grade as pending after a decision, then what it changed", async () => {
    let status: RegradeStatus = {
      state: "none",
      regraded: null,
      changed: null,
      finished_at: null,
      attempts: 12,
    };
    vi.spyOn(api, "get").mockImplementation(
      async (url: string) => (url.endsWith("/regrade") ? status : [question]) as never,
    );
    const post = vi.spyOn(api, "post").mockImplementation(async () => {
      status = { state: "pending", regraded: null, changed: null, finished_at: null, attempts: 12 };
      return { unchanged: false } as never;
    });
    renderAt(<ChallengesPage />, "/admin/exam/4/challenges", [
      { path: "/admin/exam/:id/challenges", element: <ChallengesPage /> },
    ]);
    expect(await screen.findByRole("region", { name: "Question 3" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Drop the question" }));
    // Nothing is decided before the staff member sees what it re-grades.
    const confirm = await screen.findByRole("dialog", { name: "Drop question 3 from the key?" });
    expect(
      await within(confirm).findByText(/Every submitted attempt of this exam \(12\) is graded again/),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Decide and re-grade" }));
    expect(post).toHaveBeenCalledWith("/exams/4/key-decisions", { question_id: 7, decision: "drop" });
    expect(await screen.findByText("Decision saved.")).toBeTruthy();
    expect(await screen.findByText(/Re-grading every attempt of this exam/)).toBeTruthy();

    status = {
      state: "done",
      regraded: 12,
      changed: 1,
      finished_at: Date.UTC(2027, 2, 1, 11, 35),
      attempts: 12,
    };
    expect(
      await screen.findByText(/Re-graded 12 attempts at 1 Mar 2027, 17:05 IST: 1 score changed/),
    ).toBeTruthy();
  });

  it("a single-select question's key may take a second correct option", async () => {
    vi.spyOn(api, "get").mockImplementation(
      async (url: string) =>
        (url.endsWith("/regrade")
          ? { state: "none", regraded: null, changed: null, finished_at: null, attempts: 12 }
          : [question]) as never,
    );
    const post = vi.spyOn(api, "post").mockResolvedValue({ unchanged: false } as never);
    renderAt(<ChallengesPage />, "/admin/exam/4/challenges", [
      { path: "/admin/exam/:id/challenges", element: <ChallengesPage /> },
    ]);
    const field = await screen.findByRole("textbox", { name: "New correct option(s) for question 3" });
    expect(screen.getByText(/whoever chose either gets full marks/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, "a, b");
    await userEvent.click(screen.getByRole("button", { name: "Change the key" }));
    const confirm = await screen.findByRole("dialog", { name: "Change the key of question 3 to A, B?" });
    await userEvent.click(await within(confirm).findByRole("button", { name: "Decide and re-grade" }));
    expect(post).toHaveBeenCalledWith("/exams/4/key-decisions", {
      question_id: 7,
      decision: "change",
      correct: ["A", "B"],
    });
  });
});
