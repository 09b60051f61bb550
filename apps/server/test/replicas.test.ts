/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatSolution, PROOF_OF_WORK_HEADER } from "@medhavi/domain";
import { build } from "esbuild";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ROOT } from "../src/paths";
import { createTestEnv, newStudent, ON_POSTGRES, solve, type TestEnv } from "./helpers";
import { startS3 } from "./s3-server";
import { PROCESS_TEST_TIMEOUT_MS } from "./server-process";
import { totpCode } from "./staff";

/**
 * Issue #16, item 6: two real server processes on loopback ports sharing one PostgreSQL database, one
 * Redis and one S3-compatible store, behind a round-robin proxy: what one does, the other sees. Runs in
 * the PostgreSQL pass only (the embedded database is one process by design).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/11";
const SWEEP_SECONDS = 2;
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
  Buffer.alloc(64, 1),
]);

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The server bundled as `npm run build` does (esbuild, dependencies external), from the current source:
 * two processes load it in about a second, where tsx would compile every module in each of them.
 */
async function bundleServer(): Promise<string> {
  const outfile = join(SERVER_ROOT, "node_modules/.cache/medhavi-replicas/main.js");
  const pkg = JSON.parse(readFileSync(join(SERVER_ROOT, "package.json"), "utf8"));
  await build({
    entryPoints: [join(SERVER_ROOT, "src/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: [...Object.keys(pkg.dependencies).filter((n: string) => !n.startsWith("@medhavi/")), "zod"],
    logLevel: "warning",
  });
  return outfile;
}

function startServer(main: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env, PORT: "0", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const address = /"address":"(http:\/\/127\.0\.0\.1:\d+)".*is ready/.exec(output)?.[1];
      if (address) {
        clearInterval(timer);
        resolve({ url: address, child, output: () => output, exited });
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
}

/** Round-robin over the servers; a server that refuses the connection is skipped (the request never reached it). */
async function startProxy(targets: string[]) {
  let next = 0;
  const forward = (target: string, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const out = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        resolve,
      );
      out.on("error", reject);
      out.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++ % targets.length;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(first + i) % targets.length] as string;
      try {
        const upstream = await forward(target, req, body);
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ECONNREFUSED") continue;
        res.writeHead(502).end(); // reached a server that died mid-request: not acknowledged
        return;
      }
    }
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A solved challenge of the server at `base`, as the signup form sends it. */
async function proved(base: string): Promise<Record<string, string>> {
  const { challenge, difficulty } = (await call(base, "GET", "/api/challenge")).body.data;
  return { [PROOF_OF_WORK_HEADER]: formatSolution(challenge, solve(challenge, difficulty)) };
}

async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.json !== undefined ? { "content-type": "application/json" } : {}),
      ...opts.headers,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
  });
  const raw = Buffer.from(await res.arrayBuffer());
  let body: any = null;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {}
  return { status: res.status, body, raw };
}

/** Polls until `check` passes; returns how long it took (ms). */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(!ON_POSTGRES)("two server processes behind a round-robin proxy", () => {
  let env: TestEnv;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: Server;
  let b: Server;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let db: pg.Client;
  const dirs: string[] = [];
  let staff = "";

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb(); // this test's own Redis database number: counters from an earlier run go
    redis.disconnect();
    // Empty: the replicas seed the study materials into S3 themselves.
    [env, s3] = await Promise.all([createTestEnv({}, { fresh: true }), startS3()]);
    const common = {
      DATABASE_URL: env.config.databaseUrl ?? "",
      REDIS_URL,
      ADMIN_EMAIL: env.config.adminEmail,
      ADMIN_PASSWORD: env.config.adminPassword ?? "",
      WEB_DIST: env.config.webDist,
      EXPIRY_SWEEP_SECONDS: String(SWEEP_SECONDS),
      ...s3.env,
    };
    const own = () => {
      const dir = mkdtempSync(join(tmpdir(), "medhavi-replica-"));
      dirs.push(dir);
      return { ...common, DATA_DIR: dir }; // nothing shared on disk: only the database, Redis and S3
    };
    // Started together: migrations and seeding run once, under the start-up lock.
    const t0 = Date.now();
    const main = await bundleServer();
    [a, b] = await Promise.all([startServer(main, own()), startServer(main, own())]);
    console.log("servers up in", Date.now() - t0, "ms");
    proxy = await startProxy([a.url, b.url]);
    db = new pg.Client({ connectionString: env.config.databaseUrl });
    await db.connect();
    // The owner's first login sets up the second step (required for the owner) before the session.
    const asked = await call(a.url, "POST", "/api/adminLogIn", {
      json: { email: env.config.adminEmail, password: env.config.adminPassword },
    });
    const { ticket, enrolment } = asked.body.data;
    const login = await call(b.url, "POST", "/api/adminLogIn/enrol", {
      json: { ticket, enrolment: enrolment.enrolment, code: totpCode(enrolment.secret) },
    });
    staff = login.body.data.token;
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    for (const s of [a, b]) if (s && s.child.exitCode === null) s.child.kill("SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await proxy?.close();
    await db?.end();
    await s3?.close();
    await env?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, PROCESS_TEST_TIMEOUT_MS);

  it("a student signs up on one and logs in on the other; a picture uploaded through one is served by the other", async () => {
    const student = newStudent();
    // The challenge comes from the other process: every process signs and checks with the same key.
    const proof = await proved(b.url);
    expect((await call(a.url, "POST", "/api/signup", { json: student, headers: proof })).status).toBe(200);
    const login = await call(b.url, "POST", "/api/login", {
      json: { email: student.email, password: student.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;

    const boundary = "----replicas";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await call(a.url, "POST", "/api/profilepicuploadtospace", {
      token,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(up.status).toBe(200);
    const served = await call(b.url, "GET", `/uploads/${up.body.data.profilePic}`);
    expect(served.status).toBe(200);
    expect(served.raw.equals(PNG)).toBe(true);

    // Logging out on one: the other, which had the session cached, refuses it within a second.
    expect((await call(b.url, "GET", "/api/user_exam/active", { token })).status).toBe(200);
    expect((await call(a.url, "POST", "/api/logout", { token })).status).toBe(200);
    await within(
      1000,
      async () => (await call(b.url, "GET", "/api/user_exam/active", { token })).status === 401,
    );
  });

  it("a course change made on one is seen on the other within a second", async () => {
    const list = async (base: string) =>
      (await call(base, "GET", "/api/user_exam/get_all_courses")).body.data as Array<{
        id: number;
        name: string;
      }>;
    const course = (await list(b.url)).find((c) => c.name === "JEE Main Complete Course");
    expect(course).toBeDefined();
    const id = course?.id as number;
    const node = (await call(a.url, "GET", "/api/courses", { token: staff })).body.data.find(
      (c: { id: number }) => c.id === id,
    );
    await list(b.url); // b has the list cached now
    const { id: _, ...input } = node;
    const renamed = `JEE Main (renamed ${Date.now()})`;
    expect(
      (await call(a.url, "PUT", `/api/courses/${id}`, { token: staff, json: { ...input, name: renamed } }))
        .status,
    ).toBe(200);
    const took = await within(1000, async () =>
      (await list(b.url)).some((c) => c.id === id && c.name === renamed),
    );
    expect(took).toBeLessThan(1000);
    await call(a.url, "PUT", `/api/courses/${id}`, { token: staff, json: input });
  });

  it("a rate limit is shared: wrong passwords alternate between the servers and the pair limit still holds at 10", async () => {
    const student = newStudent();
    expect(
      (await call(b.url, "POST", "/api/signup", { json: student, headers: await proved(b.url) })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      statuses.push(
        (await call(base, "POST", "/api/login", { json: { email: student.email, password: "wrong-pass-1" } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it(
    "a scheduled post's job, a large notification fan-out and the expiry sweep each run once",
    async () => {
      // A post scheduled 1.5 s ahead: one went-live job, run by one of the two processes.
      const draft = await call(proxy.url, "POST", "/api/adminblogs", {
        token: staff,
        json: { title: `Replica post ${Date.now()}`, body: "<p>Both servers, one job.</p>" },
      });
      expect(draft.status).toBe(200);
      const postId = draft.body.data.id as number;
      const sched = await call(proxy.url, "POST", `/api/adminblogs/${postId}/publish`, {
        token: staff,
        json: { at: Date.now() + 1500 },
      });
      expect(sched.body.data.status).toBe("scheduled");

      // 250 students more: the fan-out goes to the queue and one job writes every row.
      await db.query(
        `INSERT INTO users (email, password_hash, first_name)
       SELECT 'bulk' || g || '.' || $1 || '@example.in', 'x', 'Bulk' FROM generate_series(1, 250) g`,
        [Date.now()],
      );
      const message = `Exam day ${Date.now()}`;
      const compose = await call(proxy.url, "POST", "/api/notifications/compose", {
        token: staff,
        json: { audience: "everyone", message },
      });
      expect(compose.status).toBe(200);
      expect(compose.body.data.queued).toBe(true);
      const students = Number(
        (await db.query(`SELECT count(*) FROM users WHERE role = 'student' AND status = 'active'`)).rows[0]
          .count,
      );
      await within(15_000, async () => {
        const { rows } = await db.query(`SELECT count(*) FROM notifications WHERE notification_msg = $1`, [
          message,
        ]);
        return Number(rows[0].count) === students;
      });
      await within(5_000, async () => {
        const { rows } = await db.query(
          `SELECT count(*) FROM staff_actions WHERE action = 'blog-post-went-live' AND target = $1`,
          [`blog:${postId}`],
        );
        return Number(rows[0].count) === 1;
      });
      // Long enough for the sweep to have come round a few times, and for any duplicate to show.
      await new Promise((r) => setTimeout(r, SWEEP_SECONDS * 2000));
      const once = async (sqlText: string, values: unknown[]) =>
        Number((await db.query(sqlText, values)).rows[0].count);
      expect(await once(`SELECT count(*) FROM notifications WHERE notification_msg = $1`, [message])).toBe(
        students,
      );
      expect(
        await once(
          `SELECT count(*) FROM staff_actions WHERE action = 'compose-notification' AND detail->>'message' = $1`,
          [message],
        ),
      ).toBe(1);
      expect(
        await once(
          `SELECT count(*) FROM staff_actions WHERE action = 'blog-post-went-live' AND target = $1`,
          [`blog:${postId}`],
        ),
      ).toBe(1);
      const jobs = await call(proxy.url, "GET", "/api/admin/jobs?limit=200", { token: staff });
      expect(jobs.status).toBe(200);
      const of = (queue: string) => (jobs.body.data.jobs as any[]).filter((j) => j.queue === queue);
      expect(of("blogs.went-live").map((j) => [j.state, j.retry_count])).toEqual([["completed", 0]]);
      expect(of("notifications.fan-out").map((j) => [j.state, j.retry_count])).toEqual([["completed", 0]]);
      // Both processes offer a sweep twice a period; one job per period was made, and each ran once.
      const { rows: slots } = await db.query(
        `SELECT singleton_on, count(*)::int AS n, max(retry_count) AS tries FROM pgboss.job
        WHERE name = 'attempts.expiry-sweep' GROUP BY singleton_on`,
      );
      expect(slots.length).toBeGreaterThanOrEqual(3);
      for (const slot of slots) expect([slot.n, slot.tries]).toEqual([1, 0]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "killing one process mid-test loses no acknowledged answer, and the other keeps serving",
    async () => {
      const { rows } = await db.query(
        `SELECT e.id, e.course_id FROM exams e JOIN courses c ON c.id = e.course_id
        WHERE c.name LIKE 'JEE Main%' ORDER BY e.id LIMIT 1`,
      );
      const exam = rows[0] as { id: number; course_id: number };
      const student = newStudent();
      expect(
        (await call(proxy.url, "POST", "/api/signup", { json: student, headers: await proved(proxy.url) }))
          .status,
      ).toBe(200);
      const token = (
        await call(proxy.url, "POST", "/api/login", {
          json: { email: student.email, password: student.password },
        })
      ).body.data.token as string;
      expect(
        (
          await call(proxy.url, "POST", "/api/user_study_materials/subscribe", {
            token,
            json: {
              course_id: exam.course_id,
              subscription: "Free",
              subscription_start: 0,
              subscription_end: 0,
            },
          })
        ).status,
      ).toBe(200);
      const attempt = (await call(proxy.url, "POST", `/api/user_exam/${exam.id}/start`, { token })).body.data;
      const questions = (attempt.questions as Array<{ id: number }>).map((q) => q.id);
      const acked = new Map<number, number>(); // question -> highest acknowledged seq
      let afterKill = 0;
      let seq = 0;
      const saveOne = async () => {
        seq += 1;
        const question = questions[seq % questions.length] as number;
        const mine = seq;
        const res = await call(
          proxy.url,
          "PUT",
          `/api/user_exam/attempts/${attempt.attemptId}/answers/${question}`,
          {
            token,
            json: { selected: [["A", "B", "C", "D"][mine % 4]], time_spent_ms: 1000, seq: mine },
          },
        );
        if (res.status === 200) acked.set(question, Math.max(acked.get(question) ?? 0, mine));
        return res.status;
      };
      // Saves in flight (eight at a time) while one server is killed without warning.
      const run = async (n: number) => {
        const statuses: number[] = [];
        for (let i = 0; i < n; i += 8)
          statuses.push(...(await Promise.all(Array.from({ length: 8 }, saveOne))));
        return statuses;
      };
      await run(40);
      const killed = run(40);
      a.child.kill("SIGKILL");
      await killed;
      await a.exited;
      const statuses = await run(40);
      afterKill = statuses.filter((s) => s === 200).length;
      expect(afterKill).toBe(40); // the survivor answers everything

      const saved = await db.query(`SELECT question_id, seq FROM attempt_answers WHERE attempt_id = $1`, [
        attempt.attemptId,
      ]);
      const inDb = new Map(saved.rows.map((r) => [r.question_id as number, Number(r.seq)]));
      for (const [question, s] of acked) expect(inDb.get(question) ?? 0).toBeGreaterThanOrEqual(s);
      expect((await call(proxy.url, "GET", "/api/user_exam/get_all_courses")).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
