import type { NotificationType, Paged } from "@medhavi/domain";
import { api } from "../../lib/http";
import { submitChange } from "../../lib/outbox/submit";

/** One notification as POST /fetchnotification returns it (docs/api.md). */
export interface NotificationItem {
  id: number;
  notificationType: NotificationType | (string & {});
  notificationMsg: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  userid?: number;
  /** Site path to open, for exam_scheduled. */
  navigate?: string | null;
  read: boolean;
  /** ms timestamp */
  createdAt: number;
}

export interface NotificationPage extends Paged<NotificationItem> {
  unread: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsKey = (userid: number | string | null | undefined) =>
  ["notifications", userid ?? null] as const;

/** Failures are logged only (spec section 8), so every call here is silent. */
export function fetchNotifications(userid: number | string | null | undefined): Promise<NotificationPage> {
  const id = Number(userid);
  const body: { userid?: number; page: number; pageSize: number } = {
    page: 1,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  };
  if (Number.isSafeInteger(id) && id > 0) body.userid = id;
  return api.post<NotificationPage>("/fetchnotification", body, { silent: true });
}

export function markAllRead(): Promise<unknown> {
  return api.post("/readnotifications", undefined, { silent: true });
}

export function hideNotification(id: number): Promise<unknown> {
  return submitChange({
    method: "POST",
    path: "/hidenotification",
    body: { id },
    label: "Hiding a notification",
    silent: true,
  });
}
