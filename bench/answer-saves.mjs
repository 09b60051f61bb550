// Answer saves under load (issue #6): N students (default 500) take the same 15-question mock test at
// once against the built server, each a sequential client like a browser: round 1 answers every question,
// round 2 changes some answers and marks some for review (30 saves each, 15,000 in all), with no pause
// between saves. Each student has its own keep-alive connection, opened before measuring (fewer with
// --sockets: then time waiting for a free connection counts). Reports saves/s, latency (from issuing a
// save to the end of its reply), non-200 replies, and answers lost: every attempt is resumed afterwards
// and each stored answer must be the last one the server acknowledged (same seq, options and mark).
// Runs once on the embedded PGlite (temporary DATA_DIR) and once on PostgreSQL (a throwaway database on
// PG_BENCH_URL, default postgres://postgres@127.0.0.1:5432/, dropped at the end).
// Set-up (signup, login, trial subscription, start) is not measured; it is slow because of argon2.
// Usage: npm run build && node bench/answer-saves.mjs [--students 500] [--backend pglite|pg|both]
//        [--sockets N (default: one per student)] [--rounds 2]
import { randomBytes } from "node:crypto";
import { existsSync, fsyncSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  call,
  must,
  mustPatiently,
  PG_URL,
  pool,
  serverRequire,
  signUpStudents,
  verifyAnswers,
} from "./client.mjs";
import { startServer } from "./support.mjs";

const { values: opts } = parseArgs({
  options: {
    students: { type: "string", default: "500" },
    backend: { type: "string", default: "both" },
    sockets: { type: "string" }, // default: one per student, like browsers
    rounds: { type: "string", default: "2" },
  },
});
const STUDENTS = Number(opts.students);
const SOCKETS = Math.min(Number(opts.sockets ?? STUDENTS), STUDENTS);
const ROUNDS = Math.max(1, Number(opts.rounds));
const BACKENDS = opts.backend === "both" ? ["pglite", "pg"] : [opts.backend];
if (!(STUDENTS > 0) || !(SOCKETS > 0) || BACKENDS.some((b) => b !== "pglite" && b !== "pg")) {
  console.error("usage: node bench/answer-saves.mjs [--students N] [--backend pglite|pg|both] [--sockets N]");
  process.exit(2);
}
const SERVER_MAIN = "apps/server/dist/main.js";
if (!existsSync(SERVER_MAIN)) {
  console.error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const SETUP_CONCURRENCY = 8; // the server hashes at most 4 passwords at once anyway

// ---------------------------------------------------------------- students

async function setUp(agent, base) {
  const t0 = performance.now();
  const { students, examId } = await signUpStudents(agent, base, STUDENTS, {
    concurrency: SETUP_CONCURRENCY,
  });
  await pool(students, SETUP_CONCURRENCY, async (s) => {
    const started = await mustPatiently(
      () => call(agent, base, "POST", `/user_exam/${examId}/start`, { ip: s.ip, token: s.token }),
      `start ${s.i}`,
    );
    s.attemptId = started.attemptId;
    s.questions = started.questions;
  });
  return { students, examId, setupS: (performance.now() - t0) / 1000 };
}

/** Deterministic per-student choices, so a run is repeatable. */
function rng(seed) {
  let x = seed * 2654435761 + 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

function choose(q, rand) {
  const keys = q.options.map((o) => o.key);
  if (keys.length === 0) return [];
  if (q.answer_type === 2) {
    const picked = keys.filter(() => rand() < 0.4);
    return picked.length > 0 ? picked : [keys[Math.floor(rand() * keys.length)]];
  }
  return [keys[Math.floor(rand() * keys.length)]];
}

/** One student answering: ROUNDS passes over the paper, each question saved once per pass. */
async function takeTest(agent, base, s, latencies, problems) {
  const rand = rng(s.i + 1);
  let seq = 0;
  s.sent = new Map(); // questionId -> Map(seq -> body): everything sent
  s.acked = new Map(); // questionId -> highest seq the server acknowledged with 200
  const spent = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of s.questions) {
      const previous = s.sent.get(q.id);
      const last = previous ? [...previous.values()].at(-1) : null;
      let selected = last ? last.selected : choose(q, rand);
      let marked = last ? last.marked : false;
      if (round > 0) {
        const r = rand();
        if (r < 0.4)
          selected = choose(q, rand); // change the answer
        else if (r < 0.5) selected = []; // clear it
        marked = rand() < 0.3; // mark (or unmark) for review
      }
      const time = (spent.get(q.id) ?? 0) + 5_000 + Math.floor(rand() * 40_000);
      spent.set(q.id, time);
      seq += 1;
      const body = { selected, text: "", marked, time_spent_ms: time, seq };
      if (!s.sent.has(q.id)) s.sent.set(q.id, new Map());
      s.sent.get(q.id).set(seq, body);
      let res;
      let ms = 0;
      // Like the test player: a shed save (503/429) is sent again after its Retry-After, and its latency
      // runs from the first try to the acknowledgement.
      for (let tries = 0; ; tries++) {
        res = await call(agent, base, "PUT", `/user_exam/attempts/${s.attemptId}/answers/${q.id}`, {
          ip: s.ip,
          token: s.token,
          body,
        });
        ms += res.ms;
        if ((res.status !== 503 && res.status !== 429) || tries >= 20) break;
        problems.shed++;
        const wait = (res.retryAfterS ?? 1) * 1000;
        await new Promise((r) => setTimeout(r, wait));
        ms += wait;
      }
      latencies.push(ms);
      if (res.status === 200 && res.body?.status === "success") {
        s.acked.set(q.id, seq);
        if (res.body.data?.applied !== true) problems.notApplied++;
      } else {
        problems.failed++;
        const key = `${res.status} ${res.body?.message ?? ""}`.trim();
        problems.errors.set(key, (problems.errors.get(key) ?? 0) + 1);
      }
    }
  }
}

// ---------------------------------------------------------------- the driver's own rate (ceiling)

const RAW_TABLE = `create table raw_answers (
  attempt_id integer not null, question_id integer not null, selected jsonb not null, text text not null,
  marked boolean not null, time_spent_ms integer not null, seq bigint not null, saved_at timestamptz not null,
  primary key (attempt_id, question_id))`;
const RAW_UPSERT = `insert into raw_answers (attempt_id, question_id, selected, text, marked, time_spent_ms, seq, saved_at)
  values ($1, $2, $3::jsonb, $4, $5, $6, $7, now())
  on conflict (attempt_id, question_id) do update set selected = excluded.selected, text = excluded.text,
    marked = excluded.marked, time_spent_ms = excluded.time_spent_ms, seq = excluded.seq, saved_at = excluded.saved_at
  where raw_answers.seq < excluded.seq`;

/**
 * The same saves (students x questions x rounds, each student sequential, all students at once) as bare
 * upserts through the driver, no HTTP and no checks: on PostgreSQL a pg pool of the server's size on the
 * same database, on PGlite an embedded database of its own with the server's durability (every commit
 * fsynced), one statement per commit.
 */
async function rawCeiling(backend, databaseUrl, questionsPerStudent) {
  let query;
  let close;
  let dir;
  if (backend === "pg") {
    const pg = serverRequire("pg");
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, another session's maintenance) must not crash the bench.
    pool.on("error", (err) => console.error(`  raw pool: ${err.message}`));
    query = (text, values) => pool.query(text, values);
    close = () => pool.end();
  } else {
    const { PGlite } = await import(pathToFileURL(serverRequire.resolve("@electric-sql/pglite")).href);
    dir = mkdtempSync(join(tmpdir(), "medhavi-raw-"));
    const db = await PGlite.create(join(dir, "pglite"), {
      startParams: [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "wal_sync_method=fsync"],
    });
    db.Module.NODEFS.stream_ops.fsync = (stream) => {
      if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    };
    query = (text, values) => db.query(text, values);
    close = () => db.close();
  }
  try {
    await query("drop table if exists raw_answers");
    await query(RAW_TABLE);
    let n = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, s) => {
        let seq = 0;
        for (let round = 0; round < ROUNDS; round++)
          for (let q = 0; q < questionsPerStudent; q++) {
            seq++;
            await query(RAW_UPSERT, [s + 1, q + 1, JSON.stringify(["A"]), "", round > 0, 5000 * seq, seq]);
            n++;
          }
      }),
    );
    return n / ((performance.now() - t0) / 1000);
  } finally {
    await close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- one backend

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];

async function runBackend(backend) {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-bench-"));
  const env = { DATA_DIR: dataDir, TRUST_PROXY: "true" };
  let pgAdmin;
  let dbName;
  if (backend === "pg") {
    const pg = serverRequire("pg");
    dbName = `medhavi_bench_${randomBytes(4).toString("hex")}`;
    pgAdmin = new pg.Client({ connectionString: new URL("postgres", PG_URL).href });
    pgAdmin.on("error", (err) => console.error(`  admin connection: ${err.message}`));
    await pgAdmin.connect();
    await pgAdmin.query(`CREATE DATABASE ${dbName}`);
    env.DATABASE_URL = new URL(dbName, PG_URL).href;
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS, maxFreeSockets: SOCKETS });
  let server;
  try {
    console.log(`${backend}: starting the server${dbName ? ` on database ${dbName}` : ""}`);
    server = await startServer(env, { entry: SERVER_MAIN });
    const { students, examId, setupS } = await setUp(agent, server.url);
    const latencies = [];
    const problems = { failed: 0, notApplied: 0, shed: 0, errors: new Map() };
    // Open the whole pool first, like browsers that already hold a connection from loading the test: a
    // burst of new connections on a busy server (PGlite runs on its event loop) waits in the kernel's
    // accept queue for tens of seconds, which would measure connection set-up rather than saves.
    await Promise.all(
      Array.from({ length: SOCKETS }, () => must(call(agent, server.url, "GET", "/health"), "health")),
    );
    const open = Object.values(agent.freeSockets).reduce((n, list) => n + list.length, 0);
    console.log(
      `  measuring: ${STUDENTS} students x ${ROUNDS * students[0].questions.length} saves over ${open} open sockets`,
    );
    const t0 = performance.now();
    await Promise.all(students.map((s) => takeTest(agent, server.url, s, latencies, problems)));
    const wallS = (performance.now() - t0) / 1000;
    const { lost, checked, examples } = await verifyAnswers(agent, server.url, examId, students);
    latencies.sort((a, b) => a - b);
    await server.stop();
    server = undefined;
    console.log("  ceiling: the same saves as bare upserts through the driver");
    const rawPerS = await rawCeiling(backend, env.DATABASE_URL, students[0].questions.length);
    for (const [key, n] of problems.errors) console.log(`  ${n} x ${key}`);
    if (problems.shed) console.log(`  ${problems.shed} saves shed (503) and sent again after Retry-After`);
    if (problems.notApplied) console.log(`  ${problems.notApplied} saves acknowledged with applied=false`);
    for (const e of examples) console.log(`  lost: ${JSON.stringify(e)}`);
    return {
      backend: backend === "pg" ? "PostgreSQL" : "PGlite",
      students: STUDENTS,
      saves: latencies.length,
      wallS,
      perS: latencies.length / wallS,
      rawPerS,
      p50: pct(latencies, 50),
      p95: pct(latencies, 95),
      p99: pct(latencies, 99),
      max: latencies.at(-1),
      failed: problems.failed,
      lost,
      checked,
      setupS,
    };
  } finally {
    agent.destroy();
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (pgAdmin) {
      await pgAdmin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await pgAdmin.end();
    }
  }
}

// ---------------------------------------------------------------- main

const rows = [];
for (const backend of BACKENDS) rows.push(await runBackend(backend));

const header = [
  "backend",
  "students",
  "saves",
  "wall s",
  "saves/s",
  "raw/s",
  "ratio",
  "p50 ms",
  "p95 ms",
  "p99 ms",
  "max ms",
  "failed",
  "lost",
];
const table = rows.map((r) => [
  r.backend,
  String(r.students),
  String(r.saves),
  r.wallS.toFixed(1),
  r.perS.toFixed(0),
  r.rawPerS.toFixed(0),
  `${((100 * r.perS) / r.rawPerS).toFixed(0)} %`,
  r.p50.toFixed(1),
  r.p95.toFixed(1),
  r.p99.toFixed(1),
  r.max.toFixed(0),
  String(r.failed),
  String(r.lost),
]);
const widths = header.map((h, c) => Math.max(h.length, ...table.map((row) => row[c].length)));
const line = (cells) =>
  cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
console.log();
console.log(
  `answer saves: ${STUDENTS} concurrent students, ${ROUNDS} rounds over the paper, ` +
    (SOCKETS === STUDENTS
      ? `one keep-alive connection per student, opened before measuring`
      : `${SOCKETS} keep-alive connections shared by the students, opened before measuring (latency includes waiting for one)`),
);
console.log(line(header));
for (const row of table) console.log(line(row));
for (const r of rows)
  console.log(
    `${r.backend}: set-up (not measured) ${r.setupS.toFixed(0)} s; lost = stored answers that differ from ` +
      `the last acknowledged save, of ${r.checked} checked`,
  );
if (rows.some((r) => r.lost > 0 || r.failed > 0)) process.exitCode = 1;
