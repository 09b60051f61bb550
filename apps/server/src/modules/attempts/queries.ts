import type { AttemptQuestion, SavedAnswer } from "@medhavi/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, type examAttempts, type exams } from "../../db/schema";
import { loadItems } from "../exams/service";

export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
type AnswerRow = typeof attemptAnswers.$inferSelect;

/** The exam's questions as a test paper (the exam is frozen once started, so this is what was sat). */
export async function examPaper(db: DbOrTx, examId: number) {
  return (await loadItems(db, examId)).map(({ question: q, section, position, marks, negative_marks }) => ({
    id: q.id,
    section,
    position,
    kind: q.kind,
    answer_type: q.answer_type,
    answer_length: q.answer_length,
    text: q.text,
    options: q.options,
    marks,
    negative_marks,
    correct: q.correct,
    solution: q.solution,
    model_answer: q.model_answer,
  }));
}
export type PaperQuestion = Awaited<ReturnType<typeof examPaper>>[number];

/** What the test screen may see of a question: never the answer, the solution or the model answer. */
export function forCandidate(q: PaperQuestion): AttemptQuestion {
  const { correct: _correct, solution: _solution, model_answer: _model, ...visible } = q;
  return visible;
}

export async function answersOf(db: DbOrTx, attemptId: number): Promise<AnswerRow[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export const toSavedAnswer = (row: AnswerRow): SavedAnswer => ({
  question_id: row.questionId,
  selected: row.selected,
  text: row.text,
  marked: row.marked,
  time_spent_ms: row.timeSpentMs,
  seq: row.seq,
});

export function examSummary(exam: ExamRow) {
  return {
    id: exam.id,
    title: exam.title,
    instructions: exam.instructions,
    duration_min: exam.durationMin,
    sections: exam.sections,
    marking_scheme: exam.markingScheme,
    partial_credit: exam.partialCredit,
    is_demo: exam.isDemo,
  };
}

/** Writes the graded outcome and marks of many answers of one attempt in a single statement. */
export async function setOutcomes(
  db: DbOrTx,
  attemptId: number,
  rows: ReadonlyArray<{ questionId: number; outcome: string; score: number | null }>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.questionId}::integer, ${r.outcome}::text, ${r.score}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${attemptAnswers} set outcome = v.outcome, score = v.score
    from (values ${values}) as v(question_id, outcome, score)
    where ${attemptAnswers.attemptId} = ${attemptId} and ${attemptAnswers.questionId} = v.question_id`);
}
