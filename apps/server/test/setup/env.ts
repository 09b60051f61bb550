import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";

/** The PostgreSQL server of the PostgreSQL pass (`npm run test:pg`); unset: every test runs on PGlite. */
export const PG_URL = process.env.TEST_DATABASE_URL;

/** A seeded academy to copy: its DATA_DIR and, on PostgreSQL, the database to use as `TEMPLATE`. */
export interface Template {
  dataDir: string;
  database: string | null;
}

/** The environment every test server starts from; a test adds or overrides its own variables. */
export function testEnvVars(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: "admin@test.local",
    ADMIN_PASSWORD: "admin-pass-123",
    WEB_DIST: join(dataDir, "no-web"),
    // No load shedding: test/overload.test.ts turns it on with a load signal of its own.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "0",
    // A proof of work of 4 bits (about 16 hashes): no test depends on the machine's speed.
    POW_DIFFICULTY: "4",
  };
}

/** One statement on the PostgreSQL server's maintenance connection (CREATE and DROP DATABASE). */
export async function adminQuery(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Creates a database on the PostgreSQL server (a copy of `template` when given); its name and URL. */
export async function createDatabase(prefix: string, template?: string | null) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(PG_URL as string);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
