import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildCourseTree, type CourseNode } from "@medhavi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("envelope and errors", () => {
  it("GET /api/health answers success once the database is ready", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "success", data: { database: expect.any(String) } });
  });

  it("an unknown /api path is a 404 envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: "error",
      message: "There is no API call POST /api/nope.",
      data: null,
      requestId: res.headers["x-request-id"],
    });
  });

  it("a page request for an unbuilt web app says how to build it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/courses", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });

  it("uploaded files are served from DATA_DIR/uploads as data", async () => {
    mkdirSync(join(t.env.dataDir, "uploads"), { recursive: true });
    writeFileSync(join(t.env.dataDir, "uploads", "hello.txt"), "hi there");
    const res = await t.app.inject({ method: "GET", url: "/uploads/hello.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("hi there");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    const missing = await t.app.inject({ method: "GET", url: "/uploads/missing.png" });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: "GET", url: "/uploads/..%2f..%2fetc%2fpasswd" });
    expect(traversal.statusCode).toBe(404);
  });

  it("OpenAPI is generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/user_exam/get_all_courses"]),
    );
  });
});

describe("GET /api/user_exam/get_all_courses", () => {
  it("returns the seeded hierarchy as a flat list that builds into a tree", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user_exam/get_all_courses" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("success");
    const list = body.data as CourseNode[];
    const roots = list.filter((c) => c.parent === 0).map((c) => c.name);
    expect(roots).toEqual(["Foundation", "JEE", "NEET", "Medical Entrance", "Overseas Study"]);
    const tree = buildCourseTree(list);
    const jee = tree.find((n) => n.name === "JEE");
    expect(jee?.children.map((c) => c.name)).toEqual(["JEE Main", "JEE Advanced", "HIT-JEE", "Math Crash"]);
    for (const name of [
      "NEET UG",
      "NEET PG",
      "NEET PG MDS",
      "NEET UG Integrated",
      "GRE",
      "TOEFL",
      "Class 10",
    ]) {
      expect(list.some((c) => c.name === name)).toBe(true);
    }
    const subscribable = list.filter((c) => c.for_subscription);
    expect(subscribable.length).toBeGreaterThanOrEqual(15);
    for (const c of subscribable) {
      expect(c.fee).toBeGreaterThan(0);
      expect(c.quarterly_fee).toBeGreaterThan(0);
      expect(c.quarterly_fee).toBeLessThan(c.fee ?? 0);
    }
    const main = list.find((c) => c.name === "JEE Main Complete Course");
    expect(main).toMatchObject({ type: "Course", for_subscription: true, fee: 44999, quarterly_fee: 24999 });
  });
});
