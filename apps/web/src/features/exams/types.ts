import type { AttemptStatus } from "@medhavi/domain";
import type { ActiveExam } from "./player/types";

// Replies of the student's test-taking API (/api/user_exam) that the domain package does not type
// (ActiveExam is the player's: the exam start page reads one test of the same shape).

/** GET /api/user_exam/active. */
export interface ActiveTests {
  subscription: { course_id: number; subscription: string; subscription_end: number } | null;
  /** No subscription or an ended one: `exams` is empty and the page prompts to subscribe. */
  expired: boolean;
  exams: ActiveExam[];
}

/** One row of GET /api/user_exam/attempts, newest first. */
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

/** Query keys of the student's tests; a submit should invalidate `attemptKeys.all`. */
export const attemptKeys = {
  all: ["attempts"] as const,
  active: ["attempts", "active"] as const,
  history: (page: number, pageSize: number) => ["attempts", "history", page, pageSize] as const,
  review: (attemptId: number) => ["attempts", "review", attemptId] as const,
};

export const testSeriesPath = (examId: number) => `/testseries/${examId}`;
export const reviewPath = (examId: number, attemptId: number) => `/mcq-answers/${examId}/${attemptId}`;
