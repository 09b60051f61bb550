// Forum list and search (issue #20): with 50,000 doubts and 200,000 answers seeded, every list call
// (each filter, each sort, deep pages, full-text search) must answer under 50 ms at p95. Runs the built
// server on a throwaway PostgreSQL database (PG_BENCH_URL, default postgres://postgres@127.0.0.1:5432/,
// dropped at the end), seeds the forum straight into its tables (the counters filled as the app keeps
// them), then calls POST /api/fetchque as a subscribed student, sequentially (one browser), and reports
// p50/p95/max per scenario, end to end (HTTP, auth, query, JSON). With --explain it also prints the
// plans of the database queries (index use, no sequential scans).
// Usage: npm run build && node bench/forum.mjs [--questions 50000] [--answers 200000] [--calls 100] [--explain]
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { proofHeader, startServer } from "./support.mjs";

const { values: opts } = parseArgs({
  options: {
    questions: { type: "string", default: "50000" },
    answers: { type: "string", default: "200000" },
    calls: { type: "string", default: "100" },
    explain: { type: "boolean", default: false },
  },
});
const QUESTIONS = Number(opts.questions);
const ANSWERS = Number(opts.answers);
const CALLS = Number(opts.calls);
const SERVER_MAIN = "apps/server/dist/main.js";
if (!existsSync(SERVER_MAIN)) {
  console.error(`${SERVER_MAIN} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const PG_URL = process.env.PG_BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/";
const COURSE = "JEE Main Complete Course";
const SUBJECTS = ["Physics", "Chemistry", "Mathematics", "Biology", "English", "Reasoning", "General"];
const WORDS = (
  "projectile range velocity acceleration friction torque momentum energy work power circuit resistance " +
  "capacitor inductor magnetic field flux induction lens mirror refraction diffraction interference wave " +
  "oscillation pendulum spring gravitation orbit satellite thermodynamics entropy enthalpy equilibrium " +
  "reaction mole molarity titration oxidation reduction electrochemistry cell isomer alkane alkene benzene " +
  "aldehyde ketone acid base buffer hybridisation bond orbital periodic ionisation integration derivative " +
  "limit continuity matrix determinant vector probability permutation combination sequence series parabola " +
  "ellipse hyperbola circle triangle trigonometry logarithm complex quadratic polynomial binomial cell " +
  "genetics mitosis meiosis enzyme photosynthesis respiration osmosis membrane ecology evolution hormone"
).split(" ");
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(" ");

async function api(base, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(path === "/signup" ? await proofHeader(base) : {}),
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Inserts rows in batches of multi-row VALUES. */
async function insertMany(client, table, columns, rows, batch = 1000) {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const params = [];
    const values = chunk.map((row) => {
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(",")})`;
    });
    await client.query(`INSERT INTO ${table} (${columns.join(",")}) VALUES ${values.join(",")}`, params);
  }
}

async function seedForum(client) {
  const t0 = performance.now();
  const { rows: courseRows } = await client.query("SELECT id, name FROM courses");
  const courseIds = courseRows.map((r) => r.id);
  const jee = courseRows.find((r) => r.name === COURSE).id;
  // 300 students and 5 teachers write the forum.
  const people = Array.from({ length: 305 }, (_, n) => [
    n < 300 ? "student" : "admin",
    `forum.bench.${n}.${randomBytes(3).toString("hex")}@example.in`,
    "not-a-hash",
    `Writer${n}`,
    "Bench",
  ]);
  await insertMany(client, "users", ["role", "email", "password_hash", "first_name", "last_name"], people);
  const { rows: userRows } = await client.query(
    "SELECT id, role FROM users WHERE email LIKE 'forum.bench.%' ORDER BY id",
  );
  const students = userRows.filter((u) => u.role === "student").map((u) => u.id);
  const teachers = userRows.filter((u) => u.role === "admin").map((u) => u.id);
  const start = Date.now() - 365 * 86_400_000;
  const questions = Array.from({ length: QUESTIONS }, (_, n) => {
    const title = `${sentence(7)} ${n}?`;
    const text = `${sentence(30)} $x^2 + ${n % 97}$`;
    // A third of the doubts sit in JEE Main, the rest across the tree.
    const course = n % 3 === 0 ? jee : pick(courseIds);
    return [
      pick(students),
      course,
      pick(SUBJECTS),
      pick(["", "Kinematics", "Organic", "Calculus"]),
      title,
      `<p>${text}</p>`,
      text,
      new Date(start + (n * 365 * 86_400_000) / QUESTIONS).toISOString(),
    ];
  });
  await insertMany(
    client,
    "forum_questions",
    ["user_id", "course_id", "subject", "topic", "title", "body", "body_text", "created_at"],
    questions,
  );
  const { rows: qRange } = await client.query("SELECT min(id) AS lo, max(id) AS hi FROM forum_questions");
  const lo = Number(qRange[0].lo);
  const hi = Number(qRange[0].hi);
  // Answers fall on 80 % of the doubts (a fifth stay unanswered); one in six is a teacher's.
  const answers = Array.from({ length: ANSWERS }, () => {
    const staff = Math.random() < 1 / 6;
    const q = lo + Math.floor(Math.random() * (hi - lo + 1) * 0.8);
    return [
      q,
      staff ? pick(teachers) : pick(students),
      staff,
      `<p>${sentence(25)}</p>`,
      Math.floor(Math.random() * 5),
    ];
  });
  await insertMany(
    client,
    "forum_answers",
    ["question_id", "user_id", "by_staff", "body", "votes"],
    answers,
    2000,
  );
  // The counters, as postAnswer and vote keep them.
  await client.query(`
    UPDATE forum_questions q SET answer_count = a.n, teacher_answered = a.teacher, last_activity_at = now()
    FROM (SELECT question_id, count(*)::int AS n, bool_or(by_staff) AS teacher FROM forum_answers GROUP BY question_id) a
    WHERE a.question_id = q.id`);
  await client.query("UPDATE forum_questions SET votes = floor(random() * 30)::int");
  // What autovacuum would have done by now: statistics and the visibility map.
  await client.query("VACUUM ANALYZE");
  return { seconds: (performance.now() - t0) / 1000, students, jee };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];

const SCENARIOS = [
  ["newest, page 1", {}],
  ["newest, page 500", { page: 500 }],
  ["most votes", { sort: "votes" }],
  ["unanswered first", { sort: "unanswered" }],
  ["subject", { subject: "Chemistry" }],
  ["my course", { my_course: true }],
  ["unanswered", { unanswered: true }],
  ["answered by a teacher", { teacher_answered: true }],
  ["mine", { mine: true }],
  ["search, common word", { q: "velocity" }],
  ["search, two words", { q: "projectile range" }],
  ["search, rare word", { q: "hyperbola enzyme" }],
  ["search + subject + votes", { q: "momentum", subject: "Physics", sort: "votes" }],
  ["my course + unanswered first", { my_course: true, sort: "unanswered" }],
];

async function main() {
  const pg = createRequire(new URL("../apps/server/package.json", import.meta.url))("pg");
  const dbName = `medhavi_forum_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: new URL("postgres", PG_URL).href });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-forum-bench-"));
  const dbUrl = new URL(dbName, PG_URL).href;
  let server;
  let client;
  try {
    console.log(`PostgreSQL: starting the server on database ${dbName}`);
    server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: dbUrl, TRUST_PROXY: "true" },
      { entry: SERVER_MAIN },
    );
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    console.log(`seeding ${QUESTIONS} doubts and ${ANSWERS} answers…`);
    const seeded = await seedForum(client);
    console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);

    // The caller: a subscribed student who also asked one of the doubts ("mine").
    const email = `forum.reader.${randomBytes(3).toString("hex")}@example.in`;
    await api(server.url, "/signup", {
      firstName: "Bench",
      lastName: "Reader",
      mobileNumber: "9876543210",
      email,
      password: "bench-pass-1",
      confirm_password: "bench-pass-1",
    });
    const { token, userid } = await api(server.url, "/login", { email, password: "bench-pass-1" });
    await api(
      server.url,
      "/user_study_materials/subscribe",
      { course_id: seeded.jee, subscription: "Free", subscription_start: 0, subscription_end: 0 },
      token,
    );
    await client.query(
      "UPDATE forum_questions SET user_id = $1 WHERE id IN (SELECT id FROM forum_questions ORDER BY random() LIMIT 40)",
      [userid],
    );

    const all = [];
    const rows = [];
    for (const [name, filters] of SCENARIOS) {
      await api(server.url, "/fetchque", filters, token); // warm
      const times = [];
      let total = 0;
      for (let i = 0; i < CALLS; i += 1) {
        const t = performance.now();
        const data = await api(server.url, "/fetchque", filters, token);
        times.push(performance.now() - t);
        total = data.more ? `>${data.total}` : data.total;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      rows.push({
        scenario: name,
        matches: total,
        p50: pct(times, 50),
        p95: pct(times, 95),
        max: times.at(-1),
      });
    }
    all.sort((a, b) => a - b);
    console.log(
      `\nPOST /api/fetchque, ${CALLS} sequential calls per scenario, ${QUESTIONS} doubts, ${ANSWERS} answers:`,
    );
    console.log("scenario                        matches    p50 ms   p95 ms   max ms");
    for (const r of rows) {
      console.log(
        `${r.scenario.padEnd(30)} ${String(r.matches).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p95
          .toFixed(1)
          .padStart(8)} ${r.max.toFixed(1).padStart(8)}`,
      );
    }
    const worst = Math.max(...rows.map((r) => r.p95));
    console.log(
      `\nall calls: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms; worst scenario p95 ${worst.toFixed(1)} ms`,
    );
    console.log(
      worst < 50 ? "PASS: every scenario under 50 ms at p95" : "FAIL: a scenario is at or over 50 ms at p95",
    );

    if (opts.explain) {
      for (const [label, where, order] of [
        ["newest", "NOT hidden", "id DESC"],
        ["unanswered first", "NOT hidden", "(answer_count > 0), id DESC"],
        ["search", "NOT hidden AND search @@ websearch_to_tsquery('english', 'velocity')", "id DESC"],
        [
          "search + subject + votes",
          "NOT hidden AND subject = 'Physics' AND search @@ websearch_to_tsquery('english', 'momentum')",
          "votes DESC, id DESC",
        ],
        [
          "capped count of a search",
          "NOT hidden AND search @@ websearch_to_tsquery('english', 'velocity')",
          null,
        ],
      ]) {
        const plan = await client.query(
          order
            ? `EXPLAIN ANALYZE SELECT id FROM forum_questions WHERE ${where} ORDER BY ${order} LIMIT 20`
            : `EXPLAIN ANALYZE SELECT count(*) FROM (SELECT 1 FROM forum_questions WHERE ${where} LIMIT 1001) c`,
        );
        console.log(`\n${label}:\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
      }
    }
    process.exitCode = worst < 50 ? 0 : 1;
  } finally {
    await client?.end();
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
