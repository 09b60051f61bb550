import fs, { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/config";
import { openDatabase, type PgliteDurability } from "../src/db/client";

// The embedded database's durability: these open PGlite directly, in both test passes.
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function commitsAndSyncs(durability: PgliteDurability | undefined) {
  const dir = mkdtempSync(join(tmpdir(), "medhavi-durability-"));
  dirs.push(dir);
  const database = await openDatabase({ dataDir: dir, ...(durability ? { durability } : {}) });
  try {
    const db = database.db;
    await db.execute(sql`create table t (id serial primary key, v text)`);
    const fsync = vi.spyOn(fs, "fsyncSync");
    for (let i = 0; i < 5; i++) await db.execute(sql`insert into t (v) values (${String(i)})`);
    const setting = await db.execute(sql`show fsync`);
    return {
      syncs: fsync.mock.calls.length,
      fsync: (setting as unknown as { rows: Array<{ fsync: string }> }).rows[0]?.fsync,
    };
  } finally {
    await database.close();
  }
}

describe("PGlite durability", () => {
  it("is strict by default: every commit reaches the disk with fsync", async () => {
    const { syncs, fsync } = await commitsAndSyncs(undefined);
    expect(fsync).toBe("on");
    expect(syncs).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it("relaxed turns fsync off, as PGlite ships", async () => {
    const { syncs, fsync } = await commitsAndSyncs("relaxed");
    expect(fsync).toBe("off");
    expect(syncs).toBe(0);
  }, 60_000);

  it("is configured with PGLITE_DURABILITY, strict unless relaxed is asked for", () => {
    expect(loadConfig({}).pgliteDurability).toBe("strict");
    expect(loadConfig({ PGLITE_DURABILITY: "relaxed" }).pgliteDurability).toBe("relaxed");
    expect(() => loadConfig({ PGLITE_DURABILITY: "fast" })).toThrow(/PGLITE_DURABILITY/);
  });
});

describe("group commit (autocommit on PGlite)", () => {
  it("runs concurrent statements in shared commits, each caller gets its own result or error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "medhavi-group-"));
    dirs.push(dir);
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.db.execute(sql`create table g (id integer primary key, v text not null)`);
      const fsync = vi.spyOn(fs, "fsyncSync");
      const insert = (id: number, v: string | null) =>
        database.autocommit<{ id: number }>({
          name: "g_insert",
          text: "insert into g (id, v) values ($1, $2) returning id",
          values: [id, v],
        });
      const ok = await Promise.all(Array.from({ length: 20 }, (_, i) => insert(i + 1, `v${i}`)));
      const syncs = fsync.mock.calls.length;
      expect(ok.map((r) => r.rows[0]?.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // 20 statements committed one by one would sync at least 20 times; batched, the first runs alone and
      // the other 19 share a commit.
      expect(syncs).toBeGreaterThan(0);
      expect(syncs).toBeLessThanOrEqual(6);
      // One bad statement in a batch: only its caller fails, the others are committed.
      const mixed = await Promise.allSettled([
        insert(21, "a"),
        insert(22, "b"),
        insert(23, null), // violates not null
        insert(24, "d"),
      ]);
      expect(mixed.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
      const count = (await database.db.execute(sql`select count(*)::int as n from g`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(count.rows[0]?.n).toBe(23);
    } finally {
      await database.close();
    }
  }, 60_000);
});
