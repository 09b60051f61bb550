import { type AttemptAnalytics, classCounts, THRESHOLD_TEXT } from "@medhavi/domain";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language";
import { renderAt } from "../../../test/render";
import { AnalysisView } from "./AnalysisPanel";

const group = {
  subject: "Physics",
  topic: "",
  questions: 2,
  attempted: 2,
  correct: 1,
  partial: 0,
  wrong: 1,
  accuracy: 50,
  marks: 3,
  maxMarks: 8,
  timeMs: 150_000,
};

const analytics: AttemptAnalytics = {
  attemptId: 7,
  examId: 11,
  title: "JEE Main Mock 1",
  score: 3,
  maxMarks: 8,
  subjects: [group],
  topics: [{ ...group, topic: "Kinematics" }],
  questions: [
    {
      questionId: 1,
      position: 1,
      section: 1,
      subject: "Physics",
      topic: "Kinematics",
      outcome: "correct",
      score: 4,
      timeMs: 60_000,
      medianMs: 90_000,
      topMs: 45_000,
      reference: { ms: 90_000, basis: "median" },
      answerClass: "quick-right",
    },
    {
      questionId: 2,
      position: 2,
      section: 1,
      subject: "Physics",
      topic: "Kinematics",
      outcome: "wrong",
      score: -1,
      timeMs: 90_000,
      medianMs: null,
      topMs: null,
      reference: { ms: 120_000, basis: "budget" },
      answerClass: "guess",
    },
  ],
  classes: classCounts(["quick-right", "guess"]),
  negativeMarksLost: 1,
  scoreWithoutGuesses: 4,
  cohort: 1,
  threshold: THRESHOLD_TEXT,
};

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("AnalysisView", () => {
  it("writes the analysis in English", () => {
    renderAt(<AnalysisView analytics={analytics} />);
    expect(screen.getByText("Had you skipped 1 quick wrong answer")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "How you answered" })).toBeTruthy();
    expect(screen.getAllByText("2 of 2")).toHaveLength(2);
    expect(screen.getByText(THRESHOLD_TEXT)).toBeTruthy();
    expect(screen.getByText(/^Against the median and the top 10 % of the 1 student who took/)).toBeTruthy();
    expect(screen.getAllByText(/^Quick and wrong \(a guess\)/).length).toBeGreaterThan(0);
  });

  it("writes the analysis in Hindi", async () => {
    await act(() => setLanguage("hi"));
    renderAt(<AnalysisView analytics={analytics} />);
    expect(screen.getByText("यदि आप जल्दी में दिया 1 ग़लत उत्तर छोड़ देते")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "आपने कैसे उत्तर दिए" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "विषय-वार" })).toBeTruthy();
    expect(screen.getAllByText("2 में से 2")).toHaveLength(2);
    expect(screen.getByText(/^जल्दी का अर्थ है/)).toBeTruthy();
    expect(screen.getAllByText(/^जल्दी और ग़लत \(अनुमान\)/).length).toBeGreaterThan(0);
    expect(screen.getByRole("columnheader", { name: "आपका समय" })).toBeTruthy();
  });
});
