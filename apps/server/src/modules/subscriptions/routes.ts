import { idSchema, MESSAGES, ok, subscribeRequestSchema, TEXT_MAX, text } from "@medhavi/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentOrders, subscriptions } from "../../db/schema";
import { caller } from "../../platform/auth";
import { badRequest, notFound } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { getUser, userInfo, userInfoReply } from "../accounts/user-info";
import { currentSubscription, endSubscription, startTrial } from "./service";

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
        await startTrial(p.db, me.userId, course_id);
      } else {
        // A paid plan is never recorded here: it must already be granted by a verified payment for it.
        const current = await currentSubscription(p.db, me.userId);
        const [paid] = current?.orderId
          ? await p.db
              .select({ id: paymentOrders.id })
              .from(paymentOrders)
              .innerJoin(subscriptions, eq(subscriptions.orderId, paymentOrders.id))
              .where(
                and(
                  eq(paymentOrders.id, current.orderId),
                  eq(paymentOrders.status, "paid"),
                  eq(paymentOrders.courseId, course_id),
                  eq(paymentOrders.subscriptionType, subscription),
                ),
              )
          : [];
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
        summary: "Staff: end a student's current subscription now, recording who did it and why",
        security: secured,
        body: z.object({
          userid: idSchema(),
          reason: text(TEXT_MAX.LINE).trim().optional(),
        }),
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const staff = caller(request);
      const student = await getUser(p.db, request.body.userid);
      const current = await currentSubscription(p.db, student.id);
      if (!current || student.role !== "student") throw notFound("This student has no subscription to end.");
      await endSubscription(p.db, current.id, staff.userId, request.body.reason || "Ended by staff");
      return ok(await userInfo(p.db, student), "Subscription ended.");
    },
  );
};
