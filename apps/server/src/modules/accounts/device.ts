import { createHash, randomBytes } from "node:crypto";
import { TRUSTED_DEVICE_DAYS } from "@medhavi/domain";
import type { FastifyRequest } from "fastify";
import type { Role } from "../../platform/auth";
import { cookieValue, privateCookie } from "../../platform/cookies";
import { readClaims, signClaims } from "../../platform/signed";

/**
 * A browser that signed in to an account before carries a signed device cookie naming that account
 * (OWASP, "Slow brute force attacks: device cookies"). Its logins are counted per device, so failures
 * from elsewhere never slow the account's own devices; and after a staff member's second step with
 * "trust this browser", it carries until when the second step is not asked again.
 */
export interface Device {
  account: string;
  nonce: string;
  /** Epoch ms until which this browser skips the second step; 0 when it is not trusted for it. */
  trustedUntil: number;
}

const COOKIE: Record<Role, { name: string; path: string }> = {
  student: { name: "medhavi_device", path: "/api/login" },
  admin: { name: "medhavi_staff_device", path: "/api/adminLogIn" },
};
const AUDIENCE = "medhavi:device";
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
export const TRUST_MS = TRUSTED_DEVICE_DAYS * 24 * 60 * 60 * 1000;

/** The cookie names its account by a hash: the browser's storage does not hold staff emails. */
const accountTag = (account: string) => createHash("sha256").update(account).digest("base64url").slice(0, 22);

/** The request's device cookie for `account`, when it is one we signed for this role and account. */
export async function readDevice(
  key: string,
  role: Role,
  request: FastifyRequest,
  account: string,
): Promise<Device | null> {
  const value = cookieValue(request.headers.cookie, COOKIE[role].name);
  if (!value) return null;
  const payload = await readClaims(key, value, AUDIENCE, role);
  if (payload?.acc !== accountTag(account) || typeof payload.n !== "string") return null;
  return { account, nonce: payload.n, trustedUntil: Number(payload.t) || 0 };
}

/** A Set-Cookie header naming this browser as a device of `account` (a new nonce each login). */
export async function deviceCookie(
  key: string,
  role: Role,
  request: FastifyRequest,
  account: string,
  trustedUntil: number,
): Promise<string> {
  const claims = { acc: accountTag(account), n: randomBytes(12).toString("base64url"), t: trustedUntil };
  const token = await signClaims(key, AUDIENCE, `${LIFETIME_SECONDS}s`, claims, role);
  return privateCookie(COOKIE[role].name, token, {
    path: COOKIE[role].path,
    maxAgeSeconds: LIFETIME_SECONDS,
    secure: request.protocol === "https",
  });
}
