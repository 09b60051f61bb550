import {
  type AnswerOutcome,
  type AttemptResult,
  attemptTotal,
  type EvaluationInput,
  type EvaluationQueueItem,
  type EvaluationSheet,
  evaluatedOutcome,
  evaluationSchema,
  MESSAGES,
  type Paged,
  QUESTION_KIND,
  validEvaluation,
  type WrittenAnswer,
} from "@medhavi/domain";
import { and, asc, count, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts, examQuestions, exams, questions, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { examPaper, setOutcomes } from "../attempts/queries";
import { attemptResult } from "../attempts/service";
import { pushNotification } from "../notifications/service";

const student = {
  userid: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Submitted attempts with written answers still to mark, oldest submission first. */
export async function evaluationQueue(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<Paged<EvaluationQueueItem>> {
  const waiting = and(eq(examAttempts.pendingEvaluation, true), isNotNull(examAttempts.submittedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: examAttempts, examTitle: exams.title, student })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .leftJoin(users, eq(users.id, examAttempts.userId))
      .where(waiting)
      .orderBy(asc(examAttempts.submittedAt), asc(examAttempts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(examAttempts).where(waiting),
  ]);
  const written = await writtenAnswers(
    db,
    rows.map((r) => r.attempt.id),
  );
  return {
    items: rows.map((r) => {
      const mine = written.filter((w) => w.attemptId === r.attempt.id);
      return {
        attemptId: r.attempt.id,
        examId: r.attempt.examId,
        examTitle: r.examTitle,
        student: r.student?.userid ? r.student : null,
        submittedAt: r.attempt.submittedAt?.getTime() ?? 0,
        pending: mine.filter((w) => w.score === null).length,
        total: mine.length,
      };
    }),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/** The attempts' written answers that needed an evaluator (blank ones scored 0 at submission). */
async function writtenAnswers(db: DbOrTx, attemptIds: number[]) {
  if (attemptIds.length === 0) return [];
  return db
    .select({
      attemptId: attemptAnswers.attemptId,
      questionId: attemptAnswers.questionId,
      text: attemptAnswers.text,
      score: attemptAnswers.score,
      feedback: attemptAnswers.feedback,
    })
    .from(attemptAnswers)
    .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
    .where(
      and(
        inArray(attemptAnswers.attemptId, attemptIds),
        eq(questions.kind, QUESTION_KIND.SUBJECTIVE),
        isNotNull(attemptAnswers.outcome),
        ne(attemptAnswers.outcome, "unanswered"),
      ),
    );
}

async function submittedAttempt(db: DbOrTx, attemptId: number) {
  const [row] = await db
    .select({ attempt: examAttempts, exam: exams, student })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(users, eq(users.id, examAttempts.userId))
    .where(eq(examAttempts.id, attemptId));
  if (!row?.attempt.submittedAt) throw notFound("No such submitted attempt.");
  return row;
}

/** What the evaluator sees: each written answer with its question, model answer and marks. */
export async function evaluationSheet(db: DbOrTx, attemptId: number): Promise<EvaluationSheet> {
  const { attempt, exam, student: who } = await submittedAttempt(db, attemptId);
  const written = new Map((await writtenAnswers(db, [attemptId])).map((w) => [w.questionId, w]));
  const paper = await examPaper(db, exam.id);
  return {
    attemptId,
    exam: { id: exam.id, title: exam.title },
    student: who?.userid ? who : null,
    submittedAt: attempt.submittedAt?.getTime() ?? 0,
    evaluatedAt: attempt.evaluatedAt?.getTime() ?? null,
    score: attempt.score ?? 0,
    maxMarks: attempt.maxMarks ?? 0,
    objectiveMax: paper
      .filter((q) => q.kind === QUESTION_KIND.OBJECTIVE)
      .reduce((sum, q) => sum + q.marks, 0),
    answers: paper.flatMap((q) => {
      const w = written.get(q.id);
      if (!w) return [];
      return [
        {
          question_id: q.id,
          position: q.position,
          section: q.section,
          text: q.text,
          model_answer: q.model_answer,
          marks: q.marks,
          answer: w.text,
          awarded: w.score,
          feedback: w.feedback,
        },
      ];
    }),
  };
}

/** Records the marks and feedback for one written answer; the attempt's total moves on completion. */
export async function awardAnswer(
  db: DbOrTx,
  attemptId: number,
  questionId: number,
  input: EvaluationInput,
): Promise<WrittenAnswer> {
  const { awarded, feedback } = evaluationSchema.parse(input);
  const { attempt } = await submittedAttempt(db, attemptId);
  if (!attempt.pendingEvaluation) throw conflict("This attempt has already been evaluated.");
  const [item] = await db
    .select({ marks: examQuestions.marks })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, attempt.examId), eq(examQuestions.questionId, questionId)));
  const written = (await writtenAnswers(db, [attemptId])).find((w) => w.questionId === questionId);
  if (!item || !written) throw notFound("That answer does not need evaluating.");
  if (!validEvaluation(awarded, item.marks)) throw badRequest(MESSAGES.AWARD_INVALID);
  await db.transaction(async (tx) => {
    // Holds off a completion (which updates this row) until the marks are in, and sees one that won.
    const [open] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.pendingEvaluation, true)))
      .for("share");
    if (!open) throw conflict("This attempt has already been evaluated.");
    await tx
      .update(attemptAnswers)
      .set({ score: awarded, feedback })
      .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)));
  });
  const sheet = await evaluationSheet(db, attemptId);
  const updated = sheet.answers.find((a) => a.question_id === questionId);
  if (!updated) throw new Error("awarded answer vanished");
  return updated;
}

export const AWARD_ALL_FIRST = "Award marks to every written answer first.";

/** Finalises the score once every written answer has marks, and tells the student. */
export async function completeEvaluation(
  db: DbOrTx,
  attemptId: number,
  staffId: number,
): Promise<AttemptResult> {
  await db.transaction(async (tx) => {
    const { attempt, exam, student: who } = await submittedAttempt(tx, attemptId);
    // Claim the completion first: a second evaluator completing at once waits on this row, then finds
    // nothing to claim, so the score is finalised and the student notified once.
    const [claimed] = await tx
      .update(examAttempts)
      .set({ pendingEvaluation: false, evaluatedAt: new Date(), evaluatedBy: staffId })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.pendingEvaluation, true)))
      .returning({ id: examAttempts.id });
    if (!claimed) throw conflict("This attempt has already been evaluated.");
    const written = await writtenAnswers(tx, [attemptId]);
    if (written.some((w) => w.score === null)) throw badRequest(AWARD_ALL_FIRST);
    const paper = new Map((await examPaper(tx, exam.id)).map((q) => [q.id, q]));
    await setOutcomes(
      tx,
      attemptId,
      written.map((w) => ({
        questionId: w.questionId,
        outcome: evaluatedOutcome(w.score ?? 0, paper.get(w.questionId)?.marks ?? 0),
        score: w.score,
      })),
    );
    const scores = await tx
      .select({ outcome: attemptAnswers.outcome, score: attemptAnswers.score })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, attemptId));
    const total = attemptTotal(scores.map((s) => ({ outcome: s.outcome as AnswerOutcome, score: s.score })));
    await tx.update(examAttempts).set({ score: total.score }).where(eq(examAttempts.id, attemptId));
    if (who?.userid) {
      await pushNotification(
        tx,
        { id: who.userid, firstName: who.firstName, lastName: who.lastName, email: who.email },
        {
          notificationType: "result_published",
          notificationMsg: `Your answers in ${exam.title} have been evaluated: ${total.score} of ${attempt.maxMarks ?? 0} marks.`,
          navigate: `/mcq-answers/${exam.id}/${attemptId}`,
        },
      );
    }
  });
  return attemptResult(db, attemptId);
}
