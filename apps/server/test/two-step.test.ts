/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_LIMIT, TWO_STEP_MESSAGES } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffActions } from "../src/db/schema";
import { post, startTestApp } from "./helpers";
import { newStaffMember, TEST_OWNER, totpCode } from "./staff";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const STEP = 30_000;
let address = 0;
/** Each call from its own address: login limits per address stay out of these tests. */
async function call(url: string, body: object, cookie?: string) {
  address++;
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: body,
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json() as { message: string; data: any },
    cookie: String(res.headers["set-cookie"] ?? "").split(";")[0] ?? "",
  };
}

describe("the owner must use two-step sign-in", () => {
  let secret = "";
  let recovery: string[] = [];

  it("the first login sets up the authenticator before any session is given", async () => {
    const first = await call("/api/adminLogIn", TEST_OWNER);
    const { enrolment, ticket } = first.body.data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A wrong first code turns nothing on.
    const wrong = await call("/api/adminLogIn/enrol", {
      ticket,
      enrolment: enrolment.enrolment,
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_STEP_MESSAGES.CODE_WRONG);
    // A forged ticket opens nothing.
    const forged = await call("/api/adminLogIn/enrol", {
      ticket: `${ticket.slice(0, -4)}AAAA`,
      enrolment: enrolment.enrolment,
      code: totpCode(enrolment.secret),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(TWO_STEP_MESSAGES.TICKET_EXPIRED);

    const done = await call("/api/adminLogIn/enrol", {
      ticket,
      enrolment: enrolment.enrolment,
      code: totpCode(enrolment.secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.data.token).toEqual(expect.any(String));
    expect(done.body.data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(done.body.data.recovery_codes[0]).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    secret = enrolment.secret;
    recovery = done.body.data.recovery_codes;
  });

  it("later logins ask for a code; each code works once, a code of the next step works", async () => {
    const login = await call("/api/adminLogIn", TEST_OWNER);
    expect(login.body.data).toEqual({ second_factor: "totp", ticket: expect.any(String) });
    const { ticket } = login.body.data;
    // The code the enrolment used is spent.
    const reused = await call("/api/adminLogIn/second-factor", { ticket, code: totpCode(secret) });
    expect(reused.status).toBe(400);
    const next = await call("/api/adminLogIn/second-factor", {
      ticket,
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ role: "admin", email: TEST_OWNER.email });
    expect(next.body.data.recovery_codes).toBeUndefined();
  });

  it("a recovery code signs in once and is audited", async () => {
    const { ticket } = (await call("/api/adminLogIn", TEST_OWNER)).body.data;
    const code = (recovery[0] as string).toLowerCase().replace("-", " ");
    const used = await call("/api/adminLogIn/second-factor", { ticket, recovery_code: code });
    expect(used.status).toBe(200);
    const again = await call("/api/adminLogIn/second-factor", { ticket, recovery_code: recovery[0] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TWO_STEP_MESSAGES.RECOVERY_WRONG);
    const audit = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, "sign-in-with-recovery-code"));
    expect(audit).toHaveLength(1);
  });

  it("a trusted browser skips the second step; an untrusted one does not", async () => {
    const ask = async (cookie?: string) => (await call("/api/adminLogIn", TEST_OWNER, cookie)).body.data;
    const trusted = await call("/api/adminLogIn/second-factor", {
      ticket: (await ask()).ticket,
      recovery_code: recovery[1],
      trust_device: true,
    });
    expect(trusted.status).toBe(200);
    const untrusted = await call("/api/adminLogIn/second-factor", {
      ticket: (await ask()).ticket,
      recovery_code: recovery[2],
    });
    expect((await ask(trusted.cookie)).token).toEqual(expect.any(String));
    expect((await ask(untrusted.cookie)).second_factor).toBe("totp");
    // The trust belongs to the owner's account: the cookie names it.
    expect((await ask(`${trusted.cookie.slice(0, -3)}xyz`)).second_factor).toBe("totp");
  });

  it("the owner cannot turn it off", async () => {
    const trustedLogin = await call("/api/adminLogIn/second-factor", {
      ticket: (await call("/api/adminLogIn", TEST_OWNER)).body.data.ticket,
      recovery_code: recovery[3],
    });
    expect(trustedLogin.status).toBe(200);
    const token = trustedLogin.body.data.token;
    const status = await t.app.inject({
      method: "GET",
      url: "/api/staff/two-step",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json().data).toEqual({ enabled: true, required: true, recovery_codes_left: 6 });
    const off = await post(t.app, "/api/staff/two-step/off", { code: "123456" }, token);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(TWO_STEP_MESSAGES.OWNER_REQUIRED);
  });
});

/** Signs `staff` in and turns two-step sign-in on with the authenticator's first code. */
async function turnOnTwoStep(staff: { email: string; password: string }) {
  const token = (await call("/api/adminLogIn", staff)).body.data.token as string;
  const { enrolment, secret } = (await post(t.app, "/api/staff/two-step/start", undefined, token)).body.data;
  await post(t.app, "/api/staff/two-step/confirm", { enrolment, code: totpCode(secret) }, token);
  return { token, secret: secret as string };
}

describe("other staff may turn two-step sign-in on and off", () => {
  it("start, confirm with the first code, log in with a code, then turn it off", async () => {
    const ravi = await newStaffMember(t.app, "Ravi", "ravi@academy.in");
    const token = (await call("/api/adminLogIn", ravi)).body.data.token;
    expect(token).toEqual(expect.any(String));

    const started = await post(t.app, "/api/staff/two-step/start", undefined, token);
    expect(started.status).toBe(200);
    const { enrolment, secret } = started.body.data;
    // Nothing changes until the first code confirms it.
    expect((await call("/api/adminLogIn", ravi)).body.data.token).toEqual(expect.any(String));
    const confirmed = await post(
      t.app,
      "/api/staff/two-step/confirm",
      { enrolment, code: totpCode(secret) },
      token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    // Another's enrolment cannot be confirmed on this account.
    const again = await post(
      t.app,
      "/api/staff/two-step/confirm",
      { enrolment, code: totpCode(secret) },
      token,
    );
    expect(again.status).toBe(409);

    const login = await call("/api/adminLogIn", ravi);
    expect(login.body.data.second_factor).toBe("totp");
    const renewed = await post(
      t.app,
      "/api/staff/two-step/recovery-codes",
      { code: totpCode(secret, Date.now() + STEP) },
      token,
    );
    expect(renewed.status).toBe(200);
    const old = await call("/api/adminLogIn/second-factor", {
      ticket: login.body.data.ticket,
      recovery_code: confirmed.body.data.recovery_codes[0],
    });
    expect(old.status).toBe(400);
    const fresh = await call("/api/adminLogIn/second-factor", {
      ticket: login.body.data.ticket,
      recovery_code: renewed.body.data.recovery_codes[0],
    });
    expect(fresh.status).toBe(200);

    const off = await post(
      t.app,
      "/api/staff/two-step/off",
      { code: totpCode(secret, Date.now() - STEP) },
      token,
    );
    // The previous step is older than the one just spent: refused, as a replayed code would be.
    expect(off.status).toBe(400);
  });

  it("turning it off with a current code logs in with the password alone again", async () => {
    const sita = await newStaffMember(t.app, "Sita", "sita@academy.in");
    const { token, secret } = await turnOnTwoStep(sita);
    const off = await post(
      t.app,
      "/api/staff/two-step/off",
      { code: totpCode(secret, Date.now() + STEP) },
      token,
    );
    expect(off.status).toBe(200);
    expect((await call("/api/adminLogIn", sita)).body.data.token).toEqual(expect.any(String));
  });

  it("guessing codes stops at the limit, even for the right code", async () => {
    const staff = await newStaffMember(t.app, "Guess", "guess@academy.in");
    const { secret } = await turnOnTwoStep(staff);
    const { ticket } = (await call("/api/adminLogIn", staff)).body.data;
    const statuses: number[] = [];
    for (let i = 0; i < SECOND_FACTOR_LIMIT.max + 1; i++) {
      statuses.push((await call("/api/adminLogIn/second-factor", { ticket, code: "000000" })).status);
    }
    expect(statuses).toEqual([...Array(SECOND_FACTOR_LIMIT.max).fill(400), 429]);
    const right = await call("/api/adminLogIn/second-factor", {
      ticket,
      code: totpCode(secret, Date.now() + STEP),
    });
    expect(right.status).toBe(429);
  });

  it("a student's ticket-less call and a student token reach none of it", async () => {
    const bad = await call("/api/adminLogIn/second-factor", {
      ticket: "not-a-ticket-at-all",
      code: "123456",
    });
    expect(bad.status).toBe(400);
    expect((await post(t.app, "/api/staff/two-step/start")).status).toBe(401);
  });
});
