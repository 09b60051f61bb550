/* biome-ignore-all lint/suspicious/noExplicitAny: request bodies are built loosely on purpose */
/**
 * Guard: bad input never breaks the server. Every route of the OpenAPI document gets (1) a fixed sweep
 * of the inputs that broke it before (ids above int4, NUL and overlong strings, wrong types, deep
 * JSON, wrong content types, broken multipart) and (2) seeded random bad requests from fast-check.
 * No reply may be a 5xx, and no reply may show a stack trace, an internal path or SQL.
 *
 * FUZZ_SEED reproduces another run; FUZZ_BUDGET_MS bounds the random part (30 s by default; the fixed sweep takes about 12 s more).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "./helpers";
import { fillPath, type Operation, operations, sampleValue } from "./openapi";
import { type Caller, callers, createWorld, nextAddress, type Req, SAMPLES } from "./route-world";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 30_000);
const RUNS_PER_ROUTE = 60;

let t: Awaited<ReturnType<typeof startTestApp>>;
let ops: Operation[];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.ready();
  ops = operations(t.app);
  await createWorld(t.app);
});
afterAll(async () => t?.close());

/** One request as sent: the payload is raw, so the content type is ours to get wrong. */
interface Probe {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  auth: "caller" | "none" | string;
}

// ---------- what a reply must never show ----------

const LEAKS: [string, RegExp, "any" | "error"][] = [
  ["stack trace", /\n\s+at \S|\bat (?:async )?[\w$.<>[\]]+ \([^)]*:\d+:\d+\)/, "any"],
  ["internal path", /\/work\/|node_modules|\/tmp\/|apps\/server|src\/\w+\.ts|file:\/\//, "any"],
  // Error replies only: a 2xx reply carries stored content (question text may well say "select … from").
  [
    "SQL",
    /\bselect\b[\s\S]{0,200}\bfrom\b|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete from\b|failed query|duplicate key|violates|syntax error at|\brelation "|\bcolumn "|drizzle|PostgresError/i,
    "error",
  ],
];

function problems(status: number, body: string): string[] {
  const found: string[] = [];
  if (status >= 500) found.push(`${status}`);
  for (const [name, pattern, scope] of LEAKS) {
    if ((scope === "any" || status >= 400) && pattern.test(body)) found.push(name);
  }
  return found;
}

// ---------- bad values ----------

const INT4_OVER = 2 ** 31;
const long = (n: number) => "ab c".repeat(Math.ceil(n / 4)).slice(0, n);
const deepObject = (depth: number) => {
  let v: any = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Labelled values of the wrong kind for a JSON field. */
const badValue: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc
    .constantFrom<unknown>(null, true, [], {}, "", "text", 1.5, 0)
    .map((v) => ["wrong type", v] as [string, unknown]),
  fc
    .constantFrom(-1, -INT4_OVER - 1, INT4_OVER, 2 ** 32, 2 ** 53, 2 ** 63, 1e308, -1e308, 1e-9)
    .map((v) => ["huge or negative number", v] as [string, unknown]),
  fc
    .integer({ min: INT4_OVER, max: Number.MAX_SAFE_INTEGER })
    .map((v) => ["id above int4", v] as [string, unknown]),
  fc.constantFrom(5_000, 70_000, 300_000).map((n) => ["overlong string", long(n)] as [string, unknown]),
  fc.string({ maxLength: 20 }).map((s) => ["NUL string", `${s}\u0000${s}`] as [string, unknown]),
  fc.constantFrom("\ud800", "a\udfffb").map((s) => ["lone surrogate", s] as [string, unknown]),
  fc.string({ maxLength: 40 }).map((s) => ["random string", s] as [string, unknown]),
  fc.constantFrom(50, 2_000).map((d) => ["deep JSON", deepObject(d)] as [string, unknown]),
  fc.constant(["long array", Array.from({ length: 20_000 }, (_, i) => i)] as [string, unknown]),
);

const badParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "2147483648",
    "99999999999999999999",
    "-1",
    "0",
    "1.5",
    "abc",
    "1e3",
    "0x1f",
    "NaN",
    "Infinity",
    "%00",
    "1%00",
    "%ff",
    "..%2F..%2Fetc%2Fpasswd",
    "9".repeat(3000),
  ),
  fc.integer({ min: INT4_OVER, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  badParam,
  fc.constantFrom(encodeURIComponent(long(10_000)), "%00", "a%00b", "", "%ed%a0%80"),
);

const RAW_BODIES: [string, string][] = [
  ["invalid JSON", "{"],
  ["invalid JSON", '{"a":'],
  ["invalid JSON", '{"a":1}}'],
  ["invalid JSON", "nul"],
  ["invalid JSON", "\u0000"],
  ["invalid JSON", "1e999"],
  ["invalid JSON", '{"a":"\\ud800"}'],
  ["invalid JSON", '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}'],
  ["invalid JSON", ""],
  ["deep JSON", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
  ["deep JSON", `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`],
  ["wrong body type", "[]"],
  ["wrong body type", '"text"'],
  ["wrong body type", "null"],
  ["wrong body type", "12"],
];

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "application/json; charset=utf-16",
  "application/octet-stream",
];

// ---------- broken multipart ----------

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
function part(boundary: string, name: string, body: Buffer | string, filename?: string, type = "image/png") {
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`
    : `form-data; name="${name}"`;
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from("\r\n"),
  ]);
}
const B = "----fuzz";
const end = Buffer.from(`--${B}--\r\n`);
const mp = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
const MULTIPART: [string, string, Buffer][] = [
  [
    "truncated multipart",
    `multipart/form-data; boundary=${B}`,
    part(B, "image", PNG, "a.png").subarray(0, 60),
  ],
  [
    "truncated multipart",
    `multipart/form-data; boundary=${B}`,
    Buffer.from(`--${B}\r\nContent-Disposition: form-da`),
  ],
  // The file's headers are whole but its data never ends: the parser fails while the route reads it.
  ["truncated multipart", `multipart/form-data; boundary=${B}`, part(B, "image", PNG, "a.png")],
  [
    "truncated multipart",
    `multipart/form-data; boundary=${B}`,
    Buffer.concat([
      part(B, "mode", "all"),
      part(B, "file", long(100_000), "bank.csv", "text/csv").subarray(0, 50_000),
    ]),
  ],
  ["multipart without boundary", "multipart/form-data", mp(part(B, "image", PNG, "a.png"))],
  ["multipart, wrong boundary", "multipart/form-data; boundary=other", mp(part(B, "image", PNG, "a.png"))],
  ["multipart, no file", `multipart/form-data; boundary=${B}`, mp(part(B, "mode", "all"))],
  ["multipart, other field", `multipart/form-data; boundary=${B}`, mp(part(B, "other", PNG, "a.png"))],
  [
    "multipart, not an image",
    `multipart/form-data; boundary=${B}`,
    mp(part(B, "image", "<svg onload=alert(1)>", "a.png")),
  ],
  ["multipart, empty file", `multipart/form-data; boundary=${B}`, mp(part(B, "image", "", "a.png"))],
  [
    "multipart, two files",
    `multipart/form-data; boundary=${B}`,
    mp(part(B, "image", PNG, "a.png"), part(B, "file", PNG, "b.png")),
  ],
  [
    "multipart, many fields",
    `multipart/form-data; boundary=${B}`,
    mp(...Array.from({ length: 50 }, (_, i) => part(B, `f${i}`, "x"))),
  ],
  [
    "multipart, NUL file name",
    `multipart/form-data; boundary=${B}`,
    mp(part(B, "image", PNG, "../a\u0000.png")),
  ],
  [
    "multipart, too large",
    `multipart/form-data; boundary=${B}`,
    mp(part(B, "image", Buffer.alloc(3 * 1024 * 1024, 1), "a.png")),
  ],
  [
    "multipart, broken CSV",
    `multipart/form-data; boundary=${B}`,
    mp(
      part(B, "mode", "valid-rows"),
      part(B, "file", `"unclosed,${long(5000)}\n\u0000,\xff\xfe`, "bank.csv", "text/csv"),
    ),
  ],
  [
    "multipart, CSV with huge numbers",
    `multipart/form-data; boundary=${B}`,
    mp(
      part(B, "mode", "valid-rows"),
      part(
        B,
        "file",
        `kind,answer_type,difficulty,course_id,subject,topic,text,A,B,C,D,correct,marks,negative_marks\n1,1,1,${INT4_OVER},P,T,q,a,b,c,d,A,${2 ** 40},-${2 ** 40}\n`,
        "bank.csv",
        "text/csv",
      ),
    ),
  ],
];

// ---------- building probes ----------

const SESSION_ENDING = new Set(["POST /api/logout"]);
const GARBAGE_AUTH = [
  "Bearer x",
  `Bearer ${"a".repeat(8000)}`,
  "Basic Zm9vOmJhcg==",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.",
  "Bearer a.b.c",
  "bearer",
];

function callerFor(op: Operation): Caller {
  const access = t.app.routePolicies.get(op.key)?.access;
  if (access === "staff") return callers.staff;
  return callers.student;
}

/** The valid request this route is fuzzed around: the shared sample, or one built from its schema. */
async function baseRequest(op: Operation, caller: Caller): Promise<Req & { body: unknown }> {
  const sample = SAMPLES[op.key];
  const req: Req = sample
    ? await sample(caller)
    : { url: "", ...(op.body ? { payload: sampleValue(op.body) } : {}) };
  const url = req.url || fillPath(op.url, {});
  const body = Buffer.isBuffer(req.payload) ? undefined : req.payload;
  return { ...req, url, body };
}

/** Every leaf path of a JSON value (and the object itself), so a mutation can reach nested fields. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as any)[k], [...prefix, k]))];
}
function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}
const json = (v: unknown) => ({
  payload: JSON.stringify(v),
  headers: { "content-type": "application/json" },
});

/** Replaces path parameter `name`'s value in a concrete URL built from `op.url`. */
function withParam(op: Operation, base: string, name: string, value: string): string {
  const baseParts = base.split("?")[0]!.split("/");
  const tmpl = op.url.split("/");
  return tmpl.map((seg, i) => (seg === `:${name}` ? value : baseParts[i])).join("/");
}

function probeArbitrary(op: Operation, base: Req & { body: unknown }): fc.Arbitrary<Probe> {
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Probe["auth"]>("caller") },
    { weight: 1, arbitrary: fc.constant<Probe["auth"]>("none") },
    { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_AUTH) },
  );
  const headers = base.headers ?? {};
  const bodyPaths = base.body === undefined ? [[]] : paths(base.body);
  const kinds: fc.Arbitrary<Omit<Probe, "auth">>[] = [
    fc
      .tuple(fc.constantFrom(...bodyPaths), fc.option(fc.string({ maxLength: 12 })), badValue)
      .map(([path, extra, [label, v]]) => ({
        label: `body field: ${label}`,
        url: base.url,
        ...json(setAt(base.body ?? {}, extra === null ? path : [...path.slice(0, -1), extra], v)),
        headers: { ...headers, "content-type": "application/json" },
      })),
    fc.constantFrom(...RAW_BODIES).map(([label, raw]) => ({
      label,
      url: base.url,
      payload: raw,
      headers: { ...headers, "content-type": "application/json" },
    })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => ({
      label: "wrong content type",
      url: base.url,
      payload: JSON.stringify(base.body ?? { a: 1 }),
      headers: { ...headers, "content-type": type },
    })),
    fc.tuple(fc.constantFrom(...Object.keys(op.query), "page", "zz"), badQueryValue).map(([name, value]) => ({
      label: "query value",
      url: `${base.url.split("?")[0]}?${name}=${value}&${name}=1`,
      ...(base.body === undefined ? {} : json(base.body)),
      headers: { ...headers, ...(base.body === undefined ? {} : { "content-type": "application/json" }) },
    })),
  ];
  if (op.pathParams.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...op.pathParams), badParam).map(([name, value]) => ({
        label: "path parameter",
        url: withParam(op, base.url, name, value),
        ...(base.body === undefined ? {} : json(base.body)),
        headers: { ...headers, ...(base.body === undefined ? {} : { "content-type": "application/json" }) },
      })),
    );
  }
  if (op.method !== "GET") {
    kinds.push(
      fc.constantFrom(...MULTIPART).map(([label, type, body]) => ({
        label,
        url: base.url,
        payload: body,
        headers: { ...headers, "content-type": type },
      })),
    );
  }
  if (headers["x-attempt-token"] !== undefined) {
    kinds.push(
      fc.constantFrom(long(101), long(5000), "", "x".repeat(20)).map((token) => ({
        label: "attempt token header",
        url: base.url,
        ...(base.body === undefined ? {} : json(base.body)),
        headers: { ...headers, "x-attempt-token": token },
      })),
    );
  }
  return fc.tuple(fc.oneof(...kinds), auth).map(([probe, a]) => ({ ...probe, auth: a }));
}

/** The fixed sweep: each known-bad value in every field, parameter and query value, and every broken body. */
function sweep(op: Operation, base: Req & { body: unknown }): Probe[] {
  const headers = base.headers ?? {};
  const out: Probe[] = [];
  const fixed: [string, unknown][] = [
    ["id above int4", INT4_OVER],
    ["huge number", 2 ** 53],
    ["negative number", -1],
    ["NUL string", "a\u0000b"],
    ["overlong string", long(300_000)],
    ["wrong type", { nested: [1] }],
  ];
  if (base.body !== undefined && typeof base.body === "object" && base.body !== null) {
    const fields = new Set([...Object.keys(base.body), ...Object.keys(op.body?.properties ?? {})]);
    for (const field of fields) {
      for (const [label, v] of fixed) {
        out.push({
          label: `body field: ${label}`,
          url: base.url,
          ...json({ ...(base.body as object), [field]: v }),
          headers: { ...headers, "content-type": "application/json" },
          auth: "caller",
        });
      }
    }
  }
  const withBody =
    base.body === undefined
      ? { headers }
      : { ...json(base.body), headers: { ...headers, "content-type": "application/json" } };
  for (const name of op.pathParams) {
    for (const value of ["2147483648", "99999999999999999999", "-1", "abc"]) {
      out.push({
        label: "path parameter",
        url: withParam(op, base.url, name, value),
        ...withBody,
        auth: "caller",
      });
    }
  }
  for (const name of Object.keys(op.query)) {
    for (const value of ["2147483648", encodeURIComponent(long(10_000)), "%00"]) {
      out.push({ label: "query value", url: `${base.url}?${name}=${value}`, ...withBody, auth: "caller" });
    }
  }
  if (op.method !== "GET" && op.method !== "DELETE") {
    for (const [label, raw] of RAW_BODIES) {
      out.push({
        label,
        url: base.url,
        payload: raw,
        headers: { ...headers, "content-type": "application/json" },
        auth: "caller",
      });
    }
    out.push({
      label: "wrong content type",
      url: base.url,
      payload: "a=1",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      auth: "caller",
    });
  }
  if (op.multipart) {
    for (const [label, type, body] of MULTIPART) {
      out.push({
        label,
        url: base.url,
        payload: body,
        headers: { ...headers, "content-type": type },
        auth: "caller",
      });
    }
  }
  return out;
}

// ---------- sending ----------

interface Failure {
  route: string;
  label: string;
  found: string[];
  status: number;
  input: string;
  reply: string;
}

async function send(op: Operation, probe: Probe, caller: Caller, failures: Failure[]) {
  const authorization =
    probe.auth === "caller"
      ? SESSION_ENDING.has(op.key) || !caller.bearer
        ? undefined
        : `Bearer ${caller.bearer}`
      : probe.auth === "none"
        ? undefined
        : probe.auth;
  const res = await t.app.inject({
    method: op.method,
    url: probe.url,
    remoteAddress: nextAddress(),
    headers: { ...probe.headers, ...(authorization ? { authorization } : {}) },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  const found = problems(res.statusCode, res.body);
  if (found.length > 0) {
    const payload = probe.payload === undefined ? "" : String(probe.payload);
    failures.push({
      route: op.key,
      label: probe.label,
      found,
      status: res.statusCode,
      input: `${probe.url.slice(0, 80)} ${payload.slice(0, 100)}${payload.length > 100 ? `…(${payload.length} chars)` : ""}`,
      reply: res.body.slice(0, 160),
    });
  }
}

/** Control characters (NUL, CR, LF) shown escaped, so each report line stays one line. */
const visible = (text: string) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 32 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}` : c))
    .join("");

/** One line per route and kind of input, with the first example: what to fix, not 500 copies of it. */
function report(failures: Failure[]): string[] {
  const groups = new Map<string, { first: Failure; count: number }>();
  for (const f of failures) {
    const key = `${f.route} | ${f.label} | ${f.found.join("+")}`;
    const g = groups.get(key);
    if (g) g.count += 1;
    else groups.set(key, { first: f, count: 1 });
  }
  return [...groups.entries()].map(
    ([key, { first, count }]) => `${key} ×${count}: ${visible(first.input)} → ${first.status} ${first.reply}`,
  );
}

describe("fuzz", () => {
  it("no bad input gets a 5xx, a stack trace, an internal path or SQL back", async () => {
    const started = Date.now();
    const failures: Failure[] = [];
    let sent = 0;
    let swept = 0;
    for (const op of ops) {
      const caller = callerFor(op);
      const base = await baseRequest(op, caller);
      for (const probe of sweep(op, base)) {
        await send(op, probe, caller, failures);
        sent += 1;
        swept += 1;
      }
    }
    const sweepMs = Date.now() - started;
    // The random part shares what is left of the budget equally between routes, in document order.
    const randomStart = Date.now();
    for (const [i, op] of ops.entries()) {
      const caller = callerFor(op);
      const base = await baseRequest(op, caller);
      const deadline = randomStart + (BUDGET_MS * (i + 1)) / ops.length;
      for (const probe of fc.sample(probeArbitrary(op, base), { seed: SEED + i, numRuns: RUNS_PER_ROUTE })) {
        if (Date.now() > deadline) break;
        await send(op, probe, caller, failures);
        sent += 1;
      }
    }
    const lines = report(failures);
    console.log(
      `fuzz: ${sent} inputs sent to ${ops.length} routes (${swept} in the fixed sweep in ${(sweepMs / 1000).toFixed(1)} s, ` +
        `${sent - swept} random, seed ${SEED}) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${failures.length} bad replies in ${lines.length} groups${lines.length ? `:\n${lines.join("\n")}` : ""}`,
    );
    expect(sent).toBeGreaterThan(ops.length * 10);
    expect(lines).toEqual([]);
  }, 150_000);
});
