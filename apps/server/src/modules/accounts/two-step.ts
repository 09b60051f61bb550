import { createHmac, randomBytes } from "node:crypto";
import {
  BRAND,
  formatRecoveryCode,
  TWO_STEP_MESSAGES as M,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_LIMIT,
  type SecondFactorKind,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from "@medhavi/domain";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DbOrTx } from "../../db/client";
import { recoveryCodes, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { badRequest, conflict } from "../../platform/errors";
import { readClaims, signClaims } from "../../platform/signed";
import type { UserRow } from "./user-info";

// Staff two-step sign-in (TOTP, RFC 6238, as authenticator apps implement it; recovery codes). The
// secrets of an enrolment in progress travel in a signed, short-lived token, so nothing half-done is kept.

const TICKET_AUDIENCE = "medhavi:second-factor";
const ENROL_AUDIENCE = "medhavi:totp-enrol";
const TICKET_TTL = "10m";
const ENROL_TTL = "15m";

/** The owner is the account the academy was set up with (ADMIN_EMAIL): two-step sign-in is required. */
export const isOwner = (p: Platform, user: Pick<UserRow, "email">) =>
  user.email.toLowerCase() === p.config.adminEmail;

/** What a right password still needs on a staff account: nothing, a code, or the owner's enrolment. */
export function secondStepNeeded(p: Platform, user: UserRow): SecondFactorKind | null {
  if (user.role !== "admin") return null;
  if (user.totpSecret) return "totp";
  return isOwner(p, user) ? "enrol" : null;
}

const sign = (p: Platform, audience: string, ttl: string, claims: Record<string, unknown>) =>
  signClaims(p.deviceKey, audience, ttl, claims);

async function verify(p: Platform, token: string, audience: string, expired: string) {
  const claims = await readClaims(p.deviceKey, token, audience);
  if (!claims) throw badRequest(expired);
  return claims;
}

/** Proof that the password step passed, for `userId`; it opens the second step only. */
export const issueTicket = (p: Platform, userId: number) =>
  sign(p, TICKET_AUDIENCE, TICKET_TTL, { uid: userId });

export async function readTicket(p: Platform, ticket: string): Promise<number> {
  const payload = await verify(p, ticket, TICKET_AUDIENCE, M.TICKET_EXPIRED);
  if (typeof payload.uid !== "number") throw badRequest(M.TICKET_EXPIRED);
  return payload.uid;
}

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: BRAND.name,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The 30-second step `code` belongs to (this one or a neighbour, for clock drift), or null. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export interface Enrolment {
  /** Signed: the secret and the account it is for, handed back with the first code. */
  enrolment: string;
  secret: string;
  otpauth_uri: string;
  /** The URI as a QR code (SVG markup) for the authenticator app's camera. */
  qr_svg: string;
}

/** A new secret for `user`'s authenticator; nothing is stored until the first code confirms it. */
export async function startEnrolment(p: Platform, user: UserRow): Promise<Enrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, user.email).toString();
  return {
    enrolment: await sign(p, ENROL_AUDIENCE, ENROL_TTL, { uid: user.id, secret }),
    secret,
    otpauth_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
  };
}

/**
 * Confirms an enrolment with the first code and turns two-step sign-in on: the secret is stored, the
 * code's step is spent, and ten new recovery codes are made (returned once, kept as hashes).
 */
export async function confirmEnrolment(
  p: Platform,
  userId: number,
  enrolment: string,
  code: string,
): Promise<string[]> {
  const payload = await verify(p, enrolment, ENROL_AUDIENCE, M.ENROL_EXPIRED);
  if (payload.uid !== userId || typeof payload.secret !== "string") throw badRequest(M.ENROL_EXPIRED);
  const step = stepOf(payload.secret, code);
  if (step === null) throw badRequest(M.CODE_WRONG);
  const secret = payload.secret;
  return p.db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(users)
      .set({ totpSecret: secret, totpLastStep: step, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw conflict(M.ALREADY_ON);
    return replaceRecoveryCodes(p, tx, userId);
  });
}

const hashRecovery = (p: Platform, userId: number, code: string) =>
  createHmac("sha256", p.otpKey)
    .update(`recovery:${userId}:${normalizeRecoveryCode(code)}`)
    .digest("hex");

const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

async function replaceRecoveryCodes(p: Platform, tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(Array.from(randomBytes(10), (b) => BASE32[b & 31]).join("")),
  );
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecovery(p, userId, c) })));
  return codes;
}

/**
 * Checks a second-step code for `user`, under SECOND_FACTOR_LIMIT (reserved first, given back when
 * right). An authenticator code is accepted once: its step must be later than the last one accepted.
 * A recovery code is spent when used.
 */
export async function checkSecondFactor(
  p: Platform,
  user: UserRow,
  input: { code?: string | undefined; recovery_code?: string | undefined },
): Promise<void> {
  const attempt = await p.limiter.reserve(SECOND_FACTOR_LIMIT, String(user.id));
  let valid = false;
  try {
    valid =
      input.code !== undefined ? await spendCode(p, user, input.code) : await spendRecovery(p, user, input);
  } finally {
    if (valid) await attempt.release();
    else attempt.keep();
  }
  if (!valid) throw badRequest(input.code !== undefined ? M.CODE_WRONG : M.RECOVERY_WRONG);
}

async function spendCode(p: Platform, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = stepOf(user.totpSecret, code);
  if (step === null) return false;
  const spent = await p.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0;
}

async function spendRecovery(p: Platform, user: UserRow, input: { recovery_code?: string | undefined }) {
  if (!input.recovery_code) return false;
  const used = await p.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecovery(p, user.id, input.recovery_code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function twoStepStatus(p: Platform, user: UserRow) {
  const [left] = await p.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(user.totpSecret),
    required: isOwner(p, user),
    recovery_codes_left: user.totpSecret ? (left?.n ?? 0) : 0,
  };
}

/** New recovery codes (the old ones stop working), after a current authenticator code. */
export async function renewRecoveryCodes(p: Platform, user: UserRow, code: string): Promise<string[]> {
  if (!user.totpSecret) throw conflict(M.NOT_ON);
  await checkSecondFactor(p, user, { code });
  return p.db.transaction((tx) => replaceRecoveryCodes(p, tx, user.id));
}

/** Turns two-step sign-in off after a current code; never for the owner. */
export async function turnOff(p: Platform, user: UserRow, code: string): Promise<void> {
  if (isOwner(p, user)) throw conflict(M.OWNER_REQUIRED);
  if (!user.totpSecret) throw conflict(M.NOT_ON);
  await checkSecondFactor(p, user, { code });
  await p.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
}
