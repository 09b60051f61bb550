import { TEXT_MAX } from "./fieldBounds";
import { numericMatches, readNumericAnswer } from "./numerical";
import type { NumericKey } from "./numericalSchema";
import { ANSWER_TYPE, QUESTION_KIND } from "./questionTypes";

// Rules for taking a test (the exam-taking issue builds on these): grading, the palette, the clock,
// rank and percentile. Marks are rounded to 2 decimals so sums of quarter marks stay exact.

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface GradableQuestion {
  kind: number;
  answer_type: number | null;
  correct: readonly string[];
  /** The key of a numerical question (answer type NUMERICAL); absent or null otherwise. */
  numeric?: NumericKey | null;
}

/**
 * A question dropped from the key after challenges: full marks to everyone who answered it, or to every
 * candidate whether they answered or not (the exam's setting).
 */
export type DropPolicy = "attempted" | "all";

/**
 * Credit for a multi-select answer that chose some correct options and no wrong one:
 * "scaled" earns that share of the question's marks; "jee-advanced" follows JEE Advanced's published
 * rule (+1 per correct option chosen: +3, +2 or +1 of +4).
 */
export type PartialCredit = false | "scaled" | "jee-advanced";

export interface ExamMarking {
  marks: number;
  negative_marks: number;
  partialCredit?: PartialCredit;
  /** Set when the question was dropped from the final key. */
  dropped?: DropPolicy | false;
}

export interface GivenAnswer {
  selected?: readonly string[];
  text?: string;
}

export type AnswerOutcome = "correct" | "partial" | "wrong" | "unanswered" | "pending";

export interface GradedAnswer {
  outcome: AnswerOutcome;
  /** Null while a subjective answer waits for an evaluator. */
  score: number | null;
}

/**
 * Single select: the one correct option, or, when a key decision accepted several (NTA: "whoever marked
 * any of the correct options gets full marks"), any one of them. Multi select: full marks only for the exact set; with partial credit, some but
 * not all correct options and no wrong one earn the partial credit rule's share. A wrong answer costs the
 * negative marks; unanswered scores 0; a written answer waits for evaluation (0 if left blank).
 */
export function gradeAnswer(
  q: GradableQuestion,
  marking: ExamMarking,
  answer: GivenAnswer | null,
): GradedAnswer {
  if (q.kind === QUESTION_KIND.SUBJECTIVE) {
    const text = answer?.text?.trim() ?? "";
    return text ? { outcome: "pending", score: null } : { outcome: "unanswered", score: 0 };
  }
  const answered =
    q.answer_type === ANSWER_TYPE.NUMERICAL
      ? (answer?.text?.trim() ?? "") !== ""
      : (answer?.selected?.length ?? 0) > 0;
  if (marking.dropped === "all" || (marking.dropped === "attempted" && answered))
    return { outcome: "correct", score: round2(marking.marks) };
  if (q.answer_type === ANSWER_TYPE.NUMERICAL) return gradeNumerical(q, marking, answer);
  const chosen = new Set(answer?.selected ?? []);
  if (chosen.size === 0) return { outcome: "unanswered", score: 0 };
  const correct = new Set(q.correct);
  const wrongChosen = [...chosen].some((key) => !correct.has(key));
  const rightChosen = [...chosen].filter((key) => correct.has(key)).length;
  const whole = q.answer_type === ANSWER_TYPE.SINGLE ? chosen.size === 1 : rightChosen === correct.size;
  if (!wrongChosen && whole) return { outcome: "correct", score: round2(marking.marks) };
  if (q.answer_type === ANSWER_TYPE.MULTI && marking.partialCredit && !wrongChosen && rightChosen > 0) {
    const share =
      marking.partialCredit === "jee-advanced"
        ? Math.min(rightChosen, marking.marks)
        : (marking.marks * rightChosen) / correct.size;
    return { outcome: "partial", score: round2(share) };
  }
  return { outcome: "wrong", score: round2(0 - marking.negative_marks) };
}

/** A typed number: right if it meets the key (boundaries included), wrong otherwise, blank unanswered. */
function gradeNumerical(q: GradableQuestion, marking: ExamMarking, answer: GivenAnswer | null): GradedAnswer {
  const read = readNumericAnswer(answer?.text ?? "", q.numeric?.integer ?? false);
  if (read === null) return { outcome: "unanswered", score: 0 };
  if (read.ok && q.numeric && numericMatches(q.numeric, read.value))
    return { outcome: "correct", score: round2(marking.marks) };
  return { outcome: "wrong", score: round2(0 - marking.negative_marks) };
}

/** The attempt's score so far and whether evaluators still have answers to mark. */
export function attemptTotal(graded: readonly GradedAnswer[]): { score: number; pendingEvaluation: boolean } {
  return {
    score: round2(graded.reduce((sum, g) => sum + (g.score ?? 0), 0)),
    pendingEvaluation: graded.some((g) => g.outcome === "pending"),
  };
}

/** Awarded marks for a subjective answer must lie in 0..max, in steps of 0.25. */
export function validEvaluation(awarded: number, max: number): boolean {
  return Number.isFinite(awarded) && awarded >= 0 && awarded <= max && Number.isInteger(awarded * 4);
}

export const PALETTE_STATUSES = [
  "not-visited",
  "not-answered",
  "answered",
  "marked",
  "answered-marked",
] as const;
export type PaletteStatus = (typeof PALETTE_STATUSES)[number];

export const PALETTE_LABELS: Readonly<Record<PaletteStatus, string>> = {
  "not-visited": "Not Visited",
  "not-answered": "Not Answered",
  answered: "Answered",
  marked: "Marked for Review",
  "answered-marked": "Answered & Marked for Review",
};

/** NTA's five palette states. */
export function paletteStatus(s: { visited: boolean; answered: boolean; marked: boolean }): PaletteStatus {
  if (s.answered && s.marked) return "answered-marked";
  if (s.marked) return "marked";
  if (s.answered) return "answered";
  return s.visited ? "not-answered" : "not-visited";
}

/** Saves are accepted until the server deadline plus a small grace for network delay. */
export const ANSWER_GRACE_MS = 5_000;

export function acceptsAnswers(now: number, deadline: number, submittedAt: number | null): boolean {
  return submittedAt === null && now <= deadline + ANSWER_GRACE_MS;
}

/** The deadline of an attempt: its duration from the start, never past the exam's closing time. */
export function attemptDeadline(startedAt: number, durationMin: number, closesAt: number | null): number {
  const end = startedAt + durationMin * 60_000;
  return closesAt === null ? end : Math.min(end, closesAt);
}

/**
 * Competition rank (1 + how many scored more: ties share a rank) and percentile (share scoring at or
 * below, 0-100), from counts as the database reports them: `above` scored more than me, out of `total`.
 */
export function rankFromCounts(above: number, total: number): { rank: number; percentile: number } {
  if (total === 0) return { rank: 1, percentile: 100 };
  return { rank: above + 1, percentile: round2(((total - above) / total) * 100) };
}

export type RankBy = "first" | "best";

/** A submitted attempt as ranking sees it; visitors' demo attempts have no user and each stand alone. */
export interface RankedAttempt {
  id: number;
  userId: number | null;
  score: number;
  startedAt: number;
  /** Written answers still wait for an evaluator, so the score may still rise. */
  pending: boolean;
}

/** Each student's attempt that counts for rank: the first one started, or the best score (earliest on a tie). */
export function countingAttempts(attempts: readonly RankedAttempt[], rankBy: RankBy): RankedAttempt[] {
  const byStudent = new Map<string, RankedAttempt>();
  for (const a of attempts) {
    const key = a.userId === null ? `visitor:${a.id}` : `user:${a.userId}`;
    const held = byStudent.get(key);
    const earlier =
      !held || a.startedAt < held.startedAt || (a.startedAt === held.startedAt && a.id < held.id);
    const better = !held || a.score > held.score || (a.score === held.score && earlier);
    if (rankBy === "first" ? earlier : better) byStudent.set(key, a);
  }
  return [...byStudent.values()];
}

/**
 * Rank and percentile of one attempt among students, not attempts: the attempt against every other
 * student's counting attempt (the student's own other attempts never rank against it). Provisional
 * while this attempt or any counting one still waits for written-answer marks.
 */
export function studentRank(
  attempts: readonly RankedAttempt[],
  mine: RankedAttempt,
  rankBy: RankBy,
): { rank: number; percentile: number; of: number; provisional: boolean } {
  const others = countingAttempts(
    attempts.filter((a) => (mine.userId === null ? a.id !== mine.id : a.userId !== mine.userId)),
    rankBy,
  );
  const of = others.length + 1;
  return {
    ...rankFromCounts(others.filter((o) => o.score > mine.score).length, of),
    of,
    provisional: mine.pending || others.some((o) => o.pending),
  };
}

/** How an evaluated written answer reads in the review: full marks correct, some partial, none wrong. */
export function evaluatedOutcome(awarded: number, max: number): AnswerOutcome {
  if (awarded >= max) return "correct";
  return awarded > 0 ? "partial" : "wrong";
}

// The bounds of a saved answer, as plain values: the test player reads them without loading zod.
export const MAX_ANSWER_TEXT = TEXT_MAX.ANSWER;
export const MAX_FEEDBACK_TEXT = TEXT_MAX.MESSAGE;
/** Time spent on one question is capped at a day, so a wrong clock cannot overflow the column. */
export const MAX_TIME_SPENT_MS = 86_400_000;
