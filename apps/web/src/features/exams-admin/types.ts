import type { ExamInput } from "@medhavi/domain";
import { fromAcademyInput, toAcademyInput } from "@medhavi/domain";
import { academyZone, formatAcademyTime } from "../../lib/academyTime";
import type { Question } from "../questions/types";

/** A row of GET /api/exams. */
export interface ExamSummary extends ExamInput {
  id: number;
  courseName: string | null;
  status: "draft" | "published";
  questions: number;
}

export interface ExamItemDetail {
  question_id: number;
  section: number;
  position: number;
  marks: number;
  negative_marks: number;
  question: Question;
}

/** GET /api/exams/:id: the exam with its ordered questions and totals. */
export interface ExamDetail extends ExamInput {
  id: number;
  status: "draft" | "published";
  published_at: number | null;
  started: boolean;
  items: ExamItemDetail[];
  totals: { questions: number; marks: number; minutes: number };
}

export const examKeys = {
  all: ["exams"] as const,
  list: (q: string, status: string, page: number, pageSize: number) =>
    ["exams", "list", q, status, page, pageSize] as const,
  detail: (id: number) => ["exams", "detail", id] as const,
};

/** "12 Mar 2026, 10:00 IST": exam windows on the academy's clock, labelled. */
export function formatWhen(ms: number | null): string {
  if (ms === null) return "—";
  return formatAcademyTime(ms);
}

/** A datetime-local input's value for a timestamp, on the academy's clock; "" for none. */
export function toLocalInput(ms: number | null): string {
  return ms === null ? "" : toAcademyInput(ms, academyZone());
}

/** A timestamp for a datetime-local value read on the academy's clock; null when empty, NaN when unreadable. */
export function fromLocalInput(value: string): number | null {
  if (value.trim() === "") return null;
  return fromAcademyInput(value, academyZone());
}
