import multipart from "@fastify/multipart";
import { ok } from "@medhavi/domain";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../platform/errors";
import { sendObject, verifySignedName } from "../../platform/files";
import { envelope, errorReplies, secured } from "../../platform/http";
import { readImageUpload } from "../../platform/uploads";

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const nameParams = z.object({ name: z.string().max(220) });

/** Public objects at /uploads/{name}, served from whichever storage is configured (not under /api). */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    "/uploads/:name",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      // One flat name: private objects (`private/…`) cannot be named here.
      if (!NAME.test(name) || name.includes("..")) throw new HttpError(404, "Not found.");
      return sendObject(request, reply, app.platform.storage, name, {
        cacheControl: name.endsWith(".json") ? "no-cache" : "public, max-age=3600",
        missing: "Not found.",
      });
    },
  );
};

/** Private files through a signed link, and the editors' image upload. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  // preservePath: a name with folders reaches the check instead of being cut to its last part.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: p.config.uploadLimits.image, files: 1, fields: 5 },
  });

  app.get(
    "/files/:name",
    {
      // The signature is the right: it was issued after the caller's right was checked.
      config: { access: "public" },
      schema: {
        tags: ["files"],
        summary:
          "A private file through a signed link (exp, sig) from an …/access call; supports Range and ETag",
        params: nameParams,
        querystring: z.object({ exp: z.string().max(20).default(""), sig: z.string().max(100).default("") }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const key = verifySignedName(p.fileKey, name, request.query.exp, request.query.sig);
      return sendObject(request, reply, p.storage, key, { cacheControl: "private, max-age=600" });
    },
  );

  app.post(
    "/dev/upload-img-to-s3",
    {
      onRequest: app.guard.staff,
      schema: {
        tags: ["files"],
        summary:
          "Staff: upload an image for rich text (multipart `image`: JPEG, PNG, WebP or GIF), answered with its public URL",
        security: secured,
        consumes: ["multipart/form-data"],
        response: { 200: envelope(z.object({ url: z.string() })), ...errorReplies },
      },
    },
    async (request) => {
      const { data, kind } = await readImageUpload(request, p.config.uploadLimits.image);
      const name = await p.storage.save(data, "image", kind.extension);
      return ok({ url: `/uploads/${name}` }, "Image uploaded.");
    },
  );
};
