/** What the instructions page shows of an exam: the fields the student and the demo exam calls share. */
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
}

/** GET /api/user_exam/exams/:examId (see /tmp contract: ActiveExam). */
export interface ActiveExam extends ExamOverview {
  course_id: number | null;
  courseName: string;
  opens_at: number | null;
  closes_at: number | null;
  attempts_allowed: number;
  attempts_used: number;
  status: "new" | "in_progress" | "submitted";
  /** The latest attempt, or null. */
  attemptId: number | null;
  canStart: boolean;
}
