import fs, { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths";
import { acquireDirLock } from "./lock";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services take this: the database or the transaction they run in. Inside a PGlite transaction a query on the outer handle waits forever, so always pass the handle down. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process runs its own: on PostgreSQL under a session advisory
   * lock held by a dedicated connection, on PGlite directly (the directory lock already excludes others).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs one prepared statement that commits on its own (no surrounding transaction), resolving once it
   * is durable. On PostgreSQL it is a named statement (each connection parses and plans it once); on
   * PGlite, statements that arrive while a commit is under way run together in the next transaction, so
   * they share one commit and one fsync (group commit).
   */
  autocommit<R>(query: RawQuery): Promise<{ rows: R[] }>;
  /** The PostgreSQL pool (for its connection counts); undefined on PGlite. */
  pool?: pg.Pool;
  /** The embedded client (PGlite only): the job queue runs its statements through it. */
  pglite?: PGlite;
  /** The server's address (PostgreSQL only): the job queue and the invalidation bus open their own connections. */
  url?: string;
  close(): Promise<void>;
}

/** Told how long each statement (or, on PGlite, each whole transaction) took. */
export type QueryObserver = (operation: "query" | "transaction", seconds: number, ok: boolean) => void;

/**
 * Wraps `target[method]` so each call is timed; callback and promise forms both (pg-pool uses callbacks).
 * A transaction's last argument is its body, not a callback: only a query's is read as one.
 */
function timeMethod(
  target: object,
  method: string,
  operation: "query" | "transaction",
  observe: QueryObserver,
) {
  const holder = target as Record<string, (...args: unknown[]) => unknown>;
  const original = holder[method]?.bind(target);
  if (!original) return;
  holder[method] = (...args: unknown[]) => {
    const start = performance.now();
    const done = (ok: boolean) => observe(operation, (performance.now() - start) / 1000, ok);
    const last = args.at(-1);
    if (operation === "query" && typeof last === "function") {
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
        done(!err);
        return (last as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(
        () => done(true),
        () => done(false),
      );
    }
    return result;
  };
}

/** A statement in PostgreSQL's own text ($1, $2, ...) with its values, named for reuse. */
export interface RawQuery {
  name: string;
  text: string;
  values: unknown[];
}

interface Queued {
  query: RawQuery;
  resolve: (result: { rows: unknown[] }) => void;
  reject: (err: unknown) => void;
}

interface Runner {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Group commit for the embedded database, which runs one statement at a time anyway: while one batch
 * commits, new statements queue; the next batch (taken after the event loop has read the requests that
 * arrived meanwhile) runs them in one transaction. If the batch fails, each
 * statement is retried on its own, so one caller's error never becomes another's.
 */
export function groupCommit(
  client: Runner & { transaction<T>(fn: (tx: Runner) => Promise<T>): Promise<T> },
  maxBatch = 200,
): <R>(query: RawQuery) => Promise<{ rows: R[] }> {
  const queue: Queued[] = [];
  let running = false;
  const one = (item: Queued) =>
    client.query(item.query.text, item.query.values).then(item.resolve, item.reject);
  async function drain() {
    running = true;
    try {
      while (queue.length > 0) {
        // PGlite runs each statement (and its fsync) on the event loop: let the requests that arrived
        // meanwhile reach the queue before taking the next batch, or every batch would hold one save.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, maxBatch);
        if (batch.length === 1) {
          await one(batch[0] as Queued);
          continue;
        }
        let results: Array<{ rows: unknown[] }> | undefined;
        try {
          results = await client.transaction(async (tx) => {
            const out: Array<{ rows: unknown[] }> = [];
            for (const item of batch) out.push(await tx.query(item.query.text, item.query.values));
            return out;
          });
        } catch {
          results = undefined;
        }
        if (results) {
          for (const [i, item] of batch.entries()) item.resolve(results[i] as { rows: unknown[] });
        } else for (const item of batch) await one(item);
      }
    } finally {
      running = false;
    }
  }
  return <R>(query: RawQuery) =>
    new Promise<{ rows: R[] }>((resolve, reject) => {
      queue.push({ query, resolve: resolve as (r: { rows: unknown[] }) => void, reject });
      if (!running) void drain();
    });
}

/** The advisory lock key of start-up work (migrations and seeding): any fixed bigint, the same in every process. */
export const STARTUP_LOCK_KEY = 7_290_145_001;

/**
 * How the embedded database reaches the disk. `strict`: every commit is fsynced before it is
 * acknowledged (safe against power loss). `relaxed`: PGlite's default, fsync off (safe against a killed
 * process, not against the machine losing power); faster on slow disks.
 */
export type PgliteDurability = "strict" | "relaxed";

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its file system layer (Emscripten's NODEFS)
 * makes fsync and fdatasync no-ops. Strict durability turns fsync on, has the WAL synced with fsync()
 * (fdatasync stays a no-op), and gives NODEFS a real fsync.
 */
const STRICT_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

function enableRealFsync(client: PGlite): void {
  const nodefs = (client as unknown as { Module?: { NODEFS?: { stream_ops: Record<string, unknown> } } })
    .Module?.NODEFS;
  if (!nodefs) throw new Error("PGlite no longer exposes NODEFS; strict durability cannot be enabled");
  // Streams share this object, so files opened before this line sync too.
  nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite under `dataDir` (or in memory for `dataDir: null`). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /** PGlite on disk only; strict unless relaxed is asked for (PGLITE_DURABILITY). */
  durability?: PgliteDurability;
  /** Told about errors of idle pooled connections (a server restart, a dropped database). */
  onIdleError?: (err: Error) => void;
  /** Times statements (metrics). */
  onQuery?: QueryObserver;
}): Promise<Database> {
  const observe = opts.onQuery;
  if (opts.databaseUrl) {
    // A connection attempt gives up after 5 s, so a database that went away answers 503 instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    if (observe) pool.on("connect", (client) => timeMethod(client, "query", "query", observe));
    // Without a listener, an idle connection the server closes would crash the process.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: opts.databaseUrl,
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      // Two servers starting on an empty database would otherwise both create drizzle's migration table
      // and run the same migrations at once; the second waits here and then finds nothing to do.
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      autocommit: <R>({ name, text, values }: RawQuery) =>
        pool.query({ name, text, values }) as unknown as Promise<{ rows: R[] }>,
      pool,
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDirLock(join(opts.dataDir, "pglite.lock"));
    try {
      const strict = (opts.durability ?? "strict") === "strict";
      client = await PGlite.create(
        join(opts.dataDir, "pglite"),
        strict ? { startParams: STRICT_START_PARAMS } : {},
      );
      if (strict) enableRealFsync(client);
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create();
  }
  if (observe) {
    timeMethod(client, "query", "query", observe);
    timeMethod(client, "transaction", "transaction", observe);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    autocommit: groupCommit(client as never),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
