import { type AppNotification, BRAND, type NotificationType } from "@medhavi/domain";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { notifications, users } from "../../db/schema";
import { notFound } from "../../platform/errors";

type Recipient = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "email">;
type Row = typeof notifications.$inferSelect;

export interface NewNotification {
  notificationType: NotificationType;
  notificationMsg: string;
  navigate?: string | null | undefined;
}

export const toNotification = (row: Row): AppNotification & { read: boolean; createdAt: number } => ({
  id: row.id,
  notificationType: row.notificationType as NotificationType,
  notificationMsg: row.notificationMsg,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  userid: row.userId,
  navigate: row.navigate,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

export async function pushNotification(db: DbOrTx, to: Recipient, n: NewNotification): Promise<Row> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: to.id,
      notificationType: n.notificationType,
      notificationMsg: n.notificationMsg,
      firstName: to.firstName,
      lastName: to.lastName,
      email: to.email,
      navigate: n.navigate ?? null,
    })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  return row;
}

/** Sends one notification to each recipient in a single insert; returns how many. */
export async function pushToUsers(
  db: DbOrTx,
  recipients: readonly Recipient[],
  n: NewNotification,
): Promise<number> {
  if (recipients.length === 0) return 0;
  await db.insert(notifications).values(
    recipients.map((r) => ({
      userId: r.id,
      notificationType: n.notificationType,
      notificationMsg: n.notificationMsg,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      navigate: n.navigate ?? null,
    })),
  );
  return recipients.length;
}

/** Sends one notification to every active student; returns how many. */
export async function pushToAllStudents(db: DbOrTx, n: NewNotification): Promise<number> {
  const students = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, "student"), eq(users.status, "active")));
  return pushToUsers(db, students, n);
}

/** The user's visible notifications, newest first, one page at a time, with the unread count. */
export async function listNotifications(db: DbOrTx, userId: number, page: number, pageSize: number) {
  const visible = and(eq(notifications.userId, userId), eq(notifications.hidden, false));
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(visible)
      .orderBy(desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(visible),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(visible, isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map(toNotification),
    total: totals?.n ?? 0,
    unread: unread?.n ?? 0,
    page,
    pageSize,
  };
}

export async function hideNotification(db: DbOrTx, userId: number, id: number): Promise<void> {
  const rows = await db
    .update(notifications)
    .set({ hidden: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound("No such notification.");
}

export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

const welcomeMessage = (firstName: string) =>
  `Welcome to ${BRAND.name}, ${firstName}! Choose your course and start your 15-day free trial.`;

/** The student's welcome notification, created once (signup creates it; the PUT push call is idempotent). */
export async function ensureWelcome(db: DbOrTx, to: Recipient): Promise<Row> {
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, to.id), eq(notifications.notificationType, "new_user")))
    .limit(1);
  return (
    existing ??
    pushNotification(db, to, { notificationType: "new_user", notificationMsg: welcomeMessage(to.firstName) })
  );
}
