/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * Guard: every route of the OpenAPI document declares who may call it (platform/access.ts), and
 * answers accordingly when called as anonymous, a student, another student on the first one's
 * objects, and staff. A new route without a policy, or one that answers the wrong caller, fails here.
 */

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declareGuard, type OwnerKind, type RoutePolicy, trackRoutePolicies } from "../src/platform/access";
import { startTestApp } from "./helpers";
import { fillPath, type Operation, operations, sampleValue } from "./openapi";
import {
  type CallerName,
  callers,
  createWorld,
  inject,
  multipartImage,
  type Req,
  SAMPLES,
} from "./route-world";

let t: Awaited<ReturnType<typeof startTestApp>>;
let ops: Operation[];

/** Owner kinds the matrix can build an object for; a route declaring another kind fails until one is added. */
const OWNED: Record<OwnerKind, string> = {
  attempt: "the first student's open exam attempt",
  "demo-attempt": "the first visitor's demo attempt (X-Attempt-Token)",
  notification: "the first student's welcome notification",
  order: "the first student's sandbox order, paid",
  userid: "the first student's userid",
  email: "the first student's email",
  "forum-post": "the first student's forum doubt or answer (accepting: an answer to their doubt)",
};

beforeAll(async () => {
  t = await startTestApp();
  await t.app.ready();
  ops = operations(t.app);
  await createWorld(t.app);
});
afterAll(async () => t?.close());

/** What a caller may expect from a route: through the guard, turned away with 401/403, or 403/404 on another's object. */
type Expect = "through" | "owner" | 401 | 403 | "not-yours";

function expected(policy: RoutePolicy, caller: CallerName): Expect {
  const { access, owner } = policy;
  if (owner === "demo-attempt") return caller === "student" ? "owner" : "not-yours";
  // Operators only (metrics): every caller here comes from another machine without the token.
  if (access === "operator") return 403;
  if (access === "public") return "through";
  if (caller === "anonymous") return 401;
  if (access === "staff") return caller === "staff" ? "through" : 403;
  if (access === "student" && caller === "staff") return 403;
  if (!owner || caller === "staff") return "through";
  return caller === "student" ? "owner" : "not-yours";
}

function verdict(exp: Expect, status: number): boolean {
  if (status >= 500) return false;
  if (exp === "through") return status !== 401 && status !== 403;
  if (exp === "owner") return status >= 200 && status < 300;
  if (exp === "not-yours") return status === 403 || status === 404;
  return status === exp;
}

/** A request the schema refuses: non-numeric path ids, and a body or query values of the wrong type. */
function badRequest(op: Operation): Req {
  const url = fillPath(op.url, Object.fromEntries(op.pathParams.map((name) => [name, "not-a-number"])));
  if (op.body || op.method === "POST" || op.method === "PUT") {
    return {
      url,
      payload: JSON.stringify([{ wrong: "type" }]),
      headers: { "content-type": "application/json" },
    };
  }
  return { url: `${url}?page=not-a-number&pageSize=-1` };
}

describe("access matrix", () => {
  it("every route of the OpenAPI document declares a policy, and nothing hides from the document", () => {
    const policies = t.app.routePolicies;
    const undeclared = ops.filter((op) => !policies.get(op.key)?.access).map((op) => op.key);
    expect(undeclared, "routes without a policy: use app.guard.* or config: { access: 'public' }").toEqual(
      [],
    );
    const documented = new Set(ops.map((op) => op.key));
    const hidden = [...policies.keys()].filter(
      (key) => / \/api\//.test(key) && !key.includes("/api/docs") && !documented.has(key),
    );
    expect(hidden, "API routes missing from the OpenAPI document").toEqual([]);
    const unknownOwners = ops.flatMap((op) => {
      const owner = policies.get(op.key)?.owner;
      return owner && !(owner in OWNED) ? [`${op.key} (${owner})`] : [];
    });
    expect(unknownOwners).toEqual([]);
    const ownedWithoutSample = ops.filter((op) => policies.get(op.key)?.owner && !SAMPLES[op.key]);
    expect(
      ownedWithoutSample.map((op) => op.key),
      "owner routes need a request in SAMPLES",
    ).toEqual([]);
  });

  it("answers each caller as the policy says", async () => {
    const failures: string[] = [];
    const checked = new Set<string>();
    // The owner calls last: some calls (submit, logout, delete) change what the next caller sees.
    const order: CallerName[] = ["anonymous", "other student", "staff", "student"];
    for (const op of ops) {
      const policy = t.app.routePolicies.get(op.key);
      if (!policy?.access) continue;
      for (const name of order) {
        const caller = callers[name];
        const sample = SAMPLES[op.key];
        const req: Req = sample
          ? await sample(caller)
          : {
              url: fillPath(op.url, {}),
              ...(op.body ? { payload: sampleValue(op.body) } : {}),
              ...(op.multipart ? multipartImage() : {}),
            };
        if (!req.url) req.url = fillPath(op.url, {});
        const exp = expected(policy, name);
        const res = await inject(op.method, req, caller);
        if (!verdict(exp, res.status)) {
          failures.push(`${op.key} as ${name}: expected ${exp}, got ${res.status} ${res.body.slice(0, 160)}`);
        }
      }
      checked.add(op.key);
    }
    const share = Math.round((100 * checked.size) / ops.length);
    console.log(
      `access matrix: ${checked.size} routes × 4 callers checked (${share} % of the OpenAPI document); ${failures.length} failures`,
    );
    expect(checked.size).toBe(ops.length);
    expect(failures).toEqual([]);
  }, 120_000);

  // Issue #10 item 8: authentication comes before validation. A protected route turns away a bad request
  // without a token with 401 (not a 400 that shows the expected format), and a student's with 403 on
  // staff routes.
  it("turns away the wrong caller before reading a bad request", async () => {
    const failures: string[] = [];
    let checks = 0;
    for (const op of ops) {
      const access = t.app.routePolicies.get(op.key)?.access;
      if (!access || access === "public") continue;
      const bad = badRequest(op);
      const turnedAway: [CallerName, number][] = [["anonymous", access === "operator" ? 403 : 401]];
      if (access === "staff") turnedAway.push(["student", 403]);
      if (access === "student") turnedAway.push(["staff", 403]);
      for (const [name, status] of turnedAway) {
        const res = await inject(op.method, bad, callers[name]);
        checks += 1;
        if (res.status !== status) {
          failures.push(
            `${op.key} as ${name} with a bad request: expected ${status}, got ${res.status} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(`access matrix, bad requests: ${checks} checks; ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});

describe("route policy registry", () => {
  it("takes the access from the guard wherever it runs, or from config, and refuses two", async () => {
    const app = Fastify();
    trackRoutePolicies(app);
    const guard = declareGuard("staff", async () => {});
    app.get("/a", { onRequest: guard }, async () => "");
    app.post("/b", { preHandler: [async () => {}, guard] }, async () => "");
    app.get("/c", { config: { access: "public", owner: "email" } }, async () => "");
    app.get("/d", async () => "");
    expect(() => app.get("/e", { preHandler: guard, config: { access: "public" } }, async () => "")).toThrow(
      /more than one access policy/,
    );
    await app.ready();
    const policy = (key: string) => {
      const p = app.routePolicies.get(key);
      return p && [p.access, p.owner];
    };
    expect(policy("GET /a")).toEqual(["staff", undefined]);
    expect(policy("POST /b")).toEqual(["staff", undefined]);
    expect(policy("GET /c")).toEqual(["public", "email"]);
    expect(policy("GET /d")).toEqual([undefined, undefined]);
    expect(app.routePolicies.has("HEAD /a")).toBe(false);
    await app.close();
  });
});
