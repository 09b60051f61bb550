import type { AttemptAnalytics } from "@medhavi/domain";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import { mistakeCount } from "./analysis/ReviewTabs";
import McqAnswersPage from "./McqAnswersPage";
import { review } from "./testFixtures";

const PAGE = { path: "/mcq-answers/:examId/:attemptId", element: <McqAnswersPage /> };

afterEach(async () => {
  await act(() => setLanguage("en"));
});

function open(path: string) {
  return renderWithApp(<p>elsewhere</p>, path, [PAGE]);
}

describe("/mcq-answers/:examId/:attemptId", () => {
  it("loads the attempt's review", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockResolvedValue(review() as never);
    open("/mcq-answers/11/7");
    expect(await screen.findByRole("heading", { name: "JEE Main Mock 1" })).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/user_exam/attempts/7", { silent: true });
  });

  it("sends a test still in progress back to the test", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockRejectedValue(new ApiError("Submit the test to see its review.", 409));
    open("/mcq-answers/11/7");
    expect(await screen.findByRole("heading", { name: "This test is still in progress" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Resume the test" }).getAttribute("href")).toBe("/testseries/11");
  });

  it("says when the attempt does not exist, without retrying", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockRejectedValue(new ApiError("No such attempt.", 404));
    open("/mcq-answers/11/999");
    expect(await screen.findByRole("heading", { name: "This attempt was not found" })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("does not ask the server about a malformed link", () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get");
    open("/mcq-answers/11/abc");
    expect(screen.getByRole("heading", { name: "This attempt was not found" })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

describe("/mcq-answers in Hindi", () => {
  it("shows the page, the review and its states in Hindi, and English again after switching back", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockResolvedValue(review() as never);
    open("/mcq-answers/11/7");
    await screen.findByRole("heading", { name: "JEE Main Mock 1" });
    const english = screen.getByRole("article", { name: /^Question 2\b/ });
    expect(english.textContent).toContain("Time spent 1 min 20 s");
    expect(screen.getByRole("button", { name: "All (4)" })).toBeTruthy();

    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 1, name: "उत्तर और हल" })).toBeTruthy();
    const second = screen.getByRole("article", { name: /^प्रश्न 2\b/ });
    expect(second.textContent).toContain("लगा समय 1 मिनट 20 सेकंड");
    expect(screen.getByRole("button", { name: "सभी (4)" })).toBeTruthy();
    expect(screen.getByText("लिखित उत्तरों का मूल्यांकन बाकी है; आपका स्कोर बढ़ सकता है।")).toBeTruthy();

    await act(() => setLanguage("en"));
    expect(screen.getByRole("heading", { level: 1, name: "Answers and Solutions" })).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: /^Question 2\b/ })).getByText(/^Time spent/),
    ).toBeTruthy();
  });

  it("says in Hindi that a test is still in progress, or that the attempt was not found", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockRejectedValue(new ApiError("Submit the test to see its review.", 409));
    await act(() => setLanguage("hi"));
    open("/mcq-answers/11/7");
    expect(await screen.findByRole("heading", { name: "यह टेस्ट अभी जारी है" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "टेस्ट जारी रखें" }).getAttribute("href")).toBe("/testseries/11");
  });

  it("says in Hindi when the link is malformed", async () => {
    signIn(STUDENT);
    await act(() => setLanguage("hi"));
    open("/mcq-answers/11/abc");
    expect(screen.getByRole("heading", { name: "यह प्रयास नहीं मिला" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "अपने प्रयासों का इतिहास देखें" })).toBeTruthy();
  });
});

describe("/mcq-answers: analysis and practice", () => {
  it("opens the Analysis tab and starts a practice of the mistakes", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockImplementation(async (path: string) => {
      if (path.endsWith("/analytics")) return analytics() as never;
      return review() as never;
    });
    const post = vi.spyOn(api, "post").mockResolvedValue({ id: 1, questions: [] } as never);
    renderWithApp(<p>elsewhere</p>, "/mcq-answers/11/7", [
      PAGE,
      { path: "/practice/:attemptId", element: <p>practice page</p> },
    ]);
    await userEvent.click(await screen.findByRole("tab", { name: "Analysis" }));
    expect(await screen.findByRole("heading", { name: "By subject" })).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/user_exam/attempts/7/analytics", { silent: true });
    expect(screen.getAllByText(/Quick and wrong \(a guess\)/).length).toBe(2);
    expect(screen.getByRole("table", { name: "Time per question" })).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Answers & solutions" }));
    await userEvent.click(await screen.findByRole("button", { name: /^Practise \d+ question/ }));
    expect(post).toHaveBeenCalledWith("/user_exam/attempts/7/practice", { include: ["wrong", "marked"] });
    expect(await screen.findByText("practice page")).toBeTruthy();
  });

  it("counts the mistakes a practice would hold", () => {
    const r = review();
    const wrongOrMarked = mistakeCount(r, false);
    expect(wrongOrMarked).toBeGreaterThanOrEqual(1);
    expect(mistakeCount(r, true)).toBeGreaterThan(wrongOrMarked);
  });
});

function analytics(): AttemptAnalytics {
  const group = {
    subject: "Physics",
    topic: "",
    questions: 2,
    attempted: 2,
    correct: 1,
    partial: 0,
    wrong: 1,
  };
  return {
    attemptId: 7,
    examId: 11,
    title: "JEE Main Mock 1",
    score: 3,
    maxMarks: 8,
    subjects: [{ ...group, accuracy: 50, marks: 3, maxMarks: 8, timeMs: 90_000 }],
    topics: [{ ...group, topic: "Kinematics", accuracy: 50, marks: 3, maxMarks: 8, timeMs: 90_000 }],
    questions: [
      {
        questionId: 101,
        position: 1,
        section: 0,
        subject: "Physics",
        topic: "Kinematics",
        outcome: "wrong",
        score: -1,
        timeMs: 4_000,
        medianMs: 60_000,
        topMs: 40_000,
        reference: { ms: 60_000, basis: "median" },
        answerClass: "guess",
      },
    ],
    classes: { "quick-right": 1, "slow-right": 0, guess: 1, "slow-wrong": 0, skipped: 0, pending: 0 },
    negativeMarksLost: 1,
    scoreWithoutGuesses: 4,
    cohort: 40,
    threshold: "Quick means less time than the median.",
  };
}
