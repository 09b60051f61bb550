import { createHash, randomBytes } from "node:crypto";
import {
  ANSWER_GRACE_MS,
  type AnswerOutcome,
  type AnswerSave,
  type AttemptResult,
  acceptsAnswers,
  answerSaveSchema,
  attemptDeadline,
  attemptStatus,
  attemptTotal,
  gradeAnswer,
  partialCreditRule,
  QUESTION_KIND,
  type StartedAttempt,
} from "@medhavi/domain";
import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts, examQuestions, exams, questions } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import { badRequest, conflict, notFound } from "../../platform/errors";
import {
  type AttemptRow,
  answersOf,
  type ExamRow,
  examPaper,
  examSummary,
  forCandidate,
  setOutcomes,
  toSavedAnswer,
} from "./queries";

/** Who is asking about an attempt: a student by account, a visitor by the demo secret, or staff. */
export type Taker = { userId: number } | { tokenHash: string } | { staff: true };

export const NO_SUCH_ATTEMPT = "No such attempt.";
export const SUBMITTED = "This test has been submitted.";
export const TIME_UP = "Time is up for this test.";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function owns(attempt: AttemptRow, taker: Taker): boolean {
  if ("staff" in taker) return true;
  if ("userId" in taker) return attempt.userId === taker.userId;
  return attempt.tokenHash !== null && attempt.tokenHash === taker.tokenHash;
}

/** The attempt, if the taker may see it; someone else's attempt is "not found", not "forbidden". */
export async function attemptFor(db: DbOrTx, attemptId: number, taker: Taker): Promise<AttemptRow> {
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!attempt || !owns(attempt, taker)) throw notFound(NO_SUCH_ATTEMPT);
  return attempt;
}

async function openAttempt(db: DbOrTx, examId: number, owner: StartOwner) {
  const ownerMatch =
    "userId" in owner
      ? eq(examAttempts.userId, owner.userId)
      : owner.resume
        ? and(eq(examAttempts.id, owner.resume.attemptId), eq(examAttempts.tokenHash, owner.resume.tokenHash))
        : undefined;
  if (!ownerMatch) return undefined;
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNull(examAttempts.submittedAt), ownerMatch));
  return row;
}

/** Whether the owner has an open attempt at the exam that a start would resume. */
export async function hasOpenAttempt(db: DbOrTx, examId: number, owner: StartOwner): Promise<boolean> {
  return Boolean(await openAttempt(db, examId, owner));
}

export type StartOwner =
  | { userId: number }
  | { visitor: true; resume: { attemptId: number; tokenHash: string } | null };

/**
 * Starts the owner's attempt at the exam, or resumes the open one (same deadline, saved answers, the
 * question they were on). An open attempt whose time ran out is graded first and a new one considered.
 * Access to the exam (subscription, window) is the caller's check; attempts left are checked here.
 */
export async function startAttempt(
  db: DbOrTx,
  exam: ExamRow,
  owner: StartOwner,
  now = Date.now(),
): Promise<StartedAttempt> {
  const run = () =>
    db.transaction(async (tx) => {
      let attempt = await openAttempt(tx, exam.id, owner);
      if (attempt && !acceptsAnswers(now, attempt.deadline.getTime(), null)) {
        await gradeAttempt(tx, attempt, now);
        attempt = undefined;
      }
      let token: string | undefined;
      if (!attempt) {
        if ("userId" in owner) await assertAttemptsLeft(tx, exam, owner.userId);
        token = "userId" in owner ? undefined : randomBytes(32).toString("base64url");
        const [created] = await tx
          .insert(examAttempts)
          .values({
            examId: exam.id,
            userId: "userId" in owner ? owner.userId : null,
            tokenHash: token ? hashToken(token) : null,
            startedAt: new Date(now),
            deadline: new Date(attemptDeadline(now, exam.durationMin, exam.closesAt?.getTime() ?? null)),
          })
          .returning();
        if (!created) throw new Error("attempt insert returned nothing");
        attempt = created;
      }
      return { attempt, token, answers: await answersOf(tx, attempt.id) };
    });
  let started: Awaited<ReturnType<typeof run>>;
  try {
    started = await run();
  } catch (err) {
    // Two Start clicks raced: the one-open-attempt index refused the second insert; resume the first.
    if (!isUniqueViolation(err)) throw err;
    started = await run();
  }
  const { attempt, token, answers } = started;
  const paper = await examPaper(db, exam.id);
  return {
    attemptId: attempt.id,
    ...(token ? { attemptToken: token } : {}),
    exam: examSummary(exam),
    startedAt: attempt.startedAt.getTime(),
    deadline: attempt.deadline.getTime(),
    serverNow: Date.now(),
    currentQuestionId: attempt.currentQuestionId,
    questions: paper.map(forCandidate),
    answers: answers.map(toSavedAnswer),
  };
}

async function assertAttemptsLeft(db: DbOrTx, exam: ExamRow, userId: number) {
  const [used] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, exam.id),
        eq(examAttempts.userId, userId),
        isNotNull(examAttempts.submittedAt),
      ),
    );
  if ((used?.n ?? 0) >= exam.attemptsAllowed) {
    const n = exam.attemptsAllowed;
    throw conflict(`You have used ${n === 1 ? "your only attempt" : `all ${n} attempts`} at this test.`);
  }
}

type Save = z.output<typeof answerSaveSchema>;

/**
 * Saves one answer without a transaction: a plain read checks what cannot change (owner, question,
 * options: the exam is frozen once started), then one statement writes. That statement first updates
 * the attempt row where it is still open, so every writer of an attempt (saves, the submission's claim)
 * takes the same row lock first and in the same order: concurrent saves queue instead of deadlocking
 * (a FOR SHARE read upgraded to an update deadlocks two saves), a save waiting behind the claim re-reads
 * the row, sees the submission and writes nothing, and a save committed first is graded.
 * A save older than the stored one (lower `seq`, e.g. a replayed queue) changes nothing.
 */
export async function saveAnswer(
  db: DbOrTx,
  attemptId: number,
  questionId: number,
  taker: Taker,
  input: AnswerSave,
  now = Date.now(),
): Promise<{ applied: boolean; seq: number }> {
  const save: Save = answerSaveSchema.parse(input);
  const [row] = await db
    .select({ attempt: examAttempts, question: questions })
    .from(examAttempts)
    .leftJoin(
      examQuestions,
      and(eq(examQuestions.examId, examAttempts.examId), eq(examQuestions.questionId, questionId)),
    )
    .leftJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examAttempts.id, attemptId));
  if (!row || !owns(row.attempt, taker)) throw notFound(NO_SUCH_ATTEMPT);
  const { attempt, question } = row;
  if (attempt.submittedAt) throw conflict(SUBMITTED);
  if (!acceptsAnswers(now, attempt.deadline.getTime(), null)) throw conflict(TIME_UP);
  if (!question) throw notFound("That question is not in this test.");
  assertFits(question, save);
  // Both drivers (pg, PGlite) return `{ rows }`.
  const result = (await db.execute(sql`
    with claim as (
      update ${examAttempts}
      set current_question_id = case when last_seq < ${save.seq} then ${questionId}::integer else current_question_id end,
          last_seq = greatest(last_seq, ${save.seq}::bigint)
      where id = ${attemptId} and submitted_at is null and deadline >= ${new Date(now - ANSWER_GRACE_MS).toISOString()}::timestamptz
      returning id
    ), stored as (
      insert into ${attemptAnswers} (attempt_id, question_id, selected, text, marked, time_spent_ms, seq, saved_at)
      select id, ${questionId}, ${JSON.stringify(save.selected)}::jsonb, ${save.text}, ${save.marked},
             ${save.time_spent_ms}, ${save.seq}, ${new Date(now).toISOString()}::timestamptz from claim
      on conflict (attempt_id, question_id) do update set
        selected = excluded.selected, text = excluded.text, marked = excluded.marked,
        time_spent_ms = excluded.time_spent_ms, seq = excluded.seq, saved_at = excluded.saved_at
      where ${attemptAnswers}.seq < excluded.seq
      returning 1
    )
    select (select count(*) from claim)::int as open, (select count(*) from stored)::int as applied`)) as unknown as {
    rows: Array<{ open: number; applied: number }>;
  };
  const outcome = result.rows[0];
  if (!outcome?.open) {
    // Closed between the read and the write: by the clock, or by a submission that got the lock first.
    throw conflict(acceptsAnswers(now, attempt.deadline.getTime(), null) ? SUBMITTED : TIME_UP);
  }
  return { applied: outcome.applied > 0, seq: save.seq };
}

function assertFits(question: typeof questions.$inferSelect, save: Save) {
  if (question.kind === QUESTION_KIND.SUBJECTIVE) {
    if (save.selected.length > 0) throw badRequest("This question takes a written answer.");
    return;
  }
  if (save.text !== "") throw badRequest("This question takes a choice of options.");
  const keys = new Set(question.options.map((o) => o.key));
  if (save.selected.some((key) => !keys.has(key))) throw badRequest("That option is not in this question.");
  if (new Set(save.selected).size !== save.selected.length) throw badRequest("An option is chosen twice.");
  if (question.answerType !== 2 && save.selected.length > 1)
    throw badRequest("This question takes one option only.");
}

const emptyCounts = (): Record<AnswerOutcome, number> => ({
  correct: 0,
  partial: 0,
  wrong: 0,
  unanswered: 0,
  pending: 0,
});

/**
 * Closes and grades the attempt: each answer by the domain rules, the total, whether written answers
 * wait for an evaluator. Idempotent: an attempt already submitted keeps its result.
 */
export async function gradeAttempt(db: DbOrTx, attempt: AttemptRow, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(examAttempts)
      .set({
        submittedAt: new Date(Math.min(now, attempt.deadline.getTime() + ANSWER_GRACE_MS)),
        autoSubmitted: now >= attempt.deadline.getTime(),
      })
      .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.submittedAt)))
      .returning();
    if (!claimed) return;
    const [exam] = await tx.select().from(exams).where(eq(exams.id, attempt.examId));
    if (!exam) throw new Error("attempt without exam");
    const paper = await examPaper(tx, attempt.examId);
    const answers = new Map((await answersOf(tx, attempt.id)).map((a) => [a.questionId, a]));
    const partialCredit = partialCreditRule(exam.markingScheme, exam.partialCredit);
    const graded = paper.map((q) => {
      const answer = answers.get(q.id);
      const marking = { marks: q.marks, negative_marks: q.negative_marks, partialCredit };
      return { q, answer, result: gradeAnswer(q, marking, answer ?? null) };
    });
    await setOutcomes(
      tx,
      attempt.id,
      graded.flatMap(({ q, answer, result }) =>
        answer ? [{ questionId: q.id, outcome: result.outcome, score: result.score }] : [],
      ),
    );
    const total = attemptTotal(graded.map((g) => g.result));
    await tx
      .update(examAttempts)
      .set({
        score: total.score,
        maxMarks: paper.reduce((sum, q) => sum + Math.round(q.marks * 100), 0) / 100,
        pendingEvaluation: total.pendingEvaluation,
      })
      .where(eq(examAttempts.id, attempt.id));
  });
}

/** The result of a submitted attempt, with how many answers came out each way. */
export async function attemptResult(db: DbOrTx, attemptId: number): Promise<AttemptResult> {
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!attempt?.submittedAt) throw conflict("This test has not been submitted yet.");
  const [paperSize] = await db
    .select({ n: count() })
    .from(examQuestions)
    .where(eq(examQuestions.examId, attempt.examId));
  const rows = await db
    .select({ outcome: attemptAnswers.outcome, n: count() })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .groupBy(attemptAnswers.outcome);
  const counts = emptyCounts();
  let answered = 0;
  for (const row of rows) {
    if (row.outcome && row.outcome in counts) counts[row.outcome as AnswerOutcome] += row.n;
    else counts.unanswered += row.n;
    answered += row.n;
  }
  counts.unanswered += (paperSize?.n ?? 0) - answered;
  return {
    attemptId,
    examId: attempt.examId,
    status: attemptStatus(attempt.submittedAt.getTime(), attempt.pendingEvaluation),
    score: attempt.score ?? 0,
    maxMarks: attempt.maxMarks ?? 0,
    submittedAt: attempt.submittedAt.getTime(),
    autoSubmitted: attempt.autoSubmitted,
    counts,
  };
}

/** Submits (grading once) and returns the result; submitting again returns the same result. */
export async function submitAttempt(db: DbOrTx, attemptId: number, taker: Taker, now = Date.now()) {
  const attempt = await attemptFor(db, attemptId, taker);
  if (!attempt.submittedAt) await gradeAttempt(db, attempt, now);
  return attemptResult(db, attemptId);
}

/**
 * Closes and grades every attempt whose time (plus the grace) ran out, whether or not the student comes
 * back: run by a timer and before lists are read. Returns how many it closed.
 */
export async function closeExpired(db: DbOrTx, now = Date.now(), userId?: number): Promise<number> {
  const expired = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        isNull(examAttempts.submittedAt),
        lt(examAttempts.deadline, new Date(now - ANSWER_GRACE_MS)),
        userId === undefined ? undefined : eq(examAttempts.userId, userId),
      ),
    )
    .limit(500);
  for (const attempt of expired) await gradeAttempt(db, attempt, now);
  return expired.length;
}
