import type { CourseNode } from "./courseTree";
import { isExpired, type SubscriberInfo } from "./subscriptions";

// The forum (issue #20): students ask doubts, teachers and classmates answer. The rules of who may do
// what live here; the server applies them, the web app uses them to show or hide buttons. The request
// schemas are in forumSchemas.ts: the forum's pages load this module, and zod only where a form needs it.

export const FORUM_TITLE_MIN = 10;
export const FORUM_TITLE_MAX = 150;
/** Stored HTML of a question or an answer (formulas included); the plain text is limited apart. */
export const FORUM_BODY_MAX = 20_000;
/** The words of a body, what a reader sees (HTML tags not counted). */
export const FORUM_BODY_TEXT_MAX = 5_000;
export const FORUM_IMAGES_MAX = 4;
export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Authors may edit their own post for this long after posting; staff may always. */
export const FORUM_EDIT_WINDOW_MS = 30 * 60 * 1000;
export const FORUM_REPORT_REASON_MAX = 500;
export const FORUM_PAGE_SIZE = 20;
/** Lists count matches up to this many; past it they say "more than 1000". */
export const FORUM_COUNT_CAP = 1000;

/** Subjects a doubt is filed under (the filter lists these). */
export const FORUM_SUBJECTS = [
  "Physics",
  "Chemistry",
  "Mathematics",
  "Biology",
  "English",
  "Reasoning",
  "General",
] as const;
export type ForumSubject = (typeof FORUM_SUBJECTS)[number];

export const FORUM_SORTS = ["newest", "votes", "unanswered"] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

export const FORUM_REPORT_REASONS = ["spam", "abusive", "wrong", "off-topic", "other"] as const;

export const FORUM_MESSAGES = {
  TITLE_SHORT: `Write a title of at least ${FORUM_TITLE_MIN} characters.`,
  TITLE_LONG: `The title may have at most ${FORUM_TITLE_MAX} characters.`,
  BODY_EMPTY: "Write your doubt (or your answer) before posting.",
  BODY_LONG: `The text may have at most ${FORUM_BODY_TEXT_MAX} characters.`,
  TOO_MANY_IMAGES: `Attach at most ${FORUM_IMAGES_MAX} pictures.`,
  SUBJECT: "Choose a subject.",
  NOT_SIGNED_IN: "Log in to post in the forum.",
  NO_PLAN: "Subscribe to a course to ask doubts and answer them. You can still read the forum.",
  EXPIRED: "Your plan has ended. Renew it to ask doubts and answer them. You can still read the forum.",
  NOT_COVERED: "You can post only in the courses your plan covers.",
  LOCKED: "This thread is locked: no new answers.",
  HIDDEN: "This thread was hidden by a moderator.",
  NOT_YOURS: "You can change only your own posts.",
  EDIT_WINDOW: "Posts can be edited only in the first 30 minutes.",
  ACCEPT_NOT_ASKER: "Only the student who asked (or a teacher) can accept an answer.",
  OWN_VOTE: "You cannot upvote your own post.",
  ALREADY_VOTED: "You have already upvoted this.",
  NOT_VOTED: "You have not upvoted this.",
  ALREADY_REPORTED: "You have already reported this; a moderator will look at it.",
} as const;

/** Text typed in the composer as HTML: escaped, blank lines make paragraphs, single newlines breaks. */
export function textToHtml(input: string): string {
  const escaped = input
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
  return escaped
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${para.trim().replace(/\n/g, "<br>")}</p>`)
    .filter((p) => p !== "<p></p>")
    .join("");
}

// ---- who may do what -------------------------------------------------------------------------------

export type ForumRole = "student" | "staff";

export interface ForumPostingRight {
  may: boolean;
  /** Why not, shown where the composer would be. */
  reason: string | null;
}

/**
 * Students with a live plan post in the courses it covers; a student whose plan ran out, or who never
 * subscribed, reads the forum and sees why they cannot post (with the subscription prompt). Staff post
 * anywhere.
 */
export function forumPostingRight(
  role: ForumRole,
  plan: SubscriberInfo | null,
  now = Date.now(),
): ForumPostingRight {
  if (role === "staff") return { may: true, reason: null };
  if (!plan || plan.course_id === null || plan.course_id === undefined) {
    return { may: false, reason: FORUM_MESSAGES.NO_PLAN };
  }
  if (isExpired(plan, now)) return { may: false, reason: FORUM_MESSAGES.EXPIRED };
  return { may: true, reason: null };
}

/** The courses a student may file a doubt under: the subscribed course and every course below it. */
export function forumCourses(
  flat: readonly Pick<CourseNode, "id" | "parent">[],
  subscribedId: number,
): number[] {
  const children = new Map<number, number[]>();
  for (const c of flat) children.set(c.parent, [...(children.get(c.parent) ?? []), c.id]);
  const found: number[] = [];
  const stack = flat.some((c) => c.id === subscribedId) ? [subscribedId] : [];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (found.includes(id)) continue;
    found.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

export interface ForumPostFacts {
  authorId: number;
  createdAt: number;
}

/** Authors edit their own posts within the window; staff edit any post (to fix a formula, remove a phone number). */
export function editRefusal(
  post: ForumPostFacts,
  caller: { id: number; role: ForumRole },
  now = Date.now(),
): string | null {
  if (caller.role === "staff") return null;
  if (post.authorId !== caller.id) return FORUM_MESSAGES.NOT_YOURS;
  if (now - post.createdAt > FORUM_EDIT_WINDOW_MS) return FORUM_MESSAGES.EDIT_WINDOW;
  return null;
}

/** Deleting follows editing: one's own post within the window, any post for staff. */
export const deleteRefusal = editRefusal;

/** Whether an edit happened late enough to be shown as "edited" (a fix within a minute is not). */
export function showsEdited(createdAt: number, editedAt: number | null): boolean {
  return editedAt !== null && editedAt - createdAt > 60_000;
}

/** The asker, or staff, accepts one answer of a question. */
export function acceptRefusal(askerId: number, caller: { id: number; role: ForumRole }): string | null {
  if (caller.role === "staff" || caller.id === askerId) return null;
  return FORUM_MESSAGES.ACCEPT_NOT_ASKER;
}

/** What stops a new answer: a hidden or locked thread (staff may still answer a locked one). */
export function answerRefusal(thread: { hidden: boolean; locked: boolean }, role: ForumRole): string | null {
  if (thread.hidden) return FORUM_MESSAGES.HIDDEN;
  if (thread.locked && role !== "staff") return FORUM_MESSAGES.LOCKED;
  return null;
}

/** One upvote per person, never on one's own post; `up: false` withdraws it. */
export function voteRefusal(
  authorId: number,
  callerId: number,
  hasVoted: boolean,
  up: boolean,
): { status: 403 | 409; message: string } | null {
  if (authorId === callerId) return { status: 403, message: FORUM_MESSAGES.OWN_VOTE };
  if (up && hasVoted) return { status: 409, message: FORUM_MESSAGES.ALREADY_VOTED };
  if (!up && !hasVoted) return { status: 409, message: FORUM_MESSAGES.NOT_VOTED };
  return null;
}

// ---- what the API returns -------------------------------------------------------------------------

export interface ForumAuthor {
  id: number;
  name: string;
  teacher: boolean;
}

export interface ForumQuestionSummary {
  id: number;
  title: string;
  excerpt: string;
  course_id: number;
  course_name: string;
  subject: string;
  topic: string;
  author: ForumAuthor;
  votes: number;
  answers: number;
  teacher_answered: boolean;
  accepted: boolean;
  hidden: boolean;
  locked: boolean;
  images: number;
  created_at: number;
  last_activity_at: number;
}

export interface ForumPage {
  items: ForumQuestionSummary[];
  /** Matches counted, at most FORUM_COUNT_CAP; `more` when there are more than that. */
  total: number;
  more: boolean;
  page: number;
  pageSize: number;
}

export interface ForumLinkedQuestion {
  exam_id: number;
  exam_title: string;
  /** The question's text; null while the test is still open to others (shown to the asker and staff). */
  text: string | null;
  options: Array<{ key: string; text: string }>;
}

export interface ForumAnswer {
  id: number;
  body: string;
  images: string[];
  author: ForumAuthor;
  votes: number;
  voted: boolean;
  accepted: boolean;
  hidden: boolean;
  edited: boolean;
  created_at: number;
  can_edit: boolean;
}

export interface ForumThread {
  question: ForumQuestionSummary & {
    body: string;
    image_urls: string[];
    voted: boolean;
    following: boolean;
    edited: boolean;
    can_edit: boolean;
    can_accept: boolean;
    linked: ForumLinkedQuestion | null;
  };
  answers: ForumAnswer[];
  can_answer: boolean;
  answer_refusal: string | null;
}

export interface ForumMe {
  can_post: boolean;
  reason: string | null;
  courses: Array<{ id: number; name: string }>;
  subjects: readonly string[];
  role: ForumRole;
}
