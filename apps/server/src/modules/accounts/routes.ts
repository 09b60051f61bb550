import multipart from "@fastify/multipart";
import {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  MESSAGES,
  ok,
  PICTURE_MAX_BYTES,
  PROOF_OF_WORK_HEADER,
  setLanguageSchema,
  signupSchema,
  updateProfileSchema,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { forbidden, notFound } from "../../platform/errors";
import { envelope, errorReplies, secured } from "../../platform/http";
import { readImageUpload } from "../../platform/uploads";
import { changePassword, login, setLanguage, setProfilePicture, signup, updateProfile } from "./service";
import { findUserByEmail, getUser, userInfo, userInfoReply } from "./user-info";

const signupReply = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userid: z.number(),
});
const loginReply = userInfoReply.extend({ token: z.string() });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    "/signup",
    {
      config: { access: "public" },
      schema: {
        tags: ["accounts"],
        summary: `Create a student account (a solved challenge in ${PROOF_OF_WORK_HEADER}, see GET /api/challenge); pushes a new_user notification`,
        body: signupSchema,
        response: { 200: envelope(signupReply), ...errorReplies },
      },
    },
    async (request) => {
      await p.proofOfWork.verify(request.headers[PROOF_OF_WORK_HEADER]);
      const user = await signup(p, request.body, request.ip);
      return ok(
        { firstName: user.firstName, lastName: user.lastName, email: user.email, userid: user.id },
        MESSAGES.ACCOUNT_CREATED,
      );
    },
  );

  app.post(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["accounts"],
        summary: "Student login: the token and the user fields",
        body: loginSchema,
        response: { 200: envelope(loginReply), ...errorReplies },
      },
    },
    async (request, reply) => {
      const outcome = await login(p, request.body, "student", request);
      if (outcome.kind !== "signed-in") throw new Error("students have no second step");
      reply.header("set-cookie", outcome.deviceCookie);
      return ok({ ...(await userInfo(p.db, outcome.user)), token: outcome.token }, "Logged in successfully.");
    },
  );

  app.post(
    "/logout",
    {
      preHandler: app.guard.anyone,
      schema: { tags: ["accounts"], summary: "Ends this session on the server", security: secured },
    },
    async (request) => {
      await p.tokens.revoke(p.db, caller(request).sessionId);
      return ok(null, "Logged out.");
    },
  );

  app.post(
    "/getProfile",
    {
      preHandler: app.guard.anyone,
      config: { owner: "email" },
      schema: {
        tags: ["accounts"],
        summary: "A profile by email: students only their own, staff any",
        security: secured,
        body: z.object({ email: emailSchema }),
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      if (me.role === "student") {
        const self = await getUser(p.db, me.userId);
        if (self.email.toLowerCase() !== request.body.email)
          throw forbidden("You can only view your own profile.");
        return ok(await userInfo(p.db, self), "");
      }
      const user = await findUserByEmail(p.db, request.body.email);
      if (!user) throw notFound("No user with this email.");
      return ok(await userInfo(p.db, user), "");
    },
  );

  app.post(
    "/updateprofile",
    {
      preHandler: app.guard.anyone,
      schema: {
        tags: ["accounts"],
        summary: "Edit your own profile (a new email needs current_password)",
        security: secured,
        body: updateProfileSchema,
        response: { 200: envelope(userInfoReply), ...errorReplies },
      },
    },
    async (request) => {
      const user = await updateProfile(p, caller(request).userId, request.body);
      return ok(await userInfo(p.db, user), "Profile updated successfully!");
    },
  );

  // The body names no user: it is always the caller's own account.
  app.patch(
    "/me/language",
    {
      preHandler: app.guard.anyone,
      schema: {
        tags: ["accounts"],
        summary: "Keep your site language (en or hi) on your account",
        security: secured,
        body: setLanguageSchema,
        response: { 200: envelope(z.object({ language: z.enum(["en", "hi"]) })), ...errorReplies },
      },
    },
    async (request) => {
      await setLanguage(p, caller(request).userId, request.body.language);
      return ok({ language: request.body.language }, "");
    },
  );

  app.post(
    "/changePassword",
    {
      preHandler: app.guard.anyone,
      schema: {
        tags: ["accounts"],
        summary: "Change your password; ends your other sessions",
        security: secured,
        body: changePasswordSchema,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      const me = caller(request);
      await changePassword(p, me.userId, me.sessionId, request.body.current_password, request.body.password);
      return ok(null, MESSAGES.PASSWORD_UPDATED);
    },
  );

  app.post(
    "/profilepicuploadtospace",
    {
      preHandler: app.guard.anyone,
      schema: {
        tags: ["accounts"],
        summary:
          "Upload your profile picture (multipart field `image`: JPEG, PNG, WebP or GIF, at most 2 MB)",
        security: secured,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ profilePic: z.string() })), ...errorReplies },
      },
    },
    async (request) => {
      const { data, kind } = await readImageUpload(request, PICTURE_MAX_BYTES);
      const profilePic = await setProfilePicture(p, caller(request).userId, data, kind.extension);
      return ok({ profilePic }, "Profile picture updated.");
    },
  );
};
