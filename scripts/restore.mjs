// `npm run restore -- <backup folder> [--force]`: puts back what backup.mjs wrote, into the DATA_DIR
// and DATABASE_URL this environment names. Stop the servers first. Without --force it refuses to
// overwrite a database or uploads that already hold data; with it, the old embedded database and
// uploads are moved aside (…before-restore-<time>), never deleted.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ensurePgClient, fail, listFiles, pgEnv, refuseWhileServing, settings } from "./backup-common.mjs";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) fail("Usage: npm run restore -- <backup folder> [--force]");
const source = resolve(positionals[0]);
const manifest = JSON.parse(
  await readFile(join(source, "manifest.json"), "utf8").catch(() =>
    fail(`${source} is not a backup (no manifest.json).`),
  ),
);
if (manifest.format !== 1) fail(`Unknown backup format ${manifest.format}.`);
const s = settings();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const nonEmpty = async (dir) => existsSync(dir) && (await readdir(dir)).length > 0;

async function moveAside(dir) {
  if (!(await nonEmpty(dir))) return;
  if (!values.force) fail(`${dir} already holds data. Pass --force to move it aside and restore.`);
  await rename(dir, `${dir}.before-restore-${stamp}`);
}

if (manifest.database.kind === "postgres") {
  if (!s.databaseUrl) fail("This backup is of PostgreSQL: set DATABASE_URL to the database to restore into.");
  ensurePgClient();
  // pg_restore --clean cannot drop pg-boss's partitioned tables (their inherited constraints), so the
  // schemas the dump holds are emptied instead, in the same single transaction as the restore: a failed
  // restore changes nothing.
  const env = pgEnv(s.databaseUrl);
  const dump = join(source, manifest.database.file);
  const script = spawnSync("pg_restore", ["--no-owner", "--no-privileges", "--file", "-", dump], {
    env,
    maxBuffer: 2 ** 31 - 1,
  });
  if (script.status !== 0)
    fail(`pg_restore failed (exit ${script.status ?? script.signal}).\n${script.stderr}`);
  const sqlText = script.stdout.toString();
  const schemas = new Set(["public", ...[...sqlText.matchAll(/^CREATE SCHEMA (\w+);$/gm)].map((m) => m[1])]);
  const reset = [
    ...[...schemas].map((name) => `DROP SCHEMA IF EXISTS "${name}" CASCADE;`),
    ...(/^CREATE SCHEMA public;$/m.test(sqlText) ? [] : ["CREATE SCHEMA public;"]),
  ].join("\n");
  const restored = spawnSync(
    "psql",
    ["--no-psqlrc", "--quiet", "--single-transaction", "--set", "ON_ERROR_STOP=1", "--file", "-"],
    { env, input: `${reset}\n${sqlText}`, stdio: ["pipe", "ignore", "inherit"], maxBuffer: 2 ** 31 - 1 },
  );
  if (restored.status !== 0) fail(`psql failed to restore (exit ${restored.status ?? restored.signal}).`);
} else {
  if (s.databaseUrl) fail("This backup is of the embedded database (PGlite): unset DATABASE_URL.");
  refuseWhileServing(s.dataDir);
  await moveAside(s.pgliteDir);
  await mkdir(join(s.dataDir, "db"), { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const dump = await readFile(join(source, manifest.database.file));
  const db = await PGlite.create(s.pgliteDir, { loadDataDir: new Blob([dump]) });
  await db.query("select 1");
  await db.close();
}

const files = await listFiles(join(source, "uploads"));
if (files.length > 0) {
  await moveAside(s.uploadsDir);
  for (const name of files) await cp(join(source, "uploads", name), join(s.uploadsDir, name));
}
console.log(
  `Restored the ${manifest.database.kind} database of ${manifest.createdAt} and ${files.length} files from ${source}.`,
);
