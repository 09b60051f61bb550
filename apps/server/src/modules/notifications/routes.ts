import {
  fetchNotificationsSchema,
  notificationIdSchema,
  ok,
  pushNotificationSchema,
  staffPushSchema,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { forbidden } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { getUser } from "../accounts/user-info";
import { audited } from "../backoffice/audit";
import {
  ensureWelcome,
  hideNotification,
  listNotifications,
  markAllRead,
  pushNotification,
  pushToAllStudents,
  toNotification,
} from "./service";

const notificationReply = z.object({
  id: z.number(),
  notificationType: z.string(),
  notificationMsg: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userid: z.number(),
  navigate: z.string().nullable().optional(),
  read: z.boolean(),
  createdAt: z.number(),
});
const pageReply = z.object({
  items: z.array(notificationReply),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;

  app.post(
    "/fetchnotification",
    {
      preHandler: app.guard.student,
      config: { owner: "userid" },
      schema: {
        tags: ["notifications"],
        summary: "Your notifications, newest first, paginated (userid, when given, must be yours)",
        security: secured,
        body: fetchNotificationsSchema,
        response: { 200: envelope(pageReply), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      const { userid, page, pageSize } = request.body;
      if (userid !== undefined && userid !== me.userId)
        throw forbidden("You can only read your own notifications.");
      return ok(await listNotifications(p.db, me.userId, page, pageSize), "");
    },
  );

  app.put(
    "/pushnotification",
    {
      preHandler: app.guard.student,
      config: { owner: "userid" },
      schema: {
        tags: ["notifications"],
        summary:
          "The welcome (new_user) notification a student pushes to themselves after signup; idempotent",
        security: secured,
        body: pushNotificationSchema,
        response: { 200: envelope(notificationReply), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      if (request.body.userid !== me.userId) throw forbidden("You can only notify yourself.");
      if (request.body.notificationType !== "new_user")
        throw forbidden("Only staff can send this notification.");
      const user = await getUser(p.db, me.userId);
      return ok(toNotification(await ensureWelcome(p.db, user)), "");
    },
  );

  app.post(
    "/pushnotification",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["notifications"],
        summary: "Staff: notify one student (userid) or every student",
        security: secured,
        body: staffPushSchema,
        response: { 200: envelope(z.object({ sent: z.number() })), ...errorReplies },
      },
    },
    async (request) => {
      const { userid, ...notification } = request.body;
      const actor = caller(request).userId;
      const detail = { type: notification.notificationType, message: notification.notificationMsg };
      if (userid === undefined) {
        const sent = await audited(
          p.db,
          actor,
          "notify-everyone",
          () => "students:all",
          (tx) => pushToAllStudents(tx, notification),
          (n) => ({ ...detail, sent: n }),
        );
        return ok({ sent }, "Notification sent.");
      }
      const user = await getUser(p.db, userid);
      if (user.role !== "student") throw forbidden("Notifications go to students only.");
      await audited(
        p.db,
        actor,
        "notify-student",
        () => `user:${user.id}`,
        (tx) => pushNotification(tx, user, notification),
        () => detail,
      );
      return ok({ sent: 1 }, "Notification sent.");
    },
  );

  app.post(
    "/hidenotification",
    {
      preHandler: app.guard.student,
      config: { owner: "notification" },
      schema: {
        tags: ["notifications"],
        summary: "Hide one of your notifications",
        security: secured,
        body: notificationIdSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await hideNotification(p.db, caller(request).userId, request.body.id);
      return ok(null, "Notification hidden.");
    },
  );

  app.post(
    "/readnotifications",
    {
      preHandler: app.guard.student,
      schema: {
        tags: ["notifications"],
        summary: "Mark all your notifications as read (the bell was opened)",
        security: secured,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await markAllRead(p.db, caller(request).userId);
      return ok(null, "");
    },
  );
};
