import { ANSWER_TYPE, type AttemptQuestion, type ExamSection, type SavedAnswer } from "@medhavi/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, type examAttempts, type exams, keyDecisions } from "../../db/schema";
import { shownRichCached } from "../../platform/math";
import { loadItems } from "../exams/service";

export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

/**
 * The exam's questions as a test paper (the exam is frozen once started, so this is what was sat), with
 * the final key where staff changed or dropped a question after challenges (the bank's key otherwise).
 */
export async function examPaper(db: DbOrTx, examId: number) {
  const decided = new Map(
    (await db.select().from(keyDecisions).where(eq(keyDecisions.examId, examId))).map((d) => [
      d.questionId,
      d,
    ]),
  );
  return (await loadItems(db, examId)).map(({ question: q, section, position, marks, negative_marks }) => {
    const decision = decided.get(q.id);
    const changed = decision?.decision === "change";
    return {
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
      integer_only: q.answer_type === ANSWER_TYPE.NUMERICAL && q.numeric?.integer === true,
      correct: changed ? (decision.correct ?? q.correct) : q.correct,
      numeric: changed ? (decision.numeric ?? q.numeric) : q.numeric,
      /** The provisional key (the bank's), kept to show what the challenge changed. */
      provisional: { correct: q.correct, numeric: q.numeric },
      dropped: decision?.decision === "drop",
      solution: q.solution,
      model_answer: q.model_answer,
      hindi: q.hindi,
    };
  });
}
export type PaperQuestion = Awaited<ReturnType<typeof examPaper>>[number];

/** What the test screen may see of a question: never the answer, the solution or the model answer. */
export function forCandidate(q: PaperQuestion): AttemptQuestion {
  const {
    correct: _correct,
    numeric: _numeric,
    provisional: _provisional,
    dropped: _dropped,
    solution: _solution,
    model_answer: _model,
    hindi,
    ...visible
  } = q;
  // The Hindi solution and model answer are withheld like the English ones.
  return { ...visible, hindi: hindi && { text: hindi.text, options: hindi.options } };
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
    instructions: shownRichCached(exam.instructions),
    duration_min: exam.durationMin,
    sections: exam.sections.map(
      (s): ExamSection => ({
        name: s.name,
        marking_scheme: s.marking_scheme ?? null,
        attempt_limit: s.attempt_limit ?? null,
        time_limit_min: s.time_limit_min ?? null,
      }),
    ),
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
