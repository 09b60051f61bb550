import { type AttemptAnalytics, analyseAttempt } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { exams } from "../../db/schema";
import { conflict } from "../../platform/errors";
import { attemptFor, type Taker } from "../attempts/service";
import { paperWithAnswers, questionTimings } from "./queries";

/**
 * The analysis of a submitted attempt: per subject and topic, each question's time against the exam's
 * students, the answer classes, marks lost to negative marking and the score without the guesses.
 * Built on the stored outcomes and marks, so it follows whatever marking rule graded the attempt.
 */
export async function attemptAnalytics(
  db: DbOrTx,
  attemptId: number,
  taker: Taker,
): Promise<AttemptAnalytics> {
  const attempt = await attemptFor(db, attemptId, taker);
  if (!attempt.submittedAt) throw conflict("Submit the test to see its analysis.");
  const [exam] = await db.select().from(exams).where(eq(exams.id, attempt.examId));
  if (!exam) throw new Error("attempt without exam");
  const [paper, { cohort, timings }] = await Promise.all([
    paperWithAnswers(db, exam.id, attempt.id),
    questionTimings(db, exam.id),
  ]);
  return analyseAttempt({
    attemptId: attempt.id,
    examId: exam.id,
    title: exam.title,
    score: attempt.score ?? 0,
    maxMarks: attempt.maxMarks ?? 0,
    durationMin: exam.durationMin,
    cohort,
    timings,
    answers: paper.map((q) => ({
      questionId: q.question_id,
      position: q.position,
      section: q.section,
      subject: q.subject,
      topic: q.topic,
      outcome: q.outcome ?? "unanswered",
      score: q.outcome === null ? 0 : q.score,
      maxMarks: q.max_marks,
      timeMs: q.time_ms,
      marked: q.marked,
    })),
  });
}
