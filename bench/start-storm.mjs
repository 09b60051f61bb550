// Start storm (issue #13): N students (default 1,000), signed in beforehand (not measured), press Start on
// the same test within SPREAD seconds (default 10, each at a random moment), then every one of them keeps
// saving answers, one every SAVE_EVERY ms or so, for SAVE_SECONDS (default 60). Clients behave like the test
// player: a 503 (load shed) or 429 is retried after its Retry-After, a lost connection after a back-off,
// and only then does a reply count as an error. Reports Start latency (press to questions on screen, retries
// included), the median reply's size on the wire (compressed, as a browser takes it), how many requests
// were shed, saves/s and their latency, and lost answers: afterwards every attempt is resumed and each
// stored answer must be the last one the server acknowledged.
// --kill: in the middle of the saving minute the server is killed with SIGKILL and started again on the same
// data (PGlite directory or PostgreSQL database); the students keep going against the new process, and
// the lost-answer check then proves that no acknowledged save was lost.
// Usage: npm run build && node bench/start-storm.mjs [--students 1000] [--spread 10] [--save-seconds 60]
//        [--save-every 5000] [--backend pglite|pg|both] [--kill]
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { call, must, percentile, signUpStudents, throwawayDatabase, verifyAnswers } from "./client.mjs";
import { startServer } from "./support.mjs";

const { values: opts } = parseArgs({
  options: {
    students: { type: "string", default: "1000" },
    spread: { type: "string", default: "10" },
    "save-seconds": { type: "string", default: "60" },
    "save-every": { type: "string", default: "5000" },
    backend: { type: "string", default: "both" },
    kill: { type: "boolean", default: false },
  },
});
const STUDENTS = Number(opts.students);
const SPREAD_MS = Number(opts.spread) * 1000;
const SAVE_MS = Number(opts["save-seconds"]) * 1000;
const SAVE_EVERY_MS = Number(opts["save-every"]);
const BACKENDS = opts.backend === "both" ? ["pglite", "pg"] : [opts.backend];
if (
  !(STUDENTS > 0) ||
  !(SPREAD_MS >= 0) ||
  !(SAVE_MS >= 0) ||
  !(SAVE_EVERY_MS > 0) ||
  BACKENDS.some((b) => b !== "pglite" && b !== "pg")
) {
  console.error(
    "usage: node bench/start-storm.mjs [--students N] [--spread S] [--save-seconds S] [--save-every MS] [--backend pglite|pg|both] [--kill]",
  );
  process.exit(2);
}
const SERVER_MAIN = "apps/server/dist/main.js";
// A request still failing after this long (server gone and not back) counts as an error.
const GIVE_UP_MS = 60_000;
const BACK_OFF_MS = [250, 500, 1_000, 2_000, 4_000];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One request as the test player makes it: retried while the server sheds load (503/429: after its
 * Retry-After) or cannot be reached (status 0, 502-504: back-off). `target.url` may change (a restart).
 * Resolves with the final reply, the time from the first try, and how many tries were shed.
 */
async function patiently(agent, target, method, path, options, stats) {
  const t0 = performance.now();
  for (let attempt = 0; ; attempt++) {
    const res = await call(agent, target.url, method, path, options);
    const shed = res.status === 503 || res.status === 429;
    const unreachable = res.status === 0 || res.status === 502 || res.status === 504;
    if ((!shed && !unreachable) || performance.now() - t0 > GIVE_UP_MS)
      return { ...res, ms: performance.now() - t0 };
    if (shed) stats.shed++;
    else stats.unreachable++;
    const wait =
      shed && res.retryAfterS !== null ? res.retryAfterS * 1000 : BACK_OFF_MS[Math.min(attempt, 4)];
    await sleep(wait);
  }
}

function noteError(stats, res) {
  stats.errors++;
  const key = `${res.status} ${res.body?.message ?? ""}`.trim();
  stats.kinds.set(key, (stats.kinds.get(key) ?? 0) + 1);
}

/** A student pressing Start at `at` ms into the storm. */
async function pressStart(agent, target, examId, s, at, t0, stats) {
  await sleep(Math.max(0, t0 + at - performance.now()));
  const res = await patiently(
    agent,
    target,
    "POST",
    `/user_exam/${examId}/start`,
    { ip: s.ip, token: s.token },
    stats,
  );
  stats.startMs.push(res.ms);
  if (res.status === 200) stats.startBytes.push(res.bytes);
  if (res.status !== 200 || res.body?.status !== "success") return noteError(stats, res);
  s.attemptId = res.body.data.attemptId;
  s.questions = res.body.data.questions;
}

/** Saves until `until`: the next question's answer every SAVE_EVERY ms (jittered), seq rising. */
async function keepSaving(agent, target, s, until, stats) {
  if (!s.attemptId) return;
  s.sent = new Map(); // questionId -> Map(seq -> body)
  s.acked = new Map(); // questionId -> highest acknowledged seq
  let seq = 0;
  await sleep(Math.random() * SAVE_EVERY_MS);
  while (performance.now() < until) {
    const q = s.questions[seq % s.questions.length];
    seq++;
    const keys = q.options.map((o) => o.key);
    const body = {
      selected: keys.length ? [keys[(s.i + seq) % keys.length]] : [],
      text: "",
      marked: seq % 3 === 0,
      time_spent_ms: 1000 * seq,
      seq,
    };
    if (!s.sent.has(q.id)) s.sent.set(q.id, new Map());
    s.sent.get(q.id).set(seq, body);
    const res = await patiently(
      agent,
      target,
      "PUT",
      `/user_exam/attempts/${s.attemptId}/answers/${q.id}`,
      { ip: s.ip, token: s.token, body },
      stats,
    );
    stats.saveMs.push(res.ms);
    if (res.status === 200 && res.body?.status === "success") s.acked.set(q.id, seq);
    else noteError(stats, res);
    await sleep(SAVE_EVERY_MS * (0.5 + Math.random()));
  }
}

async function runBackend(backend) {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-storm-"));
  const env = { DATA_DIR: dataDir, TRUST_PROXY: "true" };
  const database = backend === "pg" ? await throwawayDatabase() : undefined;
  if (database) env.DATABASE_URL = database.url;
  // One connection per student, as browsers that have the test's instructions page open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: STUDENTS, maxFreeSockets: STUDENTS });
  let server;
  try {
    console.log(`${backend}: starting the server${database ? ` on database ${database.name}` : ""}`);
    server = await startServer(env, { entry: SERVER_MAIN });
    const target = { url: server.url };
    const { students, examId, setupS } = await signUpStudents(agent, target.url, STUDENTS);
    // Open every student's connection first (they loaded the instructions page), so the storm measures Start.
    await Promise.all(students.map(() => must(call(agent, target.url, "GET", "/health"), "health")));
    // Those N connections at once stall the server's event loop for 0.5-1 s; let the load shedding's
    // samples of that burst pass (the default sample is 500 ms), or the first Starts are shed for it.
    await sleep(2000);
    const stats = {
      startMs: [],
      startBytes: [],
      saveMs: [],
      shed: 0,
      unreachable: 0,
      errors: 0,
      kinds: new Map(),
    };
    console.log(`  storm: ${STUDENTS} students press Start within ${SPREAD_MS / 1000} s`);
    const t0 = performance.now();
    await Promise.all(
      students.map((s) => pressStart(agent, target, examId, s, Math.random() * SPREAD_MS, t0, stats)),
    );
    const stormS = (performance.now() - t0) / 1000;
    const startStats = { ...stats, startMs: [...stats.startMs].sort((a, b) => a - b) };
    const startErrors = stats.errors;
    const startShed = stats.shed;

    console.log(
      `  saving: every ~${SAVE_EVERY_MS} ms for ${SAVE_MS / 1000} s${opts.kill ? ", kill -9 halfway" : ""}`,
    );
    const s0 = performance.now();
    const until = s0 + SAVE_MS;
    let restartMs = null;
    const killer = opts.kill
      ? (async () => {
          await sleep(SAVE_MS / 2);
          const k0 = performance.now();
          await server.kill();
          server = await startServer(env, { entry: SERVER_MAIN });
          target.url = server.url;
          restartMs = performance.now() - k0;
          console.log(`  killed with SIGKILL and restarted in ${(restartMs / 1000).toFixed(1)} s`);
        })()
      : Promise.resolve();
    await Promise.all([killer, ...students.map((s) => keepSaving(agent, target, s, until, stats))]);
    const saveS = (performance.now() - s0) / 1000;
    const { lost, checked, examples } = await verifyAnswers(agent, target.url, examId, students);
    for (const [key, n] of stats.kinds) console.log(`  ${n} x ${key}`);
    for (const e of examples) console.log(`  lost: ${JSON.stringify(e)}`);
    const saves = [...stats.saveMs].sort((a, b) => a - b);
    return {
      backend: backend === "pg" ? "PostgreSQL" : "PGlite",
      students: STUDENTS,
      stormS,
      startP50: percentile(startStats.startMs, 50),
      startP99: percentile(startStats.startMs, 99),
      startMax: startStats.startMs.at(-1) ?? 0,
      startKb:
        percentile(
          [...stats.startBytes].sort((a, b) => a - b),
          50,
        ) / 1024,
      startErrors,
      startShed,
      saves: saves.length,
      savesPerS: saves.length / saveS,
      saveP50: percentile(saves, 50),
      saveP99: percentile(saves, 99),
      saveErrors: stats.errors - startErrors,
      saveShed: stats.shed - startShed,
      lost,
      checked,
      restartMs,
      setupS,
    };
  } finally {
    agent.destroy();
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database) await database.drop();
  }
}

const rows = [];
for (const backend of BACKENDS) rows.push(await runBackend(backend));

const header = [
  "backend",
  "students",
  "start p50 ms",
  "start p99 ms",
  "start max ms",
  "start KiB",
  "start errors",
  "shed",
  "saves",
  "saves/s",
  "save p50 ms",
  "save p99 ms",
  "save errors",
  "lost",
  "kill -9",
];
const table = rows.map((r) => [
  r.backend,
  String(r.students),
  r.startP50.toFixed(0),
  r.startP99.toFixed(0),
  r.startMax.toFixed(0),
  r.startKb.toFixed(1),
  String(r.startErrors),
  String(r.startShed + r.saveShed),
  String(r.saves),
  r.savesPerS.toFixed(0),
  r.saveP50.toFixed(0),
  r.saveP99.toFixed(0),
  String(r.saveErrors),
  String(r.lost),
  r.restartMs === null ? "no" : `restart ${(r.restartMs / 1000).toFixed(1)} s`,
]);
const widths = header.map((h, c) => Math.max(h.length, ...table.map((row) => row[c].length)));
const line = (cells) =>
  cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
console.log();
console.log(
  `start storm: ${STUDENTS} students press Start within ${SPREAD_MS / 1000} s, then save every ~${SAVE_EVERY_MS} ms for ${SAVE_MS / 1000} s`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
for (const r of rows)
  console.log(
    `${r.backend}: set-up (not measured) ${r.setupS.toFixed(0)} s; all starts done in ${r.stormS.toFixed(1)} s; ` +
      `lost = stored answers that differ from the last acknowledged save, of ${r.checked} checked`,
  );
if (rows.some((r) => r.lost > 0 || r.startErrors > 0 || r.saveErrors > 0)) process.exitCode = 1;
