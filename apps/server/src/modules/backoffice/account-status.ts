import { ACCOUNT_DEACTIVATED } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { conflict } from "../../platform/errors";
import { getUser } from "../accounts/user-info";
import { recordStaffAction } from "./audit";

export { ACCOUNT_DEACTIVATED };

/**
 * Deactivates or reactivates an account. Deactivation also ends every session at once (the guard checks
 * the status on each call anyway), and login then says the account is deactivated. Staff cannot switch
 * their own account off: the academy must not lock its last door from the inside.
 */
export async function setAccountStatus(
  p: Pick<Platform, "tokens"> & { db: Db },
  actor: number,
  userId: number,
  active: boolean,
  reason: string,
) {
  return p.db.transaction(async (tx) => {
    const user = await getUser(tx, userId);
    if (user.id === actor) throw conflict("You cannot deactivate your own account.");
    const status = active ? "active" : "inactive";
    if (user.status === status)
      throw conflict(active ? "This account is already active." : "This account is already deactivated.");
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    if (!active) await p.tokens.revokeAllFor(tx, userId);
    await recordStaffAction(tx, {
      actor,
      action: active ? "reactivate-account" : "deactivate-account",
      target: `user:${userId}`,
      reason,
    });
    return { userid: userId, status };
  });
}
