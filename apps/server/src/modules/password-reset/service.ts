import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import {
  BRAND,
  MESSAGES,
  OTP_CHECK_ACCOUNT,
  OTP_CHECK_ADDRESS,
  OTP_MAX_TRIES,
  OTP_SEND_ADDRESS,
  OTP_SEND_EMAIL,
  OTP_SEND_MIN_REPLY_MS,
} from "@medhavi/domain";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { otpChallenges, resetProofs, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, HttpError } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { maskNumber } from "../../platform/sms";
import { findUserByEmail } from "../accounts/user-info";

const PURPOSE = "password_reset";
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_COOLDOWN_MS = 30_000;
export const RESET_PROOF_TTL_MS = 10 * 60_000;

export const OTP_EXPIRED = "The OTP has expired. Please request a new one.";
export const OTP_DEAD = "Too many wrong attempts. Please request a new OTP.";
export const OTP_NONE = "Please request an OTP first.";
export const RESET_PROOF_INVALID = "Your verification has expired. Please verify your mobile number again.";

const hashOtp = (key: string, userId: number, code: string) =>
  createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");
const hashProof = (token: string) => createHash("sha256").update(token).digest("hex");

async function studentByEmail(p: Platform, email: string) {
  const user = await findUserByEmail(p.db, email);
  if (user?.role !== "student") throw badRequest(MESSAGES.INVALID_EMAIL_ID);
  return user;
}

/**
 * Sends a fresh 6-digit OTP to the account's mobile number; earlier codes stop working. Known and
 * unknown emails count against the same limits and every reply waits for OTP_SEND_MIN_REPLY_MS, so
 * neither the limits nor the reply time tell which emails have an account (the message still does,
 * as the spec asks).
 */
export async function sendOtp(
  p: Platform,
  email: string,
  address: string,
): Promise<{ mobileNumber: string }> {
  const floor = new Promise((resolve) => setTimeout(resolve, OTP_SEND_MIN_REPLY_MS));
  try {
    return await sendOtpNow(p, email.toLowerCase(), address);
  } finally {
    await floor;
  }
}

async function sendOtpNow(p: Platform, email: string, address: string): Promise<{ mobileNumber: string }> {
  await p.limiter.consume(OTP_SEND_ADDRESS, address);
  await p.limiter.consume(OTP_SEND_EMAIL, email);
  const user = await studentByEmail(p, email);
  if (!user.mobileNumber) {
    throw badRequest("No mobile number is registered for this account. Please contact the academy.");
  }
  const [last] = await p.db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, user.id), eq(otpChallenges.purpose, PURPOSE)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const wait = last ? last.createdAt.getTime() + OTP_RESEND_COOLDOWN_MS - Date.now() : 0;
  if (wait > 0) {
    throw new HttpError(429, `Please wait ${Math.ceil(wait / 1000)} seconds before asking for another OTP.`);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const [challenge] = await p.db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.userId, user.id), isNull(otpChallenges.consumedAt)));
    return tx
      .insert(otpChallenges)
      .values({
        userId: user.id,
        purpose: PURPOSE,
        codeHash: hashOtp(p.otpKey, user.id, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      })
      .returning({ id: otpChallenges.id });
  });
  try {
    await p.sms.send(
      user.mobileNumber,
      `${code} is your ${BRAND.name} OTP to reset your password. It expires in 10 minutes. Do not share it with anyone.`,
    );
  } catch (err) {
    if (challenge) await p.db.delete(otpChallenges).where(eq(otpChallenges.id, challenge.id));
    p.log.error({ err }, "could not send the OTP");
    throw new HttpError(502, "We could not send the OTP right now. Please try again in a few minutes.");
  }
  return { mobileNumber: maskNumber(user.mobileNumber) };
}

/** Checks the OTP; on success returns a short-lived, single-use proof for the password update. */
export async function verifyOtp(
  p: Platform,
  email: string,
  otp: string,
  address: string,
): Promise<{ reset_token: string }> {
  await p.limiter.consume(OTP_CHECK_ADDRESS, address);
  const user = await studentByEmail(p, email);
  await p.limiter.consume(OTP_CHECK_ACCOUNT, String(user.id));
  const [challenge] = await p.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        eq(otpChallenges.purpose, PURPOSE),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge) throw badRequest(OTP_NONE);
  if (challenge.expiresAt.getTime() <= Date.now()) throw badRequest(OTP_EXPIRED);

  // Take one of the OTP's tries before comparing (increment, then compare), so concurrent guesses
  // cannot all be compared against the same count.
  const [tried] = await p.db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        lt(otpChallenges.attempts, OTP_MAX_TRIES),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  if (!tried) throw badRequest(OTP_DEAD);

  const expected = Buffer.from(challenge.codeHash, "hex");
  const given = Buffer.from(hashOtp(p.otpKey, user.id, otp), "hex");
  if (!timingSafeEqual(expected, given)) {
    const left = OTP_MAX_TRIES - tried.attempts;
    if (left <= 0) throw badRequest(OTP_DEAD);
    throw badRequest(`Incorrect OTP. ${left} attempt${left === 1 ? "" : "s"} left.`);
  }

  const token = randomBytes(32).toString("base64url");
  await p.db.transaction(async (tx) => {
    // Only one of several right answers sent at once gets a proof.
    const claimed = await tx
      .update(otpChallenges)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id });
    if (claimed.length === 0) throw badRequest(OTP_NONE);
    await tx.insert(resetProofs).values({
      userId: user.id,
      tokenHash: hashProof(token),
      expiresAt: new Date(Date.now() + RESET_PROOF_TTL_MS),
    });
  });
  return { reset_token: token };
}

/** Sets the new password with a valid proof, uses the proof up and ends every session of the account. */
export async function resetPassword(
  p: Platform,
  email: string,
  password: string,
  token: string,
): Promise<void> {
  const user = await studentByEmail(p, email);
  const proof = and(
    eq(resetProofs.tokenHash, hashProof(token)),
    eq(resetProofs.userId, user.id),
    isNull(resetProofs.usedAt),
    gt(resetProofs.expiresAt, new Date()),
  );
  // The proof first: hashing costs 19 MiB and tens of milliseconds, not to be spent on made-up proofs.
  const [valid] = await p.db.select({ id: resetProofs.id }).from(resetProofs).where(proof);
  if (!valid) throw badRequest(RESET_PROOF_INVALID);
  const passwordHash = await hashPassword(password);
  await p.db.transaction(async (tx) => {
    const used = await tx
      .update(resetProofs)
      .set({ usedAt: new Date() })
      .where(and(eq(resetProofs.id, valid.id), proof))
      .returning({ id: resetProofs.id });
    if (used.length === 0) throw badRequest(RESET_PROOF_INVALID);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await p.tokens.revokeAllFor(tx, user.id);
  });
}
