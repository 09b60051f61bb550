import {
  type AnswerOutcome,
  type AttemptReview,
  accuracy,
  attemptStatus,
  type HistoryItem,
  type Paged,
  rankFromCounts,
} from "@medhavi/domain";
import { and, count, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, exams } from "../../db/schema";
import { conflict } from "../../platform/errors";
import { answersOf, examPaper, examSummary, forCandidate, toSavedAnswer } from "./queries";
import { attemptFor, attemptResult, closeExpired, type Taker } from "./service";

/**
 * The review of a submitted attempt: result, rank and percentile among the exam's submitted attempts,
 * and every question with the chosen and (unless the exam hides them) correct answers and solution.
 */
export async function reviewAttempt(db: DbOrTx, attemptId: number, taker: Taker): Promise<AttemptReview> {
  let attempt = await attemptFor(db, attemptId, taker);
  if (!attempt.submittedAt && (await closeExpired(db, Date.now(), attempt.userId ?? undefined)) > 0) {
    attempt = await attemptFor(db, attemptId, taker);
  }
  if (!attempt.submittedAt) throw conflict("Submit the test to see its review.");
  const [exam] = await db.select().from(exams).where(eq(exams.id, attempt.examId));
  if (!exam) throw new Error("attempt without exam");
  const result = await attemptResult(db, attemptId);
  const submittedOfExam = and(eq(examAttempts.examId, exam.id), isNotNull(examAttempts.submittedAt));
  const [[above], [total]] = await Promise.all([
    db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(submittedOfExam, gt(examAttempts.score, result.score))),
    db.select({ n: count() }).from(examAttempts).where(submittedOfExam),
  ]);
  const of = total?.n ?? 0;
  const answers = new Map((await answersOf(db, attemptId)).map((a) => [a.questionId, a]));
  const paper = await examPaper(db, exam.id);
  return {
    result,
    exam: { ...examSummary(exam), show_answers: exam.showAnswers },
    startedAt: attempt.startedAt.getTime(),
    ...rankFromCounts(above?.n ?? 0, of),
    of,
    accuracy: accuracy(result.counts),
    questions: paper.map((q) => {
      const answer = answers.get(q.id);
      return {
        ...forCandidate(q),
        correct: exam.showAnswers ? q.correct : [],
        solution: exam.showAnswers ? q.solution : "",
        model_answer: exam.showAnswers ? q.model_answer : "",
        answer: answer ? toSavedAnswer(answer) : null,
        outcome: (answer?.outcome as AnswerOutcome | null) ?? "unanswered",
        score: answer ? answer.score : 0,
        feedback: answer?.feedback ?? "",
      };
    }),
  };
}

/** The student's attempts, newest first. */
export async function attemptHistory(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Paged<HistoryItem>> {
  await closeExpired(db, Date.now(), userId);
  const mine = eq(examAttempts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: examAttempts, title: exams.title })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(mine)
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(examAttempts).where(mine),
  ]);
  return {
    items: rows.map(({ attempt, title }) => ({
      attemptId: attempt.id,
      examId: attempt.examId,
      title,
      startedAt: attempt.startedAt.getTime(),
      submittedAt: attempt.submittedAt?.getTime() ?? null,
      deadline: attempt.deadline.getTime(),
      status: attemptStatus(attempt.submittedAt?.getTime() ?? null, attempt.pendingEvaluation),
      score: attempt.score,
      maxMarks: attempt.maxMarks,
      autoSubmitted: attempt.autoSubmitted,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
