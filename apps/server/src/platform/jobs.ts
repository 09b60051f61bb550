import type { JobRow, JobState, QueueCounts } from "@medhavi/domain";
import type { FastifyBaseLogger } from "fastify";
import { fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import type { Database } from "../db/client";

/**
 * Background jobs on pg-boss, in the application's own database: PostgreSQL (shared by every server
 * process, so each job is taken by exactly one of them, `FOR UPDATE SKIP LOCKED`) or the embedded
 * PGlite (one process; jobs are rows in the `pgboss` schema, so they survive a restart either way).
 */

/** How a queue retries: `retryLimit` more tries, `retryDelay` s apart, doubling when `backoff`. */
export interface QueueSpec {
  retryLimit: number;
  retryDelay?: number;
  backoff?: boolean;
  retryDelayMax?: number;
  /** Seconds a job may run before it counts as failed (a process that died mid-job). */
  expireInSeconds?: number;
  /** Failed jobs (retries spent) are copied to `<name>.dead`, listed apart for staff. */
  deadLetter?: boolean;
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** With `singletonSeconds`: one job per key and time slot, however many processes send it. */
  singletonKey?: string;
  singletonSeconds?: number;
}

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/** Polling is the floor; with LISTEN/NOTIFY a new job wakes its worker at once. */
const POLL_SECONDS = 1;

export class Jobs {
  private readonly names: string[] = [];

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
    const common = { useListenNotify: true, superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 };
    const boss = database.pglite
      ? new PgBoss({ ...common, db: fromPglite(database.pglite as never), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: database.url, max: 4, application_name: "medhavi-jobs" });
    boss.on("error", (err) => log.error({ err }, "job queue error"));
    await boss.start();
    return new Jobs(boss, log);
  }

  /** Declares a queue (idempotent; the options of an existing queue are brought up to date). */
  async queue(name: string, spec: QueueSpec): Promise<void> {
    const dead = spec.deadLetter ? `${name}.dead` : undefined;
    if (dead) await this.ensure(dead, { retryLimit: 0, deleteAfterSeconds: 30 * 86_400 });
    await this.ensure(name, {
      retryLimit: spec.retryLimit,
      retryDelay: spec.retryDelay ?? 0,
      retryBackoff: spec.backoff ?? false,
      ...(spec.retryDelayMax ? { retryDelayMax: spec.retryDelayMax } : {}),
      expireInSeconds: spec.expireInSeconds ?? 300,
      notify: true,
      ...(dead ? { deadLetter: dead } : {}),
    });
  }

  private async ensure(name: string, options: Parameters<PgBoss["createQueue"]>[1] & object) {
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
    else {
      // Two processes starting together may both try; the loser finds it made.
      await this.boss.createQueue(name, options).catch(async (err: unknown) => {
        if (!(await this.boss.getQueue(name))) throw err;
      });
    }
    if (!this.names.includes(name)) {
      this.names.push(name);
      this.names.sort(); // a queue and its `.dead` letters side by side
    }
  }

  async send<T extends object>(name: string, data: T, opts: SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, {
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
    });
  }

  /** A cron schedule (minute resolution, in `tz`); pg-boss sends one job per occurrence across all processes. */
  async schedule(name: string, cron: string, tz: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz });
  }

  /** Runs `handler` for each job of `name` in this process; a throw fails the try (retried per the queue). */
  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: POLL_SECONDS, notifyPollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount });
        } catch (err) {
          this.log.warn({ err, job: name, id: job.id, try: job.retryCount }, "a job failed");
          throw err;
        }
      },
    );
  }

  /** Counts per queue, for the staff page and readiness. */
  async counts(): Promise<QueueCounts[]> {
    const rows = await this.boss
      .getDb()
      .executeSql(
        `SELECT name, state, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) GROUP BY name, state`,
        [this.names],
      );
    const queues = await this.boss.getQueues(this.names);
    return this.names.map((name) => {
      const of = (state: string) =>
        (rows.rows as Array<{ name: string; state: string; n: number }>).find(
          (r) => r.name === name && r.state === state,
        )?.n ?? 0;
      return {
        name,
        dead_letter: queues.find((q) => q.name === name)?.deadLetter ?? null,
        queued: of("created"),
        active: of("active"),
        retrying: of("retry"),
        failed: of("failed"),
        completed: of("completed"),
      };
    });
  }

  /** The newest jobs, optionally of one queue and state. */
  async list(filter: { queue?: string; state?: JobState; limit: number }): Promise<JobRow[]> {
    const names = filter.queue ? this.names.filter((n) => n === filter.queue) : this.names;
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, start_after,
              output, source_id
         FROM pgboss.job
        WHERE name = ANY($1) AND ($2::text IS NULL OR state::text = $2)
        ORDER BY created_on DESC LIMIT $3`,
      [names, filter.state ?? null, filter.limit],
    );
    return (rows as RawJob[]).map(toRow);
  }

  /** Puts a failed job back in its queue (a dead letter goes back to the queue it came from). */
  async retry(queue: string, id: string): Promise<boolean> {
    if (!this.names.includes(queue)) return false;
    const job = (await this.boss.getJobById(queue, id)) as JobWithMetadata<object> | null;
    if (!job || (job.state !== "failed" && !(job.sourceName && job.state === "created"))) return false;
    if (job.sourceName && job.sourceId) {
      // A dead letter: send its payload to the original queue again and close the letter.
      await this.boss.send(job.sourceName, job.data);
      await this.boss.deleteJob(queue, id);
      return true;
    }
    await this.boss.retry(queue, id);
    return true;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }
}

interface RawJob {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
  output: unknown;
  source_id: string | null;
}

const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

function toRow(r: RawJob): JobRow {
  const output = r.output as { message?: unknown } | null;
  return {
    id: r.id,
    queue: r.name,
    state: r.state,
    retry_count: r.retry_count,
    retry_limit: r.retry_limit,
    created_at: ms(r.created_on) ?? 0,
    started_at: ms(r.started_on),
    completed_at: ms(r.completed_on),
    start_after: ms(r.start_after) ?? 0,
    error: r.state === "failed" || r.state === "retry" ? String(output?.message ?? "") || null : null,
    source_id: r.source_id,
  };
}
