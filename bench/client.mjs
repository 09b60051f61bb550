// What the answer-saves and start-storm benches share: a JSON client on a keep-alive agent, a small
// concurrency pool, students signed up and subscribed (set-up, not measured), and a throwaway PostgreSQL
// database.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { proofHeader } from "./support.mjs";

export const serverRequire = createRequire(new URL("../apps/server/package.json", import.meta.url));
export const PG_URL = process.env.PG_BENCH_URL ?? "postgres://postgres@127.0.0.1:5432/";
export const COURSE = "JEE Main Complete Course";
export const EXAM = `${COURSE}: Full Mock Test 1`;
export const PASSWORD = "bench-pass-1";

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * One JSON call, taking compressed replies as a browser does; resolves {status, body, ms, retryAfterS,
 * bytes} (ms from issuing the call to the end of the reply; bytes as they came over the wire).
 */
export function call(agent, base, method, path, { body, token, ip, headers: extra } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { accept: "application/json", "accept-encoding": "br, gzip" };
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = Buffer.byteLength(payload);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers["x-forwarded-for"] = ip;
  Object.assign(headers, extra);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}/api${path}`, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const ms = performance.now() - t0;
        const wire = Buffer.concat(chunks);
        let parsed = null;
        try {
          const decode = DECODE[res.headers["content-encoding"]];
          parsed = JSON.parse((decode ? decode(wire) : wire).toString("utf8"));
        } catch {}
        const retryAfter = Number(res.headers["retry-after"]);
        resolve({
          status: res.statusCode,
          body: parsed,
          ms,
          retryAfterS: Number.isFinite(retryAfter) ? retryAfter : null,
          bytes: wire.length,
        });
      });
      res.on("error", (err) =>
        resolve({ status: 0, body: { message: err.message }, ms: performance.now() - t0, retryAfterS: null }),
      );
    });
    req.on("error", (err) =>
      resolve({ status: 0, body: { message: err.message }, ms: performance.now() - t0, retryAfterS: null }),
    );
    req.end(payload);
  });
}

export async function must(promise, what) {
  const res = await promise;
  if (res.status !== 200 || res.body?.status !== "success")
    throw new Error(`${what}: HTTP ${res.status} ${res.body?.message ?? ""}`);
  return res.body.data;
}

/**
 * `must` for set-up calls, retried like the test player while the server sheds load (503/429 with
 * Retry-After): set-up is not measured, and a loaded machine sheds some of it.
 */
export async function mustPatiently(request, what) {
  for (let tries = 0; ; tries++) {
    const res = await request();
    if ((res.status !== 503 && res.status !== 429) || tries >= 30) return must(Promise.resolve(res), what);
    await new Promise((r) => setTimeout(r, (res.retryAfterS ?? 1) * 1000));
  }
}

export async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A distinct client address per student (the server trusts X-Forwarded-For in the benches). */
export const addressOf = (i) => `10.${66 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Signs up, logs in and subscribes N students to the bench course (argon2 makes this slow; not measured);
 * resolves with the students ({i, ip, email, token}) and the id of the bench exam.
 */
export async function signUpStudents(agent, base, n, { concurrency = 8, progress = true } = {}) {
  const courses = await must(call(agent, base, "GET", "/user_exam/get_all_courses"), "courses");
  const course = courses.find((c) => c.name === COURSE);
  if (!course) throw new Error(`no course named ${COURSE}`);
  const students = Array.from({ length: n }, (_, i) => ({ i, ip: addressOf(i) }));
  let examId;
  let done = 0;
  const t0 = performance.now();
  await pool(students, concurrency, async (s) => {
    const { ip } = s;
    const email = `bench${s.i}@example.in`;
    s.email = email;
    await mustPatiently(
      async () =>
        call(agent, base, "POST", "/signup", {
          ip,
          headers: await proofHeader(base),
          body: {
            firstName: "Bench",
            lastName: `Student ${s.i}`,
            mobileNumber: `9${String(100_000_000 + s.i).padStart(9, "0")}`,
            email,
            password: PASSWORD,
            confirm_password: PASSWORD,
          },
        }),
      `signup ${s.i}`,
    );
    const { token } = await mustPatiently(
      () => call(agent, base, "POST", "/login", { ip, body: { email, password: PASSWORD } }),
      `login ${s.i}`,
    );
    s.token = token;
    await mustPatiently(
      () =>
        call(agent, base, "POST", "/user_study_materials/subscribe", {
          ip,
          token,
          body: { course_id: course.id, subscription: "Free", subscription_start: 0, subscription_end: 0 },
        }),
      `subscribe ${s.i}`,
    );
    if (examId === undefined) {
      const active = await mustPatiently(
        () => call(agent, base, "GET", "/user_exam/active", { ip, token }),
        "active",
      );
      const exam = active.exams.find((e) => e.title === EXAM);
      if (!exam) throw new Error(`no open exam named ${EXAM}`);
      examId = exam.id;
    }
    if (progress && (++done % 50 === 0 || done === n))
      process.stdout.write(
        `\r  set-up: ${done}/${n} students (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
  });
  if (progress) process.stdout.write("\n");
  return { students, examId, setupS: (performance.now() - t0) / 1000 };
}

/** A throwaway PostgreSQL database on PG_URL: {url, drop()}. */
export async function throwawayDatabase() {
  const pg = serverRequire("pg");
  const name = `medhavi_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: new URL("postgres", PG_URL).href });
  admin.on("error", (err) => console.error(`  admin connection: ${err.message}`));
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    name,
    url: new URL(name, PG_URL).href,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];

/**
 * Resumes every attempt and checks each stored answer against the last acknowledged save (the lost-answer
 * check of the save benches). A save that failed on the client may still have been committed: then the
 * stored value must be exactly what was sent with that (newer) seq. Anything older than the last ack, or
 * different, is lost. Each student carries `acked` (question → last acked seq) and `sent` (question → seq →
 * what was sent).
 */
export async function verifyAnswers(agent, base, examId, students) {
  let lost = 0;
  let checked = 0;
  const examples = [];
  await pool(
    students.filter((s) => s.acked),
    32,
    async (s) => {
      const resumed = await mustPatiently(
        () => call(agent, base, "POST", `/user_exam/${examId}/start`, { ip: s.ip, token: s.token }),
        `resume ${s.i}`,
      );
      const stored = new Map(resumed.answers.map((a) => [a.question_id, a]));
      for (const [questionId, ackSeq] of s.acked) {
        checked++;
        const got = stored.get(questionId);
        const sentThen = got ? s.sent.get(questionId).get(got.seq) : undefined;
        const same =
          resumed.attemptId === s.attemptId &&
          got &&
          sentThen &&
          got.seq >= ackSeq &&
          got.marked === sentThen.marked &&
          // The server bounds a question's time by how long the attempt has run on its clock.
          (sentThen.time_spent_ms === undefined || got.time_spent_ms <= sentThen.time_spent_ms) &&
          JSON.stringify([...got.selected].sort()) === JSON.stringify([...sentThen.selected].sort());
        if (!same) {
          lost++;
          if (examples.length < 5) examples.push({ student: s.i, questionId, ackSeq, stored: got ?? null });
        }
      }
    },
  );
  return { lost, checked, examples };
}

/**
 * One student signed up and subscribed, with the bench exam started through the API (not measured): the
 * student's e-mail and password, and the test screen's address while that attempt is open (reloading it
 * resumes the attempt).
 */
export async function startedStudent(base) {
  const { students, examId } = await signUpStudents(undefined, base, 1, { progress: false });
  const { attemptId } = await must(
    call(undefined, base, "POST", `/user_exam/${examId}/start`, { token: students[0].token }),
    "start",
  );
  return {
    email: "bench0@example.in",
    password: PASSWORD,
    path: `/testseries/${examId}?attempt=${attemptId}`,
  };
}
