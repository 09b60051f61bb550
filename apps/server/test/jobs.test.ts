/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { FANOUT_INLINE_MAX } from "../src/modules/backoffice/compose-notification";
import { SMS_QUEUE, SMS_RETRY } from "../src/platform/sms-queue";
import { adminToken, createTestEnv, post, send, studentSession, type TestEnv } from "./helpers";

/** An SMS gateway that fails while `down` is true, and records what it was asked to send. */
async function gateway() {
  const state = { down: true, tries: 0, sent: [] as Array<{ to: string; text: string }> };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    state.tries++;
    if (state.down) return res.writeHead(503).end();
    state.sent.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    res.writeHead(200).end("{}");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function until(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let env: TestEnv;
let app: FastifyInstance;
let gw: Awaited<ReturnType<typeof gateway>>;
let staff: string;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await app.platform.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Makes every waiting retry of `queue` due now, as if its backoff had passed. */
const fastForward = (queue: string) =>
  app.platform.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${queue} AND state = 'retry'`,
  );

beforeAll(async () => {
  gw = await gateway();
  env = await createTestEnv({ SMS_GATEWAY_URL: gw.url });
  app = await buildApp(env.config, { announce: () => {} });
  staff = await adminToken(app);
});
afterAll(async () => {
  await app?.close();
  await env?.destroy();
  await gw?.close();
});

describe("SMS on the job queue", () => {
  it("a failed send is retried with backoff, then kept as a dead letter staff can send again", async () => {
    const { student, userid } = await studentSession(app);
    const asked = await post(app, "/api/verifyEmail", { email: student.email });
    expect(asked.status).toBe(200); // the gateway is down: the message is queued, not lost
    expect(gw.state.tries).toBe(1);

    const [job] = await rows<{ id: string; data: any; retry_limit: number; retry_backoff: boolean }>(
      sql`SELECT id, data, retry_limit, retry_backoff FROM pgboss.job WHERE name = ${SMS_QUEUE}`,
    );
    expect(job?.data.to).toBe(student.mobileNumber);
    // The stored message is sealed: a database dump shows no OTP.
    expect(Object.keys(job?.data ?? {}).sort()).toEqual(["sealed", "to"]);
    expect(Buffer.from(job?.data.sealed, "base64url").toString("latin1")).not.toMatch(/is your/);
    expect([job?.retry_limit, job?.retry_backoff]).toEqual([SMS_RETRY.retryLimit, true]);

    // Each try fails and is put back (with backoff, skipped here) until the tries are spent.
    // The backoff is skipped on every poll: a job still active at one poll is back in 'retry' at the next.
    for (let i = 1; i <= SMS_RETRY.retryLimit + 1; i++) {
      await until(10_000, async () => {
        await app.platform.db.execute(
          sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${SMS_QUEUE} AND state IN ('created', 'retry')`,
        );
        return gw.state.tries >= 1 + i;
      });
    }
    await until(10_000, async () => {
      const [s] = await rows<{ state: string }>(
        sql`SELECT state FROM pgboss.job WHERE id = ${job?.id}::uuid`,
      );
      return s?.state === "failed";
    });

    const listed = await send(app, "GET", "/api/admin/jobs", { token: staff });
    expect(listed.status).toBe(200);
    const counts = Object.fromEntries(listed.body.data.queues.map((q: any) => [q.name, q]));
    expect(counts[SMS_QUEUE]).toMatchObject({ failed: 1, dead_letter: `${SMS_QUEUE}.dead` });
    expect(counts[`${SMS_QUEUE}.dead`].queued).toBe(1);
    const failed = listed.body.data.jobs.find((j: any) => j.id === job?.id);
    expect(failed).toMatchObject({ state: "failed", retry_count: SMS_RETRY.retryLimit });
    expect(failed.error).toMatch(/SMS gateway answered 503/);
    const dead = listed.body.data.jobs.find((j: any) => j.queue === `${SMS_QUEUE}.dead`);
    expect(dead.source_id).toBe(job?.id);

    // Students are turned away; a bad id is a 404, not a 500.
    const { token } = await studentSession(app);
    expect((await send(app, "GET", "/api/admin/jobs", { token })).status).toBe(403);
    expect(
      (await send(app, "POST", `/api/admin/jobs/${SMS_QUEUE}/${crypto.randomUUID()}/retry`, { token: staff }))
        .status,
    ).toBe(404);

    // The gateway is back: staff send the dead letter again, and the student gets the OTP.
    gw.state.down = false;
    const retried = await send(app, "POST", `/api/admin/jobs/${SMS_QUEUE}.dead/${dead.id}/retry`, {
      token: staff,
    });
    expect(retried.status).toBe(200);
    await until(10_000, async () => gw.state.sent.length === 1);
    expect(gw.state.sent[0]?.to).toBe(student.mobileNumber);
    expect(gw.state.sent[0]?.text).toMatch(/^\d{6} is your/);
    const audit = await rows<{ target: string }>(
      sql`SELECT target FROM staff_actions WHERE action = 'retry-job'`,
    );
    expect(audit.map((a) => a.target)).toEqual([`job:${dead.id}`]);
    expect(userid).toBeGreaterThan(0);
  }, 60_000);
});

describe("notification fan-out on the job queue", () => {
  it("a large audience is queued and written once, with one audit entry", async () => {
    await app.platform.db.execute(
      sql`INSERT INTO users (email, password_hash, first_name)
          SELECT 'fan' || g || '@example.in', 'x', 'Fan' FROM generate_series(1, ${FANOUT_INLINE_MAX + 5}) g`,
    );
    const message = "Results are out";
    const res = await post(app, "/api/notifications/compose", { audience: "everyone", message }, staff);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ queued: true, sent: 0 });
    const count = res.body.data.count as number;
    expect(count).toBeGreaterThan(FANOUT_INLINE_MAX);
    await until(15_000, async () => {
      const [n] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notifications WHERE notification_msg = ${message}`,
      );
      return n?.n === count;
    });
    const audit = await rows<{ detail: any }>(
      sql`SELECT detail FROM staff_actions WHERE action = 'compose-notification' AND detail->>'message' = ${message}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail.sent).toBe(count);
  }, 30_000);
});

describe("jobs survive a restart", () => {
  it("a job queued before the server stops runs after it starts again", async () => {
    const { student } = await studentSession(app);
    gw.state.down = true;
    expect((await post(app, "/api/verifyEmail", { email: student.email })).status).toBe(200);
    await app.close();
    gw.state.down = false;
    app = await buildApp(env.config, { announce: () => {} });
    await until(15_000, async () => {
      await fastForward(SMS_QUEUE);
      await app.platform.db.execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${SMS_QUEUE} AND state = 'created'`,
      );
      return gw.state.sent.some((m) => m.to === student.mobileNumber);
    });
  }, 60_000);
});
