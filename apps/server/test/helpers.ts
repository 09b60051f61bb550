import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";

/**
 * Tests run against PGlite in a fresh temporary DATA_DIR, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server, against a fresh database created for the test and dropped afterwards.
 */
const PG_URL = process.env.TEST_DATABASE_URL;

export interface TestEnv {
  dataDir: string;
  config: Config;
  /** Drops the database and the temp directory. Close every app first. */
  destroy(): Promise<void>;
}

async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

export async function createTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-test-"));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (PG_URL) {
    dbName = `medhavi_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: "admin@test.local",
    ADMIN_PASSWORD: "admin-pass-123",
    WEB_DIST: join(dataDir, "no-web"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return {
    dataDir,
    config,
    async destroy() {
      if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app on a fresh environment; call `close()` in afterAll. */
export async function startTestApp(env: Record<string, string> = {}) {
  const testEnv = await createTestEnv(env);
  const app: FastifyInstance = await buildApp(testEnv.config, { announce: () => {} });
  return {
    app,
    env: testEnv,
    async close() {
      await app.close();
      await testEnv.destroy();
    },
  };
}
