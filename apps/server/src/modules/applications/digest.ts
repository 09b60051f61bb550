import { type ApplicationKind, staffDigest } from "@medhavi/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { applications, users } from "../../db/schema";
import type { Platform } from "../../platform/context";
import { pushToUsers } from "../notifications/service";

export const STAFF_DIGEST_QUEUE = "applications.staff-digest";

/**
 * New forms reach staff as one bell notification per digest window (`STAFF_DIGEST_MINUTES`), not one
 * each: a burst of 30 forms is one line in the bell (issue #52, item 8). A form asks for the digest
 * of its window; pg-boss keeps one job per window however many forms (and processes) ask, and runs it
 * when the window closes.
 */
export async function registerStaffDigest(app: FastifyInstance): Promise<void> {
  const { jobs, db } = app.platform;
  await jobs.queue(STAFF_DIGEST_QUEUE, { retryLimit: 5, retryDelay: 30, backoff: true, deadLetter: true });
  await jobs.work(STAFF_DIGEST_QUEUE, async () => {
    await sendStaffDigest(db);
  });
}

/** Asks for the digest at the end of the current window (one job per window). */
export async function requestStaffDigest(p: Platform, now = Date.now()): Promise<void> {
  const windowMs = p.config.staffDigestMinutes * 60_000;
  const slot = Math.floor(now / windowMs);
  // pg-boss counts its slots on the database's clock, this one on ours: naming the slot in the key as
  // well means a skew at a window's edge makes one job too many, never a form left without one.
  await p.jobs.send(
    STAFF_DIGEST_QUEUE,
    {},
    {
      startAfter: new Date((slot + 1) * windowMs),
      singletonKey: `staff-digest:${slot}`,
      singletonSeconds: windowMs / 1000,
    },
  );
}

/**
 * Takes every form not yet announced and tells each active staff member about them in one notification,
 * in one transaction: two digests running at once never announce a form twice (the second finds the
 * rows taken), and a failure announces nothing, so the retry does it. A form staff already deleted or
 * moved on is marked but not counted. Returns how many forms were announced.
 */
export async function sendStaffDigest(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(applications)
      .set({ announcedAt: sql`now()` })
      .where(isNull(applications.announcedAt))
      .returning({
        id: applications.id,
        kind: applications.kind,
        reference: applications.reference,
        name: applications.name,
        status: applications.status,
        deletedAt: applications.deletedAt,
      });
    const fresh = taken
      .filter((f) => f.status === "new" && f.deletedAt === null)
      .sort((a, b) => a.id - b.id)
      .map((f) => ({ kind: f.kind as ApplicationKind, reference: f.reference, name: f.name }));
    const digest = staffDigest(fresh);
    if (!digest) return 0;
    const staff = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.status, "active")));
    await pushToUsers(tx, staff, {
      notificationType: "announcement",
      notificationMsg: digest.message,
      navigate: digest.navigate,
    });
    return fresh.length;
  });
}
