/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * A dependency that goes away at run time: readiness turns false naming it, the calls that need it
 * answer 503 with Retry-After (never 500), and everything recovers by itself when it is back. Real
 * services: a throwaway redis-server and the s3rver test server, stopped and started again.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { renameSync, symlinkSync, unlinkSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.mjs";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { checkDependencies } from "../src/platform/startup-checks";
import { createTestEnv, ON_POSTGRES, post, send, startTestApp, studentSession } from "./helpers";
import { multipartImage } from "./route-world";
import { startS3 } from "./s3-server";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => {});
});

/** A throwaway redis-server on `port`, once it says it accepts connections. */
async function startRedis(port: number, ...args: string[]): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (d) => {
      out += d;
      if (out.includes("Ready to accept connections")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Polls readiness until `want` or 15 s. */
async function readyBecomes(app: TestApp, want: 200 | 503) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await send(app.app, "GET", "/api/health/ready");
    if (res.status === want || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function upload(app: TestApp, token: string) {
  const req = multipartImage();
  const res = await app.app.inject({
    method: "POST",
    url: "/api/profilepicuploadtospace",
    payload: req.payload as Buffer,
    headers: { ...req.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as any };
}

describe("Redis goes away and comes back", () => {
  it("readiness names Redis, logins keep working on the database, and it recovers", async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    cleanup.push(async () => redis.kill("SIGKILL"));
    const t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}/5` });
    cleanup.push(() => t.close());
    const up = await readyBecomes(t, 200);
    expect(up.body.data.checks).toMatchObject({ redis: "up", database: "up" });

    await stopRedis(redis);
    const down = await readyBecomes(t, 503);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe("Not ready: redis is down.");
    expect(down.body.data.checks).toEqual({ database: "up", redis: "down", storage: "up" });
    // Rate limits fall back to the database: a Redis outage is not an outage of logins.
    const { student } = await studentSession(t.app);
    const login = await post(t.app, "/api/login", { email: student.email, password: student.password });
    expect(login.status).toBe(200);

    redis = await startRedis(port);
    const back = await readyBecomes(t, 200);
    expect(back.status).toBe(200);
    expect(back.body.data.checks.redis).toBe("up");
  }, 180_000);
});

describe("S3 goes away and comes back", () => {
  it("readiness names storage, uploads answer 503 with Retry-After, and both recover", async () => {
    let s3 = await startS3();
    const { port, dir, bucket } = s3;
    cleanup.push(() => s3.close());
    const t = await startTestApp(s3.env);
    cleanup.push(() => t.close());
    const { token } = await studentSession(t.app);
    expect((await upload(t, token)).status).toBe(200);

    await s3.stop();
    const down = await readyBecomes(t, 503);
    expect(down.body.message).toBe("Not ready: storage is down.");
    const failed = await upload(t, token);
    expect(failed.status).toBe(503);
    expect(failed.headers["retry-after"]).toBe("10");
    expect(failed.body).toMatchObject({
      status: "error",
      message: "File storage is not answering right now. Please try again in a few seconds.",
      requestId: failed.headers["x-request-id"],
    });
    const metrics = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/medhavi_dependency_unavailable_total\{dependency="storage"\} [1-9]/);

    s3 = await startS3({ port, dir, bucket });
    expect((await readyBecomes(t, 200)).status).toBe(200);
    expect((await upload(t, token)).status).toBe(200);
  }, 180_000);
});

describe("the local disk refuses writes and comes back", () => {
  it("readiness names storage, uploads answer 503 with Retry-After, and both recover", async () => {
    const t = await startTestApp();
    cleanup.push(() => t.close());
    const { token } = await studentSession(t.app);
    expect((await upload(t, token)).status).toBe(200);

    // The uploads folder becomes one the kernel will not write in (sysfs refuses even root: EACCES/EPERM,
    // as a read-only or failing disk would).
    const uploads = join(t.env.dataDir, "uploads");
    renameSync(uploads, `${uploads}.kept`);
    symlinkSync("/sys/kernel", uploads);
    const down = await readyBecomes(t, 503);
    expect(down.body.message).toBe("Not ready: storage is down.");
    const failed = await upload(t, token);
    expect(failed.status).toBe(503);
    expect(failed.headers["retry-after"]).toBe("10");
    expect(failed.body.message).toBe(
      "File storage is not answering right now. Please try again in a few seconds.",
    );

    unlinkSync(uploads);
    renameSync(`${uploads}.kept`, uploads);
    expect((await readyBecomes(t, 200)).status).toBe(200);
    expect((await upload(t, token)).status).toBe(200);
  }, 60_000);
});

/** A TCP relay in front of PostgreSQL that can be cut (every connection dropped) and restored. */
async function relay(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await start();
  return { port, start, stop };
}

// Only a database server can go away; the embedded one lives in the process.
if (ON_POSTGRES) {
  describe("PostgreSQL goes away and comes back", () => {
    it("readiness names the database, calls answer 503 (never 500), and both recover", async () => {
      const env = await createTestEnv();
      cleanup.push(() => env.destroy());
      const direct = new URL(env.config.databaseUrl ?? "");
      const cut = await relay(direct);
      const proxied = new URL(direct);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(cut.port);
      const app = await buildApp({ ...env.config, databaseUrl: proxied.toString() }, { announce: () => {} });
      const t = { app } as TestApp;
      cleanup.push(() => app.close());
      const { student } = await studentSession(app);
      const login = () => post(app, "/api/login", { email: student.email, password: student.password });
      expect((await login()).status).toBe(200);

      await cut.stop();
      const down = await readyBecomes(t, 503);
      expect(down.body.message).toBe("Not ready: database is down.");
      expect(down.body.data.checks).toMatchObject({ database: "down", storage: "up" });
      for (const call of [
        login,
        () => send(app, "GET", "/api/user_exam/get_all_courses"),
        () => send(app, "GET", "/api/user_demo_exam/exams"),
      ]) {
        const res = await call();
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(
          "The database is not answering right now. Please try again in a few seconds.",
        );
      }
      const raw = await app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: student.email, password: "x-pass-word" },
      });
      expect(raw.headers["retry-after"]).toBe("10");

      await cut.start();
      expect((await readyBecomes(t, 200)).status).toBe(200);
      expect((await login()).status).toBe(200);
    }, 180_000);
  });
}

describe("configuration checked at start", () => {
  const base = { DATA_DIR: "/tmp/unused", STARTUP_TIMEOUT_SECONDS: "1" };

  it("names REDIS_URL when Redis does not answer", async () => {
    const port = await freePort();
    await expect(
      checkDependencies(loadConfig({ ...base, REDIS_URL: `redis://127.0.0.1:${port}` })),
    ).rejects.toThrow(new RegExp(`^REDIS_URL: Redis at 127\\.0\\.0\\.1:${port} does not answer`));
  });

  it("names REDIS_URL when Redis refuses the password", async () => {
    const port = await freePort();
    const redis = await startRedis(port, "--requirepass", "right-one");
    cleanup.push(() => stopRedis(redis));
    const started = Date.now();
    await expect(
      checkDependencies(
        loadConfig({ ...base, STARTUP_TIMEOUT_SECONDS: "10", REDIS_URL: `redis://:wrong@127.0.0.1:${port}` }),
      ),
    ).rejects.toThrow(/^REDIS_URL: Redis at .* refused it: .*(WRONGPASS|invalid)/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("names DATABASE_URL when PostgreSQL does not answer, without its password", async () => {
    const port = await freePort();
    const failure = checkDependencies(
      loadConfig({ ...base, DATABASE_URL: `postgres://me:s3cret@127.0.0.1:${port}/academy` }),
    );
    await expect(failure).rejects.toThrow(
      /^DATABASE_URL: PostgreSQL at 127\.0\.0\.1:\d+\/academy does not answer/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it("names S3_BUCKET when the bucket does not exist, and S3_ENDPOINT when nothing answers", async () => {
    const s3 = await startS3();
    cleanup.push(() => s3.close());
    await expect(
      checkDependencies(loadConfig({ ...base, ...s3.env, S3_BUCKET: "no-such-bucket" })),
    ).rejects.toThrow(/^S3_BUCKET: the bucket "no-such-bucket" does not exist/);
    await expect(checkDependencies(loadConfig({ ...base, ...s3.env }))).resolves.toBeUndefined();
    const port = await freePort();
    await expect(
      checkDependencies(loadConfig({ ...base, ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` })),
    ).rejects.toThrow(/^S3_ENDPOINT: http:\/\/127\.0\.0\.1:\d+ does not answer/);
  });

  it("names the variables of settings that cannot work together or are malformed", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_BUCKET is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DRAIN_TIMEOUT_SECONDS: "ten" })).toThrow(/DRAIN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("a server others can reach needs PUBLIC_URL, and real payments unless the sandbox is allowed on purpose", () => {
    const live = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret" };
    const site = { PUBLIC_URL: "https://medhavi.example" };
    for (const HOST of ["0.0.0.0", "::", "10.0.0.5"]) {
      expect(() => loadConfig({ HOST, ...live })).toThrow(/PUBLIC_URL is required when HOST/);
      expect(() => loadConfig({ HOST, ...site })).toThrow(/payments would run in the sandbox/);
      expect(() => loadConfig({ HOST, ...site, ALLOW_SANDBOX_PAYMENTS: "false" })).toThrow(/sandbox/);
      expect(loadConfig({ HOST, ...site, ...live }).razorpay?.keyId).toBe("rzp_live_x");
      expect(loadConfig({ HOST, ...site, ALLOW_SANDBOX_PAYMENTS: "true" }).razorpay).toBeUndefined();
    }
    // This machine only: the embedded defaults start with neither.
    for (const HOST of ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.1.1"]) {
      expect(loadConfig({ HOST }).publicUrl).toBeUndefined();
    }
  });
});
