import type { CourseNode } from "@medhavi/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_TTL_MS } from "../src/modules/courses/catalogue";
import { adminToken, post, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
});
afterAll(async () => t?.close());

async function call(method: "PUT" | "DELETE" | "GET", url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const node = (overrides: Record<string, unknown> = {}) => ({
  parent: 0,
  name: `Olympiad ${Math.random().toString(36).slice(2, 7)}`,
  type: "Category",
  for_subscription: false,
  fee: null,
  quarterly_fee: null,
  ...overrides,
});

async function courseList(): Promise<CourseNode[]> {
  return (await t.app.inject({ method: "GET", url: "/api/user_exam/get_all_courses" })).json().data;
}

describe("/api/courses (staff)", () => {
  it("adds, renames, reprices and moves nodes; the public list follows", async () => {
    const root = await post(t.app, "/api/courses", node({ name: "Olympiad" }), admin);
    expect(root.status).toBe(200);
    const rootId = root.body.data.id;
    const child = await post(
      t.app,
      "/api/courses",
      node({
        parent: rootId,
        name: "Maths Olympiad",
        type: "Course",
        for_subscription: true,
        fee: 7999,
        quarterly_fee: 4499,
      }),
      admin,
    );
    const childId = child.body.data.id;
    expect((await courseList()).find((c) => c.id === childId)).toMatchObject({
      parent: rootId,
      fee: 7999,
      quarterly_fee: 4499,
    });

    const renamed = await call("PUT", `/api/courses/${childId}`, admin, {
      ...node({
        parent: rootId,
        name: "IMO Maths",
        type: "Course",
        for_subscription: true,
        fee: 8999,
        quarterly_fee: 4999,
      }),
    });
    expect(renamed.status).toBe(200);
    const jee = (await courseList()).find((c) => c.name === "JEE");
    const moved = await call("PUT", `/api/courses/${childId}`, admin, {
      ...node({
        parent: jee?.id,
        name: "IMO Maths",
        type: "Course",
        for_subscription: true,
        fee: 8999,
        quarterly_fee: 4999,
      }),
    });
    expect(moved.status).toBe(200);
    expect((await courseList()).find((c) => c.id === childId)).toMatchObject({
      parent: jee?.id,
      name: "IMO Maths",
      fee: 8999,
    });
  });

  it("refuses cycles, negative fees, missing fees, duplicate names and unknown parents", async () => {
    const list = await courseList();
    const jee = list.find((c) => c.name === "JEE")!;
    const jeeMain = list.find((c) => c.name === "JEE Main")!;
    const cycle = await call(
      "PUT",
      `/api/courses/${jee.id}`,
      admin,
      node({ parent: jeeMain.id, name: "JEE" }),
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe("A course cannot be moved under itself or under one of its own courses.");
    const self = await call("PUT", `/api/courses/${jee.id}`, admin, node({ parent: jee.id, name: "JEE" }));
    expect(self.status).toBe(400);

    const negative = await post(t.app, "/api/courses", node({ fee: -1 }), admin);
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe("Fee must be zero or more.");
    const noFees = await post(t.app, "/api/courses", node({ for_subscription: true, fee: 100 }), admin);
    expect(noFees.body.message).toBe("A course for subscription needs both fees (yearly and half yearly).");
    const dup = await post(t.app, "/api/courses", node({ name: "JEE" }), admin);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("A course with this name already exists at this level.");
    const orphan = await post(t.app, "/api/courses", node({ parent: 999_999 }), admin);
    expect(orphan.status).toBe(400);
  });

  it("refuses deleting a node with children or with subscribers, and deletes an empty one", async () => {
    const list = await courseList();
    const neet = list.find((c) => c.name === "NEET")!;
    const withChildren = await call("DELETE", `/api/courses/${neet.id}`, admin);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe("This course has courses under it. Move or delete them first.");

    const course = list.find((c) => c.name === "GRE General Test Prep")!;
    const s = await studentSession(t.app);
    await subscribe(t.app, s.token, course.id, "Free");
    const subscribed = await call("DELETE", `/api/courses/${course.id}`, admin);
    expect(subscribed.status).toBe(409);
    expect(subscribed.body.message).toBe(
      "Students have subscribed to or paid for this course, so it cannot be deleted.",
    );

    const empty = await post(t.app, "/api/courses", node(), admin);
    expect((await call("DELETE", `/api/courses/${empty.body.data.id}`, admin)).status).toBe(200);
    expect((await courseList()).some((c) => c.id === empty.body.data.id)).toBe(false);
  });

  it("is staff-only", async () => {
    const s = await studentSession(t.app);
    expect((await post(t.app, "/api/courses", node(), s.token)).status).toBe(403);
    expect((await call("DELETE", "/api/courses/1", s.token)).status).toBe(403);
    expect((await call("GET", "/api/courses", s.token)).status).toBe(403);
    expect((await post(t.app, "/api/courses", node())).status).toBe(401);
  });
});

describe("the public course list from memory", () => {
  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/user_exam/get_all_courses", headers });

  it("answers 304 to the ETag it gave, and a new ETag and list as soon as staff change the tree", async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.json()).toMatchObject({ status: "success", message: "Courses fetched successfully" });

    const again = await list({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await list({ "if-none-match": `"other", ${etag}` })).statusCode).toBe(304);

    const added = await post(t.app, "/api/courses", node({ name: "Cached Olympiad" }), admin);
    expect(added.status).toBe(200);
    const changed = await list({ "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.some((c: CourseNode) => c.id === added.body.data.id)).toBe(true);
  });

  it("shows a change made behind its back (another replica) once the cache's seconds are over", async () => {
    const before = await list();
    const { courses } = await import("../src/db/schema");
    await t.app.database.db.insert(courses).values({ parent: 0, name: "Replica Olympiad", type: "Category" });
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + CATALOGUE_TTL_MS + 1;
      const after = await list();
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().data.some((c: CourseNode) => c.name === "Replica Olympiad")).toBe(true);
    } finally {
      Date.now = realNow;
    }
  });
});
