import type { QuestionInput } from "@medhavi/domain";

/** A bank question as the API returns it. */
export interface Question extends QuestionInput {
  id: number;
  previous_id: number | null;
  retired: boolean;
}

export interface Facets {
  subjects: string[];
  topics: Array<{ subject: string; topic: string }>;
}

/** The bank's filters (GET /api/questions, export.csv, the exam picker). */
export interface QuestionFilter {
  q: string;
  subject: string;
  topic: string;
  kind: string;
  difficulty: string;
  course_id: string;
}

export const EMPTY_FILTER: QuestionFilter = {
  q: "",
  subject: "",
  topic: "",
  kind: "",
  difficulty: "",
  course_id: "",
};

/** One node of GET /api/courses. */
export interface CourseNode {
  id: number;
  parent: number;
  name: string;
  type: string;
}

/** The reply of POST /api/questions/import (also the data of its 400 reply). */
export interface ImportReport {
  imported: number;
  refused: Array<{ line: number; errors: string[] }>;
  total: number;
  headerErrors: string[];
}
