import type { AttemptQuestion, SavedAnswer } from "@medhavi/domain";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, type examAttempts, examQuestions, type exams, questions } from "../../db/schema";

export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
type AnswerRow = typeof attemptAnswers.$inferSelect;

/** The exam's questions in order, with the marks they carry in it (the exam is frozen once started). */
export async function examPaper(db: DbOrTx, examId: number) {
  const rows = await db
    .select({ item: examQuestions, question: questions })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.section), asc(examQuestions.position));
  return rows.map(({ item, question }) => ({
    id: question.id,
    section: item.section,
    position: item.position,
    kind: question.kind,
    answer_type: question.answerType,
    answer_length: question.answerLength,
    text: question.text,
    options: question.options,
    marks: item.marks,
    negative_marks: item.negativeMarks,
    correct: question.correct,
    solution: question.solution,
    model_answer: question.modelAnswer,
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
