import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, startTestApp, studentSession } from "./helpers";

// Protected routes authenticate before they read or validate the body.
let t: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  app = t.app;
  await app.ready();
});
afterAll(async () => t?.close());

type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** Every documented call that declares a bearer token, with its path parameters filled with garbage. */
function securedRoutes(): Array<{ method: Method; url: string }> {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, _op]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, "not-a-number"),
      })),
  );
}

describe("authentication comes before validation", () => {
  it("an invalid body without a token is a 401 on every secured call", async () => {
    const routes = securedRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      const res = await app.inject({
        method,
        url: `${url}?page=-1`,
        headers: { "content-type": "application/json" },
        ...(method === "GET" || method === "DELETE" ? {} : { payload: '{"email": 5, "course_id": "x"' }),
      });
      expect(`${method} ${url} -> ${res.statusCode}`).toBe(`${method} ${url} -> 401`);
      expect(res.json().message).not.toMatch(/expected|Invalid input|not valid JSON/);
    }
  });

  it("a student's token on a staff call with an invalid body is a 403, not a 400", async () => {
    const { token } = await studentSession(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 5 },
    });
    expect(res.statusCode).toBe(403);
  });

  it("with a valid token the body is still validated", async () => {
    const token = await adminToken(app);
    const res = await app.inject({
      method: "POST",
      url: "/api/courses",
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 5 },
    });
    expect(res.statusCode).toBe(400);
  });
});
