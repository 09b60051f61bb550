import {
  confirmTwoStepSchema,
  enrolAtLoginSchema,
  loginSchema,
  ok,
  secondFactorSchema,
  twoStepCodeSchema,
} from "@medhavi/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import type { Platform } from "../../platform/context";
import { forbidden } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { recordStaffAction } from "../backoffice/audit";
import { TRUST_MS } from "./device";
import { type LoginOutcome, login, startSession } from "./service";
import {
  checkSecondFactor,
  confirmEnrolment,
  readTicket,
  renewRecoveryCodes,
  startEnrolment,
  turnOff,
  twoStepStatus,
} from "./two-step";
import { getUser } from "./user-info";

const enrolmentReply = z.object({
  enrolment: z.string(),
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_svg: z.string(),
});
const signedIn = z.object({
  token: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userid: z.number(),
  role: z.literal("admin"),
  /** Shown once, when two-step sign-in was just turned on at this login. */
  recovery_codes: z.array(z.string()).optional(),
});
const secondStep = z.object({
  second_factor: z.enum(["totp", "enrol"]),
  ticket: z.string(),
  /** For "enrol": the authenticator to set up before the session is given. */
  enrolment: enrolmentReply.optional(),
});
const recoveryReply = z.object({ recovery_codes: z.array(z.string()) });
const statusReply = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number(),
});

/** The signed-in reply, with this browser named a device of the account. */
function signedInReply(
  reply: FastifyReply,
  outcome: Extract<LoginOutcome, { kind: "signed-in" }>,
  recoveryCodes?: string[],
) {
  reply.header("set-cookie", outcome.deviceCookie);
  const { user } = outcome;
  return ok(
    {
      token: outcome.token,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userid: user.id,
      role: "admin" as const,
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
    },
    "Logged in successfully.",
  );
}

/** The staff member a second-step ticket names, still an active staff account. */
async function ticketHolder(p: Platform, ticket: string) {
  const user = await getUser(p.db, await readTicket(p, ticket));
  if (user.role !== "admin" || user.status !== "active") throw forbidden("This account cannot sign in here.");
  return user;
}

const trustUntil = (trust: boolean) => (trust ? Date.now() + TRUST_MS : 0);

export const staffLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  const publicRoute = { config: { access: "public" as const } };

  app.post(
    "/adminLogIn",
    {
      ...publicRoute,
      schema: {
        tags: ["accounts"],
        summary:
          "Back-office login (staff accounts only). With two-step sign-in on (always for the owner) it answers a ticket for the second step instead of a session",
        body: loginSchema,
        response: { 200: envelope(z.union([signedIn, secondStep])), ...errorReplies },
      },
    },
    async (request, reply) => {
      const outcome = await login(p, request.body, "admin", request);
      if (outcome.kind === "signed-in") return signedInReply(reply, outcome);
      const enrolment = outcome.needs === "enrol" ? await startEnrolment(p, outcome.user) : undefined;
      const message =
        outcome.needs === "enrol"
          ? "Set up two-step sign-in to continue."
          : "Enter the code from your authenticator app.";
      return ok(
        { second_factor: outcome.needs, ticket: outcome.ticket, ...(enrolment ? { enrolment } : {}) },
        message,
      );
    },
  );

  app.post(
    "/adminLogIn/second-factor",
    {
      ...publicRoute,
      schema: {
        tags: ["accounts"],
        summary: "Second step of a staff login: an authenticator code or a one-time recovery code",
        body: secondFactorSchema,
        response: { 200: envelope(signedIn), ...errorReplies },
      },
    },
    async (request, reply) => {
      const user = await ticketHolder(p, request.body.ticket);
      await checkSecondFactor(p, user, request.body);
      if (request.body.recovery_code !== undefined) {
        await recordStaffAction(p.db, {
          actor: user.id,
          action: "sign-in-with-recovery-code",
          target: `user:${user.id}`,
        });
      }
      const trust = trustUntil(request.body.trust_device);
      return signedInReply(reply, await startSession(p, user, "admin", request, trust));
    },
  );

  app.post(
    "/adminLogIn/enrol",
    {
      ...publicRoute,
      schema: {
        tags: ["accounts"],
        summary:
          "The owner's first login: confirms the authenticator, then gives the session and recovery codes",
        body: enrolAtLoginSchema,
        response: { 200: envelope(signedIn), ...errorReplies },
      },
    },
    async (request, reply) => {
      const user = await ticketHolder(p, request.body.ticket);
      const codes = await confirmEnrolment(p, user.id, request.body.enrolment, request.body.code);
      await recordStaffAction(p.db, {
        actor: user.id,
        action: "turn-on-two-step",
        target: `user:${user.id}`,
      });
      const trust = trustUntil(request.body.trust_device);
      return signedInReply(reply, await startSession(p, user, "admin", request, trust), codes);
    },
  );

  const staff = { preHandler: app.guard.staff };
  const me = (request: FastifyRequest) => getUser(p.db, caller(request).userId);

  app.get(
    "/staff/two-step",
    {
      ...staff,
      schema: {
        tags: ["accounts"],
        summary: "Whether two-step sign-in is on for the signed-in staff member",
        security: secured,
        response: { 200: envelope(statusReply), ...errorReplies },
      },
    },
    async (request) => ok(await twoStepStatus(p, await me(request)), ""),
  );

  app.post(
    "/staff/two-step/start",
    {
      ...staff,
      schema: {
        tags: ["accounts"],
        summary: "A new authenticator secret and its QR code (nothing changes until it is confirmed)",
        security: secured,
        response: { 200: envelope(enrolmentReply), ...errorReplies },
      },
    },
    async (request) => ok(await startEnrolment(p, await me(request)), ""),
  );

  app.post(
    "/staff/two-step/confirm",
    {
      ...staff,
      schema: {
        tags: ["accounts"],
        summary:
          "Turns two-step sign-in on with the authenticator's first code; answers the recovery codes once",
        security: secured,
        body: confirmTwoStepSchema,
        response: { 200: envelope(recoveryReply), ...errorReplies },
      },
    },
    async (request) => {
      const { userId } = caller(request);
      const codes = await confirmEnrolment(p, userId, request.body.enrolment, request.body.code);
      await recordStaffAction(p.db, { actor: userId, action: "turn-on-two-step", target: `user:${userId}` });
      return ok({ recovery_codes: codes }, "Two-step sign-in is on.");
    },
  );

  app.post(
    "/staff/two-step/recovery-codes",
    {
      ...staff,
      schema: {
        tags: ["accounts"],
        summary: "New recovery codes (the old ones stop working), after a current authenticator code",
        security: secured,
        body: twoStepCodeSchema,
        response: { 200: envelope(recoveryReply), ...errorReplies },
      },
    },
    async (request) => {
      const codes = await renewRecoveryCodes(p, await me(request), request.body.code);
      return ok({ recovery_codes: codes }, "New recovery codes made; the old ones no longer work.");
    },
  );

  app.post(
    "/staff/two-step/off",
    {
      ...staff,
      schema: {
        tags: ["accounts"],
        summary: "Turns two-step sign-in off after a current code (never for the owner)",
        security: secured,
        body: twoStepCodeSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      const user = await me(request);
      await turnOff(p, user, request.body.code);
      await recordStaffAction(p.db, {
        actor: user.id,
        action: "turn-off-two-step",
        target: `user:${user.id}`,
      });
      return ok(null, "Two-step sign-in is off.");
    },
  );
};
