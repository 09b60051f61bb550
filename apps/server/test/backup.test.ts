/**
 * `npm run backup` and `npm run restore` (the real scripts, as processes): seed, back up, wipe the
 * database and the uploads, restore, and find every row of every table and every file again. On
 * PGlite by default; on PostgreSQL (pg_dump/pg_restore) in the TEST_DATABASE_URL pass.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles, ROOT } from "../../../scripts/backup-common.mjs";
import { buildApp } from "../src/app";
import { createTestEnv, ON_POSTGRES, post, studentSession, type TestEnv } from "./helpers";
import { multipartImage } from "./route-world";

const envs: TestEnv[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const e of envs) await e.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Runs `work` with a plain connection to the environment's database (no server running). */
async function withDatabase<T>(env: TestEnv, work: (query: Query) => Promise<T>): Promise<T> {
  if (env.config.databaseUrl) {
    const client = new pg.Client({ connectionString: env.config.databaseUrl });
    await client.connect();
    try {
      return await work(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(env.dataDir, "db", "pglite"));
  try {
    return await work(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

/** Every table's row count and a digest of all its rows, and every upload's digest. */
async function snapshot(env: TestEnv) {
  const tables = await withDatabase(env, async (query) => {
    const names = await query(
      "select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2",
    );
    const out: Record<string, { rows: number; digest: string }> = {};
    for (const { schemaname, tablename } of names) {
      const [row] = await query(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${schemaname}"."${tablename}" t`,
      );
      out[`${schemaname}.${tablename}`] = { rows: Number(row?.n), digest: String(row?.h) };
    }
    return out;
  });
  const uploads = join(env.dataDir, "uploads");
  const files = Object.fromEntries(
    (await listFiles(uploads)).map((name: string) => [
      name,
      createHash("sha256")
        .update(readFileSync(join(uploads, name)))
        .digest("hex"),
    ]),
  );
  return { tables, files };
}

function script(name: string, args: string[], env: TestEnv) {
  const result = spawnSync(process.execPath, [join(ROOT, "scripts", name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: env.config.databaseUrl ?? "", S3_BUCKET: "" },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function wipe(env: TestEnv) {
  rmSync(join(env.dataDir, "uploads"), { recursive: true, force: true });
  if (!env.config.databaseUrl) {
    rmSync(join(env.dataDir, "db"), { recursive: true, force: true });
    return;
  }
  await withDatabase(env, (query) =>
    query("drop schema public cascade; create schema public; drop schema if exists drizzle cascade"),
  );
}

describe(`backup and restore (${ON_POSTGRES ? "PostgreSQL" : "PGlite"})`, () => {
  it("brings back every row and every file after a wipe", async () => {
    const env = await createTestEnv();
    envs.push(env);
    const app = await buildApp(env.config, { announce: () => {} });
    const { token, student } = await studentSession(app);
    const image = multipartImage();
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/profilepicuploadtospace",
      payload: image.payload as Buffer,
      headers: { ...image.headers, authorization: `Bearer ${token}` },
    });
    expect(uploaded.statusCode).toBe(200);
    await app.platform.storage.put("private/notes-1.pdf", Buffer.from("%PDF-1.4 private"), "application/pdf");
    await app.close();

    const before = await snapshot(env);
    expect(before.tables["public.users"]?.rows).toBe(2);
    expect(Object.keys(before.files)).toEqual(
      expect.arrayContaining([
        "private/notes-1.pdf",
        expect.stringMatching(/^profile-\d+-[0-9a-f]{32}\.png$/),
      ]),
    );

    const out = mkdtempSync(join(tmpdir(), "medhavi-backup-"));
    dirs.push(out);
    const backup = script("backup.mjs", ["--out", out], env);
    expect(backup.output).toMatch(/Backup written to .*medhavi-\d{8}T\d{6}Z/);
    expect(backup.status).toBe(0);
    const folder = /Backup written to (\S+):/.exec(backup.output)?.[1] ?? "";

    await wipe(env);
    expect(existsSync(join(env.dataDir, "uploads"))).toBe(false);
    if (ON_POSTGRES) expect((await snapshot(env)).tables["public.users"]).toBeUndefined();
    else expect(existsSync(join(env.dataDir, "db"))).toBe(false);

    const restore = script("restore.mjs", [folder], env);
    expect(restore.output).toContain("Restored the");
    expect(restore.status).toBe(0);
    const after = await snapshot(env);
    expect(after).toEqual(before);

    // A second restore over live data is refused without --force, and moves the data aside with it.
    expect(script("restore.mjs", [folder], env).status).toBe(1);
    const forced = script("restore.mjs", [folder, "--force"], env);
    expect(forced.status).toBe(0);
    expect(await snapshot(env)).toEqual(before);

    // The server starts on the restored data, and the student can still log in.
    const again = await buildApp(env.config, { announce: () => {} });
    try {
      const login = await post(again, "/api/login", { email: student.email, password: student.password });
      expect(login.status).toBe(200);
    } finally {
      await again.close();
    }
  }, 240_000);

  it("refuses to back up the embedded database while a server uses it", async () => {
    const env = await createTestEnv({ DATABASE_URL: "" });
    envs.push(env);
    const app = await buildApp(env.config, { announce: () => {} });
    try {
      const out = mkdtempSync(join(tmpdir(), "medhavi-backup-"));
      dirs.push(out);
      const result = script("backup.mjs", ["--out", out], env);
      expect(result.status).toBe(1);
      expect(result.output).toMatch(/The server \(pid \d+\) is using .*Stop it first/);
    } finally {
      await app.close();
    }
  }, 120_000);
});
