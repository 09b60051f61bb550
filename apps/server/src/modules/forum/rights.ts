import {
  ancestorIds,
  type CourseNode,
  FORUM_MESSAGES,
  type ForumRole,
  forumCourses,
  forumPostingRight,
} from "@medhavi/domain";
import type { DbOrTx } from "../../db/client";
import type { AuthContext } from "../../platform/auth";
import { forbidden } from "../../platform/errors";
import { listCourses } from "../courses/service";
import { currentSubscription, subscriberInfo } from "../subscriptions/service";

export interface ForumCaller {
  id: number;
  role: ForumRole;
}

export const forumCaller = (auth: AuthContext): ForumCaller => ({
  id: auth.userId,
  role: auth.role === "admin" ? "staff" : "student",
});

/** What the caller may do in the forum now: post or not (and why), and in which courses. */
export interface ForumStanding {
  may: boolean;
  reason: string | null;
  /** Courses a new doubt may be filed under (staff: every course). */
  postIn: number[];
  /** Courses whose doubts the caller may answer, and "my course" shows: the plan's course, above and below. */
  covered: number[];
  flat: CourseNode[];
}

export async function standing(db: DbOrTx, who: ForumCaller, now = Date.now()): Promise<ForumStanding> {
  const flat = await listCourses(db);
  if (who.role === "staff") {
    const all = flat.map((c) => c.id);
    return { may: true, reason: null, postIn: all, covered: all, flat };
  }
  const sub = await currentSubscription(db, who.id, new Date(now));
  const info = subscriberInfo(sub);
  const right = forumPostingRight("student", info, now);
  const subscribed = info.course_id;
  const postIn = subscribed === null ? [] : forumCourses(flat, subscribed);
  const covered = subscribed === null ? [] : [...new Set([...ancestorIds(flat, subscribed), ...postIn])];
  return { may: right.may, reason: right.reason, postIn, covered, flat };
}

/** Refuses (403) a caller who may not post, or may not post in `courseId`. */
export function assertMayPost(s: ForumStanding, courseId: number, courses: "postIn" | "covered"): void {
  if (!s.may) throw forbidden(s.reason ?? FORUM_MESSAGES.NO_PLAN);
  if (!s[courses].includes(courseId)) throw forbidden(FORUM_MESSAGES.NOT_COVERED);
}
