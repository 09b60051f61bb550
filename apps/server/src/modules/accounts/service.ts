import {
  ACCOUNT_DEACTIVATED,
  type Language,
  type LoginInput,
  profileChangeNeedsPassword,
  type SecondFactorKind,
  SIGNUP_ADDRESS,
  type SignupInput,
} from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { users } from "../../db/schema";
import { isUniqueViolation } from "../../db/sql";
import type { Role } from "../../platform/auth";
import type { Platform } from "../../platform/context";
import { badRequest, conflict, forbidden } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { applyPendingGrants } from "../applications/staff";
import { ensureWelcome } from "../notifications/service";
import { reserveCurrentPasswordCheck, reserveDeviceLogin, reserveLogin } from "./attempt-limits";
import { deviceCookie, readDevice } from "./device";
import { issueTicket, secondStepNeeded } from "./two-step";
import { findUserByEmail, getUser, type UserRow } from "./user-info";

export const EMAIL_TAKEN = "An account with this email already exists.";
export const BAD_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_DISABLED = ACCOUNT_DEACTIVATED;

// Unknown emails are checked against this hash too, so the reply time does not reveal who has an account.
let dummyHash: Promise<string> | undefined;
const dummy = () => {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
};

export async function signup(p: Platform, input: SignupInput, address: string): Promise<UserRow> {
  await p.limiter.consume(SIGNUP_ADDRESS, address);
  if (await findUserByEmail(p.db, input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const created = await p.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        role: "student",
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber: input.mobileNumber,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict(EMAIL_TAKEN);
    await ensureWelcome(tx, user);
    return user;
  });
  // A scholarship approved with a plan before this email had an account (issue #11).
  await applyPendingGrants(p, created).catch((err) =>
    p.log.warn({ err }, "could not apply pending scholarship grants"),
  );
  return created;
}

export type LoginOutcome =
  | { kind: "signed-in"; token: string; user: UserRow; deviceCookie: string }
  | { kind: "second-step"; needs: SecondFactorKind; ticket: string; user: UserRow };

/**
 * Checks the password under the login limits (reserved before the check; a known device is counted on
 * its own); students and staff log in separately. A staff account with two-step sign-in (or the owner,
 * who must set it up) gets a ticket for the second step instead of a session, unless this browser was
 * trusted at an earlier second step.
 */
export async function login(
  p: Platform,
  input: LoginInput,
  role: Role,
  request: FastifyRequest,
): Promise<LoginOutcome> {
  const account = input.email.toLowerCase();
  const device = await readDevice(p.deviceKey, role, request, account);
  const attempt =
    (device && (await reserveDeviceLogin(p, role, device.nonce).catch(() => null))) ??
    (await reserveLogin(p, role, account, request.ip));
  let user: UserRow | undefined;
  let valid = false;
  try {
    user = await findUserByEmail(p.db, account);
    valid =
      user && user.role === role
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyPassword(await dummy(), input.password).then(() => false);
  } finally {
    // A right password gives the attempt back; anything else keeps it counted.
    if (valid) await attempt.release();
    else attempt.keep();
  }
  if (!user || !valid) throw badRequest(BAD_CREDENTIALS);
  if (user.status !== "active") throw forbidden(ACCOUNT_DISABLED);
  const trustedUntil = device && device.trustedUntil > Date.now() ? device.trustedUntil : 0;
  const needs = secondStepNeeded(p, user);
  if (needs && !(needs === "totp" && trustedUntil)) {
    return { kind: "second-step", needs, ticket: await issueTicket(p, user.id), user };
  }
  return startSession(p, user, role, request, trustedUntil);
}

/** Opens the session and names this browser a device of the account (trusted for the second step until `trustedUntil`). */
export async function startSession(
  p: Platform,
  user: UserRow,
  role: Role,
  request: FastifyRequest,
  trustedUntil: number,
): Promise<Extract<LoginOutcome, { kind: "signed-in" }>> {
  const token = await p.tokens.issue(p.db, user.id, role);
  const cookie = await deviceCookie(p.deviceKey, role, request, user.email.toLowerCase(), trustedUntil);
  return { kind: "signed-in", token, user, deviceCookie: cookie };
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  mobileNumber?: string | undefined;
  email?: string | undefined;
  current_password?: string | undefined;
}

export const NOTHING_TO_UPDATE = "Nothing to update: the profile already has these details.";
export const CURRENT_PASSWORD_NEEDED = "Enter your current password to change your mobile number or email.";
export const CURRENT_PASSWORD_WRONG = "The current password is not correct.";

/** Checks the signed-in user's current password, at most CURRENT_PASSWORD_LIMIT wrong tries (reserved first). */
async function confirmCurrentPassword(p: Platform, user: UserRow, password: string): Promise<void> {
  const attempt = await reserveCurrentPasswordCheck(p, user.id);
  let valid = false;
  try {
    valid = await verifyPassword(user.passwordHash, password);
  } finally {
    if (valid) await attempt.release();
    else attempt.keep();
  }
  if (!valid) throw badRequest(CURRENT_PASSWORD_WRONG);
}

/**
 * Updates the caller's own profile. A new email or mobile number must be confirmed with the current
 * password: they are where reset OTPs and logins go, so a stolen session must not be able to move them.
 */
export async function updateProfile(p: Platform, userId: number, changes: ProfileChanges): Promise<UserRow> {
  const user = await getUser(p.db, userId);
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.firstName !== undefined) set.firstName = changes.firstName;
  if (changes.lastName !== undefined) set.lastName = changes.lastName;
  if (changes.mobileNumber !== undefined && changes.mobileNumber !== user.mobileNumber) {
    set.mobileNumber = changes.mobileNumber;
  }
  if (changes.email !== undefined && changes.email !== user.email.toLowerCase()) set.email = changes.email;
  if (profileChangeNeedsPassword(user, changes)) {
    if (!changes.current_password) throw badRequest(CURRENT_PASSWORD_NEEDED);
    await confirmCurrentPassword(p, user, changes.current_password);
  }
  if (set.email !== undefined) {
    const other = await findUserByEmail(p.db, set.email);
    if (other && other.id !== userId) throw conflict(EMAIL_TAKEN);
  }
  if (Object.keys(set).length === 0) throw badRequest(NOTHING_TO_UPDATE);
  const [updated] = await p.db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    });
  return updated ?? user;
}

/** Keeps the caller's site language on their account (PATCH /me/language). */
export async function setLanguage(p: Platform, userId: number, language: Language): Promise<void> {
  await p.db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Changes the password (the current one checked under its limit) and ends every other session of the account. */
export async function changePassword(
  p: Platform,
  userId: number,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await getUser(p.db, userId);
  await confirmCurrentPassword(p, user, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  await p.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await p.tokens.revokeAllFor(tx, userId, sessionId);
  });
}

export async function setProfilePicture(p: Platform, userId: number, data: Buffer, extension: string) {
  const user = await getUser(p.db, userId);
  const name = await p.storage.save(data, `profile-${userId}`, extension);
  try {
    await p.db.update(users).set({ profilePic: name, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (err) {
    await p.storage.remove(name);
    throw err;
  }
  await p.storage.remove(user.profilePic);
  return name;
}
