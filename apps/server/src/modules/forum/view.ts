import type { ForumAuthor, ForumQuestionSummary } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import { courses, forumQuestions, users } from "../../db/schema";

/** The columns of a list row: one query with the author and course joined (no per-row lookups). */
export const summaryColumns = {
  id: forumQuestions.id,
  title: forumQuestions.title,
  excerpt: sql<string>`left(${forumQuestions.bodyText}, 220)`,
  courseId: forumQuestions.courseId,
  courseName: courses.name,
  subject: forumQuestions.subject,
  topic: forumQuestions.topic,
  userId: forumQuestions.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  votes: forumQuestions.votes,
  answerCount: forumQuestions.answerCount,
  teacherAnswered: forumQuestions.teacherAnswered,
  acceptedAnswerId: forumQuestions.acceptedAnswerId,
  hidden: forumQuestions.hidden,
  locked: forumQuestions.locked,
  imageCount: sql<number>`jsonb_array_length(${forumQuestions.images})`,
  createdAt: forumQuestions.createdAt,
  lastActivityAt: forumQuestions.lastActivityAt,
};

export interface SummaryRow {
  id: number;
  title: string;
  excerpt: string;
  courseId: number;
  courseName: string | null;
  subject: string;
  topic: string;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  votes: number;
  answerCount: number;
  teacherAnswered: boolean;
  acceptedAnswerId: number | null;
  hidden: boolean;
  locked: boolean;
  imageCount: number;
  createdAt: Date;
  lastActivityAt: Date;
}

/** "Asha V." — the first name and an initial: classmates need no more. */
export function author(
  id: number,
  firstName: string | null,
  lastName: string | null,
  role: string | null,
): ForumAuthor {
  const initial = lastName?.trim() ? ` ${lastName.trim()[0]?.toUpperCase()}.` : "";
  return { id, name: `${firstName ?? "Former student"}${initial}`, teacher: role === "admin" };
}

export const toSummary = (r: SummaryRow): ForumQuestionSummary => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  course_id: r.courseId,
  course_name: r.courseName ?? "",
  subject: r.subject,
  topic: r.topic,
  author: author(r.userId, r.firstName, r.lastName, r.role),
  votes: r.votes,
  answers: r.answerCount,
  teacher_answered: r.teacherAnswered,
  accepted: r.acceptedAnswerId !== null,
  hidden: r.hidden,
  locked: r.locked,
  images: Number(r.imageCount),
  created_at: r.createdAt.getTime(),
  last_activity_at: r.lastActivityAt.getTime(),
});

export const imageUrl = (key: string) => `/uploads/${key}`;
