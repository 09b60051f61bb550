import {
  type ActiveExam,
  type ActiveTests,
  type CourseNode,
  courseCovers,
  type ExamOverview,
  examTotals,
  isExpired,
  QUESTION_KIND,
} from "@medhavi/domain";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, examAttempts, examQuestions, exams, questions } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../platform/errors";
import { shownRichCached } from "../../platform/math";
import { listCourses } from "../courses/service";
import { currentSubscription, subscriberInfo } from "../subscriptions/service";
import type { ExamRow } from "./queries";
import { closeExpired } from "./service";

export const NOT_COVERED = "Subscribe to a course that includes this test to take it.";

const isOpen = (exam: ExamRow, now: number) =>
  (exam.opensAt === null || exam.opensAt.getTime() <= now) &&
  (exam.closesAt === null || exam.closesAt.getTime() > now);

interface PaperTotals {
  questions: number;
  marks: number;
  has_written: boolean;
  bilingual: boolean;
}

/** Question count, total marks, whether any answer is written and any question is in Hindi, per exam, in one query. */
async function paperTotals(db: DbOrTx, exams: readonly ExamRow[]): Promise<Map<number, PaperTotals>> {
  if (exams.length === 0) return new Map();
  const examIds = exams.map((exam) => exam.id);
  const rows = await db
    .select({
      examId: examQuestions.examId,
      marks: examQuestions.marks,
      section: examQuestions.section,
      kind: questions.kind,
      hindi: sql<boolean>`${questions.hindi} is not null`,
    })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(inArray(examQuestions.examId, examIds));
  return new Map(
    exams.map((exam) => {
      const mine = rows.filter((r) => r.examId === exam.id);
      const { questions: count, marks } = examTotals(mine, 0, exam.sections);
      return [
        exam.id,
        {
          questions: count,
          marks,
          has_written: mine.some((r) => r.kind === QUESTION_KIND.SUBJECTIVE),
          bilingual: mine.some((r) => r.hindi),
        },
      ];
    }),
  );
}

function publicExam(exam: ExamRow, totals: PaperTotals | undefined): ExamOverview {
  return {
    id: exam.id,
    title: exam.title,
    instructions: shownRichCached(exam.instructions),
    sections: exam.sections,
    marking_scheme: exam.markingScheme,
    partial_credit: exam.partialCredit,
    duration_min: exam.durationMin,
    questions: totals?.questions ?? 0,
    marks: totals?.marks ?? 0,
    has_written: totals?.has_written ?? false,
    bilingual: totals?.bilingual ?? false,
  };
}

/**
 * The tests a student may see now: published, not demo, window open, covered by their live subscription;
 * each with how many attempts they used, whether one is in progress, and whether they can start.
 * `onlyExamId` narrows the reading to one test (the instructions page, Start).
 */
export async function activeExams(
  db: DbOrTx,
  userId: number,
  now = Date.now(),
  onlyExamId?: number,
): Promise<ActiveTests> {
  await closeExpired(db, now, userId);
  const sub = await currentSubscription(db, userId);
  const info = subscriberInfo(sub);
  if (!sub || isExpired(info, now)) return { subscription: sub ? info : null, expired: true, exams: [] };
  const flat = await listCourses(db);
  const published = await db
    .select({ exam: exams, courseName: courses.name })
    .from(exams)
    .leftJoin(courses, eq(courses.id, exams.courseId))
    .where(
      and(
        eq(exams.status, "published"),
        eq(exams.isDemo, false),
        onlyExamId === undefined ? undefined : eq(exams.id, onlyExamId),
      ),
    )
    .orderBy(asc(exams.closesAt), asc(exams.id));
  const visible = published.filter(
    ({ exam }) =>
      isOpen(exam, now) && exam.courseId !== null && courseCovers(flat, sub.courseId, exam.courseId),
  );
  const ids = visible.map((v) => v.exam.id);
  const [totals, attempts] = await Promise.all([
    paperTotals(
      db,
      visible.map((v) => v.exam),
    ),
    ids.length === 0
      ? []
      : db
          .select({
            examId: examAttempts.examId,
            used: sql<number>`count(${examAttempts.submittedAt})`.mapWith(Number),
            open: sql<number>`count(*) filter (where ${examAttempts.submittedAt} is null)`.mapWith(Number),
            latest: max(examAttempts.id),
          })
          .from(examAttempts)
          .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, ids)))
          .groupBy(examAttempts.examId),
  ]);
  return {
    subscription: info,
    expired: false,
    exams: visible.map(({ exam, courseName }): ActiveExam => {
      const mine = attempts.find((a) => a.examId === exam.id);
      const used = mine?.used ?? 0;
      const inProgress = (mine?.open ?? 0) > 0;
      return {
        ...publicExam(exam, totals.get(exam.id)),
        course_id: exam.courseId,
        courseName,
        opens_at: exam.opensAt?.getTime() ?? null,
        closes_at: exam.closesAt?.getTime() ?? null,
        attempts_allowed: exam.attemptsAllowed,
        attempts_used: used,
        status: inProgress ? "in_progress" : used > 0 ? "submitted" : "new",
        attemptId: mine?.latest ?? null,
        canStart: inProgress || used < exam.attemptsAllowed,
      };
    }),
  };
}

/** One test as the student's instructions page shows it; refused when it is not theirs to take now. */
export async function activeExam(db: DbOrTx, userId: number, examId: number, now = Date.now()) {
  const exam = await publishedExam(db, examId);
  const active = await activeExams(db, userId, now, examId);
  const found = active.exams[0];
  if (found) return { exam, view: found };
  if (active.expired) throw forbidden(NOT_COVERED);
  if (!isOpen(exam, now)) throw conflict("This test is not open now.");
  throw forbidden(NOT_COVERED);
}

/**
 * The test a student may start now, with the same refusals as `activeExam` but none of the overview it
 * builds (totals, attempt counts): Start is what a thousand students press in the same minute, so it
 * costs two reads here, and the course hierarchy comes from `courses` (the public catalogue, held in
 * memory and cleared on every course change).
 */
export async function examToStart(
  db: DbOrTx,
  courses: () => Promise<readonly CourseNode[]>,
  userId: number,
  examId: number,
  now = Date.now(),
) {
  const exam = await publishedExam(db, examId);
  const sub = await currentSubscription(db, userId);
  if (!sub || isExpired(subscriberInfo(sub), now)) throw forbidden(NOT_COVERED);
  if (!isOpen(exam, now)) throw conflict("This test is not open now.");
  if (exam.courseId === null || !courseCovers(await courses(), sub.courseId, exam.courseId)) {
    throw forbidden(NOT_COVERED);
  }
  return exam;
}

async function publishedExam(db: DbOrTx, examId: number) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (exam?.status !== "published" || exam.isDemo) throw notFound("No such test.");
  return exam;
}

/** Published demo exams, open to visitors. */
export async function demoExams(db: DbOrTx) {
  const rows = await db
    .select()
    .from(exams)
    .where(and(eq(exams.status, "published"), eq(exams.isDemo, true)))
    .orderBy(asc(exams.id));
  const totals = await paperTotals(db, rows);
  return rows.map((exam) => publicExam(exam, totals.get(exam.id)));
}

export async function demoExam(db: DbOrTx, examId: number, now = Date.now()) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.status, "published"), eq(exams.isDemo, true)));
  if (!exam) throw notFound("No such demo test.");
  if (!isOpen(exam, now)) throw conflict("This test is not open now.");
  const totals = await paperTotals(db, [exam]);
  return { exam, view: publicExam(exam, totals.get(exam.id)) };
}
