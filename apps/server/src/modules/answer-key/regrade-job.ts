import type { RegradeStatus } from "@medhavi/domain";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../db/client";
import { examAttempts, staffActions } from "../../db/schema";
import type { Jobs } from "../../platform/jobs";
import { DECIDE_ACTION, REGRADE_ACTION, regradeAndNotify } from "./regrade";

export const REGRADE_QUEUE = "answer-key.regrade";

interface Regrade {
  exam: number;
  actor: number;
}

/**
 * Re-grading an exam after a key decision touches every attempt and notifies many students, so it runs
 * on the job queue, in one process however many run, retried with backoff and kept as a dead letter
 * (on the Jobs page) if it keeps failing. The run is idempotent, so a duplicate job is harmless.
 */
export async function registerRegradeJobs(app: FastifyInstance): Promise<void> {
  const { jobs, db } = app.platform;
  await jobs.queue(REGRADE_QUEUE, { retryLimit: 4, retryDelay: 5, backoff: true, deadLetter: true });
  await jobs.work<Regrade>(REGRADE_QUEUE, async ({ exam, actor }) => {
    const result = await regradeAndNotify(db, exam, actor);
    app.log.info({ exam, ...result }, "answer key re-grade finished");
  });
}

export async function queueRegrade(jobs: Jobs, exam: number, actor: number): Promise<void> {
  await jobs.send<Regrade>(REGRADE_QUEUE, { exam, actor });
}

/** Pending from a decision until a run has finished after it; the audit log orders the two. */
export async function regradeStatus(db: DbOrTx, examId: number): Promise<RegradeStatus> {
  const latest = async (action: string) => {
    const [row] = await db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.target, `exam:${examId}`), eq(staffActions.action, action)))
      .orderBy(desc(staffActions.id))
      .limit(1);
    return row;
  };
  const [decided, ran, [submitted]] = await Promise.all([
    latest(DECIDE_ACTION),
    latest(REGRADE_ACTION),
    db
      .select({ n: count() })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.submittedAt))),
  ]);
  const detail = ran?.detail as { regraded?: number; changed?: number } | undefined;
  return {
    state: !decided ? "none" : !ran || ran.id < decided.id ? "pending" : "done",
    regraded: detail?.regraded ?? null,
    changed: detail?.changed ?? null,
    finished_at: ran?.createdAt.getTime() ?? null,
    attempts: submitted?.n ?? 0,
  };
}
