/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, forumAnswers, forumQuestions, idempotencyKeys, rateLimits } from "../src/db/schema";
import { STALE_CLAIM_MS } from "../src/platform/idempotency";
import { post, send, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
type Session = Awaited<ReturnType<typeof studentSession>>;
let asha: Session;
let ravi: Session;
let questionId: number;

const answersOf = async (id: number) =>
  (
    await t.app.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumAnswers)
      .where(eq(forumAnswers.questionId, id))
  )[0]!.n;

function postAnswer(token: string, key: string | undefined, body = "<p>Because $g$ is constant.</p>") {
  return send(t.app, "POST", "/api/postans", {
    token,
    payload: { question_id: questionId, body },
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.platform.db;
  const jee = (await db.select().from(courses)).find((c) => c.name === "JEE Main Complete Course")!.id;
  asha = await studentSession(t.app);
  ravi = await studentSession(t.app);
  for (const s of [asha, ravi]) expect((await subscribe(t.app, s.token, jee)).status).toBe(200);
  await db.delete(rateLimits);
  const asked = await post(
    t.app,
    "/api/postque",
    {
      title: "Why is free fall acceleration constant?",
      body: "<p>Why?</p>",
      course_id: jee,
      subject: "Physics",
    },
    asha.token,
  );
  expect(asked.status).toBe(200);
  questionId = asked.body.data.id;
});
afterAll(async () => t?.close());

describe("Idempotency-Key", () => {
  it("a replayed forum answer returns the first reply and is stored once", async () => {
    const before = await answersOf(questionId);
    const first = await postAnswer(ravi.token, "outbox-answer-0001");
    expect(first.status).toBe(200);
    const again = await postAnswer(ravi.token, "outbox-answer-0001");
    expect(again.status).toBe(200);
    expect(again.raw).toBe(first.raw);
    expect(await answersOf(questionId)).toBe(before + 1);
    // Without a key (or with a fresh one) the same body is a new answer, as before.
    expect((await postAnswer(ravi.token, "outbox-answer-0002")).status).toBe(200);
    expect(await answersOf(questionId)).toBe(before + 2);
  });

  it("marks replays, and keeps keys per user: another student's identical key runs their own request", async () => {
    const mine = await t.app.inject({
      method: "POST",
      url: "/api/postans",
      payload: { question_id: questionId, body: "<p>Mine</p>" },
      headers: { authorization: `Bearer ${ravi.token}`, "idempotency-key": "shared-key-123" },
    });
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/postans",
      payload: { question_id: questionId, body: "<p>Mine</p>" },
      headers: { authorization: `Bearer ${ravi.token}`, "idempotency-key": "shared-key-123" },
    });
    expect(mine.headers["idempotency-replayed"]).toBeUndefined();
    expect(replay.headers["idempotency-replayed"]).toBe("true");
    const theirs = await postAnswer(asha.token, "shared-key-123", "<p>Theirs</p>");
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.id).not.toBe(mine.json().data.id);
  });

  it("a 4xx reply is stored too: the replay gets the same refusal without running again", async () => {
    const bad = await send(t.app, "POST", "/api/postans", {
      token: ravi.token,
      payload: { question_id: 999_999, body: "<p>x</p>" },
      headers: { "idempotency-key": "outbox-missing-q1" },
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const replay = await send(t.app, "POST", "/api/postans", {
      token: ravi.token,
      payload: { question_id: 999_999, body: "<p>x</p>" },
      headers: { "idempotency-key": "outbox-missing-q1" },
    });
    expect(replay.status).toBe(bad.status);
    expect(replay.raw).toBe(bad.raw);
  });

  it("refuses a key reused for another path, and a malformed key", async () => {
    expect((await postAnswer(ravi.token, "outbox-reuse-0001")).status).toBe(200);
    const other = await send(t.app, "POST", "/api/updateprofile", {
      token: ravi.token,
      payload: { firstName: "Ravi" },
      headers: { "idempotency-key": "outbox-reuse-0001" },
    });
    expect(other.status).toBe(422);
    const malformed = await postAnswer(ravi.token, "bad key!");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Idempotency-Key/);
  });

  it("a replay while the first is still running gets 409 with Retry-After; a stale claim runs again", async () => {
    const db = t.app.platform.db;
    await db
      .insert(idempotencyKeys)
      .values({ userId: ravi.userid, key: "outbox-inflight-01", method: "POST", path: "/api/postans" });
    const busy = await postAnswer(ravi.token, "outbox-inflight-01");
    expect(busy.status).toBe(409);
    const before = await answersOf(questionId);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(and(eq(idempotencyKeys.userId, ravi.userid), eq(idempotencyKeys.key, "outbox-inflight-01")));
    expect((await postAnswer(ravi.token, "outbox-inflight-01")).status).toBe(200);
    expect(await answersOf(questionId)).toBe(before + 1);
  });

  it("concurrent duplicates of one key create one answer", async () => {
    const before = await answersOf(questionId);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => postAnswer(ravi.token, "outbox-race-00001")),
    );
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of replies) expect([200, 409]).toContain(r.status);
    expect(await answersOf(questionId)).toBe(before + 1);
  });

  it("never stores replies to reads, nor requests without a session", async () => {
    const db = t.app.platform.db;
    const rows = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys))[0]!.n;
    const before = await rows();
    await send(t.app, "POST", "/api/login", {
      payload: { email: "nobody@example.in", password: "wrong-pass" },
      headers: { "idempotency-key": "outbox-login-0001" },
    });
    await send(t.app, "GET", "/api/forum/me", {
      token: ravi.token,
      headers: { "idempotency-key": "outbox-get-00001" },
    });
    expect(await rows()).toBe(before);
    expect(await db.select().from(forumQuestions)).not.toHaveLength(0);
  });
});
