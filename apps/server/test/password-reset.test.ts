import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpChallenges } from "../src/db/schema";
import { post, startTestApp, studentSession } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** The OTP the default SMS sender wrote to DATA_DIR/sms-outbox.jsonl for this number. */
function lastOtp(mobile: string): string {
  const lines = readFileSync(join(t.env.dataDir, "sms-outbox.jsonl"), "utf8").trim().split("\n");
  const mine = lines.map((l) => JSON.parse(l)).filter((m) => m.to === mobile);
  const text: string = mine.at(-1)?.text ?? "";
  return /^(\d{6}) is your/.exec(text)?.[1] ?? "";
}

/** Moves the account's OTPs back in time, as if `ms` had passed. */
async function age(userid: number, ms: number) {
  const rows = await t.app.platform.db.select().from(otpChallenges).where(eq(otpChallenges.userId, userid));
  for (const row of rows) {
    await t.app.platform.db
      .update(otpChallenges)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
      })
      .where(eq(otpChallenges.id, row.id));
  }
}

describe("password reset proven on the server", () => {
  it("an unknown email is 'Invalid Email Id'", async () => {
    const res = await post(t.app, "/api/verifyEmail", { email: "nobody@example.in" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid Email Id");
  });

  it("goes from OTP to a new password, once, ending every session", async () => {
    const { token, student } = await studentSession(t.app);
    const sent = await post(t.app, "/api/verifyEmail", { email: student.email });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("OTP sent successfully!");
    expect(sent.body.data.mobileNumber).toBe(`******${student.mobileNumber.slice(-4)}`);
    const otp = lastOtp(student.mobileNumber);
    expect(otp).toMatch(/^\d{6}$/);

    // Without the proof, or with a made-up one, nothing changes.
    const body = { email: student.email, password: "fresh-pass-1", confirm_password: "fresh-pass-1" };
    const noProof = await post(t.app, "/api/updatePasswordForUser", body);
    expect(noProof.status).toBe(400);
    const fakeProof = await post(t.app, "/api/updatePasswordForUser", { ...body, reset_token: "made-up" });
    expect(fakeProof.status).toBe(400);
    expect(fakeProof.body.message).toBe(
      "Your verification has expired. Please verify your mobile number again.",
    );

    const verified = await post(t.app, "/api/verifyOtp", { email: student.email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("Mobile number verified successfully!");
    const proof = verified.body.data.reset_token as string;

    const mismatch = await post(t.app, "/api/updatePasswordForUser", {
      ...body,
      confirm_password: "other-pass-1",
      reset_token: proof,
    });
    expect(mismatch.body.message).toBe("Confirm password must be same as password.");

    const updated = await post(t.app, "/api/updatePasswordForUser", { ...body, reset_token: proof });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Password updated successfully!");
    const reused = await post(t.app, "/api/updatePasswordForUser", { ...body, reset_token: proof });
    expect(reused.status).toBe(400);

    expect((await post(t.app, "/api/getProfile", { email: student.email }, token)).status).toBe(401);
    expect((await post(t.app, "/api/login", { email: student.email, password: "fresh-pass-1" })).status).toBe(
      200,
    );
    expect((await post(t.app, "/api/verifyOtp", { email: student.email, otp })).status).toBe(400); // used up
  });

  it("re-sending waits for the cooldown, and the new code replaces the old", async () => {
    const { userid, student } = await studentSession(t.app);
    await post(t.app, "/api/verifyEmail", { email: student.email });
    const first = lastOtp(student.mobileNumber);
    const again = await post(t.app, "/api/verifyEmail", { email: student.email });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another OTP\.$/);
    await age(userid, 31_000);
    expect((await post(t.app, "/api/verifyEmail", { email: student.email })).status).toBe(200);
    const second = lastOtp(student.mobileNumber);
    if (first !== second) {
      const old = await post(t.app, "/api/verifyOtp", { email: student.email, otp: first });
      expect(old.status).toBe(400);
    }
    expect((await post(t.app, "/api/verifyOtp", { email: student.email, otp: second })).status).toBe(200);
  });

  it("an OTP expires after 10 minutes", async () => {
    const { userid, student } = await studentSession(t.app);
    await post(t.app, "/api/verifyEmail", { email: student.email });
    const otp = lastOtp(student.mobileNumber);
    await age(userid, 10 * 60_000 + 1000);
    const res = await post(t.app, "/api/verifyOtp", { email: student.email, otp });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The OTP has expired. Please request a new one.");
  });

  it("an OTP dies after 5 wrong tries", async () => {
    const { student } = await studentSession(t.app);
    await post(t.app, "/api/verifyEmail", { email: student.email });
    const otp = lastOtp(student.mobileNumber);
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await post(t.app, "/api/verifyOtp", { email: student.email, otp: wrong })).body.message);
    }
    expect(messages).toEqual([
      "Incorrect OTP. 4 attempts left.",
      "Incorrect OTP. 3 attempts left.",
      "Incorrect OTP. 2 attempts left.",
      "Incorrect OTP. 1 attempt left.",
      "Too many wrong attempts. Please request a new OTP.",
    ]);
    const right = await post(t.app, "/api/verifyOtp", { email: student.email, otp });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe("Too many wrong attempts. Please request a new OTP.");
  });

  it("checks the OTP format", async () => {
    const res = await post(t.app, "/api/verifyOtp", { email: "a@b.in", otp: "12ab" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("OTP must be 6 digits.");
  });

  it("limits OTP sends per address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post(t.app, "/api/verifyEmail", { email: `x${i}@example.in` }, undefined, "10.7.7.7")).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("the OTP never reaches the log", async () => {
    const lines: string[] = [];
    const { buildApp } = await import("../src/app");
    const { createTestEnv } = await import("./helpers");
    const env = await createTestEnv({ LOG_LEVEL: "trace" });
    const app = await buildApp(env.config, {
      announce: () => {},
      logStream: { write: (l) => lines.push(l) },
    });
    try {
      const { student } = await studentSession(app);
      expect((await post(app, "/api/verifyEmail", { email: student.email })).status).toBe(200);
      const outbox = readFileSync(join(env.dataDir, "sms-outbox.jsonl"), "utf8");
      const otp = /(\d{6}) is your/.exec(outbox)?.[1] ?? "";
      expect(otp).toMatch(/^\d{6}$/);
      const log = lines.join("");
      expect(log).toContain("sms written to the outbox");
      expect(log).not.toContain(otp);
      expect(log).not.toContain(student.password);
    } finally {
      await app.close();
      await env.destroy();
    }
  });
});
