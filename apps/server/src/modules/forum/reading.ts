import {
  acceptRefusal,
  answerRefusal,
  editRefusal,
  FORUM_COUNT_CAP,
  FORUM_SUBJECTS,
  type ForumListInput,
  type ForumMe,
  type ForumPage,
  type ForumThread,
  showsEdited,
} from "@medhavi/domain";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  exams,
  forumAnswers,
  forumFollows,
  forumQuestions,
  forumVotes,
  questions,
  users,
} from "../../db/schema";
import { threadFor } from "./posting";
import { type ForumCaller, standing } from "./rights";
import { author, imageUrl, type SummaryRow, summaryColumns, toSummary } from "./view";

/**
 * The list: one query for the page (author and course joined) and one count. Every filter and sort
 * has an index (schema.ts and the migration's hand-written part); search uses the tsvector column.
 */
export async function listQuestions(db: DbOrTx, who: ForumCaller, f: ForumListInput): Promise<ForumPage> {
  const where: SQL[] = [];
  if (who.role !== "staff") where.push(eq(forumQuestions.hidden, false));
  if (f.my_course) {
    const s = await standing(db, who);
    where.push(s.covered.length > 0 ? inArray(forumQuestions.courseId, s.covered) : sql`false`);
  }
  if (f.course_id) where.push(eq(forumQuestions.courseId, f.course_id));
  if (f.subject) where.push(eq(forumQuestions.subject, f.subject));
  if (f.unanswered) where.push(eq(forumQuestions.answerCount, 0));
  if (f.teacher_answered) where.push(eq(forumQuestions.teacherAnswered, true));
  if (f.mine) where.push(eq(forumQuestions.userId, who.id));
  const q = f.q.trim();
  if (q) where.push(sql`${sql.raw('"forum_questions"."search"')} @@ websearch_to_tsquery('english', ${q})`);
  const condition = where.length > 0 ? and(...where) : undefined;
  const order =
    f.sort === "votes"
      ? [desc(forumQuestions.votes), desc(forumQuestions.id)]
      : f.sort === "unanswered"
        ? [sql`(${forumQuestions.answerCount} > 0)`, desc(forumQuestions.id)]
        : [desc(forumQuestions.id)];
  // The page's ids come from the index alone (deep offsets skip index entries, not joined rows); the
  // author and course are joined to those 20 rows only.
  const pageIds = db
    .select({ id: forumQuestions.id })
    .from(forumQuestions)
    .where(condition)
    .orderBy(...order)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .as("page_ids");
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(forumQuestions)
      .innerJoin(pageIds, eq(pageIds.id, forumQuestions.id))
      .leftJoin(users, eq(users.id, forumQuestions.userId))
      .leftJoin(courses, eq(courses.id, forumQuestions.courseId))
      .orderBy(...order),
    // Counting stops past FORUM_COUNT_CAP: an exact count of tens of thousands of matches costs more
    // than the page itself, and nobody pages that far (the list says "more than 1000").
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(forumQuestions)
        .where(condition)
        .limit(FORUM_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  const n = total?.n ?? 0;
  return {
    items: (rows as SummaryRow[]).map(toSummary),
    total: Math.min(n, FORUM_COUNT_CAP),
    more: n > FORUM_COUNT_CAP,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The question page: the doubt, its answers (accepted first, then by votes), and what the caller may do. */
export async function readThread(
  db: DbOrTx,
  who: ForumCaller,
  id: number,
  now = Date.now(),
): Promise<ForumThread> {
  const q = await threadFor(db, id, who);
  const [summary] = (await db
    .select(summaryColumns)
    .from(forumQuestions)
    .leftJoin(users, eq(users.id, forumQuestions.userId))
    .leftJoin(courses, eq(courses.id, forumQuestions.courseId))
    .where(eq(forumQuestions.id, id))) as SummaryRow[];
  if (!summary) throw new Error("thread vanished");
  const answerRows = await db
    .select({
      a: forumAnswers,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(forumAnswers)
    .leftJoin(users, eq(users.id, forumAnswers.userId))
    .where(
      and(eq(forumAnswers.questionId, id), who.role === "staff" ? undefined : eq(forumAnswers.hidden, false)),
    )
    .orderBy(
      desc(sql`${forumAnswers.id} = ${q.acceptedAnswerId ?? 0}`),
      desc(forumAnswers.votes),
      asc(forumAnswers.id),
    );
  const answerIds = answerRows.map((r) => r.a.id);
  const [votes, follow, s] = await Promise.all([
    db
      .select({ kind: forumVotes.kind, postId: forumVotes.postId })
      .from(forumVotes)
      .where(
        and(
          eq(forumVotes.userId, who.id),
          or(
            and(eq(forumVotes.kind, "question"), eq(forumVotes.postId, id)),
            answerIds.length > 0
              ? and(eq(forumVotes.kind, "answer"), inArray(forumVotes.postId, answerIds))
              : undefined,
          ),
        ),
      ),
    db
      .select()
      .from(forumFollows)
      .where(and(eq(forumFollows.questionId, id), eq(forumFollows.userId, who.id))),
    standing(db, who, now),
  ]);
  const voted = new Set(votes.map((v) => `${v.kind}:${v.postId}`));
  const refusal =
    answerRefusal(q, who.role) ??
    (!s.may
      ? s.reason
      : s.covered.includes(q.courseId)
        ? null
        : "You can answer only in the courses your plan covers.");
  return {
    question: {
      ...toSummary(summary),
      body: q.body,
      image_urls: q.images.map(imageUrl),
      voted: voted.has(`question:${id}`),
      following: follow.length > 0,
      edited: showsEdited(q.createdAt.getTime(), q.editedAt?.getTime() ?? null),
      can_edit: editRefusal({ authorId: q.userId, createdAt: q.createdAt.getTime() }, who, now) === null,
      can_accept: acceptRefusal(q.userId, who) === null,
      linked: await linked(db, who, q, now),
    },
    answers: answerRows.map(({ a, firstName, lastName, role }) => ({
      id: a.id,
      body: a.body,
      images: a.images.map(imageUrl),
      author: author(a.userId, firstName, lastName, role),
      votes: a.votes,
      voted: voted.has(`answer:${a.id}`),
      accepted: a.id === q.acceptedAnswerId,
      hidden: a.hidden,
      edited: showsEdited(a.createdAt.getTime(), a.editedAt?.getTime() ?? null),
      created_at: a.createdAt.getTime(),
      can_edit: editRefusal({ authorId: a.userId, createdAt: a.createdAt.getTime() }, who, now) === null,
    })),
    can_answer: refusal === null,
    answer_refusal: refusal,
  };
}

/**
 * The test question a doubt was raised from. Its text is shown to everyone once the test has closed
 * (or never closes); while others may still be taking it, only to the asker and staff.
 */
async function linked(db: DbOrTx, who: ForumCaller, q: typeof forumQuestions.$inferSelect, now: number) {
  if (!q.linkedExamId) return null;
  const [row] = await db
    .select({
      title: exams.title,
      closesAt: exams.closesAt,
      text: questions.text,
      options: questions.options,
    })
    .from(exams)
    .leftJoin(questions, eq(questions.id, q.linkedQuestionId ?? 0))
    .where(eq(exams.id, q.linkedExamId));
  if (!row) return null;
  const open = row.closesAt !== null && row.closesAt.getTime() > now;
  const shown = !open || who.role === "staff" || who.id === q.userId;
  return {
    exam_id: q.linkedExamId,
    exam_title: row.title,
    text: shown ? (row.text ?? null) : null,
    options: shown ? (row.options ?? []) : [],
  };
}

export async function forumMe(db: DbOrTx, who: ForumCaller): Promise<ForumMe> {
  const s = await standing(db, who);
  const names = new Map(s.flat.map((c) => [c.id, c.name]));
  return {
    can_post: s.may && s.postIn.length > 0,
    reason: s.may ? null : s.reason,
    courses: s.postIn.map((id) => ({ id, name: names.get(id) ?? "" })),
    subjects: FORUM_SUBJECTS,
    role: who.role,
  };
}
