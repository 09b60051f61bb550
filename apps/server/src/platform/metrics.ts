import { timingSafeEqual } from "node:crypto";
import type { QueueCounts } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import { declareGuard } from "./access";
import { forbidden } from "./errors";

/**
 * Prometheus metrics of one server process (docs/operations.md "Metrics" says what each means). Each
 * app has its own registry, so several apps in one test process do not collide.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status_code">;
  httpErrors: Counter<"method" | "route" | "status_code">;
  dependencyFailures: Counter<"dependency">;
  answerSaves: Counter<"kind">;
  dbQueryDuration: Histogram<"operation" | "outcome">;
  jobQueueDepth: Gauge<"queue" | "state">;
  /** Where the job-queue gauge reads its counts at scrape time (set by watchJobs). */
  jobCounts?: () => Promise<QueueCounts[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The states of a queue the depth gauge reports. */
const JOB_STATES = ["queued", "active", "retrying", "failed"] as const;

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    httpDuration: new Histogram({
      name: "medhavi_http_request_duration_seconds",
      help: "Time from request received to reply sent, by route pattern (count = request rate)",
      labelNames: ["method", "route", "status_code"],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    httpErrors: new Counter({
      name: "medhavi_http_errors_total",
      help: "Replies with status 500 and above, by route pattern",
      labelNames: ["method", "route", "status_code"],
      registers,
    }),
    dependencyFailures: new Counter({
      name: "medhavi_dependency_unavailable_total",
      help: "Requests answered 503 because a dependency (database, redis, storage) did not answer",
      labelNames: ["dependency"],
      registers,
    }),
    answerSaves: new Counter({
      name: "medhavi_answer_saves_total",
      help: "Answers saved (acknowledged) during exams, by kind (exam, demo)",
      labelNames: ["kind"],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: "medhavi_db_query_duration_seconds",
      help: "Database statement latency seen by this process (operation: query, transaction)",
      labelNames: ["operation", "outcome"],
      buckets: DB_BUCKETS,
      registers,
    }),
    jobQueueDepth: new Gauge({
      name: "medhavi_job_queue_depth",
      help: "Background jobs per queue and state (queued, active, failed, retrying), read from the queue at scrape time",
      labelNames: ["queue", "state"],
      registers,
      async collect() {
        const counts = await metrics.jobCounts?.().catch(() => undefined);
        if (!counts) return;
        for (const queue of counts) {
          for (const state of JOB_STATES) this.set({ queue: queue.name, state }, queue[state]);
        }
      },
    }),
  };
  return metrics;
}

/** The job queue's counts, reported by the depth gauge at each scrape (the same in every replica). */
export function watchJobs(metrics: Metrics, counts: () => Promise<QueueCounts[]>): void {
  metrics.jobCounts = counts;
}

/**
 * Gauges read at scrape time from the database: open exam attempts (the same figure in every
 * replica: it counts the academy's, not this process's) and, on PostgreSQL, this process's pool.
 */
export function watchDatabase(metrics: Metrics, database: Database): void {
  const registers = [metrics.registry];
  new Gauge({
    name: "medhavi_active_attempts",
    help: "Exam attempts started, not submitted and before their deadline (academy-wide)",
    registers,
    async collect() {
      const result = await database.db
        .execute(
          sql`select count(*)::int as n from exam_attempts where submitted_at is null and deadline > now()`,
        )
        .catch(() => null);
      const row = (result as { rows?: Array<{ n: number }> } | null)?.rows?.[0];
      if (row) this.set(row.n);
    },
  });
  const pool = database.pool;
  if (!pool) return;
  new Gauge({
    name: "medhavi_db_pool_connections",
    help: "PostgreSQL pool connections of this process by state (total, idle, waiting = requests queued for one)",
    labelNames: ["state"],
    registers,
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it, only a
 * caller on this machine that came directly (a request forwarded by a proxy carries X-Forwarded-For
 * and is refused, since the proxy itself connects from loopback).
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "");
    const want = Buffer.from(token);
    return sent.length === want.length && timingSafeEqual(sent, want);
  }
  const forwarded = request.headers["x-forwarded-for"] ?? request.headers.forwarded;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? "");
}

/** Times every request by its route pattern (never the raw URL: ids would explode the label set) and serves /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorate("metrics", metrics);
  // Synchronous: an async hook costs a promise and a microtask turn on every request.
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status_code: String(reply.statusCode),
    };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc(labels);
    done();
  });
  const operatorOnly = declareGuard("operator", async (request: FastifyRequest) => {
    if (!metricsAllowed(request, app.config.metricsToken)) throw forbidden("Metrics need the metrics token.");
  });
  app.get(
    "/metrics",
    {
      onRequest: operatorOnly,
      schema: {
        tags: ["health"],
        summary:
          "Prometheus metrics: with METRICS_TOKEN set, for `Authorization: Bearer <token>`; otherwise for direct loopback callers only",
      },
    },
    async (_request, reply) => {
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
