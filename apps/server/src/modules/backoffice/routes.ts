import {
  academyZoneLabel,
  accountActionSchema,
  auditQuerySchema,
  composeNotificationSchema,
  createStaffSchema,
  grantPlanSchema,
  ok,
  userListQuerySchema,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { sendEveryItem } from "../../platform/exports";
import { envelope, errorReplies, idParams, secured } from "../../platform/http";
import { setAccountStatus } from "./account-status";
import { listStaffActions } from "./audit";
import { composeNotification } from "./compose-notification";
import { createStaff } from "./create-staff";
import { dashboard } from "./dashboard";
import { examResults } from "./exam-results";
import { grantPlan } from "./grant-plan";
import { userDetail } from "./user-detail";
import { listUsers } from "./user-list";

const tags = ["back office"];

/** The back office (issue 12): dashboard, people, plans and the audit log. Staff only, except the config. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  const zone = p.config.academyTimeZone;

  app.get(
    "/config",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public settings the web app needs: the academy's time zone and its label, and whether payments are real or in the sandbox",
        response: {
          200: envelope(
            z.object({
              time_zone: z.string(),
              zone_label: z.string(),
              payments: z.enum(["razorpay", "sandbox"]),
            }),
          ),
        },
      },
    },
    async () =>
      ok(
        {
          time_zone: zone,
          zone_label: academyZoneLabel(zone),
          payments: p.config.razorpay ? ("razorpay" as const) : ("sandbox" as const),
        },
        "",
      ),
  );

  app.get(
    "/dashboard",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: today, this month, live plans, work waiting, 90-day series",
        security: secured,
      },
    },
    async () => ok(await dashboard(p.db, zone), ""),
  );

  app.get(
    "/getUserList",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: users, searched (name, email, mobile), filtered, sorted and paged",
        security: secured,
        querystring: userListQuerySchema,
      },
    },
    async (request) => ok(await listUsers(p.db, request.query), ""),
  );

  app.get(
    "/getUserList/export",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary:
          "Staff: every user the filters match, in the list's order, as NDJSON items and an end line (CSV export)",
        security: secured,
        querystring: userListQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    (request, reply) =>
      sendEveryItem(reply, (page, pageSize) => listUsers(p.db, { ...request.query, page, pageSize })),
  );

  app.get(
    "/users/:id",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: one user's profile, plans, payments, attempts, notifications and audit entries",
        security: secured,
        params: idParams,
      },
    },
    async (request) => ok(await userDetail(p.db, request.params.id), ""),
  );

  app.post(
    "/users/grantPlan",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: grant or extend a plan (any type) with a reason; recorded in the audit log",
        security: secured,
        body: grantPlanSchema,
        response: {
          200: envelope(
            z.object({ subscription_id: z.number(), starts_at: z.number(), ends_at: z.number() }),
          ),
          ...errorReplies,
          409: errorReplies[400],
        },
      },
    },
    async (request) => ok(await grantPlan(p.db, caller(request).userId, request.body, zone), "Plan granted."),
  );

  for (const [path, active] of [
    ["/users/deactivate", false],
    ["/users/reactivate", true],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.guard.staff,
        schema: {
          tags,
          summary: active
            ? "Staff: reactivate an account, with a reason"
            : "Staff: deactivate an account (ends its sessions; login says it is deactivated), with a reason",
          security: secured,
          body: accountActionSchema,
          response: {
            200: envelope(z.object({ userid: z.number(), status: z.string() })),
            ...errorReplies,
            409: errorReplies[400],
          },
        },
      },
      async (request) =>
        ok(
          await setAccountStatus(p, caller(request).userId, request.body.userid, active, request.body.reason),
          active ? "Account reactivated." : "Account deactivated.",
        ),
    );
  }

  app.post(
    "/users/staff",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: create a staff account; the generated password is in this reply only",
        security: secured,
        body: createStaffSchema,
        response: {
          200: envelope(z.object({ userid: z.number(), email: z.string(), password: z.string() })),
          ...errorReplies,
          409: errorReplies[400],
        },
      },
    },
    async (request) =>
      ok(
        await createStaff(p.db, caller(request).userId, request.body),
        "Staff account created. Share the password safely: it is shown only once.",
      ),
  );

  app.get(
    "/exams/:id/results",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary:
          "Staff: an exam's attempts (rank, percentile, time, status), section averages and item statistics",
        security: secured,
        params: idParams,
      },
    },
    async (request) => ok(await examResults(p.db, request.params.id), ""),
  );

  app.post(
    "/notifications/compose",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary:
          "Staff: notify one student, a course's students or everyone; dry_run only counts the recipients",
        security: secured,
        body: composeNotificationSchema,
        response: {
          200: envelope(z.object({ count: z.number(), sent: z.number(), queued: z.boolean() })),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      const done = await composeNotification(p.db, caller(request).userId, request.body, p.jobs);
      const message = request.body.dry_run
        ? ""
        : done.queued
          ? `Notification queued for ${done.count}; it reaches them in a moment.`
          : `Notification sent to ${done.sent}.`;
      return ok(done, message);
    },
  );

  app.get(
    "/audit",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary: "Staff: the audit log of staff actions, newest first",
        security: secured,
        querystring: auditQuerySchema,
      },
    },
    async (request) => ok(await listStaffActions(p.db, request.query), ""),
  );

  app.get(
    "/audit/export",
    {
      preHandler: app.guard.staff,
      schema: {
        tags,
        summary:
          "Staff: every audit entry the filters match, newest first, as NDJSON items and an end line (CSV export)",
        security: secured,
        querystring: auditQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    (request, reply) =>
      sendEveryItem(reply, (page, pageSize) => listStaffActions(p.db, { ...request.query, page, pageSize })),
  );
};
