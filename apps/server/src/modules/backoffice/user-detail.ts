import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courses, examAttempts, exams, notifications, subscriptions } from "../../db/schema";
import { getUser } from "../accounts/user-info";
import { paymentHistory } from "../payments/queries";
import { currentSubscription } from "../subscriptions/service";
import { listStaffActions } from "./audit";

/** Everything the user page shows about one account; no password hash or token leaves here. */
export async function userDetail(db: DbOrTx, userId: number, now = new Date()) {
  const user = await getUser(db, userId);
  const [current, subs, payments, attempts, sent, audit] = await Promise.all([
    currentSubscription(db, userId, now),
    db
      .select({ s: subscriptions, courseName: courses.name })
      .from(subscriptions)
      .innerJoin(courses, eq(courses.id, subscriptions.courseId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id)),
    paymentHistory(db, userId, { page: 1, pageSize: 100 }),
    db
      .select({ a: examAttempts, title: exams.title })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(eq(examAttempts.userId, userId))
      .orderBy(desc(examAttempts.id))
      .limit(100),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(50),
    listStaffActions(db, { target: `user:${userId}`, page: 1, pageSize: 50 }),
  ]);
  return {
    profile: {
      userid: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNumber: user.mobileNumber,
      profilePic: user.profilePic,
      status: user.status,
      createdAt: user.createdAt.getTime(),
    },
    current: current
      ? {
          course_id: current.courseId,
          subscription: current.type,
          subscription_end: current.endsAt.getTime(),
          live: current.endsAt > now,
        }
      : null,
    subscriptions: subs.map(({ s, courseName }) => ({
      id: s.id,
      course_id: s.courseId,
      course_name: courseName,
      type: s.type,
      starts_at: s.startsAt.getTime(),
      ends_at: s.endsAt.getTime(),
      ended_at: s.endedAt?.getTime() ?? null,
      end_reason: s.endReason,
      paid: s.orderId !== null,
      state: s.endedAt ? "ended early" : s.startsAt > now ? "booked" : s.endsAt > now ? "live" : "run out",
    })),
    payments: payments.items,
    attempts: attempts.map(({ a, title }) => ({
      id: a.id,
      exam_id: a.examId,
      exam_title: title,
      started_at: a.startedAt.getTime(),
      submitted_at: a.submittedAt?.getTime() ?? null,
      score: a.score,
      max_marks: a.maxMarks,
      status: !a.submittedAt ? "in_progress" : a.pendingEvaluation ? "pending_evaluation" : "evaluated",
    })),
    notifications: sent.map((n) => ({
      id: n.id,
      type: n.notificationType,
      message: n.notificationMsg,
      at: n.createdAt.getTime(),
      read: n.readAt !== null,
    })),
    audit: audit.items,
  };
}
