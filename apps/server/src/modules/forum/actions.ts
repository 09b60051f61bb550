import { acceptRefusal, FORUM_LIMITS, FORUM_MESSAGES, voteRefusal } from "@medhavi/domain";
import { and, eq, sql } from "drizzle-orm";
import { forumAnswers, forumFollows, forumQuestions, forumReports, forumVotes, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { forbidden, HttpError } from "../../platform/errors";
import { pushToUsers } from "../notifications/service";
import { answerFor, threadFor } from "./posting";
import type { ForumCaller } from "./rights";

type Kind = "question" | "answer";

/** One upvote per person and post (or its withdrawal); the post's counter changes in the same transaction. */
export async function vote(
  p: Platform,
  who: ForumCaller,
  kind: Kind,
  id: number,
  up: boolean,
): Promise<{ votes: number; voted: boolean }> {
  const post = kind === "question" ? await threadFor(p.db, id, who) : await answerFor(p.db, id, who);
  await p.limiter.consume(FORUM_LIMITS.vote, String(who.id));
  return p.db.transaction(async (tx) => {
    const mine = and(eq(forumVotes.kind, kind), eq(forumVotes.postId, id), eq(forumVotes.userId, who.id));
    const has = (await tx.select().from(forumVotes).where(mine)).length > 0;
    const refusal = voteRefusal(post.userId, who.id, has, up);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    // The insert is the arbiter when two votes race: the loser changes nothing and hears 409.
    const changed = up
      ? await tx
          .insert(forumVotes)
          .values({ kind, postId: id, userId: who.id })
          .onConflictDoNothing()
          .returning()
      : await tx.delete(forumVotes).where(mine).returning();
    if (changed.length === 0)
      throw new HttpError(409, up ? FORUM_MESSAGES.ALREADY_VOTED : FORUM_MESSAGES.NOT_VOTED);
    const table = kind === "question" ? forumQuestions : forumAnswers;
    const [row] = await tx
      .update(table)
      .set({ votes: sql`${table.votes} + ${up ? 1 : -1}` })
      .where(eq(table.id, id))
      .returning({ votes: table.votes });
    return { votes: row?.votes ?? 0, voted: up };
  });
}

/** The asker or staff accept one answer (accepting another replaces it) or take the acceptance back. */
export async function accept(
  p: Platform,
  who: ForumCaller,
  answerId: number,
  accepted: boolean,
): Promise<void> {
  const a = await answerFor(p.db, answerId, who);
  if (a.hidden) throw new HttpError(409, "A hidden answer cannot be accepted.");
  const q = await threadFor(p.db, a.questionId, who);
  const refusal = acceptRefusal(q.userId, who);
  if (refusal) throw forbidden(refusal);
  await p.db.transaction(async (tx) => {
    if (!accepted) {
      await tx
        .update(forumQuestions)
        .set({ acceptedAnswerId: null })
        .where(and(eq(forumQuestions.id, q.id), eq(forumQuestions.acceptedAnswerId, answerId)));
      return;
    }
    await tx
      .update(forumQuestions)
      .set({ acceptedAnswerId: answerId, lastActivityAt: new Date() })
      .where(eq(forumQuestions.id, q.id));
    if (q.acceptedAnswerId === answerId) return;
    const people = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(sql`${users.id} IN (${q.userId}, ${a.userId}) AND ${users.id} <> ${who.id}`);
    const navigate = `/forum/${q.id}`;
    const title = q.title.length > 60 ? `${q.title.slice(0, 57)}…` : q.title;
    await pushToUsers(
      tx,
      people.filter((u) => u.id === q.userId),
      {
        notificationType: "forum_accepted",
        notificationMsg: `A teacher accepted an answer to your doubt “${title}”.`,
        navigate,
      },
    );
    await pushToUsers(
      tx,
      people.filter((u) => u.id === a.userId && u.id !== q.userId),
      {
        notificationType: "forum_accepted",
        notificationMsg: `Your answer to “${title}” was accepted.`,
        navigate,
      },
    );
  });
}

export async function follow(
  p: Platform,
  who: ForumCaller,
  questionId: number,
  on: boolean,
): Promise<{ following: boolean }> {
  await threadFor(p.db, questionId, who);
  if (on) await p.db.insert(forumFollows).values({ questionId, userId: who.id }).onConflictDoNothing();
  else
    await p.db
      .delete(forumFollows)
      .where(and(eq(forumFollows.questionId, questionId), eq(forumFollows.userId, who.id)));
  return { following: on };
}

/** A report joins the staff queue; one open report per person and post. */
export async function report(
  p: Platform,
  who: ForumCaller,
  input: { kind: Kind; id: number; reason: string; detail: string },
): Promise<{ id: number }> {
  const questionId =
    input.kind === "question"
      ? (await threadFor(p.db, input.id, who)).id
      : (await answerFor(p.db, input.id, who)).questionId;
  await p.limiter.consume(FORUM_LIMITS.report, String(who.id));
  const [row] = await p.db
    .insert(forumReports)
    .values({
      kind: input.kind,
      postId: input.id,
      questionId,
      reporterId: who.id,
      reason: input.reason,
      detail: input.detail,
    })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  if (!row) throw new HttpError(409, FORUM_MESSAGES.ALREADY_REPORTED);
  return row;
}
