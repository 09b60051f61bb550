import { duplicateKey, gradingChanged, plainText, type QuestionInput } from "@medhavi/domain";
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { examQuestions, exams, questions } from "../../db/schema";
import { containsPattern } from "../../db/sql";
import { conflict, notFound } from "../../platform/errors";
import { sanitizeRich } from "../../platform/html";
import { assertCourseField } from "../courses/service";

export type QuestionRow = typeof questions.$inferSelect;

export const IN_PUBLISHED_EXAM = "This question is used in a published exam, so it cannot be deleted.";

/** The stored form: every rich-text field sanitised, plus the plain text used by search. */
function toRow(input: QuestionInput) {
  const text = sanitizeRich(input.text);
  const options = input.options.map((o) => ({ key: o.key, text: sanitizeRich(o.text) }));
  const hindi = input.hindi && {
    text: sanitizeRich(input.hindi.text),
    options: input.hindi.options.map((o) => ({ key: o.key, text: sanitizeRich(o.text) })),
    solution: sanitizeRich(input.hindi.solution),
    model_answer: sanitizeRich(input.hindi.model_answer),
  };
  const hindiText = hindi ? [hindi.text, ...hindi.options.map((o) => o.text)] : [];
  return {
    kind: input.kind,
    answerType: input.answer_type,
    answerLength: input.answer_length,
    difficulty: input.difficulty,
    courseId: input.course_id,
    subject: input.subject,
    topic: input.topic,
    text,
    searchText: plainText([text, ...options.map((o) => o.text), ...hindiText].join(" ")),
    options,
    correct: [...input.correct].sort(),
    numeric: input.numeric,
    modelAnswer: sanitizeRich(input.model_answer),
    solution: sanitizeRich(input.solution),
    hindi,
    marks: input.marks,
    negativeMarks: input.negative_marks,
  };
}

/** The reply and CSV shape of a stored question. */
export function toQuestion(row: QuestionRow) {
  return {
    id: row.id,
    kind: row.kind as 1 | 2,
    answer_type: row.answerType as 1 | 2 | 3 | null,
    answer_length: row.answerLength as 1 | 2 | 3 | null,
    difficulty: row.difficulty as 1 | 2 | 3 | 4,
    course_id: row.courseId,
    subject: row.subject,
    topic: row.topic,
    text: row.text,
    options: row.options as QuestionInput["options"],
    correct: row.correct as QuestionInput["correct"],
    numeric: row.numeric ?? null,
    model_answer: row.modelAnswer,
    solution: row.solution,
    hindi: (row.hindi ?? null) as QuestionInput["hindi"],
    marks: row.marks,
    negative_marks: row.negativeMarks,
    previous_id: row.previousId,
    retired: row.retired,
  };
}

export async function createQuestion(db: DbOrTx, input: QuestionInput, staffId: number | null) {
  await assertCourseField(db, input.course_id);
  const [row] = await db
    .insert(questions)
    .values({ ...toRow(input), createdBy: staffId })
    .returning();
  if (!row) throw new Error("question insert returned nothing");
  return row;
}

export async function getQuestion(db: DbOrTx, id: number): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw notFound("No such question.");
  return row;
}

export interface QuestionFilter {
  q?: string | undefined;
  course_id?: number | undefined;
  subject?: string | undefined;
  topic?: string | undefined;
  kind?: number | undefined;
  difficulty?: number | undefined;
  /** Leave out these ids (already in the exam being composed). */
  exclude?: number[] | undefined;
}

export function filterConditions(f: QuestionFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(questions.retired, false)];
  if (f.q) conditions.push(ilike(questions.searchText, containsPattern(f.q)));
  if (f.course_id !== undefined) conditions.push(eq(questions.courseId, f.course_id));
  if (f.subject) conditions.push(eq(questions.subject, f.subject));
  if (f.topic) conditions.push(eq(questions.topic, f.topic));
  if (f.kind !== undefined) conditions.push(eq(questions.kind, f.kind));
  if (f.difficulty !== undefined) conditions.push(eq(questions.difficulty, f.difficulty));
  return and(...conditions);
}

export async function listQuestions(db: DbOrTx, f: QuestionFilter, page: number, pageSize: number) {
  const where = filterConditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { items: rows.map(toQuestion), total: total?.n ?? 0, page, pageSize };
}

/** Every question matching the filter, oldest first (export). */
export async function allQuestions(db: DbOrTx, f: QuestionFilter) {
  return (await db.select().from(questions).where(filterConditions(f)).orderBy(asc(questions.id))).map(
    toQuestion,
  );
}

/** Subjects and topics in use, for the filter lists. */
export async function questionFacets(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ subject: questions.subject, topic: questions.topic })
    .from(questions)
    .where(eq(questions.retired, false))
    .orderBy(asc(questions.subject), asc(questions.topic));
  const subjects = [...new Set(rows.map((r) => r.subject))];
  return { subjects, topics: rows.filter((r) => r.topic !== "") };
}

async function publishedExamsUsing(db: DbOrTx, questionId: number) {
  return db
    .select({ id: exams.id })
    .from(examQuestions)
    .innerJoin(exams, eq(exams.id, examQuestions.examId))
    .where(and(eq(examQuestions.questionId, questionId), eq(exams.status, "published")));
}

/**
 * Saves an edit. When the question is in a published exam and the edit changes grading, the exam keeps
 * the old version: the edit becomes a new question (previous_id -> old), drafts move to it, the old retires.
 */
export async function updateQuestion(db: DbOrTx, id: number, input: QuestionInput, staffId: number | null) {
  return db.transaction(async (tx) => {
    const before = await getQuestion(tx, id);
    if (before.retired) throw conflict("This is an old version of a question; edit its newest version.");
    await assertCourseField(tx, input.course_id);
    const used = await publishedExamsUsing(tx, id);
    if (used.length > 0 && gradingChanged(toQuestion(before), input)) {
      const [next] = await tx
        .insert(questions)
        .values({ ...toRow(input), previousId: id, createdBy: staffId })
        .returning();
      if (!next) throw new Error("question insert returned nothing");
      await tx.update(questions).set({ retired: true, updatedAt: new Date() }).where(eq(questions.id, id));
      const drafts = await tx.select({ id: exams.id }).from(exams).where(eq(exams.status, "draft"));
      if (drafts.length > 0) {
        await tx
          .update(examQuestions)
          .set({ questionId: next.id })
          .where(
            and(
              eq(examQuestions.questionId, id),
              inArray(
                examQuestions.examId,
                drafts.map((d) => d.id),
              ),
            ),
          );
      }
      return { question: next, versioned: true };
    }
    const [row] = await tx
      .update(questions)
      .set({ ...toRow(input), updatedAt: new Date() })
      .where(eq(questions.id, id))
      .returning();
    return { question: row ?? before, versioned: false };
  });
}

export async function duplicateQuestion(db: DbOrTx, id: number, staffId: number | null) {
  const source = toQuestion(await getQuestion(db, id));
  return createQuestion(db, { ...source, text: source.text }, staffId);
}

/** Deletes a question no published exam uses; drafts that held it lose it. */
export async function deleteQuestion(db: DbOrTx, id: number) {
  await db.transaction(async (tx) => {
    await getQuestion(tx, id);
    if ((await publishedExamsUsing(tx, id)).length > 0) throw conflict(IN_PUBLISHED_EXAM);
    await tx.delete(examQuestions).where(eq(examQuestions.questionId, id));
    await tx.delete(questions).where(eq(questions.id, id));
  });
}

/** Duplicate keys (plain text and course) of every current bank question, to the question's id. */
export async function bankKeys(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: questions.id, text: questions.text, courseId: questions.courseId })
    .from(questions)
    .where(eq(questions.retired, false));
  return new Map(rows.map((r) => [duplicateKey({ text: r.text, course_id: r.courseId }), r.id]));
}
