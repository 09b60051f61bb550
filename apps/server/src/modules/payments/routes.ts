import {
  checkRefundSchema,
  MAX_TIMESTAMP_MS,
  MESSAGES,
  markOrderFailedSchema,
  ORDER_STATUSES,
  ok,
  paymentCallbackSchema,
  paymentOrderRequestSchema,
  REFUND_STATUSES,
  reconcileOrderSchema,
  refundOrderSchema,
  TEXT_MAX,
  text,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { badRequest, notFound } from "../../platform/errors";
import { sendEveryItem } from "../../platform/exports";
import { envelope, errorReplies, pageQuery, queryInt, secured } from "../../platform/http";
import type { PaymentGateway, SandboxGateway } from "../../platform/payments";
import { getUser, userInfo, userInfoReply } from "../accounts/user-info";
import { markAttempted } from "./grant";
import { allPayments, paymentHistory } from "./queries";
import { checkRefund } from "./refund-check";
import { createOrder, ownOrder, verifyPayment } from "./service";
import { markOrderAbandoned, reconcileOrder, refundOrder } from "./staff-actions";
import { handleWebhook } from "./webhook";

/** The Payments page's filters: status, refund due, dates (ms) and student. */
const paymentFilters = {
  status: z.enum(ORDER_STATUSES).optional(),
  refund_due: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  from: queryInt(0, MAX_TIMESTAMP_MS).optional(),
  to: queryInt(0, MAX_TIMESTAMP_MS).optional(),
  q: text(TEXT_MAX.NAME).trim().optional(),
};

const CHECK_MESSAGE = {
  pending: "The gateway still reports the refund pending.",
  processed: "The refund is processed: the money is back with the student.",
  failed: "The refund failed: the order is paid again. Refund it again or pay it back another way.",
} as const;

export interface PaymentRoutesOptions {
  gateway: PaymentGateway;
  /** Present only in sandbox mode: the in-app checkout. */
  sandbox: SandboxGateway | undefined;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { gateway, sandbox },
) => {
  const p = app.platform;

  app.post(
    "/payment/createorder",
    {
      preHandler: app.guard.student,
      schema: {
        tags: ["payments"],
        summary:
          "Opens an order for a paid plan; the server prices it (the amount sent is ignored) and applies the plan rule",
        security: secured,
        body: paymentOrderRequestSchema,
        response: {
          200: envelope(z.looseObject({ order_id: z.string(), amount: z.number() })),
          ...errorReplies,
        },
      },
    },
    async (request) =>
      ok(await createOrder(p, gateway, caller(request).userId, request.body), "Order created."),
  );

  app.post(
    "/payment/verify_payment",
    {
      preHandler: app.guard.student,
      config: { owner: "order" },
      schema: {
        tags: ["payments"],
        summary: "Verifies the checkout's signature, captures the payment and grants the plan (idempotent)",
        security: secured,
        body: paymentCallbackSchema,
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      await verifyPayment(p, gateway, me.userId, request.body);
      return ok(await userInfo(p.db, await getUser(p.db, me.userId)), MESSAGES.PAYMENT_SUCCESSFUL);
    },
  );

  app.post(
    "/payment/sandbox/pay",
    {
      preHandler: app.guard.student,
      config: { owner: "order" },
      schema: {
        tags: ["payments"],
        summary: "Sandbox checkout only: pay or fail your order; success is signed exactly as Razorpay signs",
        security: secured,
        body: z.object({ order_id: text(TEXT_MAX.LINE).min(1), outcome: z.enum(["success", "failure"]) }),
        response: {
          200: envelope(
            z.object({
              razorpay_order_id: z.string(),
              razorpay_payment_id: z.string(),
              razorpay_signature: z.string(),
            }),
          ),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      if (!sandbox) throw notFound("The sandbox checkout is off: payments go through Razorpay.");
      const order = await ownOrder(p.db, caller(request).userId, request.body.order_id);
      if (order?.gateway !== "sandbox") throw notFound("No such order.");
      if (request.body.outcome === "failure") {
        await markAttempted(p.db, order.id, "Declined in the sandbox checkout");
        throw badRequest(MESSAGES.PAYMENT_FAILED);
      }
      return ok(await sandbox.pay(order.orderId, order.amountPaise), "Payment authorised.");
    },
  );

  app.get(
    "/payment/getPaymentHistory",
    {
      preHandler: app.guard.student,
      schema: {
        tags: ["payments"],
        summary: "Your payments, newest first",
        security: secured,
        querystring: pageQuery,
      },
    },
    async (request) => ok(await paymentHistory(p.db, caller(request).userId, request.query), ""),
  );

  app.get(
    "/payment/adminPaymentStatus",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary: "Staff: every payment, filtered by status, dates (ms) and student, with totals",
        security: secured,
        querystring: pageQuery.extend(paymentFilters),
      },
    },
    async (request) => ok(await allPayments(p.db, request.query), ""),
  );

  app.get(
    "/payment/adminPaymentStatus/export",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary:
          "Staff: every payment the filters match, streamed as NDJSON items and an end line (CSV export)",
        security: secured,
        querystring: z.object(paymentFilters),
      },
    },
    (request, reply) =>
      sendEveryItem(reply, (page, pageSize) => allPayments(p.db, { ...request.query, page, pageSize })),
  );

  app.post(
    "/payment/admin/reconcile",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary: "Staff: ask the gateway about an unpaid order; a captured payment grants its plan",
        security: secured,
        body: reconcileOrderSchema,
        response: { ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => {
      const { order_id, reason } = request.body;
      const done = await reconcileOrder(p, gateway, caller(request).userId, order_id, reason);
      return ok(
        done,
        done.outcome === "no-payment"
          ? "The gateway has no payment for this order."
          : "Payment found and granted.",
      );
    },
  );
  app.post(
    "/payment/admin/refund",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary:
          "Staff: record a refund, or issue it through the gateway (issue: true); a full refund ends the plan",
        security: secured,
        body: refundOrderSchema,
        response: { ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) =>
      ok(await refundOrder(p, gateway, caller(request).userId, request.body), "Refund recorded."),
  );
  app.post(
    "/payment/admin/refund/check",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary:
          "Staff: ask the gateway about a pending refund now and apply its answer as the refund's webhook would",
        security: secured,
        body: checkRefundSchema,
        response: {
          200: envelope(
            z.object({
              outcome: z.enum([
                "refund-recorded",
                "refund-failed",
                "refund-pending",
                "still-pending",
                "already-recorded",
              ]),
              refund_id: z.string(),
              refund_status: z.enum(REFUND_STATUSES),
            }),
          ),
          ...errorReplies,
          409: errorReplies[400],
        },
      },
    },
    async (request) => {
      const done = await checkRefund(p, gateway, request.body.refund_id, { actor: caller(request).userId });
      return ok(done, CHECK_MESSAGE[done.refund_status]);
    },
  );
  app.post(
    "/payment/admin/markFailed",
    {
      preHandler: app.guard.staff,
      schema: {
        tags: ["payments"],
        summary: "Staff: mark an abandoned unpaid order failed (it stays payable should money still arrive)",
        security: secured,
        body: markOrderFailedSchema,
        response: { ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) =>
      ok(
        await markOrderAbandoned(p, caller(request).userId, request.body.order_id, request.body.reason),
        "Order marked failed.",
      ),
  );

  // The webhook is signed over the exact bytes Razorpay sent, so this scope keeps the raw body.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      "/payment/webhook",
      {
        config: { access: "public" },
        schema: { tags: ["payments"], summary: "Razorpay webhook (X-Razorpay-Signature over the raw body)" },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const v = request.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const outcome = await handleWebhook(
          p,
          gateway,
          raw,
          header("x-razorpay-signature"),
          header("x-razorpay-event-id"),
        );
        return ok({ outcome }, "");
      },
    );
  });
};
