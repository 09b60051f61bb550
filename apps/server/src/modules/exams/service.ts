import {
  drawRandom,
  type ExamInput,
  examTotals,
  formatAcademyDateTime,
  isGradable,
  itemMarking,
  partialCreditRule,
  publishAnnouncement,
  publishProblems,
} from "@medhavi/domain";
import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, examAttempts, examQuestions, exams, questions } from "../../db/schema";
import { containsPattern } from "../../db/sql";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { sanitizeRich } from "../../platform/html";
import { assertCourseField } from "../courses/service";
import { pushToUsers } from "../notifications/service";
import { filterConditions, type QuestionFilter, toQuestion } from "../questions/service";
import { studentsCoveredBy } from "../subscriptions/audience";

type ExamRow = typeof exams.$inferSelect;
export interface ExamItem {
  question_id: number;
  section: number;
  marks: number;
  negative_marks: number;
}

export const FROZEN = "Students have started this exam, so its questions and marking can no longer change.";

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

function toRow(input: ExamInput) {
  return {
    title: input.title,
    courseId: input.course_id,
    // Shown as HTML to students and visitors, and rendered into the demo page on the server.
    instructions: sanitizeRich(input.instructions),
    durationMin: input.duration_min,
    opensAt: toDate(input.opens_at),
    closesAt: toDate(input.closes_at),
    sections: input.sections,
    markingScheme: input.marking_scheme,
    attemptsAllowed: input.attempts_allowed,
    answerRelease: input.show_answers,
    rankBy: input.rank_by,
    isDemo: input.is_demo,
    // JEE Advanced's scheme always gives its partial marks; say so wherever the flag is shown.
    partialCredit: partialCreditRule(input.marking_scheme, input.partial_credit) !== false,
    challengeHours: input.challenge_hours,
    challengeFee: input.challenge_fee,
    dropPolicy: input.drop_policy,
  };
}

export function toExamInput(row: ExamRow): ExamInput {
  return {
    title: row.title,
    course_id: row.courseId,
    instructions: row.instructions,
    duration_min: row.durationMin,
    opens_at: row.opensAt?.getTime() ?? null,
    closes_at: row.closesAt?.getTime() ?? null,
    sections: row.sections.map((s) => ({
      name: s.name,
      marking_scheme: s.marking_scheme ?? null,
      attempt_limit: s.attempt_limit ?? null,
      time_limit_min: s.time_limit_min ?? null,
    })),
    marking_scheme: row.markingScheme as ExamInput["marking_scheme"],
    attempts_allowed: row.attemptsAllowed,
    show_answers: row.answerRelease as ExamInput["show_answers"],
    rank_by: row.rankBy as ExamInput["rank_by"],
    is_demo: row.isDemo,
    partial_credit: row.partialCredit,
    challenge_hours: row.challengeHours,
    challenge_fee: row.challengeFee,
    drop_policy: row.dropPolicy as ExamInput["drop_policy"],
  };
}

export async function getExamRow(db: DbOrTx, id: number): Promise<ExamRow> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id));
  if (!row) throw notFound("No such exam.");
  return row;
}

/**
 * The exam's row, locked until the transaction ends: staff edits of one exam (its questions, settings,
 * status) run one after another, so two saves at once never meet as a duplicate key or a lost update.
 */
async function lockExamRow(tx: DbOrTx, id: number): Promise<ExamRow> {
  const [row] = await tx.select().from(exams).where(eq(exams.id, id)).for("update");
  if (!row) throw notFound("No such exam.");
  return row;
}

export async function hasAttempts(db: DbOrTx, examId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examId, examId));
  return (row?.n ?? 0) > 0;
}

/** The exam's questions in order (by section, then position) with the marks they carry in it. */
export async function loadItems(db: DbOrTx, examId: number) {
  const rows = await db
    .select({ item: examQuestions, question: questions })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.section), asc(examQuestions.position));
  return rows.map(({ item, question }) => ({
    question_id: item.questionId,
    section: item.section,
    position: item.position,
    marks: item.marks,
    negative_marks: item.negativeMarks,
    question: toQuestion(question),
  }));
}

/** The exam with its ordered questions and its totals, as the back office shows it. */
export async function getExam(db: DbOrTx, id: number) {
  const row = await getExamRow(db, id);
  const items = await loadItems(db, id);
  return {
    id: row.id,
    ...toExamInput(row),
    status: row.status,
    published_at: row.publishedAt?.getTime() ?? null,
    started: await hasAttempts(db, id),
    items,
    totals: examTotals(items, row.durationMin, row.sections),
  };
}

export interface ExamFilter {
  q?: string | undefined;
  status?: "draft" | "published" | undefined;
  course_id?: number | undefined;
}

export async function listExams(db: DbOrTx, f: ExamFilter, page: number, pageSize: number) {
  const conditions: SQL[] = [];
  if (f.q) conditions.push(ilike(exams.title, containsPattern(f.q)));
  if (f.status) conditions.push(eq(exams.status, f.status));
  if (f.course_id !== undefined) conditions.push(eq(exams.courseId, f.course_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const itemCount = db
    .select({ examId: examQuestions.examId, n: count().as("n") })
    .from(examQuestions)
    .groupBy(examQuestions.examId)
    .as("item_count");
  const [rows, [total]] = await Promise.all([
    db
      .select({ exam: exams, questions: itemCount.n, courseName: courses.name })
      .from(exams)
      .leftJoin(itemCount, eq(itemCount.examId, exams.id))
      .leftJoin(courses, eq(courses.id, exams.courseId))
      .where(where)
      .orderBy(desc(exams.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.exam.id,
      ...toExamInput(r.exam),
      courseName: r.courseName,
      status: r.exam.status,
      questions: Number(r.questions ?? 0),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

export async function createExam(db: DbOrTx, input: ExamInput, staffId: number | null) {
  await assertCourseField(db, input.course_id);
  const [row] = await db
    .insert(exams)
    .values({ ...toRow(input), createdBy: staffId })
    .returning({ id: exams.id });
  if (!row) throw new Error("exam insert returned nothing");
  return row.id;
}

/**
 * Saves the exam's settings. A new marking scheme re-marks every question, so the scheme students are
 * shown is the one they are graded by. Once anyone started it, marking and sections stay as they were.
 */
export async function updateExam(db: DbOrTx, id: number, input: ExamInput) {
  await db.transaction((tx) => updateExamIn(tx, id, input));
}

async function updateExamIn(db: DbOrTx, id: number, input: ExamInput) {
  const before = await lockExamRow(db, id);
  await assertCourseField(db, input.course_id);
  if (await hasAttempts(db, id)) {
    const old = toExamInput(before);
    const frozenChanged =
      JSON.stringify(old.sections) !== JSON.stringify(input.sections) ||
      old.marking_scheme !== input.marking_scheme ||
      old.partial_credit !== input.partial_credit ||
      old.duration_min !== input.duration_min;
    if (frozenChanged) throw conflict(FROZEN);
  }
  const items = await loadItems(db, id);
  if (items.some((i) => i.section >= Math.max(1, input.sections.length))) {
    throw badRequest("Move or remove the questions of a section before deleting it.");
  }
  if (before.status === "published") await assertPublishable(input, items);
  await db
    .update(exams)
    .set({ ...toRow(input), updatedAt: new Date() })
    .where(eq(exams.id, id));
  const schemes = (e: ExamInput) => [e.marking_scheme, ...e.sections.map((s) => s.marking_scheme)].join();
  if (schemes(toExamInput(before)) !== schemes(input)) {
    // A scheme (the exam's or a section's) sets its marks on its questions; custom keeps what they carry.
    for (const item of items) {
      const marking = itemMarking(input.marking_scheme, input.sections[item.section], item);
      if (marking.marks === item.marks && marking.negative_marks === item.negative_marks) continue;
      await db
        .update(examQuestions)
        .set({ marks: marking.marks, negativeMarks: marking.negative_marks })
        .where(and(eq(examQuestions.examId, id), eq(examQuestions.questionId, item.question_id)));
    }
  }
}

async function assertPublishable(input: ExamInput, items: Awaited<ReturnType<typeof loadItems>>) {
  const problems = publishProblems(
    input,
    items.map((i) => ({ section: i.section, gradable: isGradable(i.question) && !i.question.retired })),
    Date.now(),
  );
  if (problems.length > 0) throw badRequest(problems.join(" "));
}

/** Replaces the exam's questions (order, sections, marks). Refused once anyone started the exam. */
export async function setItems(db: DbOrTx, examId: number, items: ExamItem[]) {
  await db.transaction(async (tx) => {
    const exam = await lockExamRow(tx, examId);
    if (await hasAttempts(tx, examId)) throw conflict(FROZEN);
    const sectionCount = Math.max(1, exam.sections.length);
    if (items.some((i) => i.section >= sectionCount))
      throw badRequest("A question is in a section the exam does not have.");
    const ids = items.map((i) => i.question_id);
    const found = ids.length
      ? await tx
          .select({ id: questions.id, retired: questions.retired })
          .from(questions)
          .where(inArray(questions.id, ids))
      : [];
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw badRequest(`No such question: ${missing.join(", ")}.`);
    await tx.delete(examQuestions).where(eq(examQuestions.examId, examId));
    if (items.length > 0) {
      const position = new Map<number, number>();
      await tx.insert(examQuestions).values(
        items.map((i) => {
          const p = position.get(i.section) ?? 0;
          position.set(i.section, p + 1);
          // The scheme's marks are in force; only a custom scheme takes marks per question.
          const marking = itemMarking(
            exam.markingScheme as ExamInput["marking_scheme"],
            exam.sections[i.section],
            i,
          );
          return {
            examId,
            questionId: i.question_id,
            section: i.section,
            position: p,
            marks: marking.marks,
            negativeMarks: marking.negative_marks,
          };
        }),
      );
    }
    if (exam.status === "published") await assertPublishable(toExamInput(exam), await loadItems(tx, examId));
  });
}

async function currentItems(db: DbOrTx, examId: number): Promise<ExamItem[]> {
  return (await loadItems(db, examId)).map(({ question_id, section, marks, negative_marks }) => ({
    question_id,
    section,
    marks,
    negative_marks,
  }));
}

/** Appends picked questions to a section, marked by the exam's scheme. */
export async function addQuestions(db: DbOrTx, examId: number, questionIds: number[], section: number) {
  const exam = await lockExamRow(db, examId);
  const existing = await currentItems(db, examId);
  const fresh = questionIds.filter((id) => !existing.some((e) => e.question_id === id));
  const rows = fresh.length ? await db.select().from(questions).where(inArray(questions.id, fresh)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const added: ExamItem[] = fresh.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const marking = itemMarking(exam.markingScheme as ExamInput["marking_scheme"], exam.sections[section], {
      marks: q.marks,
      negative_marks: q.negativeMarks,
    });
    return [{ question_id: id, section, ...marking }];
  });
  if (added.length !== fresh.length) throw badRequest("Some of those questions do not exist.");
  await setItems(db, examId, [...existing, ...added]);
  return added.length;
}

/** Draws N random bank questions per difficulty (matching the filter, not already in the exam) into a section. */
export async function addRandomQuestions(
  db: DbOrTx,
  examId: number,
  section: number,
  counts: Partial<Record<1 | 2 | 3 | 4, number>>,
  filter: QuestionFilter,
) {
  await lockExamRow(db, examId);
  const existing = await currentItems(db, examId);
  const taken = existing.map((e) => e.question_id);
  const pool = await db
    .select({ id: questions.id, difficulty: questions.difficulty })
    .from(questions)
    .where(and(filterConditions(filter), taken.length ? notInArray(questions.id, taken) : undefined));
  const { picked, shortBy } = drawRandom(pool, counts);
  await addQuestions(
    db,
    examId,
    picked.map((p) => p.id),
    section,
  );
  return { added: picked.length, shortBy };
}

/** What publishing would announce: a new test, a moved window, or nothing (a demo, or unchanged). */
function announcementOf(exam: ExamRow) {
  if (exam.isDemo || exam.courseId === null) return null;
  const window = { opensAt: exam.opensAt?.getTime() ?? null, closesAt: exam.closesAt?.getTime() ?? null };
  const announced = exam.announcedAt
    ? {
        opensAt: exam.announcedOpensAt?.getTime() ?? null,
        closesAt: exam.announcedClosesAt?.getTime() ?? null,
      }
    : null;
  return publishAnnouncement(announced, window);
}

/** The students an exam's announcement reaches: those whose plan covers its course. */
const coveredStudents = (db: DbOrTx, exam: ExamRow) =>
  exam.courseId === null ? Promise.resolve([]) : studentsCoveredBy(db, exam.courseId);

/** Who publishing now would notify, for the staff's confirmation: none when nothing is announced. */
export async function publishPreview(db: DbOrTx, examId: number) {
  const exam = await getExamRow(db, examId);
  const announcement = announcementOf(exam);
  return { announcement, notifies: announcement ? (await coveredStudents(db, exam)).length : 0 };
}

/**
 * Publishes a valid exam and tells every student whose live subscription covers its course, once:
 * a republish after unpublishing says nothing unless the window moved ("rescheduled").
 */
export async function publishExam(db: DbOrTx, examId: number, timeZone: string) {
  return db.transaction(async (tx) => {
    const exam = await lockExamRow(tx, examId);
    if (exam.status === "published") throw conflict("This exam is already published.");
    await assertPublishable(toExamInput(exam), await loadItems(tx, examId));
    const announcement = announcementOf(exam);
    const now = new Date();
    await tx
      .update(exams)
      .set({
        status: "published",
        publishedAt: now,
        updatedAt: now,
        ...(announcement
          ? { announcedAt: now, announcedOpensAt: exam.opensAt, announcedClosesAt: exam.closesAt }
          : {}),
      })
      .where(eq(exams.id, examId));
    if (!announcement) return { notified: 0 };
    const recipients = await coveredStudents(tx, exam);
    const opens = exam.opensAt
      ? ` It opens on ${formatAcademyDateTime(exam.opensAt.getTime(), timeZone)}.`
      : "";
    const notified = await pushToUsers(tx, recipients, {
      notificationType: "exam_scheduled",
      notificationMsg:
        announcement === "scheduled"
          ? `New test scheduled: ${exam.title}.${opens}`
          : `Test rescheduled: ${exam.title}.${opens}`,
      navigate: `/testseries/${exam.id}`,
    });
    return { notified };
  });
}

/** Back to draft, while nobody has started it. */
export async function unpublishExam(db: DbOrTx, examId: number) {
  await getExamRow(db, examId);
  if (await hasAttempts(db, examId)) throw conflict(FROZEN);
  await db
    .update(exams)
    .set({ status: "draft", publishedAt: null, updatedAt: new Date() })
    .where(eq(exams.id, examId));
}

export async function deleteExam(db: DbOrTx, examId: number) {
  const exam = await getExamRow(db, examId);
  if (exam.status === "published") throw conflict("Unpublish the exam before deleting it.");
  if (await hasAttempts(db, examId)) throw conflict(FROZEN);
  await db.delete(exams).where(eq(exams.id, examId));
}
