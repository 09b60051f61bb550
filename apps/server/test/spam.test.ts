/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
// Issue #52, item 8: the public forms and signup need a solved proof-of-work challenge, and staff hear of
// new forms in one digest per window instead of one notification per form.
import { createHash } from "node:crypto";
import {
  formatSolution,
  leadingZeroBits,
  PROOF_EXPIRED,
  PROOF_INVALID,
  PROOF_MISSING,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_TTL_MS,
  PROOF_USED,
  proofInput,
} from "@medhavi/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, notifications, users } from "../src/db/schema";
import { requestStaffDigest, STAFF_DIGEST_QUEUE, sendStaffDigest } from "../src/modules/applications/digest";
import { ProofOfWork } from "../src/platform/proof-of-work";
import { loadOrCreateSecret } from "../src/platform/secrets";
import { challenge, newStudent, proofHeader, solve, startTestApp } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

let n = 0;
const next = () => {
  n += 1;
  return n;
};
const ip = () => `10.77.${next() >> 8}.${n & 255}`;
const contact = () => ({
  name: "Ravi Kumar",
  email: `spam.${Date.now().toString(36)}.${next()}@example.in`,
  mobile: `96${String(10_000_000 + n).slice(-8)}`,
  subject: "Batch timings",
  message: "When does the next JEE batch start?",
  idempotency_key: `spam-key-${Date.now().toString(36)}-${next()}`,
});
const partner = () => ({
  ...contact(),
  organisation: "Sunrise Public School",
  org_type: "school",
  city: "Pune",
  students: 800,
  message: "We would like a foundation programme.",
});

async function send(url: string, payload: unknown, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: payload as any,
    headers,
    remoteAddress: ip(),
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: any } };
}

/** A nonce that does not meet `difficulty` for `c` (the tests' 4 bits pass one nonce in 16). */
function wrongNonce(c: string, difficulty: number): number {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash("sha256").update(proofInput(c, nonce)).digest()) < difficulty)
      return nonce;
  }
}

/** A challenge signed with the server's key whose clock says `at`. */
async function challengeAt(at: number, difficulty = t.app.platform.proofOfWork.difficulty) {
  const key = await loadOrCreateSecret(t.app.platform.db, "proof-of-work", undefined);
  return new ProofOfWork(key, difficulty, t.app.platform.limiter, () => at).issue();
}

const FORMS: Array<[string, () => Record<string, unknown>]> = [
  ["/api/contactUs", contact],
  ["/api/partnerWithUs", partner],
  ["/api/signup", () => newStudent()],
];

describe("GET /api/challenge", () => {
  it("answers a signed challenge of the configured difficulty, valid 5 minutes, never cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { data } = res.json();
    expect(data.difficulty).toBe(4);
    expect(data.challenge).toMatch(/^1\.[\w-]+\.\d{13}\.4\.[\w-]{43}$/);
    expect(Math.abs(data.expires_at - (Date.now() + PROOF_OF_WORK_TTL_MS))).toBeLessThan(5000);
    expect((await challenge(t.app)).challenge).not.toBe(data.challenge);
  });
});

describe("the proof of work on the public forms and signup", () => {
  it.each(FORMS)(
    "%s refuses a missing proof, a wrong nonce, a forged signature, an expired and a reused challenge",
    async (url, body) => {
      const refused = async (headers: Record<string, string>, message: string) => {
        const res = await send(url, body(), headers);
        expect(res.status, res.body.message).toBe(400);
        expect(res.body.message).toBe(message);
      };
      await refused({}, PROOF_MISSING);
      await refused({ [PROOF_OF_WORK_HEADER]: "not a solution" }, PROOF_INVALID);

      const c = await challenge(t.app);
      await refused(
        { [PROOF_OF_WORK_HEADER]: formatSolution(c.challenge, wrongNonce(c.challenge, 4)) },
        PROOF_INVALID,
      );

      // Another signature, or a lower difficulty under the same signature.
      const [payload, sig] = [c.challenge.slice(0, -44), c.challenge.slice(-43)];
      const otherSig = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
      for (const forged of [`${payload}.${otherSig}`, `${payload.replace(/\.4$/, ".1")}.${sig}`]) {
        await refused({ [PROOF_OF_WORK_HEADER]: formatSolution(forged, solve(forged, 4)) }, PROOF_INVALID);
      }

      const old = await challengeAt(Date.now() - PROOF_OF_WORK_TTL_MS - 1000);
      await refused(
        { [PROOF_OF_WORK_HEADER]: formatSolution(old.challenge, solve(old.challenge, 4)) },
        PROOF_EXPIRED,
      );

      const proof = { [PROOF_OF_WORK_HEADER]: formatSolution(c.challenge, solve(c.challenge, c.difficulty)) };
      const first = await send(url, body(), proof);
      expect(first.status, first.body.message).toBe(200);
      await refused(proof, PROOF_USED);
    },
  );

  it("a challenge made before the difficulty was raised is refused as expired (the browser solves a new one)", async () => {
    const easy = await challengeAt(Date.now(), 3);
    const strict = new ProofOfWork(
      await loadOrCreateSecret(t.app.platform.db, "proof-of-work", undefined),
      4,
      t.app.platform.limiter,
    );
    const solution = formatSolution(easy.challenge, solve(easy.challenge, 3));
    await expect(strict.verify(solution)).rejects.toThrow(PROOF_EXPIRED);
  });

  it("refused forms store nothing; two forms sent at once with one solution make one application", async () => {
    const before = await t.app.platform.db.select({ id: applications.id }).from(applications);
    await send("/api/contactUs", contact(), {});
    const proof = await proofHeader(t.app);
    const [a, b] = await Promise.all([
      send("/api/contactUs", contact(), proof),
      send("/api/contactUs", contact(), proof),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a.body.message, b.body.message]).toContain(PROOF_USED);
    const after = await t.app.platform.db.select({ id: applications.id }).from(applications);
    expect(after.length - before.length).toBe(1);
  });
});

describe("the staff digest", () => {
  const staffIds = async () =>
    (
      await t.app.platform.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    ).map((u) => u.id);
  const bellOf = (ids: number[], since: number) =>
    t.app.platform.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), sql`${notifications.id} > ${since}`));
  const lastNotification = async () =>
    (
      await t.app.platform.db
        .select({ max: sql<number>`coalesce(max(${notifications.id}), 0)` })
        .from(notifications)
    )[0]?.max ?? 0;

  beforeAll(async () => {
    await t.app.platform.db
      .insert(users)
      .values([
        {
          role: "admin",
          email: "second.staff@test.local",
          passwordHash: "-",
          firstName: "Second",
          lastName: "Staff",
        },
        {
          role: "admin",
          email: "gone.staff@test.local",
          passwordHash: "-",
          firstName: "Gone",
          lastName: "Staff",
          status: "inactive",
        },
      ])
      .onConflictDoNothing();
  });

  it("30 forms from 30 addresses: one job for the window, then one notification per active staff member", async () => {
    await sendStaffDigest(t.app.platform.db);
    const since = await lastNotification();
    const sent = [];
    for (let i = 0; i < 30; i++) {
      const [url, body] = i < 20 ? ["/api/contactUs", contact] : ["/api/partnerWithUs", partner];
      sent.push(await send(url, body(), await proofHeader(t.app)));
    }
    expect(sent.map((r) => r.status)).toEqual(Array(30).fill(200));
    // Every form asked for the digest; one job per window (two if the test straddled a window's edge).
    const { rows } = (await t.app.platform.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${STAFF_DIGEST_QUEUE} AND state = 'created'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(1);
    expect(Number(rows[0]?.n)).toBeLessThanOrEqual(2);
    const staff = await staffIds();
    expect(await bellOf(staff, since)).toEqual([]);

    expect(await sendStaffDigest(t.app.platform.db)).toBe(30);
    const bell = await bellOf(staff, since);
    expect(bell.map((b) => b.userId).sort()).toEqual([...staff].sort());
    expect(staff.length).toBeGreaterThanOrEqual(2);
    expect(bell[0]?.notificationMsg).toBe("30 new forms: 20 messages, 10 partner enquiries.");
    expect(bell[0]?.navigate).toBe("/admin/enquiries");
    const [gone] = await t.app.platform.db
      .select()
      .from(users)
      .where(eq(users.email, "gone.staff@test.local"));
    expect(bell.some((b) => b.userId === gone?.id)).toBe(false);
    // Nothing new: the next digest says nothing.
    expect(await sendStaffDigest(t.app.platform.db)).toBe(0);
    expect(await bellOf(staff, since)).toHaveLength(staff.length);
  });

  it("two digests at once never announce a form twice", async () => {
    await sendStaffDigest(t.app.platform.db);
    const since = await lastNotification();
    for (let i = 0; i < 8; i++)
      expect((await send("/api/contactUs", contact(), await proofHeader(t.app))).status).toBe(200);
    const counts = await Promise.all([
      sendStaffDigest(t.app.platform.db),
      sendStaffDigest(t.app.platform.db),
    ]);
    expect(counts.sort()).toEqual([0, 8]);
    const staff = await staffIds();
    expect(await bellOf(staff, since)).toHaveLength(staff.length);
    expect(
      await t.app.platform.db.select().from(applications).where(isNull(applications.announcedAt)),
    ).toEqual([]);
  });

  it("the queued job sends the digest when its window has closed", async () => {
    await sendStaffDigest(t.app.platform.db);
    const since = await lastNotification();
    const sent = await send("/api/contactUs", contact(), await proofHeader(t.app));
    // A window that closed long ago: the worker takes the job at its next poll.
    await requestStaffDigest(t.app.platform, Date.now() - 24 * 60 * 60 * 1000);
    const staff = await staffIds();
    await expect
      .poll(async () => (await bellOf(staff, since)).map((b) => b.notificationMsg), { timeout: 15_000 })
      .toEqual(staff.map(() => `New message ${sent.body.data.reference} from Ravi Kumar.`));
  });
});
