import { z } from "zod";
import { idSchema, requiredText, text } from "./bounds";
import { MAX_PAGE } from "./fieldBounds";
import {
  FORUM_BODY_MAX,
  FORUM_BODY_TEXT_MAX,
  FORUM_IMAGES_MAX,
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  FORUM_REPORT_REASON_MAX,
  FORUM_REPORT_REASONS,
  FORUM_SORTS,
  FORUM_SUBJECTS,
  FORUM_TITLE_MAX,
  FORUM_TITLE_MIN,
} from "./forum";
import { MESSAGES } from "./messages";
import { plainText } from "./questions";

// The forum's request schemas; its limits, messages and rules are in forum.ts.

const bodySchema = text(FORUM_BODY_MAX, MESSAGES.REQUIRED, FORUM_MESSAGES.BODY_LONG)
  .refine((html) => plainText(html).length > 0 || /<img\b/i.test(html), { error: FORUM_MESSAGES.BODY_EMPTY })
  .refine((html) => plainText(html).length <= FORUM_BODY_TEXT_MAX, { error: FORUM_MESSAGES.BODY_LONG });

/** Names of pictures uploaded through the forum's image upload (the server checks each is the caller's). */
const imageKeySchema = z.string().regex(/^forum-[0-9a-f]{32}\.(png|jpg|webp|gif)$/, {
  error: "Unknown picture: upload it again.",
});
const imagesSchema = z.array(imageKeySchema).max(FORUM_IMAGES_MAX, { error: FORUM_MESSAGES.TOO_MANY_IMAGES });

const titleSchema = text(FORUM_TITLE_MAX + 50, MESSAGES.REQUIRED, FORUM_MESSAGES.TITLE_LONG)
  .trim()
  .min(FORUM_TITLE_MIN, { error: FORUM_MESSAGES.TITLE_SHORT })
  .max(FORUM_TITLE_MAX, { error: FORUM_MESSAGES.TITLE_LONG });

export const forumQuestionSchema = z.object({
  title: titleSchema,
  body: bodySchema,
  images: imagesSchema.default([]),
  course_id: idSchema(),
  subject: z.enum(FORUM_SUBJECTS, { error: FORUM_MESSAGES.SUBJECT }),
  topic: text(100).trim().default(""),
  /** Raised from a test review: the attempt and the question of it. */
  from_attempt: z.object({ attempt_id: idSchema(), question_id: idSchema() }).nullish(),
});
export type ForumQuestionInput = z.infer<typeof forumQuestionSchema>;

export const forumQuestionEditSchema = z.object({
  title: titleSchema,
  body: bodySchema,
  images: imagesSchema.default([]),
  subject: z.enum(FORUM_SUBJECTS, { error: FORUM_MESSAGES.SUBJECT }),
  topic: text(100).trim().default(""),
});

export const forumAnswerSchema = z.object({
  question_id: idSchema(),
  body: bodySchema,
  images: imagesSchema.default([]),
});
export type ForumAnswerInput = z.infer<typeof forumAnswerSchema>;

export const forumAnswerEditSchema = z.object({
  body: bodySchema,
  images: imagesSchema.default([]),
});

export const forumListSchema = z.object({
  q: text(200).trim().default(""),
  /** Only the courses the caller's plan covers. */
  my_course: z.boolean().default(false),
  course_id: idSchema().optional(),
  subject: z.enum(FORUM_SUBJECTS).optional(),
  unanswered: z.boolean().default(false),
  teacher_answered: z.boolean().default(false),
  mine: z.boolean().default(false),
  sort: z.enum(FORUM_SORTS).default("newest"),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(50).default(FORUM_PAGE_SIZE),
});
export type ForumListInput = z.infer<typeof forumListSchema>;

export const forumThreadSchema = z.object({ question_id: idSchema() });
export const forumVoteSchema = z.object({ up: z.boolean() });
export const forumAcceptSchema = z.object({ accepted: z.boolean() });
export const forumFollowSchema = z.object({ follow: z.boolean() });
export const forumReportSchema = z.object({
  kind: z.enum(["question", "answer"]),
  id: idSchema(),
  reason: z.enum(FORUM_REPORT_REASONS),
  detail: text(FORUM_REPORT_REASON_MAX).trim().default(""),
});
export const forumModerateSchema = z.object({
  kind: z.enum(["question", "answer"]),
  id: idSchema(),
  action: z.enum(["hide", "restore", "lock", "unlock"]),
  reason: requiredText(FORUM_REPORT_REASON_MAX),
});
export const forumQueueSchema = z.object({
  course_id: idSchema().optional(),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
});
