import { describe, expect, it } from "vitest";
import {
  type AnalysedAnswer,
  analyseAttempt,
  breakdown,
  budgetPerQuestionMs,
  classifyAnswer,
  MIN_TIMING_COHORT,
  marksLostToNegative,
  referenceTime,
  scoreWithoutGuesses,
} from "./analytics";

const answer = (over: Partial<AnalysedAnswer>): AnalysedAnswer => ({
  questionId: 1,
  subject: "Physics",
  topic: "Kinematics",
  outcome: "correct",
  score: 4,
  maxMarks: 4,
  timeMs: 60_000,
  marked: false,
  ...over,
});

describe("classifyAnswer", () => {
  it("splits right and wrong answers at the reference time", () => {
    expect(classifyAnswer("correct", 59_999, 60_000)).toBe("quick-right");
    expect(classifyAnswer("correct", 60_000, 60_000)).toBe("slow-right");
    expect(classifyAnswer("partial", 10_000, 60_000)).toBe("quick-right");
    expect(classifyAnswer("wrong", 5_000, 60_000)).toBe("guess");
    expect(classifyAnswer("wrong", 90_000, 60_000)).toBe("slow-wrong");
  });
  it("keeps skipped and unmarked written answers apart, whatever their time", () => {
    expect(classifyAnswer("unanswered", 1, 60_000)).toBe("skipped");
    expect(classifyAnswer("pending", 1, 60_000)).toBe("pending");
  });
});

describe("referenceTime", () => {
  it("uses the cohort median once enough students answered", () => {
    const t = { questionId: 1, medianMs: 40_000, topMs: 30_000, answeredBy: MIN_TIMING_COHORT };
    expect(referenceTime(t, 90_000)).toEqual({ ms: 40_000, basis: "median" });
  });
  it("falls back to the paper's budget for a thin cohort or no timing", () => {
    const t = { questionId: 1, medianMs: 40_000, topMs: null, answeredBy: MIN_TIMING_COHORT - 1 };
    expect(referenceTime(t, 90_000)).toEqual({ ms: 90_000, basis: "budget" });
    expect(referenceTime(undefined, 90_000)).toEqual({ ms: 90_000, basis: "budget" });
  });
  it("shares the duration equally for the budget", () => {
    expect(budgetPerQuestionMs(60, 30)).toBe(120_000);
    expect(budgetPerQuestionMs(60, 0)).toBe(0);
  });
});

describe("breakdown", () => {
  const answers = [
    answer({ questionId: 1, outcome: "correct", score: 4, timeMs: 10 }),
    answer({ questionId: 2, outcome: "wrong", score: -1, timeMs: 20 }),
    answer({ questionId: 3, outcome: "unanswered", score: 0, timeMs: 5, topic: "" }),
    answer({ questionId: 4, subject: "Chemistry", topic: "Moles", outcome: "partial", score: 2.5 }),
  ];
  it("sums per subject: accuracy over attempted, marks, time", () => {
    const [physics, chemistry] = breakdown(answers, "subject");
    expect(physics).toMatchObject({
      subject: "Physics",
      topic: "",
      questions: 3,
      attempted: 2,
      correct: 1,
      wrong: 1,
      accuracy: 50,
      marks: 3,
      maxMarks: 12,
      timeMs: 35,
    });
    expect(chemistry).toMatchObject({ attempted: 1, partial: 1, accuracy: 0, marks: 2.5 });
  });
  it("splits per topic and names a blank topic General", () => {
    const topics = breakdown(answers, "topic").map((g) => `${g.subject}/${g.topic}:${g.questions}`);
    expect(topics).toEqual(["Physics/Kinematics:2", "Physics/General:1", "Chemistry/Moles:1"]);
  });
  it("gives 0 % accuracy when nothing was attempted", () => {
    expect(breakdown([answer({ outcome: "unanswered", score: 0 })], "subject")[0]?.accuracy).toBe(0);
  });
});

describe("negative marks and guesses", () => {
  it("adds up every penalty as marks lost", () => {
    expect(marksLostToNegative([{ score: -1 }, { score: 4 }, { score: -0.25 }, { score: null }])).toBe(1.25);
    expect(marksLostToNegative([{ score: 4 }])).toBe(0);
  });
  it("takes the guesses' penalties out of the score", () => {
    const answers = [{ score: 4 }, { score: -1 }, { score: -1 }];
    expect(scoreWithoutGuesses(2, answers, ["quick-right", "guess", "slow-wrong"])).toBe(3);
    expect(scoreWithoutGuesses(2, answers, ["quick-right", "slow-wrong", "slow-wrong"])).toBe(2);
  });
});

describe("analyseAttempt", () => {
  it("classes each question against its timing and totals the classes", () => {
    const a = analyseAttempt({
      attemptId: 9,
      examId: 3,
      title: "Mock",
      score: 3,
      maxMarks: 8,
      durationMin: 2,
      cohort: 6,
      answers: [
        { ...answer({ questionId: 1, timeMs: 10_000 }), position: 1, section: 0 },
        {
          ...answer({ questionId: 2, outcome: "wrong", score: -1, timeMs: 10_000 }),
          position: 2,
          section: 0,
        },
      ],
      timings: [
        { questionId: 1, medianMs: 20_000, topMs: 15_000, answeredBy: 6 },
        { questionId: 2, medianMs: 5_000, topMs: 4_000, answeredBy: 2 },
      ],
    });
    // Q2's cohort is too thin: the budget (2 min / 2 questions = 60 s) makes 10 s quick, so a guess.
    expect(a.questions.map((q) => [q.answerClass, q.reference.basis])).toEqual([
      ["quick-right", "median"],
      ["guess", "budget"],
    ]);
    expect(a.classes).toMatchObject({ "quick-right": 1, guess: 1, skipped: 0 });
    expect(a.negativeMarksLost).toBe(1);
    expect(a.scoreWithoutGuesses).toBe(4);
    expect(a.questions[0]?.topMs).toBe(15_000);
  });
});
