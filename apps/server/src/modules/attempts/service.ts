import { createHash, randomBytes } from "node:crypto";
import {
  ANSWER_GRACE_MS,
  ANSWER_TYPE,
  type AnswerOutcome,
  type AttemptResult,
  acceptsAnswers,
  type answerSaveSchema,
  attemptDeadline,
  attemptLimitRefusal,
  attemptStatus,
  attemptTotal,
  QUESTION_KIND,
  readNumericAnswer,
  SECTION_MESSAGES,
  type StartedAttempt,
  sectionOpen,
  sectionSchedule,
} from "@medhavi/domain";
import { and, count, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Database, DbOrTx } from "../../db/client";
import { attemptAnswers, examAttempts, examQuestions, exams, questions } from "../../db/schema";
import { ATTEMPT_LIMIT_RACE, hasSqlState, isUniqueViolation } from "../../db/sql";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { paperInTransaction, paperOf } from "./paper-cache";
import { gradePaper } from "./paperGrading";
import { type AttemptRow, answersOf, type ExamRow, examSummary, setOutcomes, toSavedAnswer } from "./queries";

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
        // A new attempt has no answers yet: one read fewer for each student of a start storm.
        return { attempt: created, token, answers: [] };
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
  // Built once per version of the exam and shared; the answers above are this student's own.
  const paper = await paperOf(db, exam);
  return {
    attemptId: attempt.id,
    ...(token ? { attemptToken: token } : {}),
    exam: examSummary(exam),
    startedAt: attempt.startedAt.getTime(),
    deadline: attempt.deadline.getTime(),
    serverNow: Date.now(),
    currentQuestionId: onQuestion(answers) ?? attempt.currentQuestionId,
    questions: [...paper.candidate],
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

/** The question of the newest save: where the student was when they left. */
function onQuestion(answers: ReadonlyArray<{ questionId: number; seq: number }>): number | null {
  let newest: { questionId: number; seq: number } | undefined;
  for (const a of answers) if (!newest || a.seq > newest.seq) newest = a;
  return newest?.questionId ?? null;
}

/** A save as the route's schema (answerSaveSchema) has already parsed it: defaults filled, bounds checked. */
export type Save = z.output<typeof answerSaveSchema>;

/**
 * Saves one answer in one statement, without a transaction and without writing the attempt row:
 * - `open` reads the attempt only if the taker owns it and it is still open (not submitted, deadline plus
 *   grace not passed), and takes a FOR SHARE lock on it. Saves share that lock, so they never wait for
 *   each other on the attempt; the submission's claim (an UPDATE of the row) conflicts with it, so a save
 *   that locked first commits before the claim and is graded, and a save that comes after the claim waits,
 *   re-reads the row, sees the submission and writes nothing. No save updates the row, so there is no
 *   lock upgrade and two saves cannot deadlock on it.
 * - `fits` is the question of the exam with the answer checked against it (kind, options, single or
 *   multiple choice); a save that does not fit writes nothing and is explained by `explainRefusal`.
 * - the upsert keeps the stored answer when its `seq` is not older (a replayed queue changes nothing).
 * - the time spent on the question is clamped to how long the attempt has run by the server's clock (from
 *   its start to now or the deadline, whichever is first): a phone with a wrong clock cannot claim more.
 * The question the student was on is the answer with the highest seq (see `startAttempt`).
 */
export async function saveAnswer(
  database: Pick<Database, "db" | "autocommit">,
  attemptId: number,
  questionId: number,
  taker: Taker,
  save: Save,
  now = Date.now(),
): Promise<{ applied: boolean; seq: number }> {
  const { rows } = await database
    .autocommit<{ open: number; fits: number; applied: number }>({
      name: "save_answer",
      text: SAVE_ANSWER,
      values: [
        attemptId,
        "staff" in taker,
        "userId" in taker ? taker.userId : null,
        "tokenHash" in taker ? taker.tokenHash : null,
        new Date(now - ANSWER_GRACE_MS).toISOString(),
        questionId,
        JSON.stringify(save.selected),
        save.text,
        new Set(save.selected).size === save.selected.length,
        save.marked,
        save.time_spent_ms,
        save.seq,
        new Date(now).toISOString(),
        readNumericAnswer(save.text)?.ok === true,
        readNumericAnswer(save.text, true)?.ok === true,
      ],
    })
    .catch((err) => {
      // The attempt-limit trigger (migration 0020) caught a save racing another one into a full section.
      if (hasSqlState(err, ATTEMPT_LIMIT_RACE)) return { rows: [] };
      throw err;
    });
  const outcome = rows[0];
  if (!outcome?.open || !outcome.fits)
    await explainRefusal(database.db, attemptId, questionId, taker, save, now);
  return { applied: (outcome?.applied ?? 0) > 0, seq: save.seq };
}

/**
 * The save as one statement: $1 attempt, $2 staff, $3 user, $4 demo token hash, $5 deadline limit (now
 * minus the grace), $6 question, $7 selected (JSON), $8 text, $9 selected has no repeats, $10 marked,
 * $11 time spent, $12 seq, $13 now, $14 the text reads as a number, $15 as a whole number.
 * Section rules (sectionRules.ts) are checked here too: "attempt any N" counts the section's other
 * answered questions (two saves racing into a full section are caught by the trigger of migration 0020),
 * and on a paper with section time limits only the section open now takes answers.
 */
const SAVE_ANSWER = `
with open as (
  select id, exam_id, started_at, deadline from exam_attempts
  where id = $1::integer
    and ($2::boolean or user_id = $3::integer or token_hash = $4::text)
    and submitted_at is null
    and deadline >= $5::timestamptz
  for share
), fits as (
  select open.id, open.started_at, open.deadline from open
  join exam_questions eq on eq.exam_id = open.exam_id and eq.question_id = $6::integer
  join questions q on q.id = eq.question_id
  join exams e on e.id = open.exam_id
  cross join lateral (
    select coalesce(bool_and(t.s ->> 'time_limit_min' is not null), false) as timed,
      coalesce(sum((t.s ->> 'time_limit_min')::int) filter (where t.n <= eq.section), 0) as opens_min,
      coalesce(sum((t.s ->> 'time_limit_min')::int) filter (where t.n <= eq.section + 1), 0) as closes_min
    from jsonb_array_elements(e.sections) with ordinality as t(s, n)
  ) w
  where case when q.kind = ${QUESTION_KIND.SUBJECTIVE} then jsonb_array_length($7::jsonb) = 0
    when q.answer_type = ${ANSWER_TYPE.NUMERICAL} then jsonb_array_length($7::jsonb) = 0
      and ($8::text = '' or ($14::boolean and ($15::boolean or coalesce((q.numeric ->> 'integer')::boolean, false) = false)))
    else $8::text = '' and $9::boolean
      and (q.answer_type = ${ANSWER_TYPE.MULTI} or jsonb_array_length($7::jsonb) <= 1)
      and $7::jsonb <@ coalesce((select jsonb_agg(o -> 'key') from jsonb_array_elements(q.options) o), '[]'::jsonb)
    end
    and (($8::text = '' and jsonb_array_length($7::jsonb) = 0)
      or (e.sections -> eq.section ->> 'attempt_limit') is null
      or (select count(*) from attempt_answers a
          join exam_questions o on o.exam_id = open.exam_id and o.question_id = a.question_id
          where a.attempt_id = open.id and a.question_id <> $6::integer and o.section = eq.section
            and (jsonb_array_length(a.selected) > 0 or a.text <> '')
        ) < (e.sections -> eq.section ->> 'attempt_limit')::int)
    and (not w.timed or ($13::timestamptz >= open.started_at + w.opens_min * interval '1 minute'
      and $13::timestamptz < open.started_at + w.closes_min * interval '1 minute' + interval '${ANSWER_GRACE_MS / 1000} seconds'))
), stored as (
  insert into attempt_answers (attempt_id, question_id, selected, text, marked, time_spent_ms, seq, saved_at)
  select id, $6::integer, $7::jsonb, $8::text, $10::boolean,
    -- The browser's clock is not trusted: no question took longer than the attempt has run on ours.
    least($11::integer, greatest(0, floor(extract(epoch from (least($13::timestamptz, deadline) - started_at)) * 1000))::integer),
    $12::bigint, $13::timestamptz from fits
  on conflict (attempt_id, question_id) do update set
    selected = excluded.selected, text = excluded.text, marked = excluded.marked,
    time_spent_ms = excluded.time_spent_ms, seq = excluded.seq, saved_at = excluded.saved_at
  where attempt_answers.seq < excluded.seq
  returning 1
)
select (select count(*) from open)::int as open, (select count(*) from fits)::int as fits,
       (select count(*) from stored)::int as applied`;

/** Why a save wrote nothing (the rare path): the same checks as the statement, one by one, as errors. */
async function explainRefusal(
  db: DbOrTx,
  attemptId: number,
  questionId: number,
  taker: Taker,
  save: Save,
  now: number,
): Promise<never> {
  const [row] = await db
    .select({ attempt: examAttempts, exam: exams, question: questions })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(
      examQuestions,
      and(eq(examQuestions.examId, examAttempts.examId), eq(examQuestions.questionId, questionId)),
    )
    .leftJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examAttempts.id, attemptId));
  if (!row || !owns(row.attempt, taker)) throw notFound(NO_SUCH_ATTEMPT);
  const { attempt, exam, question } = row;
  if (attempt.submittedAt) throw conflict(SUBMITTED);
  if (!acceptsAnswers(now, attempt.deadline.getTime(), null)) throw conflict(TIME_UP);
  if (!question) throw notFound("That question is not in this test.");
  assertFits(question, save);
  await assertSectionRules(db, exam, attempt, questionId, save, now);
  throw new Error("a save was refused for no reason the checks can name");
}

/** The section rules of the save statement, one by one, as messages (the rare path). */
async function assertSectionRules(
  db: DbOrTx,
  exam: ExamRow,
  attempt: AttemptRow,
  questionId: number,
  save: Save,
  now: number,
) {
  const paper = (await paperOf(db, exam)).questions;
  const item = paper.find((q) => q.id === questionId);
  if (!item) return;
  const sections = examSummary(exam).sections;
  const schedule = sectionSchedule(sections, attempt.startedAt.getTime(), attempt.deadline.getTime());
  if (
    !sectionOpen(schedule, item.section, now - ANSWER_GRACE_MS) &&
    !sectionOpen(schedule, item.section, now)
  )
    throw badRequest(SECTION_MESSAGES.SECTION_LOCKED); // a 400: the browser's queue drops it, a 409 would close the attempt
  if (save.text === "" && save.selected.length === 0) return;
  const inSection = new Set(
    paper.filter((q) => q.section === item.section && q.id !== questionId).map((q) => q.id),
  );
  const answeredOthers = (await answersOf(db, attempt.id)).filter(
    (a) => inSection.has(a.questionId) && (a.selected.length > 0 || a.text !== ""),
  ).length;
  const refusal = attemptLimitRefusal(sections[item.section], answeredOthers);
  if (refusal) throw badRequest(refusal);
}

function assertFits(question: typeof questions.$inferSelect, save: Save) {
  if (question.kind === QUESTION_KIND.SUBJECTIVE) {
    if (save.selected.length > 0) throw badRequest("This question takes a written answer.");
    return;
  }
  if (question.answerType === ANSWER_TYPE.NUMERICAL) {
    if (save.selected.length > 0) throw badRequest("This question takes a number.");
    const read = readNumericAnswer(save.text, question.numeric?.integer ?? false);
    if (read && !read.ok) throw badRequest(read.message);
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
    const paper = (await paperInTransaction(tx, exam)).questions;
    const answers = new Map((await answersOf(tx, attempt.id)).map((a) => [a.questionId, a]));
    const graded = gradePaper(exam, paper, answers);
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
