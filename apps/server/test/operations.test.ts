/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { registerReadinessCheck } from "../src/modules/health/readiness";
import { createTestEnv, ON_POSTGRES, post, send, startTestApp } from "./helpers";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("health probes", () => {
  it("live answers without asking any dependency", async () => {
    const res = await send(t.app, "GET", "/api/health/live");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", data: { uptimeSeconds: expect.any(Number) } });
  });

  it("ready lists the database and storage as up", async () => {
    const res = await send(t.app, "GET", "/api/health/ready");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ready: true,
      draining: false,
      checks: { database: "up", storage: "up" },
    });
  });

  it("a registered check that fails turns readiness false, names it, and recovers", async () => {
    let jobsUp = false;
    registerReadinessCheck(t.app, "jobs", async () => {
      if (!jobsUp) throw new Error("queue not reachable");
    });
    const down = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(down.statusCode).toBe(503);
    expect(down.headers["retry-after"]).toBe("10");
    expect(down.json()).toMatchObject({
      status: "error",
      message: "Not ready: jobs is down.",
      data: { ready: false, checks: { database: "up", storage: "up", jobs: "down" } },
    });
    jobsUp = true;
    const up = await send(t.app, "GET", "/api/health/ready");
    expect(up.status).toBe(200);
    expect(up.body.data.checks).toEqual({ database: "up", storage: "up", jobs: "up" });
    expect(() => registerReadinessCheck(t.app, "jobs", async () => {})).toThrow(/already registered/);
  });

  it("draining reports not ready whatever the checks say", async () => {
    t.app.readiness.draining = true;
    try {
      const res = await send(t.app, "GET", "/api/health/ready");
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Not ready: shutting down.");
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it("the old /api/health still answers", async () => {
    expect((await send(t.app, "GET", "/api/health")).body.status).toBe("success");
  });
});

describe("request ids", () => {
  it("every reply carries one; error envelopes repeat it", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "x" } });
    expect(res.statusCode).toBe(400);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(id);
    const ok = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(ok.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.headers["x-request-id"]).not.toBe(id);
    expect(ok.json().requestId).toBeUndefined();
  });

  it("keeps a proxy's well-formed id and replaces anything else", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/nothing-here",
      headers: { "x-request-id": "caddy-1234abcd" },
    });
    expect(kept.headers["x-request-id"]).toBe("caddy-1234abcd");
    expect(kept.json().requestId).toBe("caddy-1234abcd");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": 'x"}\n{"forged":1' },
    });
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("log lines of the request carry the same id", async () => {
    const lines: string[] = [];
    const env = await createTestEnv({ LOG_LEVEL: "info" });
    const app = await buildApp(env.config, {
      announce: () => {},
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health/live" });
      const id = res.headers["x-request-id"];
      const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
    } finally {
      await app.close();
      await env.destroy();
    }
  }, 180_000);
});

function metric(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (want.every((l) => line.includes(l))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

describe("metrics", () => {
  it("counts requests by route pattern, never by raw URL", async () => {
    for (const id of [1, 2, 3]) await t.app.inject({ method: "GET", url: `/api/user_exam/exams/${id}` });
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const routes = [
      ...res.body.matchAll(/medhavi_http_request_duration_seconds_count\{[^}]*route="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(routes.some((r) => r?.includes(":"))).toBe(true);
    expect(routes.some((r) => /\/\d+$/.test(r ?? ""))).toBe(false);
    expect(res.body).toContain("medhavi_db_query_duration_seconds_bucket");
    expect(res.body).toContain("process_cpu_user_seconds_total");
    // The pool's connection counts exist only on PostgreSQL (PGlite has no pool).
    expect(res.body.includes('medhavi_db_pool_connections{state="total"}')).toBe(ON_POSTGRES);
  });

  it("counts answer saves and shows active attempts and the job queue depth", async () => {
    const read = async () => (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    const saves = metric(await read(), "medhavi_answer_saves_total", { kind: "demo" }) ?? 0;
    const demo = (await send(t.app, "GET", "/api/user_demo_exam/exams")).body.data[0];
    const start = await send(t.app, "POST", `/api/user_demo_exam/${demo.id}/start`, { payload: {} });
    const a = start.body.data;
    const saved = await send(
      t.app,
      "PUT",
      `/api/user_demo_exam/attempts/${a.attemptId}/answers/${a.questions[0].id}`,
      {
        payload: { selected: ["A"], seq: 1 },
        headers: { "x-attempt-token": a.attemptToken },
      },
    );
    expect(saved.status).toBe(200);
    const queues = await t.app.platform.jobs.counts();
    const text = await read();
    expect(metric(text, "medhavi_answer_saves_total", { kind: "demo" })).toBe(saves + 1);
    // The queue's own counts, per queue and state.
    expect(queues.length).toBeGreaterThan(0);
    for (const queue of queues) {
      expect(metric(text, "medhavi_job_queue_depth", { queue: queue.name, state: "failed" })).toBe(
        queue.failed,
      );
    }
    expect(metric(text, "medhavi_active_attempts")).toBeGreaterThanOrEqual(0);
  });

  it("times a transaction to its end and counts it as an error only when it fails", async () => {
    // PGlite's transactions are timed whole; on PostgreSQL, each statement.
    const operation = ON_POSTGRES ? "query" : "transaction";
    const read = async () => (await t.app.inject({ method: "GET", url: "/metrics" })).body;
    const count = (text: string, outcome: string) =>
      metric(text, "medhavi_db_query_duration_seconds_count", { operation, outcome }) ?? 0;
    const before = await read();
    const demo = (await send(t.app, "GET", "/api/user_demo_exam/exams")).body.data[0];
    const start = await send(t.app, "POST", `/api/user_demo_exam/${demo.id}/start`, { payload: {} });
    expect(start.status).toBe(200);
    const after = await read();
    expect(count(after, "ok")).toBeGreaterThan(count(before, "ok"));
    expect(count(after, "error")).toBe(count(before, "error"));
  });

  it("refuses a request a proxy forwarded when no token is configured", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(res.statusCode).toBe(403);
    const remote = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(403);
  });

  it("with METRICS_TOKEN, answers only the bearer of the token", async () => {
    const token = "metrics-token-0123456789";
    const app = await startTestApp({ METRICS_TOKEN: token });
    try {
      const none = await app.app.inject({ method: "GET", url: "/metrics" });
      expect(none.statusCode).toBe(403);
      const wrong = await app.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer metrics-token-0123456780" },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await app.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.9" },
        remoteAddress: "203.0.113.9",
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain("medhavi_http_request_duration_seconds");
    } finally {
      await app.close();
    }
  }, 180_000);

  it("counts 5xx replies as errors", async () => {
    const before = await t.app.inject({ method: "GET", url: "/metrics" });
    const base = metric(before.body, "medhavi_http_errors_total", { route: "/api/health/ready" }) ?? 0;
    t.app.readiness.draining = true;
    await t.app.inject({ method: "GET", url: "/api/health/ready" });
    t.app.readiness.draining = false;
    const after = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(metric(after.body, "medhavi_http_errors_total", { route: "/api/health/ready" })).toBe(base + 1);
  });

  it("login still works with a wrong password (sanity: hooks do not break replies)", async () => {
    const res = await post(t.app, "/api/login", { email: "nobody@example.in", password: "wrong-pass" });
    expect(res.status).toBe(400);
  });
});
