import { and, asc, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, forumAnswers, forumQuestions, forumReports, users } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import { recordStaffAction } from "../backoffice/audit";
import { NO_ANSWER, NO_QUESTION, refreshCounts } from "./posting";
import { author, type SummaryRow, summaryColumns, toSummary } from "./view";

/** Open reports, oldest first, each with the reported post's text and author. */
export async function reportQueue(db: DbOrTx, page: number, pageSize: number) {
  const open = isNull(forumReports.resolvedAt);
  const rows = await db
    .select({
      id: forumReports.id,
      kind: forumReports.kind,
      postId: forumReports.postId,
      questionId: forumReports.questionId,
      reason: forumReports.reason,
      detail: forumReports.detail,
      createdAt: forumReports.createdAt,
      reporterFirst: users.firstName,
      reporterLast: users.lastName,
      questionTitle: forumQuestions.title,
      text: sql<string>`coalesce(
        CASE WHEN ${forumReports.kind} = 'question' THEN left(${forumQuestions.bodyText}, 300)
             ELSE (SELECT left(regexp_replace(a.body, '<[^>]*>', ' ', 'g'), 300) FROM ${forumAnswers} a WHERE a.id = ${forumReports.postId}) END, '')`,
      hidden: sql<boolean>`coalesce(
        CASE WHEN ${forumReports.kind} = 'question' THEN ${forumQuestions.hidden}
             ELSE (SELECT a.hidden FROM ${forumAnswers} a WHERE a.id = ${forumReports.postId}) END, false)`,
    })
    .from(forumReports)
    .innerJoin(forumQuestions, eq(forumQuestions.id, forumReports.questionId))
    .leftJoin(users, eq(users.id, forumReports.reporterId))
    .where(open)
    .orderBy(asc(forumReports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(forumReports).where(open);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      post_id: r.postId,
      question_id: r.questionId,
      question_title: r.questionTitle,
      reason: r.reason,
      detail: r.detail,
      text: r.text.replace(/\s+/g, " ").trim(),
      hidden: r.hidden,
      reporter: author(0, r.reporterFirst, r.reporterLast, "student").name,
      created_at: r.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/** Visible doubts nobody has answered, oldest first, optionally of one course. */
export async function unansweredQueue(
  db: DbOrTx,
  f: { course_id?: number | undefined; page: number; pageSize: number },
) {
  const where: SQL[] = [eq(forumQuestions.answerCount, 0), eq(forumQuestions.hidden, false)];
  if (f.course_id) where.push(eq(forumQuestions.courseId, f.course_id));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(forumQuestions)
      .leftJoin(users, eq(users.id, forumQuestions.userId))
      .leftJoin(courses, eq(courses.id, forumQuestions.courseId))
      .where(and(...where))
      .orderBy(asc(forumQuestions.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(forumQuestions)
      .where(and(...where)),
  ]);
  return {
    items: (rows as SummaryRow[]).map(toSummary),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** Hide, restore, lock or unlock, audited; hiding or restoring a post resolves its open reports. */
export async function moderate(
  db: DbOrTx,
  actor: number,
  input: {
    kind: "question" | "answer";
    id: number;
    action: "hide" | "restore" | "lock" | "unlock";
    reason: string;
  },
): Promise<void> {
  const { kind, id, action, reason } = input;
  if (kind === "answer" && (action === "lock" || action === "unlock")) {
    throw badRequest("Lock the doubt, not one answer.");
  }
  await db.transaction(async (tx) => {
    if (kind === "question") {
      const set =
        action === "hide" || action === "restore"
          ? { hidden: action === "hide" }
          : { locked: action === "lock" };
      const rows = await tx
        .update(forumQuestions)
        .set(set)
        .where(eq(forumQuestions.id, id))
        .returning({ id: forumQuestions.id });
      if (rows.length === 0) throw notFound(NO_QUESTION);
    } else {
      const rows = await tx
        .update(forumAnswers)
        .set({ hidden: action === "hide" })
        .where(eq(forumAnswers.id, id))
        .returning({ questionId: forumAnswers.questionId });
      if (!rows[0]) throw notFound(NO_ANSWER);
      await refreshCounts(tx, rows[0].questionId);
    }
    if (action === "hide" || action === "restore") {
      await tx
        .update(forumReports)
        .set({ resolvedAt: new Date(), resolvedBy: actor, outcome: action === "hide" ? "hidden" : "kept" })
        .where(
          and(eq(forumReports.kind, kind), eq(forumReports.postId, id), isNull(forumReports.resolvedAt)),
        );
    }
    await recordStaffAction(tx, {
      actor,
      action: `${action}-forum-${kind}`,
      target: `forum-${kind}:${id}`,
      reason,
    });
  });
}

export async function dismissReport(db: DbOrTx, actor: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(forumReports)
      .set({ resolvedAt: new Date(), resolvedBy: actor, outcome: "dismissed" })
      .where(and(eq(forumReports.id, id), isNull(forumReports.resolvedAt)))
      .returning({ id: forumReports.id });
    if (rows.length === 0) throw notFound("No such open report.");
    await recordStaffAction(tx, { actor, action: "dismiss-forum-report", target: `forum-report:${id}` });
  });
}
