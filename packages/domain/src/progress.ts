import { z } from "zod";
import { type AttemptQuestion, answerSaveSchema } from "./attempts";
import { idSchema } from "./bounds";
import { MAX_EXAM_QUESTIONS } from "./exams";
import type { AnswerOutcome } from "./grading";

// "My progress" (issue #15 item 5): a student's mocks over time and a predicted percentile band for the
// real exam, and the practice of mistakes (item 6).

/** One submitted attempt on the progress chart. */
export interface ProgressPoint {
  attemptId: number;
  examId: number;
  title: string;
  submittedAt: number;
  score: number;
  maxMarks: number;
  /** Among the exam's students (each by the exam's counting attempt), as the review ranks. */
  rank: number;
  percentile: number;
  /** Students ranked in that exam, this one included. */
  of: number;
  /** Correct over attempted objective answers, 0-100. */
  accuracy: number;
}

/** The band is read from at most this many of the latest mocks: older ones say less about today. */
export const PREDICTION_MOCKS = 5;
/** Below this many qualifying mocks there is no band, only "not enough data". */
export const MIN_PREDICTION_MOCKS = 3;
/** A percentile among fewer students than this is too coarse to predict from. */
export const MIN_PREDICTION_COHORT = 10;
/** Mocks are not the real exam (different cohort, different paper): never claim a band narrower than ±this. */
export const MIN_BAND_HALF_WIDTH = 5;

/** Student's t, two-sided 80 %, by degrees of freedom (n − 1) for the n mocks we use. */
const T80: Readonly<Record<number, number>> = { 2: 1.886, 3: 1.638, 4: 1.533 };

export type PercentileBand =
  | { status: "not-enough-data"; mocks: number; needed: number; reason: string }
  | {
      status: "band";
      mocks: number;
      low: number;
      high: number;
      centre: number;
      halfWidth: number;
      /** The spread of the mocks' percentiles (sample standard deviation). */
      spread: number;
      explanation: string;
    };

/**
 * An 80 % prediction interval for the next percentile from the last mocks (newest first): mean ±
 * t · s · √(1 + 1/n), so the band widens with a student's spread and with fewer mocks; floored at
 * ±MIN_BAND_HALF_WIDTH, clamped to 0-100 and rounded to whole percentiles (no false precision).
 * Only mocks ranked among at least MIN_PREDICTION_COHORT students count.
 */
export function predictPercentileBand(
  mocks: ReadonlyArray<Pick<ProgressPoint, "percentile" | "of">>,
): PercentileBand {
  const used = mocks.filter((m) => m.of >= MIN_PREDICTION_COHORT).slice(0, PREDICTION_MOCKS);
  const n = used.length;
  if (n < MIN_PREDICTION_MOCKS) {
    return {
      status: "not-enough-data",
      mocks: n,
      needed: MIN_PREDICTION_MOCKS,
      reason: `A band needs at least ${MIN_PREDICTION_MOCKS} mocks each taken by ${MIN_PREDICTION_COHORT} or more students; you have ${n}.`,
    };
  }
  const values = used.map((m) => m.percentile);
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  const t = T80[n - 1] ?? 1.533;
  const halfWidth = Math.max(MIN_BAND_HALF_WIDTH, t * spread * Math.sqrt(1 + 1 / n));
  const low = Math.max(0, Math.floor(mean - halfWidth));
  const high = Math.min(100, Math.ceil(mean + halfWidth));
  return {
    status: "band",
    mocks: n,
    low,
    high,
    centre: Math.round(mean),
    halfWidth: Math.round(halfWidth),
    spread: Math.round(spread * 10) / 10,
    explanation: `From your last ${n} mocks (percentiles spread ±${Math.round(spread)}): 8 times in 10 a result like yours falls in this band. Fewer or less steady mocks give a wider band; mocks are not the real exam, so it is never narrower than ±${MIN_BAND_HALF_WIDTH}.`,
  };
}

export interface Progress {
  items: ProgressPoint[];
  total: number;
  page: number;
  pageSize: number;
  prediction: PercentileBand;
}

/** Which of a review's questions to practise again. */
export const PRACTICE_PICKS = ["wrong", "marked", "skipped"] as const;
export type PracticePick = (typeof PRACTICE_PICKS)[number];

export const practiceStartSchema = z.object({
  /** Default: the questions answered wrong (or only partly right) and those marked for review. */
  include: z.array(z.enum(PRACTICE_PICKS)).min(1).max(PRACTICE_PICKS.length).default(["wrong", "marked"]),
});
export type PracticeStart = z.input<typeof practiceStartSchema>;

/** Wrong covers partial credit too: a partly right answer is a mistake worth practising. */
export function pickForPractice(
  q: { outcome: string; marked: boolean; kind: number },
  include: readonly PracticePick[],
  subjectiveKind: number,
): boolean {
  if (q.kind === subjectiveKind) return false; // needs an evaluator, cannot be graded on the spot
  if (include.includes("wrong") && (q.outcome === "wrong" || q.outcome === "partial")) return true;
  if (include.includes("marked") && q.marked) return true;
  return include.includes("skipped") && q.outcome === "unanswered";
}

/** A practice submission: every answer at once (untimed, so there is nothing to save as you go). */
export const practiceSubmitSchema = z.object({
  answers: z
    .array(answerSaveSchema.pick({ selected: true, text: true }).extend({ question_id: idSchema() }))
    .max(MAX_EXAM_QUESTIONS),
});
export type PracticeSubmit = z.input<typeof practiceSubmitSchema>;

/** A practice question; correct answer, solution and result only once the set is submitted. */
export interface PracticeQuestion extends AttemptQuestion {
  answer: { selected: string[]; text: string } | null;
  outcome: AnswerOutcome | null;
  score: number | null;
  correct: string[];
  solution: string;
  /** The Hindi version; its solution only once the set is submitted (empty before). */
  hindi: (NonNullable<AttemptQuestion["hindi"]> & { solution: string }) | null;
}

/** A practice set of one attempt's mistakes: untimed, never ranked, never in the attempt history. */
export interface PracticeSet {
  id: number;
  attemptId: number;
  examId: number;
  title: string;
  include: PracticePick[];
  createdAt: number;
  submittedAt: number | null;
  score: number | null;
  maxMarks: number;
  questions: PracticeQuestion[];
}
