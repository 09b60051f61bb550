/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatSolution, leadingZeroBits, PROOF_OF_WORK_HEADER, proofInput } from "@medhavi/domain";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { adminQuery, createDatabase, PG_URL, testEnvVars } from "./setup/env";
import { ensureTestStaff, TEST_STAFF } from "./staff";

/** True in the PostgreSQL pass: behaviour only a shared server database has is tested there. */
export const ON_POSTGRES = Boolean(PG_URL);

export interface TestEnv {
  dataDir: string;
  config: Config;
  /** Drops the database and the temp directory. Close every app first. */
  destroy(): Promise<void>;
}

/** Variables the copied academy was not seeded under: a test setting one starts from an empty database. */
const SEEDED_UNDER = ["ADMIN_EMAIL", "ADMIN_PASSWORD", "DATA_DIR", "S3_BUCKET"];

/**
 * A test environment: a copy of the academy the global setup (test/setup/template.ts) migrated and seeded
 * once, as a copied PGlite DATA_DIR or, when TEST_DATABASE_URL points at a PostgreSQL server, a database
 * created from the template there and dropped by `destroy`. `fresh` starts from an empty database
 * instead, for tests of what a first start does (migrations, seeding, the admin's creation).
 */
export async function createTestEnv(
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), "medhavi-test-"));
  const embedded = !PG_URL || env.DATABASE_URL === "";
  const empty = fresh || Boolean(env.DATABASE_URL) || SEEDED_UNDER.some((name) => name in env);
  const template = empty ? null : inject(embedded ? "pgliteTemplate" : "postgresTemplate");
  if (template)
    cpSync(template.dataDir, dataDir, { recursive: true, filter: (src) => !src.endsWith(".lock") });
  const database = embedded ? null : await createDatabase("medhavi_t", template?.database);
  const config = loadConfig({
    ...testEnvVars(dataDir),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    dataDir,
    config,
    async destroy() {
      if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app on a fresh environment; call `close()` in afterAll. */
export async function startTestApp(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const testEnv = await createTestEnv(env);
  const app: FastifyInstance = await buildApp(testEnv.config, { announce: () => {}, ...options });
  return {
    app,
    env: testEnv,
    async close() {
      await app.close();
      await testEnv.destroy();
    },
  };
}

type App = FastifyInstance;
let counter = 0;

/** A unique, valid signup payload. */
export function newStudent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: "Asha",
    lastName: "Verma",
    mobileNumber: `98${String(10_000_000 + counter).slice(-8)}`,
    email: `asha.${tag}@example.in`,
    password: "pass-word-1",
    confirm_password: "pass-word-1",
    ...overrides,
  };
}

export async function post(app: App, url: string, payload?: unknown, token?: string, remoteAddress?: string) {
  const res = await app.inject({
    method: "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data: any } };
}

/** Signs a new student up and logs them in; returns the token and the signup payload. */
export async function studentSession(app: App, overrides: Record<string, unknown> = {}) {
  const student = newStudent(overrides);
  // A distinct address per signup keeps the per-address signup limit out of unrelated tests.
  const signup = await signUp(app, student, `10.1.${counter >> 8}.${counter & 255}`);
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.body.message}`);
  const login = await post(app, "/api/login", { email: student.email, password: student.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.body.message}`);
  return { token: login.body.data.token as string, userid: login.body.data.userid as number, student };
}

/** The nonce a browser would find for `challenge` (the test servers ask for 4 bits: about 16 hashes). */
export function solve(challenge: string, difficulty: number, from = 0): number {
  for (let nonce = from; ; nonce++) {
    const hash = createHash("sha256").update(proofInput(challenge, nonce)).digest();
    if (leadingZeroBits(hash) >= difficulty) return nonce;
  }
}

/** A fresh challenge from GET /api/challenge. */
export async function challenge(app: App) {
  const res = await app.inject({ method: "GET", url: "/api/challenge" });
  if (res.statusCode !== 200) throw new Error(`no challenge: ${res.body}`);
  return res.json().data as { challenge: string; difficulty: number; expires_at: number };
}

/** The proof-of-work header a public form or signup needs: a fresh challenge, solved. */
export async function proofHeader(app: App): Promise<Record<string, string>> {
  const c = await challenge(app);
  return { [PROOF_OF_WORK_HEADER]: formatSolution(c.challenge, solve(c.challenge, c.difficulty)) };
}

/** `post` with a solved challenge, as the public forms and signup send it. */
export async function postProved(
  app: App,
  url: string,
  payload: unknown,
  token?: string,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: {
      ...(await proofHeader(app)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: res.statusCode, body: res.json() as { status: string; message: string; data: any } };
}

/** POST /api/signup with a solved challenge. */
export function signUp(app: App, student: Record<string, unknown>, remoteAddress?: string) {
  return postProved(app, "/api/signup", student, undefined, remoteAddress);
}

/** A back-office session of TEST_STAFF (a staff member, not the owner: no second step). */
export async function adminToken(app: App): Promise<string> {
  await ensureTestStaff(app);
  const res = await post(app, "/api/adminLogIn", TEST_STAFF);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.body.message}`);
  return res.body.data.token;
}

/** POST /api/user_study_materials/subscribe; the dates sent are ignored by the server. */
export function subscribe(app: App, token: string, course_id: number, subscription = "Free") {
  return post(
    app,
    "/api/user_study_materials/subscribe",
    { course_id, subscription, subscription_start: 0, subscription_end: 0 },
    token,
  );
}

/** Any method, with an optional bearer token, JSON payload and extra headers; keeps the raw body too. */
export async function send(
  app: App,
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  opts: { token?: string | undefined; payload?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; message: string; data: any },
    raw: res.body,
    headers: res.headers,
  };
}
