import {
  answerRefusal,
  deleteRefusal,
  editRefusal,
  FORUM_LIMITS,
  FORUM_MESSAGES,
  type ForumAnswerInput,
  type ForumQuestionInput,
  plainText,
} from "@medhavi/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  examAttempts,
  examQuestions,
  forumAnswers,
  forumFollows,
  forumImages,
  forumQuestions,
  forumReports,
  forumVotes,
  users,
} from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, forbidden, HttpError, notFound } from "../../platform/errors";
import { sanitizeForum } from "../../platform/html";
import { recordStaffAction } from "../backoffice/audit";
import { pushToUsers } from "../notifications/service";
import { assertMayPost, type ForumCaller, standing } from "./rights";

export const NO_QUESTION = "No such doubt.";
export const NO_ANSWER = "No such answer.";

/** Sanitised HTML and its plain text; a body that sanitises to nothing is refused. */
function cleanBody(html: string): { body: string; text: string } {
  const body = sanitizeForum(html);
  const text = plainText(body);
  if (!text) throw badRequest(FORUM_MESSAGES.BODY_EMPTY);
  return { body, text };
}

/**
 * The pictures a post keeps: each must be already the post's, or uploaded by the caller and not yet
 * attached to anything. The new ones are claimed in the same transaction as the post.
 */
async function claimImages(
  tx: DbOrTx,
  who: ForumCaller,
  wanted: string[],
  current: string[] = [],
): Promise<void> {
  const keys = [...new Set(wanted)];
  if (keys.length !== wanted.length) throw badRequest("The same picture is attached twice.");
  const fresh = keys.filter((k) => !current.includes(k));
  if (fresh.length === 0) return;
  const claimed = await tx
    .update(forumImages)
    .set({ attached: true })
    .where(
      and(inArray(forumImages.key, fresh), eq(forumImages.userId, who.id), eq(forumImages.attached, false)),
    )
    .returning({ key: forumImages.key });
  if (claimed.length !== fresh.length) throw badRequest("Unknown picture: upload it again.");
}

/** Pictures a post no longer uses leave storage after the change committed. */
async function dropImages(p: Platform, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await p.db.delete(forumImages).where(inArray(forumImages.key, keys));
  await Promise.all(keys.map((k) => p.storage.remove(k).catch(() => {})));
}

/** Stores one uploaded picture for a post to come (judged by content by readImageUpload). */
export async function saveImage(
  p: Platform,
  who: ForumCaller,
  data: Buffer,
  extension: string,
): Promise<string> {
  await p.limiter.consume(FORUM_LIMITS.image, String(who.id));
  const key = await p.storage.save(data, "forum", extension);
  await p.db.insert(forumImages).values({ key, userId: who.id });
  return key;
}

/** A test review question the student may ask about: in an exam of an attempt of theirs that was submitted. */
async function linkedFromAttempt(
  tx: DbOrTx,
  who: ForumCaller,
  from: NonNullable<ForumQuestionInput["from_attempt"]>,
) {
  const [row] = await tx
    .select({ examId: examAttempts.examId })
    .from(examAttempts)
    .innerJoin(
      examQuestions,
      and(eq(examQuestions.examId, examAttempts.examId), eq(examQuestions.questionId, from.question_id)),
    )
    .where(and(eq(examAttempts.id, from.attempt_id), eq(examAttempts.userId, who.id)))
    .limit(1);
  if (!row) throw badRequest("That test question is not one of your attempts' questions.");
  const [attempt] = await tx
    .select({ submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .where(eq(examAttempts.id, from.attempt_id));
  if (!attempt?.submittedAt) throw badRequest("Submit the test before asking about its questions.");
  return { linkedQuestionId: from.question_id, linkedExamId: row.examId };
}

export async function postQuestion(
  p: Platform,
  who: ForumCaller,
  input: ForumQuestionInput,
): Promise<{ id: number }> {
  if (who.role !== "student") throw forbidden("Doubts are asked by students.");
  const s = await standing(p.db, who);
  assertMayPost(s, input.course_id, "postIn");
  const { body, text } = cleanBody(input.body);
  await p.limiter.consume(FORUM_LIMITS.question, String(who.id));
  return p.db.transaction(async (tx) => {
    const linked = input.from_attempt ? await linkedFromAttempt(tx, who, input.from_attempt) : {};
    await claimImages(tx, who, input.images);
    const [row] = await tx
      .insert(forumQuestions)
      .values({
        userId: who.id,
        courseId: input.course_id,
        subject: input.subject,
        topic: input.topic,
        title: input.title,
        body,
        bodyText: text,
        images: input.images,
        ...linked,
      })
      .returning({ id: forumQuestions.id });
    if (!row) throw new Error("insert returned nothing");
    await tx.insert(forumFollows).values({ questionId: row.id, userId: who.id }).onConflictDoNothing();
    return { id: row.id };
  });
}

/** A thread as the caller may see it: staff see hidden ones, students get 404 for them. */
export async function threadFor(db: DbOrTx, id: number, who: ForumCaller) {
  const [q] = await db.select().from(forumQuestions).where(eq(forumQuestions.id, id));
  if (!q || (q.hidden && who.role !== "staff")) throw notFound(NO_QUESTION);
  return q;
}

/** Recounts a thread's visible answers and whether a teacher answered; called after any answer change. */
export async function refreshCounts(tx: DbOrTx, questionId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${forumQuestions} SET
      answer_count = (SELECT count(*) FROM ${forumAnswers} a WHERE a.question_id = ${questionId} AND NOT a.hidden),
      teacher_answered = coalesce((SELECT bool_or(a.by_staff) FROM ${forumAnswers} a WHERE a.question_id = ${questionId} AND NOT a.hidden), false),
      accepted_answer_id = (SELECT a.id FROM ${forumAnswers} a WHERE a.id = ${forumQuestions.acceptedAnswerId} AND NOT a.hidden)
    WHERE id = ${questionId}`);
}

export async function postAnswer(
  p: Platform,
  who: ForumCaller,
  input: ForumAnswerInput,
): Promise<{ id: number }> {
  const thread = await threadFor(p.db, input.question_id, who);
  const refusal = answerRefusal(thread, who.role);
  if (refusal) throw new HttpError(409, refusal);
  const s = await standing(p.db, who);
  assertMayPost(s, thread.courseId, "covered");
  const { body } = cleanBody(input.body);
  await p.limiter.consume(FORUM_LIMITS.answer, String(who.id));
  return p.db.transaction(async (tx) => {
    // The thread row is locked, so a lock or hide by staff cannot cross this answer.
    const [locked] = await tx
      .select()
      .from(forumQuestions)
      .where(eq(forumQuestions.id, thread.id))
      .for("update");
    const again = locked ? answerRefusal(locked, who.role) : FORUM_MESSAGES.HIDDEN;
    if (again) throw new HttpError(409, again);
    await claimImages(tx, who, input.images);
    const [row] = await tx
      .insert(forumAnswers)
      .values({
        questionId: thread.id,
        userId: who.id,
        byStaff: who.role === "staff",
        body,
        images: input.images,
      })
      .returning({ id: forumAnswers.id });
    if (!row) throw new Error("insert returned nothing");
    await refreshCounts(tx, thread.id);
    await tx
      .update(forumQuestions)
      .set({ lastActivityAt: new Date() })
      .where(eq(forumQuestions.id, thread.id));
    await tx.insert(forumFollows).values({ questionId: thread.id, userId: who.id }).onConflictDoNothing();
    await notifyFollowers(tx, thread.id, who.id, thread.userId, thread.title);
    return { id: row.id };
  });
}

const short = (title: string) => (title.length > 60 ? `${title.slice(0, 57)}…` : title);

/** The asker and every follower (not the one who answered) hear of a new answer. */
async function notifyFollowers(
  tx: DbOrTx,
  questionId: number,
  answererId: number,
  askerId: number,
  title: string,
) {
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(forumFollows)
    .innerJoin(users, eq(users.id, forumFollows.userId))
    .where(and(eq(forumFollows.questionId, questionId), sql`${users.id} <> ${answererId}`));
  const navigate = `/forum/${questionId}`;
  const asker = people.filter((u) => u.id === askerId);
  const others = people.filter((u) => u.id !== askerId);
  await pushToUsers(tx, asker, {
    notificationType: "forum_answer",
    notificationMsg: `New answer to your doubt “${short(title)}”.`,
    navigate,
  });
  await pushToUsers(tx, others, {
    notificationType: "forum_answer",
    notificationMsg: `New answer to a doubt you follow: “${short(title)}”.`,
    navigate,
  });
}

export async function editQuestion(
  p: Platform,
  who: ForumCaller,
  id: number,
  input: { title: string; body: string; images: string[]; subject: string; topic: string },
): Promise<void> {
  const q = await threadFor(p.db, id, who);
  const refusal = editRefusal({ authorId: q.userId, createdAt: q.createdAt.getTime() }, who);
  if (refusal) throw forbidden(refusal);
  const { body, text } = cleanBody(input.body);
  const dropped = q.images.filter((k) => !input.images.includes(k));
  await p.db.transaction(async (tx) => {
    await claimImages(tx, who, input.images, q.images);
    await tx
      .update(forumQuestions)
      .set({
        title: input.title,
        body,
        bodyText: text,
        images: input.images,
        subject: input.subject,
        topic: input.topic,
        editedAt: new Date(),
      })
      .where(eq(forumQuestions.id, id));
    if (who.role === "staff" && q.userId !== who.id) {
      await recordStaffAction(tx, {
        actor: who.id,
        action: "edit-forum-question",
        target: `forum-question:${id}`,
      });
    }
  });
  await dropImages(p, dropped);
}

async function answerFor(db: DbOrTx, id: number, who: ForumCaller) {
  const [a] = await db.select().from(forumAnswers).where(eq(forumAnswers.id, id));
  if (!a || (a.hidden && who.role !== "staff")) throw notFound(NO_ANSWER);
  await threadFor(db, a.questionId, who);
  return a;
}

export async function editAnswer(
  p: Platform,
  who: ForumCaller,
  id: number,
  input: { body: string; images: string[] },
): Promise<void> {
  const a = await answerFor(p.db, id, who);
  const refusal = editRefusal({ authorId: a.userId, createdAt: a.createdAt.getTime() }, who);
  if (refusal) throw forbidden(refusal);
  const { body } = cleanBody(input.body);
  const dropped = a.images.filter((k) => !input.images.includes(k));
  await p.db.transaction(async (tx) => {
    await claimImages(tx, who, input.images, a.images);
    await tx
      .update(forumAnswers)
      .set({ body, images: input.images, editedAt: new Date() })
      .where(eq(forumAnswers.id, id));
    if (who.role === "staff" && a.userId !== who.id) {
      await recordStaffAction(tx, {
        actor: who.id,
        action: "edit-forum-answer",
        target: `forum-answer:${id}`,
      });
    }
  });
  await dropImages(p, dropped);
}

export async function deleteQuestion(p: Platform, who: ForumCaller, id: number, reason = ""): Promise<void> {
  const q = await threadFor(p.db, id, who);
  const refusal = deleteRefusal({ authorId: q.userId, createdAt: q.createdAt.getTime() }, who);
  if (refusal) throw forbidden(refusal);
  const answers = await p.db
    .select({ id: forumAnswers.id, images: forumAnswers.images })
    .from(forumAnswers)
    .where(eq(forumAnswers.questionId, id));
  if (who.role !== "staff" && answers.length > 0) {
    throw new HttpError(
      409,
      "This doubt has answers now: it stays for the classmates who answered. Report it if it must go.",
    );
  }
  await p.db.transaction(async (tx) => {
    const answerIds = answers.map((a) => a.id);
    if (answerIds.length > 0) {
      await tx
        .delete(forumVotes)
        .where(and(eq(forumVotes.kind, "answer"), inArray(forumVotes.postId, answerIds)));
    }
    await tx.delete(forumVotes).where(and(eq(forumVotes.kind, "question"), eq(forumVotes.postId, id)));
    await tx.delete(forumQuestions).where(eq(forumQuestions.id, id));
    if (who.role === "staff") {
      await recordStaffAction(tx, {
        actor: who.id,
        action: "delete-forum-question",
        target: `forum-question:${id}`,
        reason,
        detail: { title: q.title },
      });
    }
  });
  await dropImages(p, [...q.images, ...answers.flatMap((a) => a.images)]);
}

export async function deleteAnswer(p: Platform, who: ForumCaller, id: number, reason = ""): Promise<void> {
  const a = await answerFor(p.db, id, who);
  const refusal = deleteRefusal({ authorId: a.userId, createdAt: a.createdAt.getTime() }, who);
  if (refusal) throw forbidden(refusal);
  await p.db.transaction(async (tx) => {
    await tx.delete(forumVotes).where(and(eq(forumVotes.kind, "answer"), eq(forumVotes.postId, id)));
    await tx.delete(forumReports).where(and(eq(forumReports.kind, "answer"), eq(forumReports.postId, id)));
    await tx.delete(forumAnswers).where(eq(forumAnswers.id, id));
    await refreshCounts(tx, a.questionId);
    if (who.role === "staff") {
      await recordStaffAction(tx, {
        actor: who.id,
        action: "delete-forum-answer",
        target: `forum-answer:${id}`,
        reason,
      });
    }
  });
  await dropImages(p, a.images);
}

export { answerFor };
