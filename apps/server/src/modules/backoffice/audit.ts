import type { AuditQuery } from "@medhavi/domain";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { staffActions, users } from "../../db/schema";

export interface StaffAction {
  /** The staff member's user id. */
  actor: number;
  /** A verb-noun such as "grant-plan", "deactivate-account", "publish-exam". */
  action: string;
  /** "kind:id", e.g. "user:12". */
  target: string;
  reason?: string | undefined;
  detail?: Record<string, unknown> | undefined;
}

/**
 * Writes one line of the audit log. Call it with the transaction of the action itself, so an action and
 * its record commit or roll back together: the log never shows what did not happen, nor misses what did.
 */
export async function recordStaffAction(tx: DbOrTx, a: StaffAction): Promise<void> {
  await tx.insert(staffActions).values({
    actorId: a.actor,
    action: a.action,
    target: a.target,
    reason: a.reason ?? "",
    detail: a.detail ?? {},
  });
}

/** The audit log, newest first, filtered by action, target or actor. */
export async function listStaffActions(db: DbOrTx, f: AuditQuery) {
  const conditions: SQL[] = [];
  if (f.action) conditions.push(eq(staffActions.action, f.action));
  if (f.target) conditions.push(eq(staffActions.target, f.target));
  if (f.actor) conditions.push(eq(staffActions.actorId, f.actor));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: staffActions.id,
        action: staffActions.action,
        target: staffActions.target,
        reason: staffActions.reason,
        detail: staffActions.detail,
        createdAt: staffActions.createdAt,
        actorId: staffActions.actorId,
        actorFirst: users.firstName,
        actorLast: users.lastName,
        actorEmail: users.email,
      })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.actorId))
      .where(where)
      .orderBy(desc(staffActions.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(staffActions).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      target: r.target,
      reason: r.reason,
      detail: r.detail,
      at: r.createdAt.getTime(),
      actor: {
        id: r.actorId,
        name: `${r.actorFirst ?? ""} ${r.actorLast ?? ""}`.trim() || "(removed)",
        email: r.actorEmail ?? "",
      },
    })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/**
 * Runs a staff change and its audit line in one transaction. `target` may depend on the result (the id
 * of what was created). Used by the staff routes that predate the audit log.
 */
export function audited<T>(
  db: DbOrTx,
  actor: number,
  action: string,
  target: (result: T) => string,
  run: (tx: DbOrTx) => Promise<T>,
  detail?: (result: T) => Record<string, unknown>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await run(tx);
    await recordStaffAction(tx, { actor, action, target: target(result), detail: detail?.(result) });
    return result;
  });
}
