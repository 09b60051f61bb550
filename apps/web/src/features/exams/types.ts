// The student test pages' query keys and links (the reply types are in @medhavi/domain, attempts.ts).

/** Query keys of the student's tests; a submit should invalidate `attemptKeys.all`. */
export const attemptKeys = {
  all: ["attempts"] as const,
  active: ["attempts", "active"] as const,
  history: (page: number, pageSize: number) => ["attempts", "history", page, pageSize] as const,
  review: (attemptId: number) => ["attempts", "review", attemptId] as const,
};

export const testSeriesPath = (examId: number) => `/testseries/${examId}`;
export const reviewPath = (examId: number, attemptId: number) => `/mcq-answers/${examId}/${attemptId}`;
