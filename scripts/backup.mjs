// `npm run backup [-- --out DIR]`: the database and the uploaded files in one folder
// DIR/medhavi-<UTC time>/ (DIR defaults to ./backups). See docs/operations.md "Backup and restore".
//   PGlite (no DATABASE_URL): PGlite's own data-directory dump, database.tar.gz (stop the server first).
//   PostgreSQL: pg_dump's custom format, database.dump (the server may keep running).
//   Uploads on the local disk: copied to uploads/. With S3_BUCKET set they are in the bucket instead.
import { cp, mkdir, stat, writeFile } from "node:fs/promises";
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

const { values } = parseArgs({ options: { out: { type: "string", default: "./backups" } } });
const s = settings();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const target = resolve(values.out, `medhavi-${stamp}`);
await mkdir(target, { recursive: true });

let database;
if (s.databaseUrl) {
  ensurePgClient();
  database = { kind: "postgres", file: "database.dump" };
  run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", "--file", join(target, database.file)],
    pgEnv(s.databaseUrl),
  );
} else {
  refuseWhileServing(s.dataDir);
  if (!(await stat(s.pgliteDir).catch(() => null))) fail(`No embedded database at ${s.pgliteDir}.`);
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(s.pgliteDir);
  try {
    const dump = await db.dumpDataDir("gzip");
    database = { kind: "pglite", file: "database.tar.gz" };
    await writeFile(join(target, database.file), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

const files = s.s3Bucket ? [] : await listFiles(s.uploadsDir);
for (const name of files) await cp(join(s.uploadsDir, name), join(target, "uploads", name));

const manifest = {
  format: 1,
  createdAt: new Date().toISOString(),
  database,
  uploads: s.s3Bucket ? { inBucket: s.s3Bucket } : { files: files.length },
};
await writeFile(join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const note = s.s3Bucket
  ? ` (uploads are in the bucket ${s.s3Bucket}: not copied)`
  : `, ${files.length} files`;
console.log(`Backup written to ${target}: ${database.kind} database${note}.`);
