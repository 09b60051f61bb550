import { existsSync } from "node:fs";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.mjs";
import { buildApp } from "../src/app";
import { courses, exams, questions, users } from "../src/db/schema";
import { describeFailure } from "../src/platform/error-log";
import { verifyPassword } from "../src/platform/passwords";
import { createTestEnv, ON_POSTGRES, type TestEnv } from "./helpers";
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from "./server-process";

const envs: TestEnv[] = [];
afterEach(async () => {
  for (const e of envs.splice(0)) await e.destroy();
});

async function counts(app: Awaited<ReturnType<typeof buildApp>>) {
  const db = app.database.db;
  const [c] = await db.select({ n: count() }).from(courses);
  const [u] = await db.select({ n: count() }).from(users);
  const [q] = await db.select({ n: count() }).from(questions);
  const [e] = await db.select({ n: count() }).from(exams);
  return { courses: c?.n, users: u?.n, questions: q?.n, exams: e?.n };
}

describe("restart", () => {
  it("keeps all data and adds no duplicate seed rows", async () => {
    const env = await createTestEnv();
    envs.push(env);
    const first = await buildApp(env.config, { announce: () => {} });
    await first.database.db.insert(courses).values({ name: "Olympiad", type: "Category" });
    const before = await counts(first);
    await first.close();

    const second = await buildApp(env.config, { announce: () => {} });
    const after = await counts(second);
    await second.close();
    expect(before.courses).toBeGreaterThan(20);
    expect(after).toEqual(before);
  }, 120_000);

  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD with an argon2id hash", async () => {
    const env = await createTestEnv();
    envs.push(env);
    const app = await buildApp(env.config, { announce: () => {} });
    const [admin] = await app.database.db.select().from(users).where(eq(users.email, "admin@test.local"));
    await app.close();
    expect(admin?.role).toBe("admin");
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? "", "admin-pass-123")).toBe(true);
  });

  it("generates and prints an admin password once when none is configured", async () => {
    const env = await createTestEnv({ ADMIN_PASSWORD: "" });
    envs.push(env);
    const printed: string[] = [];
    const app = await buildApp(env.config, { announce: (t) => printed.push(t) });
    await app.close();
    const again = await buildApp(env.config, { announce: (t) => printed.push(t) });
    const [admin] = await again.database.db.select().from(users).where(eq(users.role, "admin"));
    await again.close();
    expect(printed).toHaveLength(1);
    const password = /Generated password \(shown once\): (\S+)/.exec(printed[0] ?? "")?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(admin?.passwordHash ?? "", password)).toBe(true);
  });
});

describe("a failed start", () => {
  it("names the driver's real cause and code, never the query's parameters", () => {
    const driver = Object.assign(new Error('relation "__drizzle_migrations" already exists'), {
      code: "42P07",
    });
    const wrapped = Object.assign(new Error("Failed query: CREATE TABLE x\nparams: secret-hash"), {
      query: "CREATE TABLE x",
      params: ["secret-hash"],
      cause: driver,
    });
    const text = describeFailure(wrapped);
    expect(text).toContain("Failed query: CREATE TABLE x");
    expect(text).toContain('caused by: relation "__drizzle_migrations" already exists (42P07)');
    expect(text).not.toContain("secret-hash");
  });
});

// Only a shared server database can be raced by two processes; PGlite's directory lock is tested below.
if (ON_POSTGRES) {
  describe("two servers starting together on one empty PostgreSQL database", () => {
    it("both start, migrate once and seed once", async () => {
      for (let round = 0; round < 3; round++) {
        const env = await createTestEnv({}, { fresh: true });
        envs.push(env);
        const apps = await Promise.all([
          buildApp(env.config, { announce: () => {} }),
          buildApp(env.config, { announce: () => {} }),
        ]);
        const [a, b] = apps;
        try {
          const first = await counts(a);
          expect(first.courses).toBeGreaterThan(20);
          expect(first.users).toBe(1);
          expect(await counts(b)).toEqual(first);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      }
    }, 180_000);
  });
}

// The lock guards the embedded database, so these run on PGlite even in the PostgreSQL pass.
const EMBEDDED = { DATABASE_URL: "" };

describe("the embedded database directory", () => {
  it("refuses a second server on the same DATA_DIR with a clear message", async () => {
    const env = await createTestEnv(EMBEDDED);
    envs.push(env);
    const first = await buildApp(env.config, { announce: () => {} });
    await expect(buildApp(env.config, { announce: () => {} })).rejects.toThrow(
      /is in use by another server process \(pid \d+\)/,
    );
    await first.close();
    expect(existsSync(join(env.dataDir, "db", "pglite.lock"))).toBe(false);
  });
});

/** Runs the real entry point as its own process on `env`'s data. */
const startProcess = (env: TestEnv, port: number) =>
  startServerProcess({ ...envVars(env), PORT: String(port) });

function envVars(env: TestEnv): Record<string, string> {
  return {
    DATA_DIR: env.dataDir,
    ADMIN_EMAIL: env.config.adminEmail,
    ADMIN_PASSWORD: env.config.adminPassword ?? "",
    WEB_DIST: env.config.webDist,
    ...(env.config.databaseUrl ? { DATABASE_URL: env.config.databaseUrl } : {}),
  };
}

describe("the server process", () => {
  it(
    "serves, then shuts down cleanly on SIGTERM; a second process on the same DATA_DIR exits with a message",
    async () => {
      const env = await createTestEnv(EMBEDDED);
      envs.push(env);
      const port = await freePort();
      const server = startProcess(env, port);
      await server.ready;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(((await health.json()) as { status: string }).status).toBe("success");

      const second = startProcess(env, await freePort());
      await expect(second.ready).rejects.toThrow();
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        /Cannot start: The data directory .* is in use by another server process/,
      );

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("shutting down");
      expect(existsSync(join(env.dataDir, "db", "pglite.lock"))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
