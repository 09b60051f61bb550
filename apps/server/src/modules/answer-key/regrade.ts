import { attemptTotal, QUESTION_KIND, scoreChangedMessage } from "@medhavi/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts } from "../../db/schema";
import { gradePaper } from "../attempts/paperGrading";
import { type AnswerRow, type ExamRow, examPaper, setOutcomes } from "../attempts/queries";
import type { NewNotification } from "../notifications/service";

export interface ScoreChange {
  attemptId: number;
  userId: number | null;
  before: number;
  after: number;
}

/** What a student whose score moved is told: its own type, the old and new score, a link to the review. */
export const scoreChangeNotice = (exam: ExamRow, change: ScoreChange): NewNotification => ({
  notificationType: "score_revised",
  notificationMsg: scoreChangedMessage(exam.title, change.before, change.after),
  navigate: `/mcq-answers/${exam.id}/${change.attemptId}`,
});

/**
 * Grades every submitted attempt of the exam again against the final key. Written answers keep the
 * marks their evaluator gave; objective ones are graded anew. Returns the attempts whose score changed
 * (none when the key did not change, so running it twice changes nothing the second time).
 */
export async function regradeExam(
  tx: DbOrTx,
  exam: ExamRow,
): Promise<{ regraded: number; changes: ScoreChange[] }> {
  const paper = await examPaper(tx, exam.id);
  const attempts = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), isNotNull(examAttempts.submittedAt)));
  if (attempts.length === 0) return { regraded: 0, changes: [] };
  const rows = await tx
    .select()
    .from(attemptAnswers)
    .where(
      inArray(
        attemptAnswers.attemptId,
        attempts.map((a) => a.id),
      ),
    );
  const byAttempt = new Map<number, Map<number, AnswerRow>>();
  for (const row of rows) {
    const answers = byAttempt.get(row.attemptId) ?? new Map<number, AnswerRow>();
    answers.set(row.questionId, row);
    byAttempt.set(row.attemptId, answers);
  }
  const changes: ScoreChange[] = [];
  for (const attempt of attempts) {
    const answers = byAttempt.get(attempt.id) ?? new Map<number, AnswerRow>();
    const graded = gradePaper(exam, paper, answers).map((g) =>
      g.q.kind === QUESTION_KIND.SUBJECTIVE && g.answer
        ? { ...g, result: { outcome: g.answer.outcome ?? "unanswered", score: g.answer.score } }
        : g,
    );
    await setOutcomes(
      tx,
      attempt.id,
      graded.flatMap(({ q, answer, result }) =>
        answer && q.kind !== QUESTION_KIND.SUBJECTIVE
          ? [{ questionId: q.id, outcome: result.outcome, score: result.score }]
          : [],
      ),
    );
    const after = attemptTotal(
      graded.map((g) => ({ outcome: "correct" as const, score: g.result.score })),
    ).score;
    const before = attempt.score ?? 0;
    if (after === before) continue;
    await tx.update(examAttempts).set({ score: after }).where(eq(examAttempts.id, attempt.id));
    changes.push({ attemptId: attempt.id, userId: attempt.userId, before, after });
  }
  return { regraded: attempts.length, changes };
}
