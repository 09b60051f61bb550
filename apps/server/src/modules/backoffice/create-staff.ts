import { randomBytes } from "node:crypto";
import type { CreateStaffInput } from "@medhavi/domain";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conflict } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { EMAIL_TAKEN } from "../accounts/service";
import { findUserByEmail } from "../accounts/user-info";
import { recordStaffAction } from "./audit";

/**
 * Creates a staff account with a generated password, returned once: it is shown to the staff member who
 * created the account and never stored in clear. The new colleague changes it from their profile.
 */
export async function createStaff(db: Db, actor: number, input: CreateStaffInput) {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const password = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        role: "admin",
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw conflict(EMAIL_TAKEN);
    await recordStaffAction(tx, {
      actor,
      action: "create-staff",
      target: `user:${row.id}`,
      reason: input.reason,
      detail: { email: input.email },
    });
    return { userid: row.id, email: input.email, password };
  });
}
