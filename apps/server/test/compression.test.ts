import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, exams } from "../src/db/schema";
import { adminToken, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
let mockId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.platform.db;
  const jee = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!.id;
  mockId = (await db.select().from(exams).where(eq(exams.courseId, jee)))[0]!.id;
  ({ token } = await studentSession(t.app));
  expect((await subscribe(t.app, token, jee)).status).toBe(200);
});
afterAll(async () => t?.close());

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;
/** What Chromium sends. */
const BROWSER = "gzip, deflate, br, zstd";

/** A call as a browser makes it, with `accept-encoding`; the reply's JSON decoded as the browser would. */
async function call(method: "GET" | "POST", url: string, acceptEncoding?: string, headers = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      ...headers,
    },
  });
  const encoding = res.headers["content-encoding"] as keyof typeof DECODE | undefined;
  const bytes = encoding ? DECODE[encoding](res.rawPayload) : res.rawPayload;
  return {
    res,
    encoding,
    sent: res.rawPayload.length,
    body: bytes.length ? JSON.parse(bytes.toString()) : null,
  };
}

describe("compressed API replies", () => {
  it("sends Start's paper gzipped to a browser, plain to a client that takes no gzip", async () => {
    const plain = await call("POST", `/api/user_exam/${mockId}/start`);
    expect(plain.encoding).toBeUndefined();
    expect(plain.res.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.sent).toBeGreaterThan(50_000);

    for (const [accepts, encoding] of [
      [BROWSER, "gzip"],
      ["gzip", "gzip"],
      ["br", undefined],
    ] as const) {
      // The same attempt, resumed: the same questions, now in a tenth of the bytes or less.
      const resumed = await call("POST", `/api/user_exam/${mockId}/start`, accepts);
      expect(resumed.encoding).toBe(encoding);
      expect(resumed.res.headers.vary).toMatch(/Accept-Encoding/);
      expect(resumed.res.headers["content-type"]).toBe("application/json; charset=utf-8");
      if (encoding) expect(resumed.sent).toBeLessThan(plain.sent / 10);
      expect(resumed.body.data.attemptId).toBe(plain.body.data.attemptId);
      expect(resumed.body.data.questions).toEqual(plain.body.data.questions);
    }
  });

  it("leaves a small reply as it is", async () => {
    const health = await call("GET", "/api/health", BROWSER);
    expect(health.res.statusCode).toBe(200);
    expect(health.sent).toBeLessThan(1024);
    expect(health.encoding).toBeUndefined();
  });

  it("keeps a public post's ETag the same compressed or not, and its 304 bodiless and unencoded", async () => {
    const url = "/api/blogs/how-to-plan-the-last-60-days-before-jee-main";
    const plain = await call("GET", url);
    const packed = await call("GET", url, BROWSER);
    expect(packed.encoding).toBe("gzip");
    expect(packed.body).toEqual(plain.body);
    expect(packed.res.headers.etag).toBe(plain.res.headers.etag);
    const again = await call("GET", url, BROWSER, { "if-none-match": packed.res.headers.etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.sent).toBe(0);
    expect(again.encoding).toBeUndefined();
    // Kept compressed once, but never past an edit: the new body comes compressed anew.
    const staff = { authorization: `Bearer ${await adminToken(t.app)}` };
    const found = await t.app.inject({
      method: "GET",
      url: "/api/adminblogs?q=last%2060%20days",
      headers: staff,
    });
    const id = found.json().data.items[0].id;
    const edit = { excerpt: "Sixty days, planned week by week." };
    await t.app.inject({ method: "PATCH", url: `/api/adminblogs/${id}`, headers: staff, payload: edit });
    const edited = await call("GET", url, BROWSER);
    expect(edited.encoding).toBe("gzip");
    expect(edited.body.data.post.excerpt).toBe(edit.excerpt);
    expect(edited.res.headers.etag).not.toBe(packed.res.headers.etag);
  });

  it("stores the plain reply for an Idempotency-Key, so a replay decodes to the same answer", async () => {
    const key = "compressed-start-1";
    const first = await call("POST", `/api/user_exam/${mockId}/start`, BROWSER, { "idempotency-key": key });
    const replay = await call("POST", `/api/user_exam/${mockId}/start`, undefined, {
      "idempotency-key": key,
    });
    expect(replay.res.headers["idempotency-replayed"]).toBe("true");
    expect([first.encoding, replay.encoding]).toEqual(["gzip", undefined]);
    expect(replay.body).toEqual(first.body);
  });
});
