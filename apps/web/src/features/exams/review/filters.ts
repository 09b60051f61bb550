import type { ReviewQuestion } from "@medhavi/domain";

export type ReviewFilter = "all" | "correct" | "partial" | "wrong" | "unanswered" | "pending" | "marked";

export const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: "All",
  correct: "Correct",
  partial: "Partially correct",
  wrong: "Wrong",
  unanswered: "Unanswered",
  pending: "Pending evaluation",
  marked: "Marked",
};

export function matchesFilter(q: ReviewQuestion, filter: ReviewFilter): boolean {
  if (filter === "all") return true;
  if (filter === "marked") return q.answer?.marked === true;
  return q.outcome === filter;
}

/** All, Correct, Wrong, Unanswered and Marked always; Partial and Pending only when some question is. */
export function availableFilters(questions: readonly ReviewQuestion[]): ReviewFilter[] {
  const has = (f: ReviewFilter) => questions.some((q) => matchesFilter(q, f));
  return (["all", "correct", "partial", "wrong", "unanswered", "pending", "marked"] as const).filter(
    (f) => (f !== "partial" && f !== "pending") || has(f),
  );
}
