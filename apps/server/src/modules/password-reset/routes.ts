import { MESSAGES, ok, otpVerifySchema, updatePasswordSchema, verifyEmailSchema } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, errorReplies } from "../../platform/http";
import { resetPassword, sendOtp, verifyOtp } from "./service";

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;

  app.post(
    "/verifyEmail",
    {
      config: { access: "public" },
      schema: {
        tags: ["password reset"],
        summary: "Sends a 6-digit OTP by SMS to the account's mobile number; replies with the masked number",
        body: verifyEmailSchema,
        response: { 200: envelope(z.object({ mobileNumber: z.string() })), ...errorReplies },
      },
    },
    async (request) => ok(await sendOtp(p, request.body.email, request.ip), MESSAGES.OTP_SENT),
  );

  app.post(
    "/verifyOtp",
    {
      config: { access: "public" },
      schema: {
        tags: ["password reset"],
        summary: "Checks the OTP; replies with a single-use reset proof valid for 10 minutes",
        body: otpVerifySchema,
        response: { 200: envelope(z.object({ reset_token: z.string() })), ...errorReplies },
      },
    },
    async (request) =>
      ok(await verifyOtp(p, request.body.email, request.body.otp, request.ip), MESSAGES.OTP_VERIFIED),
  );

  app.post(
    "/updatePasswordForUser",
    {
      config: { access: "public" },
      schema: {
        tags: ["password reset"],
        summary: "Sets the new password with the reset proof; ends every session of the account",
        body: updatePasswordSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      const { email, password, reset_token } = request.body;
      await resetPassword(p, email, password, reset_token);
      return ok(null, MESSAGES.PASSWORD_UPDATED);
    },
  );
};
