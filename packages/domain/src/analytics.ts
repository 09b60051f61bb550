import type { AnswerOutcome } from "./grading";

// Analytics that explain a score (issue #15 item 5). Pure functions over what an attempt stored: each
// answer's outcome and awarded marks (whatever marking rule produced them), its time, and the question's
// subject and topic; plus per-question timings of the exam's students, computed by the database.

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One question of an attempt as analytics reads it. */
export interface AnalysedAnswer {
  questionId: number;
  subject: string;
  topic: string;
  outcome: AnswerOutcome;
  /** Marks awarded (negative for a penalised answer); null while an evaluator has not marked it. */
  score: number | null;
  maxMarks: number;
  timeMs: number;
  marked: boolean;
}

/** How the exam's students spent their time on one question (answered attempts only). */
export interface QuestionTiming {
  questionId: number;
  /** Median time of every student who answered it; null when nobody did. */
  medianMs: number | null;
  /** Median time of the top 10 % of students by score who answered it. */
  topMs: number | null;
  /** How many students' answers the median is taken from. */
  answeredBy: number;
}

/**
 * A question's median is a fair yardstick only when enough students answered it; below this the
 * paper's time budget per question (duration / questions) stands in.
 */
export const MIN_TIMING_COHORT = 5;

export type TimeReference = { ms: number; basis: "median" | "budget" };

export function referenceTime(timing: QuestionTiming | undefined, budgetMs: number): TimeReference {
  if (timing?.medianMs != null && timing.answeredBy >= MIN_TIMING_COHORT)
    return { ms: timing.medianMs, basis: "median" };
  return { ms: budgetMs, basis: "budget" };
}

export const ANSWER_CLASSES = [
  "quick-right",
  "slow-right",
  "guess",
  "slow-wrong",
  "skipped",
  "pending",
] as const;
export type AnswerClass = (typeof ANSWER_CLASSES)[number];

export const ANSWER_CLASS_LABELS: Readonly<Record<AnswerClass, string>> = {
  "quick-right": "Quick and right",
  "slow-right": "Slow and right",
  guess: "Quick and wrong (a guess)",
  "slow-wrong": "Slow and wrong",
  skipped: "Skipped",
  pending: "Awaiting evaluation",
};

/**
 * The threshold: an answer is "quick" when it took less time than the reference (the median time of
 * the exam's students on that question, or the per-question budget when too few answered it), and
 * "slow" otherwise. Partial credit counts as right (some correct options, no wrong one).
 */
export function classifyAnswer(outcome: AnswerOutcome, timeMs: number, referenceMs: number): AnswerClass {
  if (outcome === "unanswered") return "skipped";
  if (outcome === "pending") return "pending";
  const quick = timeMs < referenceMs;
  if (outcome === "wrong") return quick ? "guess" : "slow-wrong";
  return quick ? "quick-right" : "slow-right";
}

export interface GroupStats {
  subject: string;
  /** Empty for a subject row. */
  topic: string;
  questions: number;
  attempted: number;
  correct: number;
  partial: number;
  wrong: number;
  /** Correct over attempted objective answers, 0-100 (partial not counted correct, as the review does). */
  accuracy: number;
  marks: number;
  maxMarks: number;
  timeMs: number;
}

const attemptedOutcome = (o: AnswerOutcome) => o === "correct" || o === "partial" || o === "wrong";

/** Per subject, or per subject and topic, in first-seen order. A blank topic reads "General". */
export function breakdown(answers: readonly AnalysedAnswer[], by: "subject" | "topic"): GroupStats[] {
  const groups = new Map<string, GroupStats>();
  for (const a of answers) {
    const topic = by === "topic" ? a.topic.trim() || "General" : "";
    const key = `${a.subject}\u0000${topic}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        subject: a.subject,
        topic,
        questions: 0,
        attempted: 0,
        correct: 0,
        partial: 0,
        wrong: 0,
        accuracy: 0,
        marks: 0,
        maxMarks: 0,
        timeMs: 0,
      };
      groups.set(key, g);
    }
    g.questions += 1;
    if (attemptedOutcome(a.outcome)) g.attempted += 1;
    if (a.outcome === "correct") g.correct += 1;
    if (a.outcome === "partial") g.partial += 1;
    if (a.outcome === "wrong") g.wrong += 1;
    g.marks = round2(g.marks + (a.score ?? 0));
    g.maxMarks = round2(g.maxMarks + a.maxMarks);
    g.timeMs += a.timeMs;
  }
  return [...groups.values()].map((g) => ({
    ...g,
    accuracy: g.attempted === 0 ? 0 : round2((g.correct / g.attempted) * 100),
  }));
}

/** Marks taken away by negative marking: the sum of every negative award, as a positive number. */
export function marksLostToNegative(answers: readonly Pick<AnalysedAnswer, "score">[]): number {
  return round2(answers.reduce((sum, a) => sum + ((a.score ?? 0) < 0 ? -(a.score ?? 0) : 0), 0));
}

/** The score had the guesses been left blank: their awards (penalties) taken out. */
export function scoreWithoutGuesses(
  score: number,
  answers: readonly Pick<AnalysedAnswer, "score">[],
  classes: readonly AnswerClass[],
): number {
  const guessed = answers.reduce((sum, a, i) => sum + (classes[i] === "guess" ? (a.score ?? 0) : 0), 0);
  return round2(score - guessed);
}

export type ClassCounts = Record<AnswerClass, number>;

export function classCounts(classes: readonly AnswerClass[]): ClassCounts {
  const counts = Object.fromEntries(ANSWER_CLASSES.map((c) => [c, 0])) as ClassCounts;
  for (const c of classes) counts[c] += 1;
  return counts;
}

/** The paper's time budget per question: the duration shared equally (0 for an empty paper). */
export function budgetPerQuestionMs(durationMin: number, questions: number): number {
  return questions === 0 ? 0 : Math.round((durationMin * 60_000) / questions);
}

/** One question's line in the analysis. */
export interface QuestionAnalysis {
  questionId: number;
  position: number;
  section: number;
  subject: string;
  topic: string;
  outcome: AnswerOutcome;
  score: number | null;
  timeMs: number;
  medianMs: number | null;
  topMs: number | null;
  reference: TimeReference;
  answerClass: AnswerClass;
}

export interface AttemptAnalytics {
  attemptId: number;
  examId: number;
  title: string;
  score: number;
  maxMarks: number;
  subjects: GroupStats[];
  topics: GroupStats[];
  questions: QuestionAnalysis[];
  classes: ClassCounts;
  negativeMarksLost: number;
  scoreWithoutGuesses: number;
  /** Students whose submitted attempts the timings come from. */
  cohort: number;
  /** How "quick" is decided, in words the page shows. */
  threshold: string;
}

export const THRESHOLD_TEXT = `Quick means less time than the median of the exam's students on that question (or, when fewer than ${MIN_TIMING_COHORT} answered it, less than the paper's time per question).`;

/** Puts an attempt's analysis together from its answers (paper order) and the cohort's timings. */
export function analyseAttempt(input: {
  attemptId: number;
  examId: number;
  title: string;
  score: number;
  maxMarks: number;
  durationMin: number;
  cohort: number;
  answers: ReadonlyArray<AnalysedAnswer & { position: number; section: number }>;
  timings: readonly QuestionTiming[];
}): AttemptAnalytics {
  const budget = budgetPerQuestionMs(input.durationMin, input.answers.length);
  const byQuestion = new Map(input.timings.map((t) => [t.questionId, t]));
  const questions = input.answers.map((a) => {
    const timing = byQuestion.get(a.questionId);
    const reference = referenceTime(timing, budget);
    return {
      questionId: a.questionId,
      position: a.position,
      section: a.section,
      subject: a.subject,
      topic: a.topic,
      outcome: a.outcome,
      score: a.score,
      timeMs: a.timeMs,
      medianMs: timing?.medianMs ?? null,
      topMs: timing?.topMs ?? null,
      reference,
      answerClass: classifyAnswer(a.outcome, a.timeMs, reference.ms),
    };
  });
  const classes = questions.map((q) => q.answerClass);
  return {
    attemptId: input.attemptId,
    examId: input.examId,
    title: input.title,
    score: input.score,
    maxMarks: input.maxMarks,
    subjects: breakdown(input.answers, "subject"),
    topics: breakdown(input.answers, "topic"),
    questions,
    classes: classCounts(classes),
    negativeMarksLost: marksLostToNegative(input.answers),
    scoreWithoutGuesses: scoreWithoutGuesses(input.score, input.answers, classes),
    cohort: input.cohort,
    threshold: THRESHOLD_TEXT,
  };
}
