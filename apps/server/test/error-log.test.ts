import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { users } from "../src/db/schema";
import { BAD_MULTIPART, BAD_VALUE } from "../src/platform/error-handler";
import { createTestEnv, type TestEnv } from "./helpers";

// What a failed query leaves in the log, and how failures the schemas missed reach the client.
let app: FastifyInstance;
let env: TestEnv;
const logged: string[] = [];

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$leakedhashleakedhashleakedhash";
const EMAIL = "leaky.person@example.in";
const MOBILE = "9876501234";

beforeAll(async () => {
  env = await createTestEnv({ LOG_LEVEL: "info" });
  app = await buildApp(env.config, { announce: () => {}, logStream: { write: (line) => logged.push(line) } });
  const db = app.database.db;
  // A signup-shaped insert that fails in the database (NUL in text), as the unchecked signup once did.
  app.get("/api/__test/failed-insert", async () => {
    await db.insert(users).values({
      role: "student",
      email: EMAIL,
      passwordHash: HASH,
      firstName: "A\u0000sha",
      mobileNumber: MOBILE,
    });
    return { status: "success", message: "", data: null };
  });
  // A driver error that quotes the value it refused.
  app.get("/api/__test/bad-cast", async () => {
    await db.execute(sql`select ${EMAIL}::integer`);
    return { status: "success", message: "", data: null };
  });
  app.get("/api/__test/overflow", async () => {
    await db.execute(sql`select ${String(2 ** 40)}::int4`);
    return { status: "success", message: "", data: null };
  });
  app.get("/api/__test/unique", async () => {
    // A failure that is ours (no table): still a 500, and still without parameters in the log.
    await db.execute(sql`select * from no_such_table where email = ${EMAIL}`);
    return { status: "success", message: "", data: null };
  });
  app.get("/api/__test/multipart", async () => {
    throw new Error("Unexpected end of multipart data");
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
});

describe("failed queries in the log", () => {
  it("carry the query but never its parameters or the values the driver quotes", async () => {
    logged.length = 0;
    for (const url of ["/api/__test/failed-insert", "/api/__test/bad-cast", "/api/__test/unique"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain(EMAIL);
    }
    const all = logged.join("");
    expect(all).toContain("Failed query: insert into"); // operators still see what failed
    expect(all).toContain("no_such_table");
    expect(all).not.toContain("params:");
    expect(all).not.toContain(HASH);
    expect(all).not.toContain("leakedhash");
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain(MOBILE);
  });
});

describe("the last line of defence", () => {
  it("a value the database refuses as out of range or invalid is a 400", async () => {
    for (const url of ["/api/__test/failed-insert", "/api/__test/bad-cast", "/api/__test/overflow"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(BAD_VALUE);
    }
  });

  it("a failure of our own is still a 500", async () => {
    const res = await app.inject({ method: "GET", url: "/api/__test/unique" });
    expect(res.statusCode).toBe(500);
  });

  it("a multipart body cut short is a 400", async () => {
    const res = await app.inject({ method: "GET", url: "/api/__test/multipart" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BAD_MULTIPART);
  });
});
