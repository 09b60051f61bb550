import type { ComposeNotificationInput } from "@medhavi/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { staffActions, users } from "../../db/schema";
import { badRequest, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import { listCourses } from "../courses/service";
import { pushToUsers } from "../notifications/service";
import { type Recipient, studentsCoveredBy } from "../subscriptions/audience";
import { recordStaffAction } from "./audit";

const recipientColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Who a composed notification reaches: one student, a course's students (the rule tests use), or everyone. */
async function recipients(db: DbOrTx, input: ComposeNotificationInput): Promise<Recipient[]> {
  const active = and(eq(users.role, "student"), eq(users.status, "active"));
  if (input.audience === "student") {
    if (!input.userid) throw badRequest("Choose the student.");
    const found = await db
      .select(recipientColumns)
      .from(users)
      .where(and(active, eq(users.id, input.userid)));
    if (found.length === 0) throw notFound("No active student with this id.");
    return found;
  }
  if (input.audience === "everyone") return db.select(recipientColumns).from(users).where(active);
  if (!input.course_id) throw badRequest("Choose the course.");
  const courseId = input.course_id;
  if (!(await listCourses(db)).some((c) => c.id === courseId)) throw notFound("No such course.");
  return studentsCoveredBy(db, courseId);
}

/** Up to this many recipients are written during the request; more go to the fan-out queue. */
export const FANOUT_INLINE_MAX = 200;
export const FANOUT_QUEUE = "notifications.fan-out";
const CHUNK = 1_000;

interface FanOut {
  actor: number;
  input: ComposeNotificationInput;
}

/**
 * Counts (dry run) or sends a composed notification, recording who sent what to whom. A large audience
 * is queued: one job (in one process) writes every row, in one transaction with its audit entry.
 */
export async function composeNotification(
  db: DbOrTx,
  actor: number,
  input: ComposeNotificationInput,
  jobs?: Jobs,
  inlineMax = FANOUT_INLINE_MAX,
): Promise<{ count: number; sent: number; queued: boolean }> {
  const to = await recipients(db, input);
  if (input.dry_run) return { count: to.length, sent: 0, queued: false };
  if (jobs && to.length > inlineMax) {
    await jobs.send<FanOut>(FANOUT_QUEUE, { actor, input });
    return { count: to.length, sent: 0, queued: true };
  }
  const sent = await deliver(db, actor, input, to, null);
  return { count: to.length, sent, queued: false };
}

async function deliver(
  db: DbOrTx,
  actor: number,
  input: ComposeNotificationInput,
  to: Recipient[],
  job: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    let sent = 0;
    for (let i = 0; i < to.length; i += CHUNK) {
      sent += await pushToUsers(tx, to.slice(i, i + CHUNK), {
        notificationType: "announcement",
        notificationMsg: input.message,
        navigate: input.navigate ?? null,
      });
    }
    await recordStaffAction(tx, {
      actor,
      action: "compose-notification",
      target:
        input.audience === "student"
          ? `user:${input.userid}`
          : input.audience === "course"
            ? `course:${input.course_id}`
            : "students:all",
      detail: { audience: input.audience, message: input.message, sent, ...(job ? { job } : {}) },
    });
    return sent;
  });
}

/** The fan-out worker: the audience as it is when the job runs; a job whose rows were written is not redone. */
export async function registerFanOut(db: DbOrTx, jobs: Jobs): Promise<void> {
  await jobs.queue(FANOUT_QUEUE, { retryLimit: 4, retryDelay: 10, backoff: true, deadLetter: true });
  await jobs.work<FanOut>(FANOUT_QUEUE, async ({ actor, input }, job) => {
    // The commit may have landed before a crash kept the job from completing: never write twice.
    const [done] = await db
      .select({ id: staffActions.id })
      .from(staffActions)
      .where(
        and(eq(staffActions.action, "compose-notification"), sql`${staffActions.detail}->>'job' = ${job.id}`),
      );
    if (done) return;
    await deliver(db, actor, input, await recipients(db, input), job.id);
  });
}
