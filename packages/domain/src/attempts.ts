import { z } from "zod";
import { idSchema, text } from "./bounds";
import type { AnswerRelease, ExamSection } from "./exams";
import { MAX_MARKS } from "./fieldBounds";
import {
  type AnswerOutcome,
  MAX_ANSWER_TEXT,
  MAX_FEEDBACK_TEXT,
  MAX_TIME_SPENT_MS,
  type RankBy,
} from "./grading";
import { MESSAGES } from "./messages";
import type { NumericKey } from "./numericalSchema";
import { OPTION_KEYS } from "./questionTypes";

// The shapes of taking a test, shared by the server (validation) and the web app (types): what a save
// carries, what start/submit/review return. The rules themselves live in grading.ts.

/**
 * One answer as the browser saves it. `seq` grows with every change the browser makes to the attempt, so
 * replaying a queue out of order or twice never lets an older change overwrite a newer one.
 */
export const answerSaveSchema = z.object({
  selected: z.array(z.enum(OPTION_KEYS)).max(OPTION_KEYS.length).default([]),
  text: text(MAX_ANSWER_TEXT, undefined, MESSAGES.ANSWER_TOO_LONG).default(""),
  marked: z.boolean().default(false),
  time_spent_ms: z.number().int().min(0).max(MAX_TIME_SPENT_MS).default(0),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type AnswerSave = z.input<typeof answerSaveSchema>;

/**
 * Start's optional body. With `resume`, Start only resumes that attempt of the student's while it is open,
 * and never opens a new one: a reload of the test screen sends it at once, beside nothing else, and an
 * attempt submitted meanwhile (another tab, the time running out) is refused, not replaced.
 */
// nullish: a Start without a body (every first Start) is the same as {}.
export const startRequestSchema = z.object({ resume: idSchema().optional() }).nullish();
export type StartRequest = z.input<typeof startRequestSchema>;

/** An evaluator's marks for one written answer; the bounds against the question's marks are checked by validEvaluation. */
export const evaluationSchema = z.object({
  awarded: z
    .number({ error: MESSAGES.AWARD_INVALID })
    .min(-MAX_MARKS, { error: MESSAGES.AWARD_INVALID })
    .max(MAX_MARKS, { error: MESSAGES.AWARD_INVALID }),
  feedback: text(MAX_FEEDBACK_TEXT).trim().default(""),
});
export type EvaluationInput = z.input<typeof evaluationSchema>;

export type AttemptStatus = "in_progress" | "pending_evaluation" | "evaluated";

export function attemptStatus(submittedAt: number | null, pendingEvaluation: boolean): AttemptStatus {
  if (submittedAt === null) return "in_progress";
  return pendingEvaluation ? "pending_evaluation" : "evaluated";
}

export const ATTEMPT_STATUS_LABELS: Readonly<Record<AttemptStatus, string>> = {
  in_progress: "In progress",
  pending_evaluation: "Pending evaluation",
  evaluated: "Evaluated",
};

/** A question as the test screen gets it: never the correct answer, the solution or the model answer. */
export interface AttemptQuestion {
  id: number;
  section: number;
  position: number;
  kind: number;
  answer_type: number | null;
  answer_length: number | null;
  text: string;
  options: Array<{ key: string; text: string }>;
  marks: number;
  negative_marks: number;
  /** A numerical question that takes whole numbers only (the keypad has no decimal point). */
  integer_only: boolean;
  /** The question in Hindi (the same option keys), or null when it has no Hindi version. */
  hindi: { text: string; options: Array<{ key: string; text: string }> } | null;
}

/** The saved state of one answer. */
export interface SavedAnswer {
  question_id: number;
  selected: string[];
  text: string;
  marked: boolean;
  time_spent_ms: number;
  seq: number;
}

export interface StartedAttempt {
  attemptId: number;
  /** Demo attempts only: the secret that stands in for a login on later calls. */
  attemptToken?: string;
  exam: {
    id: number;
    title: string;
    instructions: string;
    duration_min: number;
    sections: ExamSection[];
    marking_scheme: string;
    partial_credit: boolean;
    is_demo: boolean;
  };
  startedAt: number;
  deadline: number;
  /** The server's clock when it replied, so the browser can correct its own. */
  serverNow: number;
  /** The question the student was last on (resume there), or null. */
  currentQuestionId: number | null;
  questions: AttemptQuestion[];
  answers: SavedAnswer[];
}

export interface AttemptResult {
  attemptId: number;
  examId: number;
  status: AttemptStatus;
  score: number;
  maxMarks: number;
  submittedAt: number;
  autoSubmitted: boolean;
  counts: Record<AnswerOutcome, number>;
}

export interface ReviewQuestion extends AttemptQuestion {
  /** Empty while the exam withholds answers (`answers_shown` false). */
  correct: string[];
  /** The key of a numerical question while answers are shown; else null. */
  numeric: NumericKey | null;
  /** Dropped from the final key after challenges (full marks as the exam's drop policy says). */
  dropped: boolean;
  solution: string;
  model_answer: string;
  /** The Hindi version with its solution and model answer (empty while answers are withheld). */
  hindi: (NonNullable<AttemptQuestion["hindi"]> & { solution: string; model_answer: string }) | null;
  answer: SavedAnswer | null;
  outcome: AnswerOutcome;
  score: number | null;
  feedback: string;
}

export interface AttemptReview {
  result: AttemptResult;
  exam: StartedAttempt["exam"] & {
    /** When answers are shown (`ANSWER_RELEASES`). */
    show_answers: AnswerRelease;
    /** Which attempt of each student ranks. */
    rank_by: RankBy;
    closes_at: number | null;
  };
  /** Whether `correct`, `solution` and `model_answer` are filled in this reply. */
  answers_shown: boolean;
  /** While answers are withheld, when they will come ("Answers will be shown after ..."); else "". */
  answers_notice: string;
  startedAt: number;
  /** Among students (each by the exam's counting attempt), not attempts. */
  rank: number;
  percentile: number;
  /** Students the rank is among. */
  of: number;
  /** This attempt or a counting one still waits for written-answer marks: the rank may change. */
  rank_provisional: boolean;
  /** Correct over attempted objective answers, 0-100. */
  accuracy: number;
  questions: ReviewQuestion[];
}

/** Accuracy in percent (2 decimals): correct answers over attempted ones; 0 when nothing was attempted. */
export function accuracy(
  counts: Pick<Record<AnswerOutcome, number>, "correct" | "partial" | "wrong">,
): number {
  const attempted = counts.correct + counts.partial + counts.wrong;
  return attempted === 0 ? 0 : Math.round((counts.correct / attempted) * 10_000) / 100;
}

// Replies of the test lists and the evaluation calls, typed once for the server and the web app.

/** What an instructions page shows of a test: the fields the student and demo calls share. */
export interface ExamOverview {
  id: number;
  title: string;
  /** Sanitised HTML. */
  instructions: string;
  sections: Array<{ name: string }>;
  marking_scheme: string;
  partial_credit: boolean;
  duration_min: number;
  /** How many questions. */
  questions: number;
  /** Total marks. */
  marks: number;
  /** Whether some questions take a written answer (marked later by an evaluator). */
  has_written: boolean;
  /** Whether some questions have a Hindi version (the instructions page offers the paper's language). */
  bilingual: boolean;
}

/** A test open to the student now (GET /user_exam/active, GET /user_exam/exams/{id}). */
export interface ActiveExam extends ExamOverview {
  course_id: number | null;
  courseName: string | null;
  opens_at: number | null;
  closes_at: number | null;
  attempts_allowed: number;
  attempts_used: number;
  status: "new" | "in_progress" | "submitted";
  /** The latest attempt, or null. */
  attemptId: number | null;
  canStart: boolean;
}

export interface ActiveTests {
  subscription: {
    course_id: number | null;
    subscription: string | null;
    subscription_end: number | null;
  } | null;
  /** No subscription or an ended one: `exams` is empty and the page prompts to subscribe. */
  expired: boolean;
  exams: ActiveExam[];
}

/** One row of the student's attempt history, newest first. */
export interface HistoryItem {
  attemptId: number;
  examId: number;
  title: string;
  startedAt: number;
  submittedAt: number | null;
  deadline: number;
  status: AttemptStatus;
  score: number | null;
  maxMarks: number | null;
  autoSubmitted: boolean;
}

export interface EvaluationStudent {
  userid: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** One attempt waiting for an evaluator; oldest submission first. */
export interface EvaluationQueueItem {
  attemptId: number;
  examId: number;
  examTitle: string;
  /** Null when the student's account was deleted. */
  student: EvaluationStudent | null;
  submittedAt: number;
  /** Written answers without marks yet, of `total`. */
  pending: number;
  total: number;
}

export interface WrittenAnswer {
  question_id: number;
  position: number;
  section: number;
  /** Question HTML. */
  text: string;
  model_answer: string;
  /** The question's maximum marks. */
  marks: number;
  /** The student's text. */
  answer: string;
  awarded: number | null;
  feedback: string;
}

export interface EvaluationSheet {
  attemptId: number;
  exam: { id: number; title: string };
  student: EvaluationStudent | null;
  submittedAt: number;
  evaluatedAt: number | null;
  /** Objective marks only until the evaluation is completed. */
  score: number;
  /** The whole exam's maximum. */
  maxMarks: number;
  /** The maximum of the objective questions alone: what `score` counts before evaluation. */
  objectiveMax: number;
  answers: WrittenAnswer[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
