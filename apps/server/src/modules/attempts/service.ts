import { createHash, randomBytes } from "node:crypto";
import {
  ANSWER_GRACE_MS,
  type AnswerOutcome,
  type AttemptResult,
  acceptsAnswers,
  answerMisfit,
  type answerSaveSchema,
  attemptDeadline,
  attemptLimitRefusal,
  attemptStatus,
  attemptTotal,
  examTotals,
  ok,
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
import { type Paper, paperForSave, paperInTransaction, paperOf, rememberAttempt } from "./paper-cache";
import { gradePaper } from "./paperGrading";
import { type AttemptRow, answersOf, type ExamRow, examSummary, setOutcomes, toSavedAnswer } from "./queries";
import { batchedSave } from "./saveBatch";

/** Who is asking about an attempt: a student by account, a visitor by the demo secret, or staff. */
export type Taker = { userId: number } | { tokenHash: string } | { staff: true };

export const NO_SUCH_ATTEMPT = "No such attempt.";
export const SUBMITTED = "This test has been submitted.";
export const TIME_UP = "Time is up for this test.";
export const ATTEMPT_ENDED = "This attempt has ended.";

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

/**
 * A student, with `resumeOnly` when Start may only resume that attempt (startRequestSchema); or a visitor
 * at a demo test, with the attempt it holds, which `resumeOnly` likewise only resumes (after a reload).
 */
export type StartOwner =
  | { userId: number; resumeOnly?: number | undefined }
  | { visitor: true; resume: { attemptId: number; tokenHash: string } | null; resumeOnly?: boolean };

/**
 * Starts the owner's attempt at the exam, or resumes the open one (same deadline, saved answers, the
 * question they were on). An open attempt whose time ran out is graded first and a new one considered.
 * Access to the exam (subscription, window) is the caller's check; attempts left are checked here. With
 * `resumeOnly`, anything but resuming that attempt is refused (409), after an expired one is graded.
 */
export async function startAttempt(
  database: Pick<Database, "db" | "autocommit">,
  exam: ExamRow,
  owner: StartOwner,
  now = Date.now(),
): Promise<Started> {
  const db = database.db;
  const deadline = new Date(attemptDeadline(now, exam.durationMin, exam.closesAt?.getTime() ?? null));
  const resumeOnly =
    "userId" in owner ? owner.resumeOnly : owner.resumeOnly ? owner.resume?.attemptId : undefined;
  const run = () =>
    db.transaction(async (tx): Promise<OpenedAttempt | null> => {
      let attempt = await openAttempt(tx, exam.id, owner);
      if (attempt && !acceptsAnswers(now, attempt.deadline.getTime(), null)) {
        await gradeAttempt(tx, attempt, now);
        attempt = undefined;
      }
      // Refused after the commit, so that the grading above is kept.
      if (resumeOnly !== undefined && attempt?.id !== resumeOnly) return null;
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
            deadline,
          })
          .returning();
        if (!created) throw new Error("attempt insert returned nothing");
        // A new attempt has no answers yet: one read fewer for each student of a start storm.
        return { attempt: created, token, answers: [] };
      }
      return { attempt, token, answers: await answersOf(tx, attempt.id) };
    });
  let started: OpenedAttempt | null | undefined =
    "userId" in owner && resumeOnly === undefined
      ? await startFresh(database, exam, owner.userId, new Date(now), deadline)
      : undefined;
  try {
    started ??= await run();
  } catch (err) {
    // Two Start clicks raced: the one-open-attempt index refused the second insert; resume the first.
    if (!isUniqueViolation(err)) throw err;
    started = await run();
  }
  if (!started) throw conflict(ATTEMPT_ENDED);
  const { attempt, token, answers } = started;
  rememberAttempt(attempt.id, exam.id);
  // Built once per version of the exam and shared; the answers above are this student's own.
  const paper = await paperOf(db, exam);
  const attemptView = {
    attemptId: attempt.id,
    ...(token ? { attemptToken: token } : {}),
    exam: examSummary(exam),
    startedAt: attempt.startedAt.getTime(),
    deadline: attempt.deadline.getTime(),
    serverNow: Date.now(),
    currentQuestionId: onQuestion(answers) ?? attempt.currentQuestionId,
    answers: answers.map(toSavedAnswer),
  };
  return { attempt: attemptView, paper };
}

/** A started attempt: the student's own part of Start's reply, and the shared paper. */
export interface Started {
  attempt: Omit<StartedAttempt, "questions">;
  paper: Paper;
}

// Where the paper's bytes go in Start's reply: a marker no student text can hold (random per process).
const SPLICE = `paper-${randomBytes(12).toString("hex")}`;

/**
 * Start's reply, the usual envelope with the paper's questions spliced in as the bytes serialised once per
 * exam version: no student's Start serialises, measures or encodes the paper again (in a start storm on
 * PGlite that was a third of the server's busy time).
 */
export function startedReply({ attempt, paper }: Started): Buffer {
  const [head = "", tail = ""] = JSON.stringify(ok({ ...attempt, questions: SPLICE }, "")).split(
    `"${SPLICE}"`,
  );
  return Buffer.concat([Buffer.from(head), paper.candidateJson, Buffer.from(tail)]);
}

/** What Start needs of the attempt it opened or resumed, with the answers already saved to it. */
interface OpenedAttempt {
  attempt: Pick<AttemptRow, "id" | "startedAt" | "deadline" | "currentQuestionId">;
  token?: string | undefined;
  answers: Awaited<ReturnType<typeof answersOf>>;
}

/**
 * A student's new attempt when they have none open at the exam and attempts left, the case of nearly every
 * Start on exam day. Both checks and the insert are one statement that commits on its own (on PGlite, in
 * the same commit as the other Starts and saves of the moment), where the transaction above takes five
 * round trips and holds the embedded database for all of them. Two Starts at once: the one-open-attempt
 * index lets one insert, and the other inserts nothing. Nothing inserted (an attempt to resume, to grade
 * or none left): the transaction decides.
 */
const START_FRESH = `
insert into exam_attempts (exam_id, user_id, started_at, deadline)
select $1::integer, $2::integer, $3::timestamptz, $4::timestamptz
where not exists (select 1 from exam_attempts where exam_id = $1 and user_id = $2 and submitted_at is null)
  and (select count(*) from exam_attempts
    where exam_id = $1 and user_id = $2 and submitted_at is not null) < $5::integer
on conflict do nothing
returning id`;

async function startFresh(
  database: Pick<Database, "autocommit">,
  exam: ExamRow,
  userId: number,
  startedAt: Date,
  deadline: Date,
): Promise<OpenedAttempt | undefined> {
  const { rows } = await database.autocommit<{ id: number }>({
    name: "start_fresh",
    text: START_FRESH,
    values: [exam.id, userId, startedAt.toISOString(), deadline.toISOString(), exam.attemptsAllowed],
  });
  const id = rows[0]?.id;
  return id === undefined
    ? undefined
    : { attempt: { id, startedAt, deadline, currentQuestionId: null }, answers: [] };
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
 * Saves one answer without a transaction and without writing the attempt row. The answer is first
 * checked in memory against the exam's paper (`paperForSave`): the question is on it, the answer fits it
 * (`answerMisfit`), and on a paper with section time limits, which section it is in. It is then saved with
 * the other saves of the moment in one statement, which checks the rest (saveBatch.ts); a save that
 * does not fit or that the statement refuses is explained by `explainRefusal` from the database itself.
 */
export async function saveAnswer(
  database: Pick<Database, "db" | "autocommit">,
  attemptId: number,
  questionId: number,
  taker: Taker,
  save: Save,
  now = Date.now(),
): Promise<{ applied: boolean; seq: number }> {
  let found = await paperForSave(database.db, attemptId);
  // At most twice: a second round only after the paper was found out of date.
  for (let round = 0; found && round < 2; round++) {
    const { examId, paper } = found;
    const outcome = await saveChecked(database, paper, attemptId, questionId, taker, save, now);
    if (outcome.saved) return { applied: outcome.applied, seq: save.seq };
    if (outcome.version === null || outcome.version === paper.version) break;
    found = { examId, paper: await paperOf(database.db, { id: examId, paperVersion: outcome.version }) };
  }
  const version = await explainRefusal(database.db, attemptId, questionId, taker, save, now);
  // No reason found: the answer was checked against a paper older than the exam; check it once more.
  if (found && version > found.paper.version) {
    await paperOf(database.db, { id: found.examId, paperVersion: version });
    return saveAnswer(database, attemptId, questionId, taker, save, now);
  }
  throw new Error("a save was refused for no reason the checks can name");
}

type SaveOutcome = { saved: true; applied: boolean } | { saved: false; version: number | null };

/** The save, for an answer `paper` says fits. */
async function saveChecked(
  database: Pick<Database, "autocommit">,
  paper: Paper,
  attemptId: number,
  questionId: number,
  taker: Taker,
  save: Save,
  now: number,
): Promise<SaveOutcome> {
  const question = paper.byId.get(questionId);
  if (!question || answerMisfit(question, save)) return { saved: false, version: null };
  // Offsets from the attempt's start, or none on a paper without section timing.
  const schedule = sectionSchedule(paper.sections, 0, Number.POSITIVE_INFINITY);
  const window = schedule?.[question.section];
  if (schedule && !window) return { saved: false, version: null };
  const outcome = await batchedSave(database, {
    attemptId,
    staff: "staff" in taker,
    userId: "userId" in taker ? taker.userId : null,
    tokenHash: "tokenHash" in taker ? taker.tokenHash : null,
    version: paper.version,
    opensMs: window?.opensAt ?? null,
    closesMs: window?.closesAt ?? null,
    questionId,
    selected: save.selected,
    text: save.text,
    marked: save.marked,
    timeSpentMs: save.time_spent_ms,
    seq: save.seq,
    at: now,
  }).catch((err) => {
    // The attempt-limit trigger (migration 0020) refused an answer beyond "attempt any N".
    if (hasSqlState(err, ATTEMPT_LIMIT_RACE)) return null;
    throw err;
  });
  if (!outcome?.fits) return { saved: false, version: outcome?.version ?? null };
  return { saved: true, applied: outcome.applied };
}

/**
 * Why a save wrote nothing (the rare path): the checks one by one against the database, each as its
 * error. Returns the exam's paper version when none refuses (the answer was checked against an older paper).
 */
async function explainRefusal(
  db: DbOrTx,
  attemptId: number,
  questionId: number,
  taker: Taker,
  save: Save,
  now: number,
): Promise<number> {
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
  const misfit = answerMisfit(
    {
      kind: question.kind,
      answer_type: question.answerType,
      options: question.options,
      integer_only: question.numeric?.integer ?? false,
    },
    save,
  );
  if (misfit) throw badRequest(misfit);
  await assertSectionRules(db, exam, attempt, questionId, save, now);
  return exam.paperVersion;
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
        maxMarks: examTotals(paper, 0, exam.sections).marks,
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
