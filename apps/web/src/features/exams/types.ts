// The student test pages' query keys and links (the reply types are in @medhavi/domain, attempts.ts).

/** Query keys of the student's tests; a submit should invalidate `attemptKeys.all`. */
export const attemptKeys = {
  all: ["attempts"] as const,
  active: ["attempts", "active"] as const,
  history: (page: number, pageSize: number) => ["attempts", "history", page, pageSize] as const,
  review: (attemptId: number) => ["attempts", "review", attemptId] as const,
  analytics: (attemptId: number) => ["attempts", "analytics", attemptId] as const,
  practice: (attemptId: number) => ["attempts", "practice", attemptId] as const,
  progress: (page: number, pageSize: number) => ["attempts", "progress", page, pageSize] as const,
};

export const testSeriesPath = (examId: number) => `/testseries/${examId}`;
export const practicePath = (attemptId: number) => `/practice/${attemptId}`;
export const reviewPath = (examId: number, attemptId: number) => `/mcq-answers/${examId}/${attemptId}`;
