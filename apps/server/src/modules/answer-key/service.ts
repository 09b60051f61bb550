import {
  ANSWER_TYPE,
  type ChallengedQuestion,
  challengeRefusal,
  challengeWindow,
  KEY_MESSAGES,
  type KeyChallengeInput,
  type KeyDecisionInput,
} from "@medhavi/domain";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, exams, keyChallenges, keyDecisions } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { answersOf, examPaper, forCandidate, toSavedAnswer } from "../attempts/queries";
import { closeExpired } from "../attempts/service";
import { recordStaffAction } from "../backoffice/audit";
import { getExamRow } from "../exams/service";
import { DECIDE_ACTION } from "./regrade";

/** The student's latest submitted attempt at the exam; challenges are for those who sat it. */
async function takenBy(db: DbOrTx, examId: number, userId: number) {
  const [attempt] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.userId, userId),
        isNotNull(examAttempts.submittedAt),
      ),
    )
    .orderBy(examAttempts.id);
  // "Not found", as another student's attempt is: the guard already let a student through.
  if (!attempt) throw notFound(KEY_MESSAGES.NOT_TAKEN);
  return attempt;
}

/**
 * The provisional key as a student who sat the exam sees it once the window has closed: every
 * question with the key, the student's answer, whether they challenged it, and staff's decision.
 */
export async function studentAnswerKey(db: DbOrTx, userId: number, examId: number, now = Date.now()) {
  const exam = await getExamRow(db, examId);
  const attempt = await takenBy(db, examId, userId);
  const window = challengeWindow(exam.closesAt?.getTime() ?? null, exam.challengeHours, now);
  if (window.state === "before-close") throw conflict(KEY_MESSAGES.NOT_YET);
  const paper = await examPaper(db, examId);
  const mine = await db
    .select({ questionId: keyChallenges.questionId })
    .from(keyChallenges)
    .where(and(eq(keyChallenges.examId, examId), eq(keyChallenges.userId, userId)));
  const challenged = new Set(mine.map((c) => c.questionId));
  const answers = new Map((await answersOf(db, attempt.id)).map((a) => [a.questionId, a]));
  return {
    exam: {
      id: exam.id,
      title: exam.title,
      closes_at: exam.closesAt?.getTime() ?? null,
      challenge_fee: exam.challengeFee,
    },
    window,
    // The attempt the key is shown against (the first submitted, as ranks count it).
    attempt_id: attempt.id,
    score: attempt.score ?? 0,
    max_marks: attempt.maxMarks ?? 0,
    questions: paper.map((q, index) => ({
      ...forCandidate(q),
      number: index + 1,
      provisional: q.provisional,
      final: { correct: q.correct, numeric: q.numeric ?? null, dropped: q.dropped },
      answer: ((a) => (a ? toSavedAnswer(a) : null))(answers.get(q.id)),
      challenged: challenged.has(q.id),
    })),
  };
}

/** A student's challenge of one question, within the window, once. */
export async function challengeQuestion(
  db: DbOrTx,
  userId: number,
  examId: number,
  input: KeyChallengeInput,
  timeZone: string,
  now = Date.now(),
) {
  const exam = await getExamRow(db, examId);
  await takenBy(db, examId, userId);
  const refusal = challengeRefusal(
    challengeWindow(exam.closesAt?.getTime() ?? null, exam.challengeHours, now),
    timeZone,
  );
  if (refusal) throw conflict(refusal);
  const paper = await examPaper(db, examId);
  if (!paper.some((q) => q.id === input.question_id)) throw notFound(KEY_MESSAGES.NOT_IN_EXAM);
  try {
    const [row] = await db
      .insert(keyChallenges)
      .values({ examId, questionId: input.question_id, userId, reason: input.reason, fee: exam.challengeFee })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(KEY_MESSAGES.TWICE);
    throw err;
  }
}

/** Staff's view: the challenged questions with how many challenged each, their reasons and any decision. */
export async function challengesByQuestion(db: DbOrTx, examId: number): Promise<ChallengedQuestion[]> {
  await getExamRow(db, examId);
  const paper = await examPaper(db, examId);
  const rows = await db.select().from(keyChallenges).where(eq(keyChallenges.examId, examId));
  const decided = new Map(
    (await db.select().from(keyDecisions).where(eq(keyDecisions.examId, examId))).map((d) => [
      d.questionId,
      d,
    ]),
  );
  return paper.flatMap((q, index) => {
    const mine = rows.filter((r) => r.questionId === q.id);
    if (mine.length === 0 && !decided.has(q.id)) return [];
    return [
      {
        question_id: q.id,
        number: index + 1,
        section: q.section,
        text: q.text,
        options: q.options,
        answer_type: q.answer_type,
        correct: q.correct,
        numeric: q.numeric ?? null,
        challenges: mine.length,
        reasons: mine.map((r) => r.reason),
        decision: decided.get(q.id)?.decision ?? null,
      },
    ];
  });
}

/**
 * A key change must fit the question: its own option keys, or a number. A single-select question may
 * take several: each of them then earns full marks (grading.ts).
 */
function assertFitsQuestion(
  q: { answer_type: number | null; options: Array<{ key: string }> },
  input: KeyDecisionInput,
) {
  if (input.decision !== "change") return;
  if (q.answer_type === ANSWER_TYPE.NUMERICAL) {
    if (!input.numeric) throw badRequest(KEY_MESSAGES.CHANGE_NEEDS_KEY);
    return;
  }
  const keys = new Set(q.options.map((o) => o.key));
  const correct = input.correct ?? [];
  if (correct.length === 0 || correct.some((k) => !keys.has(k)))
    throw badRequest("The new key must name options of this question.");
}

const keyOf = (d: { decision: string; correct: unknown; numeric: unknown } | undefined) =>
  JSON.stringify(d ? [d.decision, d.correct ?? null, d.numeric ?? null] : ["keep", null, null]);

/**
 * Staff decide a challenged question: keep, change the key, or drop it, recorded with its audit line.
 * Refused while anyone may still be writing the exam. Repeating a decision changes nothing. The
 * re-grade that follows runs as a job (`regrade-job.ts`), queued by the route once this commits.
 */
export async function decideKey(
  db: DbOrTx,
  staffId: number,
  examId: number,
  input: KeyDecisionInput,
  now = Date.now(),
) {
  await closeExpired(db, now);
  return db.transaction(async (tx) => {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for("update");
    if (!exam) throw notFound("No such exam.");
    const closesAt = exam.closesAt?.getTime() ?? null;
    const [open] = await tx
      .select({ n: count() })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), isNull(examAttempts.submittedAt)));
    if (closesAt === null || now < closesAt || (open?.n ?? 0) > 0) throw conflict(KEY_MESSAGES.IN_PROGRESS);
    const paper = await examPaper(tx, examId);
    const q = paper.find((p) => p.id === input.question_id);
    if (!q) throw notFound(KEY_MESSAGES.NOT_IN_EXAM);
    assertFitsQuestion(q, input);
    const [before] = await tx
      .select()
      .from(keyDecisions)
      .where(and(eq(keyDecisions.examId, examId), eq(keyDecisions.questionId, q.id)));
    const next = {
      decision: input.decision,
      correct:
        input.decision === "change" && q.answer_type !== ANSWER_TYPE.NUMERICAL
          ? [...(input.correct ?? [])].sort()
          : null,
      numeric: input.decision === "change" && q.answer_type === ANSWER_TYPE.NUMERICAL ? input.numeric : null,
    };
    if (keyOf(before) === keyOf(next)) return { unchanged: true };
    await tx
      .insert(keyDecisions)
      .values({ examId, questionId: q.id, ...next, decidedBy: staffId, decidedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [keyDecisions.examId, keyDecisions.questionId],
        set: { ...next, decidedBy: staffId, decidedAt: new Date(now) },
      });
    await recordStaffAction(tx, {
      actor: staffId,
      action: DECIDE_ACTION,
      target: `exam:${examId}`,
      detail: { question_id: q.id, ...next },
    });
    return { unchanged: false };
  });
}
