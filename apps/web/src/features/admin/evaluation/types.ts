import type { EvaluationStudent } from "@medhavi/domain";

// Query keys and labels of the staff evaluation pages (reply types are in @medhavi/domain, attempts.ts).

export const evaluationKeys = {
  all: ["admin", "evaluations"] as const,
  queue: (page: number, pageSize: number) => ["admin", "evaluations", "queue", page, pageSize] as const,
  sheet: (attemptId: number) => ["admin", "evaluations", "sheet", attemptId] as const,
};

export function studentName(student: EvaluationStudent | null): string {
  if (!student) return "Deleted account";
  return [student.firstName, student.lastName].filter(Boolean).join(" ") || student.email;
}
