import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../src/app";
import { badRequest } from "../src/platform/errors";
import { createTestEnv, type TestEnv } from "./helpers";

// Routes added only in this test, to drive the one error handler through every kind of failure.
let app: FastifyInstance;
let env: TestEnv;
const logged: string[] = [];

beforeAll(async () => {
  env = await createTestEnv({ LOG_LEVEL: "info" });
  app = await buildApp(env.config, { announce: () => {}, logStream: { write: (line) => logged.push(line) } });
  app.post(
    "/api/__test/echo",
    {
      schema: {
        body: z.object({
          email: z.email(),
          password: z.string().min(6),
          confirm_password: z.string().optional(),
          items: z
            .array(z.object({ refund_reason: z.string().min(3, "Give the refund reason.") }))
            .optional(),
        }),
      },
    },
    async (req) => {
      req.log.info({ body: req.body }, "echo");
      return { status: "success", message: "", data: null };
    },
  );
  app.get("/api/__test/boom", async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:10');
  });
  app.get("/api/__test/refuse", async () => {
    throw badRequest("That is not allowed.");
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
});

describe("one error handler", () => {
  it("malformed JSON is a 400 with a readable message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/__test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: "error",
      message: "The request body is not valid JSON.",
      data: null,
      requestId: res.headers["x-request-id"],
    });
  });

  it("a schema failure is a 400 naming the field", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/__test/echo",
      payload: { email: "not-an-email", password: "secret1" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe("error");
    // The schema's own words name the field; no raw key before them.
    expect(body.message).toMatch(/email/i);
    expect(body.message).not.toMatch(/^email:/);
  });

  it("names a field in words, not as its key, and not twice", async () => {
    const message = async (payload: Record<string, unknown>) =>
      (await app.inject({ method: "POST", url: "/api/__test/echo", payload })).json().message;
    expect(await message({ email: "a@b.co", password: "secret1", confirm_password: 5 })).toMatch(
      /^Confirm password: /,
    );
    expect(await message({ email: "a@b.co", password: "secret1", items: [{ refund_reason: "x" }] })).toBe(
      "Give the refund reason.",
    );
  });

  it("an HttpError keeps its status and message", async () => {
    const res = await app.inject({ method: "GET", url: "/api/__test/refuse" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("That is not allowed.");
  });

  it("an unexpected error is a 500 with no stack or SQL", async () => {
    const res = await app.inject({ method: "GET", url: "/api/__test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: "error",
      message: "Something went wrong on our side. Please try again.",
      data: null,
      requestId: res.headers["x-request-id"],
    });
    expect(res.body).not.toMatch(/secret_table|\.ts:|at /);
    expect(logged.join("")).toContain("secret_table"); // the detail goes to the log for operators
  });

  it("passwords and tokens never reach the log", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/__test/echo",
      headers: { authorization: "Bearer tok-SECRET-123" },
      payload: { email: "a@b.in", password: "hunter2-SECRET" },
    });
    expect(res.statusCode).toBe(200);
    const all = logged.join("");
    expect(all).toContain('"msg":"echo"');
    expect(all).not.toContain("hunter2-SECRET");
    expect(all).not.toContain("tok-SECRET-123");
  });
});
