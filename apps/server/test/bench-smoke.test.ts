import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Every bench of `npm run bench`, run with tiny parameters (a few students, a second) so a change that
 * breaks one shows up here rather than on the day someone measures. Figures are not checked, only that the
 * bench completes and prints its result, and correctness where a bench checks it (no failed or lost
 * answer). The server is built here if it is not (esbuild, seconds); the benches that start `npm start`
 * (login latency, public reads, cold start) or load pages (home and blog weight) need the web build
 * (`npm start` would otherwise build it first) and are skipped without one: `npm run build` first, as for
 * the browser tests.
 */
const root = fileURLToPath(new URL("../../..", import.meta.url));
const webBuilt = existsSync(`${root}apps/web/dist/index.html`);
const pgUrl = process.env.TEST_DATABASE_URL;

beforeAll(() => {
  if (existsSync(`${root}apps/server/dist/main.js`)) return;
  const built = spawnSync(process.execPath, ["build.mjs"], { cwd: `${root}apps/server`, stdio: "inherit" });
  if (built.status !== 0) throw new Error("server build failed");
}, 120_000);

// Three benches at a time (each starts its own server); a bench cut short by a timeout is killed with its
// whole process group (its servers too), so nothing is left running.
const running = new Set<number>();
let slots = 3;
const waiting: Array<() => void> = [];
afterAll(() => {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
});

async function bench(script: string, args: string[], env: Record<string, string> = {}) {
  if (slots === 0) await new Promise<void>((resolve) => waiting.push(resolve));
  else slots--;
  try {
    return await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [`bench/${script}`, ...args], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      if (child.pid) running.add(child.pid);
      let out = "";
      child.stdout.on("data", (c) => {
        out += c;
      });
      child.stderr.on("data", (c) => {
        out += c;
      });
      child.on("exit", (code) => {
        if (child.pid) running.delete(child.pid);
        resolve({ code, out });
      });
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slots++;
  }
}

const pgServer = pgUrl ? new URL("/", pgUrl).href : undefined;

describe.concurrent("benches run (smoke, tiny parameters)", { timeout: 300_000 }, () => {
  it("answer saves: 3 students, one round, no failed or lost save", async () => {
    const { code, out } = await bench("answer-saves.mjs", [
      "--students",
      "3",
      "--rounds",
      "1",
      "--backend",
      "pglite",
    ]);
    expect(out).toMatch(/^PGlite\s+3\s+45\s+[\d.]+\s+\d+\s+\d+\s+\d+ %.*\s0\s+0$/m);
    expect(code).toBe(0);
  });

  it("start storm: 3 students, a second of saving, then kill -9 and every acknowledged save is there", async () => {
    const { code, out } = await bench(
      "start-storm.mjs",
      [
        ...["--students", "3", "--spread", "0.5", "--save-seconds", "1", "--save-every", "200"],
        ...["--backend", pgServer ? "both" : "pglite", "--kill"],
      ],
      pgServer ? { PG_BENCH_URL: pgServer } : {},
    );
    expect(out).toMatch(/^PGlite\s+3\s+\d+\s+\d+\s+\d+\s+0\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+0\s+0\s+restart/m);
    expect(code).toBe(0);
  });

  it.skipIf(!webBuilt)("login latency: two logins", async () => {
    const { code, out } = await bench("login-latency.mjs", ["2"]);
    expect(out).toMatch(/sequential login: median [\d.]+ ms/);
    expect(code).toBe(0);
  });

  it.skipIf(!pgServer)("forum: a small forum on PostgreSQL", async () => {
    const { out } = await bench("forum.mjs", ["--questions", "50", "--answers", "100", "--calls", "2"], {
      PG_BENCH_URL: pgServer ?? "",
    });
    expect(out).toMatch(/p95/); // its 50 ms target is for the full bench, not this smoke run
  });

  it.skipIf(!webBuilt)("public reads against bare Fastify", async () => {
    const { code, out } = await bench("public-reads.mjs", ["--seconds", "1", "--connections", "2"]);
    expect(out).toMatch(/bare Fastify hello\s+\d+ req\/s/);
    expect(code).toBe(0);
  });

  it.skipIf(!webBuilt)("cold start", async () => {
    const { code, out } = await bench("cold-start.mjs", ["1"]);
    expect(out).toMatch(/existing DATA_DIR: median \d+ ms/);
    expect(code).toBe(0);
  });

  it.skipIf(!webBuilt)("home and blog page weight", async () => {
    const home = await bench("home-weight.mjs", []);
    expect(home.out).toMatch(/home page 390px: \d+ scripts/);
    const blog = await bench("blog-weight.mjs", []);
    expect(blog.code).toBe(0);
  });
});
