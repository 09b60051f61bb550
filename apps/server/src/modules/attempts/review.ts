import {
  type AnswerOutcome,
  type AnswerRelease,
  type AttemptReview,
  accuracy,
  answersReleased,
  answersWithheldNotice,
  attemptStatus,
  type HistoryItem,
  type Paged,
  type RankBy,
} from "@medhavi/domain";
import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, exams } from "../../db/schema";
import { conflict } from "../../platform/errors";
import { paperOf } from "./paper-cache";
import { answersOf, examSummary, forCandidate, toSavedAnswer } from "./queries";
import { rankAttempts } from "./ranks";
import { attemptFor, attemptResult, closeExpired, type Taker } from "./service";

/**
 * The review of a submitted attempt: result, rank and percentile among the exam's students (each by
 * their first or best attempt, as the exam says), and every question with the chosen answer; the
 * correct answers, solutions and model answers only once the exam's answer release allows (staff always).
 */
export async function reviewAttempt(
  db: DbOrTx,
  attemptId: number,
  taker: Taker,
  timeZone: string,
  now = Date.now(),
): Promise<AttemptReview> {
  let attempt = await attemptFor(db, attemptId, taker);
  if (!attempt.submittedAt && (await closeExpired(db, now, attempt.userId ?? undefined)) > 0) {
    attempt = await attemptFor(db, attemptId, taker);
  }
  if (!attempt.submittedAt) throw conflict("Submit the test to see its review.");
  const [exam] = await db.select().from(exams).where(eq(exams.id, attempt.examId));
  if (!exam) throw new Error("attempt without exam");
  const result = await attemptResult(db, attemptId);
  const rankBy = exam.rankBy as RankBy;
  const mine = (await rankAttempts(db, exam.id, rankBy, attemptId)).get(attemptId);
  if (!mine) throw new Error("submitted attempt missing from its exam");
  const { provisional, rank, percentile, of } = mine;
  const release = exam.answerRelease as AnswerRelease;
  const closesAt = exam.closesAt?.getTime() ?? null;
  const shown =
    "staff" in taker ||
    answersReleased(release, {
      now,
      closesAt,
      attemptsUsed: mine.attemptsUsed,
      attemptsAllowed: exam.attemptsAllowed,
    });
  const answers = new Map((await answersOf(db, attemptId)).map((a) => [a.questionId, a]));
  const paper = (await paperOf(db, exam)).questions;
  return {
    result,
    exam: { ...examSummary(exam), show_answers: release, rank_by: rankBy, closes_at: closesAt },
    answers_shown: shown,
    answers_notice: shown ? "" : answersWithheldNotice(release, closesAt, timeZone),
    startedAt: attempt.startedAt.getTime(),
    rank,
    percentile,
    of,
    rank_provisional: provisional,
    accuracy: accuracy(result.counts),
    questions: paper.map((q) => {
      const answer = answers.get(q.id);
      return {
        ...forCandidate(q),
        correct: shown ? q.correct : [],
        numeric: shown ? (q.numeric ?? null) : null,
        dropped: q.dropped,
        solution: shown ? q.solution : "",
        model_answer: shown ? q.model_answer : "",
        hindi: q.hindi && {
          text: q.hindi.text,
          options: q.hindi.options,
          solution: shown ? q.hindi.solution : "",
          model_answer: shown ? q.hindi.model_answer : "",
        },
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
