// `npm run restore -- <backup folder> [--force]`: puts back what backup.mjs wrote, into the DATA_DIR
// and DATABASE_URL this environment names. Stop the servers first. Without --force it refuses to
// overwrite a database or uploads that already hold data; with it, the old embedded database and
// uploads are moved aside (…before-restore-<time>), never deleted.
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  ensurePgClient,
  fail,
  listFiles,
  pgEnv,
  refuseWhileServing,
  run,
  settings,
} from "./backup-common.mjs";

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
  // --clean drops what the dump recreates; one transaction, so a failed restore changes nothing.
  run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      "--dbname",
      pgEnv(s.databaseUrl).PGDATABASE,
      join(source, manifest.database.file),
    ],
    pgEnv(s.databaseUrl),
  );
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
