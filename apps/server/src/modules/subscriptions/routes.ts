import { forceUnsubscribeSchema, MESSAGES, ok, subscribeRequestSchema } from "@medhavi/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentOrders, subscriptions } from "../../db/schema";
import { caller } from "../../platform/auth";
import { badRequest, notFound } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { getUser, userInfo, userInfoReply } from "../accounts/user-info";
import { recordStaffAction } from "../backoffice/audit";
import { pushNotification } from "../notifications/service";
import { endLiveSubscriptions, startTrial } from "./service";

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;

  app.post(
    "/user_study_materials/subscribe",
    {
      preHandler: app.guard.student,
      schema: {
        tags: ["subscriptions"],
        summary:
          "Records the free trial (once per student), or confirms a paid plan already granted by a verified payment",
        security: secured,
        body: subscribeRequestSchema,
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      const { course_id, subscription } = request.body;
      if (subscription === "Free") {
        await startTrial(p.db, me.userId, course_id, p.config.academyTimeZone);
      } else {
        // A paid plan is never recorded here: it must already be granted by a verified payment for it
        // (live now, or booked as a renewal).
        const now = new Date();
        const [paid] = await p.db
          .select({ id: paymentOrders.id })
          .from(paymentOrders)
          .innerJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id))
          .where(
            and(
              eq(subscriptions.userId, me.userId),
              isNull(subscriptions.endedAt),
              gt(subscriptions.endsAt, now),
              eq(paymentOrders.status, "paid"),
              eq(paymentOrders.courseId, course_id),
              eq(paymentOrders.subscriptionType, subscription),
            ),
          )
          .limit(1);
        if (!paid) throw badRequest(MESSAGES.SOMETHING_WENT_WRONG);
      }
      return ok(await userInfo(p.db, await getUser(p.db, me.userId)), MESSAGES.SUBSCRIBED);
    },
  );

  app.post(
    "/forceUnsubscribe",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["subscriptions"],
        summary: "Staff: end every live (and booked) subscription of a student now, recording who and why",
        security: secured,
        body: forceUnsubscribeSchema,
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const staff = caller(request);
      const student = await getUser(p.db, request.body.userid);
      const { reason } = request.body;
      await p.db.transaction(async (tx) => {
        const ended =
          student.role === "student" ? await endLiveSubscriptions(tx, student.id, staff.userId, reason) : 0;
        if (ended === 0) throw notFound("This student has no subscription to end.");
        await pushNotification(tx, student, {
          notificationType: "announcement",
          notificationMsg:
            "The academy has ended your subscription. If you did not expect this, contact us and we will explain.",
          navigate: "/contact",
        });
        await recordStaffAction(tx, {
          actor: staff.userId,
          action: "force-unsubscribe",
          target: `user:${student.id}`,
          reason,
          detail: { ended },
        });
      });
      return ok(await userInfo(p.db, student), "Subscription ended.");
    },
  );
};
