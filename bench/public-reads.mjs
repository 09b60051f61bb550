// Public reads against a bare Fastify "hello world" in the same run (issue #13): the course list
// (`GET /api/user_exam/get_all_courses`, served from memory with an ETag) from the built server, and
// the same client load on a one-route Fastify app in its own process. Reports req/s, p50/p99 and the
// ratio. Each target gets CONNECTIONS keep-alive connections for SECONDS seconds after a warm-up.
// Usage: npm run build && node bench/public-reads.mjs [--seconds 5] [--connections 20]
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startHello, startServer } from "./support.mjs";

const { values: opts } = parseArgs({
  options: { seconds: { type: "string", default: "5" }, connections: { type: "string", default: "20" } },
});
const SECONDS = Number(opts.seconds);
const CONNECTIONS = Number(opts.connections);

/** Drives `url` with CONNECTIONS sequential clients for `seconds`; returns req/s and latencies. */
async function load(url, seconds, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== 200 && res.statusCode !== 304) errors++;
            latencies.push(performance.now() - t0);
            resolve();
          });
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((latencies.length * p) / 100) - 1)] ?? 0;
  return { perS: latencies.length / wall, p50: pct(50), p99: pct(99), errors };
}

const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
const server = await startServer(
  { DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  { entry: "apps/server/dist/main.js" },
);
const hello = await startHello();
try {
  const courses = `${server.url}/api/user_exam/get_all_courses`;
  const etag = await new Promise((resolve) =>
    http.get(courses, (res) => {
      res.resume();
      resolve(res.headers.etag ?? '"none"');
    }),
  );
  await load(courses, 1); // warm-up
  await load(hello.url, 1);
  const rows = [
    ["bare Fastify hello", await load(hello.url, SECONDS)],
    ["course list (200, full body)", await load(courses, SECONDS)],
    ["course list (200, gzip, as browsers ask)", await load(courses, SECONDS, { "accept-encoding": "gzip" })],
    ["course list (304, If-None-Match)", await load(courses, SECONDS, { "if-none-match": etag })],
  ];
  const ceiling = rows[0][1].perS;
  console.log(`public reads: ${CONNECTIONS} keep-alive connections, ${SECONDS} s each, one after another`);
  for (const [name, r] of rows)
    console.log(
      `${name.padEnd(40)} ${r.perS.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ` +
        `errors ${r.errors}  ratio ${((100 * r.perS) / ceiling).toFixed(0)} %`,
    );
} finally {
  await hello.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
