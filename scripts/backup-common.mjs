// Shared by backup.mjs and restore.mjs: where the server keeps its data (the same environment
// variables it reads) and the checks both make before touching it.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** DATA_DIR and DATABASE_URL as the server reads them (DATA_DIR relative to the working directory). */
export function settings(env = process.env) {
  const dataDir = resolve(env.DATA_DIR?.trim() || "./data");
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    dataDir,
    databaseUrl,
    pgliteDir: join(dataDir, "db", "pglite"),
    uploadsDir: join(dataDir, "uploads"),
    /** With S3_BUCKET set, uploads live in the bucket: back it up with the store's own tools. */
    s3Bucket: env.S3_BUCKET?.trim() || undefined,
  };
}

/** Stops when a server process holds the embedded database (its lock file names a live pid). */
export function refuseWhileServing(dataDir) {
  const lock = join(dataDir, "db", "pglite.lock");
  if (!existsSync(lock)) return;
  const pid = Number.parseInt(readFileSync(lock, "utf8"), 10);
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch (err) {
    alive = err.code === "EPERM";
  }
  if (Number.isInteger(pid) && pid > 0 && alive) {
    fail(
      `The server (pid ${pid}) is using ${dataDir}. Stop it first: the embedded database ` +
        "can only be copied consistently while no server runs.",
    );
  }
}

/** pg_dump and pg_restore, installed from Debian's postgresql-client when missing. */
export function ensurePgClient() {
  const found = spawnSync("sh", ["-c", "command -v pg_dump && command -v pg_restore"], { stdio: "ignore" });
  if (found.status === 0) return;
  const installed = spawnSync("bash", [join(ROOT, "scripts/ensure-pg-client.sh")], { stdio: "inherit" });
  if (installed.status !== 0) fail("pg_dump/pg_restore are missing; install the postgresql-client package.");
}

/** Runs a command with inherited output; stops with its name on failure. */
export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) fail(`${command} failed (exit ${result.status ?? result.signal}).`);
}

/**
 * libpq's environment for a postgres:// URL, so the password never appears in a process list
 * (`ps` shows arguments, not the environment).
 */
export function pgEnv(url) {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || "5432",
    PGUSER: decodeURIComponent(u.username || "postgres"),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get("sslmode") ? { PGSSLMODE: u.searchParams.get("sslmode") } : {}),
  };
}

export function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** Every file under `dir` (relative paths), for the manifest and the restore check. */
export async function listFiles(dir) {
  const { readdir } = await import("node:fs/promises");
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
    .filter((name) => !name.includes(".part-") && !name.startsWith(".ready-"))
    .sort();
}
