import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/platform/passwords";

/**
 * A staff member who is not the owner: the back office of most tests. The owner (ADMIN_EMAIL) must pass
 * a second step at every login from a new browser; tests of that sign in as the owner themselves.
 */
export const TEST_STAFF = { email: "staff@test.local", password: "staff-pass-123" };
/** How TEST_STAFF's name shows where staff are named (audit, authors, uploads). */
export const TEST_STAFF_NAME = "Test Staff";
export const TEST_OWNER = { email: "admin@test.local", password: "admin-pass-123" };

let staffHash: Promise<string> | undefined;

/** Adds TEST_STAFF to the app's database if it is not there (the seeded copy or an empty one). */
export async function ensureTestStaff(app: FastifyInstance): Promise<void> {
  staffHash ??= hashPassword(TEST_STAFF.password);
  await app.platform.db
    .insert(users)
    .values({
      role: "admin",
      email: TEST_STAFF.email,
      passwordHash: await staffHash,
      firstName: "Test",
      lastName: "Staff",
    })
    .onConflictDoNothing();
}

/** A new staff member, created by TEST_STAFF as the back office does: the email and generated password. */
export async function newStaffMember(app: FastifyInstance, firstName: string, email: string) {
  await ensureTestStaff(app);
  const login = await app.inject({ method: "POST", url: "/api/adminLogIn", payload: TEST_STAFF });
  const made = await app.inject({
    method: "POST",
    url: "/api/users/staff",
    payload: { firstName, email, reason: "Test" },
    headers: { authorization: `Bearer ${login.json().data.token}` },
  });
  if (made.statusCode !== 200) throw new Error(`staff creation failed: ${made.json().message}`);
  return { email, password: made.json().data.password as string };
}

/** The code an authenticator app shows for `secret` at `at` (epoch ms). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}
