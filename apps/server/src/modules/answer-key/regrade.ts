import { attemptTotal, QUESTION_KIND, scoreChangedMessage } from "@medhavi/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts, exams, users } from "../../db/schema";
import { gradePaper } from "../attempts/paperGrading";
import { type AnswerRow, type ExamRow, examPaper, setOutcomes } from "../attempts/queries";
import { recordStaffAction } from "../backoffice/audit";
import { type NewNotification, pushNotification } from "../notifications/service";

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

/**
 * One re-grade run, as the job runs it: the exam locked (so two runs, or a run and a decision, take
 * turns), every attempt graded against the final key, each student whose score moved told the old and
 * new score, and the run recorded — all in one transaction, so a failed try leaves nothing half done
 * and its retry starts clean. A second run finds nothing to change and tells nobody.
 */
export async function regradeAndNotify(db: Db, examId: number, actor: number) {
  return db.transaction(async (tx) => {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for("update");
    if (!exam) return { regraded: 0, changed: 0 }; // deleted since the decision
    const { regraded, changes } = await regradeExam(tx, exam);
    const userIds = [...new Set(changes.flatMap((c) => (c.userId === null ? [] : [c.userId])))];
    const people = userIds.length ? await tx.select().from(users).where(inArray(users.id, userIds)) : [];
    for (const change of changes) {
      const to = people.find((p) => p.id === change.userId);
      if (!to) continue;
      await pushNotification(tx, to, scoreChangeNotice(exam, change));
    }
    await recordStaffAction(tx, {
      actor,
      action: REGRADE_ACTION,
      target: `exam:${examId}`,
      detail: { regraded, changed: changes.length },
    });
    return { regraded, changed: changes.length };
  });
}

/** Audit actions of a key decision and of a finished re-grade run; their order tells a run pending. */
export const DECIDE_ACTION = "decide-answer-key";
export const REGRADE_ACTION = "regrade-answer-key";
