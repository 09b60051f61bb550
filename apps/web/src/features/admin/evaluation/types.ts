// Replies of the staff evaluation API (/api/evaluations).

export interface EvaluationStudent {
  userid: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** One attempt waiting for marks; oldest submission first. */
export interface QueueItem {
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
  maxMarks: number;
  answers: WrittenAnswer[];
}

export const evaluationKeys = {
  all: ["admin", "evaluations"] as const,
  queue: (page: number, pageSize: number) => ["admin", "evaluations", "queue", page, pageSize] as const,
  sheet: (attemptId: number) => ["admin", "evaluations", "sheet", attemptId] as const,
};

export function studentName(student: EvaluationStudent | null): string {
  if (!student) return "Deleted account";
  return [student.firstName, student.lastName].filter(Boolean).join(" ") || student.email;
}
