// Cold start of `npm start` (build already present) until /api/health answers:
// on a fresh DATA_DIR (initdb + migrations + seed + admin hash) and on an existing one; its ceiling, a
// one-route Fastify app's process started in turn until it answers.
// Usage: npm run build && node bench/cold-start.mjs [runs=3]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, startHello, startServer } from "./support.mjs";

const runs = Number(process.argv[2] ?? 3);
const fresh = [];
const existing = [];
const hello = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
  try {
    const a = await startServer({ DATA_DIR: dataDir });
    fresh.push(a.readyMs);
    await a.stop();
    const b = await startServer({ DATA_DIR: dataDir });
    existing.push(b.readyMs);
    await b.stop();
    const h = await startHello();
    hello.push(h.readyMs);
    await h.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (xs) => `median ${Math.round(median(xs))} ms (runs: ${xs.map(Math.round).join(", ")})`;
console.log(`cold start, fresh DATA_DIR:    ${fmt(fresh)}`);
console.log(`cold start, existing DATA_DIR: ${fmt(existing)}`);
console.log(`cold start, bare Fastify hello: ${fmt(hello)}`);
