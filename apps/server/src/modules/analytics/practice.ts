import {
  type AnswerOutcome,
  type AnswerRelease,
  answersReleased,
  attemptTotal,
  gradeAnswer,
  type PracticePick,
  type PracticeSet,
  type PracticeStart,
  type PracticeSubmit,
  partialCreditRule,
  pickForPractice,
  practiceStartSchema,
  QUESTION_KIND,
} from "@medhavi/domain";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examAttempts, exams, practiceSets } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import { conflict, notFound } from "../../platform/errors";
import { type AttemptRow, answersOf, type ExamRow, examPaper, forCandidate } from "../attempts/queries";
import { attemptFor } from "../attempts/service";

type SetRow = typeof practiceSets.$inferSelect;

export const ANSWERS_WITHHELD = "Mistakes can be practised once this test's answers are released.";
export const NOTHING_TO_PRACTISE = "Nothing to practise: no question of this attempt matches what you chose.";
export const NO_PRACTICE = "No practice set for this attempt yet.";

/** The student's own submitted attempt and its exam; practice waits for the answers, as the review does. */
async function sourceAttempt(db: DbOrTx, attemptId: number, userId: number, now: number) {
  const attempt = await attemptFor(db, attemptId, { userId });
  if (!attempt.submittedAt) throw conflict("Submit the test before practising its mistakes.");
  const [exam] = await db.select().from(exams).where(eq(exams.id, attempt.examId));
  if (!exam) throw new Error("attempt without exam");
  // Grading a practice answer reveals the key; before release that would leak it during the window.
  if (!(await released(db, exam, attempt, now))) throw conflict(ANSWERS_WITHHELD);
  return { attempt, exam };
}

async function released(db: DbOrTx, exam: ExamRow, attempt: AttemptRow, now: number) {
  const [used] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, exam.id),
        eq(examAttempts.userId, attempt.userId ?? -1),
        isNotNull(examAttempts.submittedAt),
      ),
    );
  return answersReleased(exam.answerRelease as AnswerRelease, {
    now,
    closesAt: exam.closesAt?.getTime() ?? null,
    attemptsUsed: used?.n ?? 0,
    attemptsAllowed: exam.attemptsAllowed,
  });
}

async function openSet(db: DbOrTx, attemptId: number): Promise<SetRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceSets)
    .where(and(eq(practiceSets.attemptId, attemptId), isNull(practiceSets.submittedAt)));
  return row;
}

async function latestSet(db: DbOrTx, attemptId: number): Promise<SetRow | undefined> {
  const [row] = await db
    .select()
    .from(practiceSets)
    .where(eq(practiceSets.attemptId, attemptId))
    .orderBy(desc(practiceSets.createdAt), desc(practiceSets.id))
    .limit(1);
  return row;
}

/**
 * Starts a practice set of the attempt's mistakes (by default: answered wrong or partly right, or
 * marked for review), or resumes the open one. Only from the student's own submitted attempt.
 */
export async function startPractice(
  db: DbOrTx,
  attemptId: number,
  userId: number,
  body: PracticeStart,
  now = Date.now(),
): Promise<PracticeSet> {
  const { exam } = await sourceAttempt(db, attemptId, userId, now);
  const open = await openSet(db, attemptId);
  if (open) return view(db, exam, open);
  const include = practiceStartSchema.parse(body).include as PracticePick[];
  const [paper, answers] = await Promise.all([examPaper(db, exam.id), answersOf(db, attemptId)]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const picked = paper.filter((q) => {
    const a = byQuestion.get(q.id);
    return pickForPractice(
      { outcome: a?.outcome ?? "unanswered", marked: a?.marked ?? false, kind: q.kind },
      include,
      QUESTION_KIND.SUBJECTIVE,
    );
  });
  if (picked.length === 0) throw conflict(NOTHING_TO_PRACTISE);
  try {
    const [created] = await db
      .insert(practiceSets)
      .values({
        userId,
        attemptId,
        include,
        questionIds: picked.map((q) => q.id),
        maxMarks: picked.reduce((sum, q) => sum + Math.round(q.marks * 100), 0) / 100,
      })
      .returning();
    if (!created) throw new Error("practice insert returned nothing");
    return view(db, exam, created);
  } catch (err) {
    // Two Start clicks raced: the one-open-set index refused the second; hand back the first.
    const raced = isUniqueViolation(err) ? await openSet(db, attemptId) : undefined;
    if (!raced) throw err;
    return view(db, exam, raced);
  }
}

/** The attempt's latest practice set (open or submitted). */
export async function getPractice(db: DbOrTx, attemptId: number, userId: number, now = Date.now()) {
  const { exam } = await sourceAttempt(db, attemptId, userId, now);
  const set = await latestSet(db, attemptId);
  if (!set) throw notFound(NO_PRACTICE);
  return view(db, exam, set);
}

/**
 * Grades the open set with the exam's marking, all answers at once. Repeating the call after it went
 * through answers with the graded set (idempotent); answers to questions not in the set are ignored.
 */
export async function submitPractice(
  db: DbOrTx,
  attemptId: number,
  userId: number,
  body: PracticeSubmit,
  now = Date.now(),
): Promise<PracticeSet> {
  const { exam } = await sourceAttempt(db, attemptId, userId, now);
  const open = await openSet(db, attemptId);
  if (!open) {
    const last = await latestSet(db, attemptId);
    if (!last) throw notFound(NO_PRACTICE);
    return view(db, exam, last);
  }
  const given = new Map(body.answers.map((a) => [a.question_id, a]));
  const inSet = new Set(open.questionIds);
  const partialCredit = partialCreditRule(exam.markingScheme, exam.partialCredit);
  const graded = (await examPaper(db, exam.id))
    .filter((q) => inSet.has(q.id))
    .map((q) => {
      const a = given.get(q.id);
      const answer = { selected: a?.selected ?? [], text: a?.text ?? "" };
      const result = gradeAnswer(
        q,
        { marks: q.marks, negative_marks: q.negative_marks, partialCredit },
        answer,
      );
      return { question_id: q.id, ...answer, outcome: result.outcome, score: result.score ?? 0 };
    });
  const [done] = await db
    .update(practiceSets)
    .set({
      answers: graded,
      score: attemptTotal(graded).score,
      submittedAt: new Date(now),
    })
    .where(and(eq(practiceSets.id, open.id), isNull(practiceSets.submittedAt)))
    .returning();
  return view(db, exam, done ?? (await latestSet(db, attemptId)) ?? open);
}

async function view(db: DbOrTx, exam: ExamRow, set: SetRow): Promise<PracticeSet> {
  const submitted = set.submittedAt !== null;
  const order = new Map(set.questionIds.map((id, i) => [id, i]));
  const answers = new Map(set.answers.map((a) => [a.question_id, a]));
  const questions = (await examPaper(db, exam.id))
    .filter((q) => order.has(q.id))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((q) => {
      const a = answers.get(q.id);
      return {
        ...forCandidate(q),
        answer: a ? { selected: a.selected, text: a.text } : null,
        outcome: submitted ? ((a?.outcome as AnswerOutcome | undefined) ?? "unanswered") : null,
        score: submitted ? (a?.score ?? 0) : null,
        correct: submitted ? q.correct : [],
        solution: submitted ? q.solution : "",
        // The Hindi text and options as the test had them; the Hindi solution withheld like the English.
        hindi: q.hindi && {
          text: q.hindi.text,
          options: q.hindi.options,
          solution: submitted ? q.hindi.solution : "",
        },
      };
    });
  return {
    id: set.id,
    attemptId: set.attemptId,
    examId: exam.id,
    title: exam.title,
    include: set.include as PracticePick[],
    createdAt: set.createdAt.getTime(),
    submittedAt: set.submittedAt?.getTime() ?? null,
    score: set.score,
    maxMarks: set.maxMarks,
    questions,
  };
}
