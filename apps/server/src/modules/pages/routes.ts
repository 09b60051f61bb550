import { ok, PAGE_MESSAGES, pageSlugSchema, pageUpdateSchema, revisionParamSchema } from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { envelope, errorReplies, secured } from "../../platform/http";
import { baseUrl, robotsTxt, type SeoSources, sendWithEtag, sitemapXml } from "../../platform/seo";
import {
  getForStaff,
  getRevision,
  listForStaff,
  listRevisions,
  publicPage,
  restoreRevision,
  updatePage,
} from "./service";

const data = envelope(z.unknown());
const replies = { 200: data, ...errorReplies };
const tags = ["pages"];
const slugParams = z.object({ slug: pageSlugSchema });
const revisionParams = z.object({ slug: pageSlugSchema, revision: revisionParamSchema });

/** Staff edit the public pages' copy (each save is a revision); visitors read it through GET /api/pages/:slug. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  const staff = { onRequest: app.guard.staff };

  app.get(
    "/pages/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "A public page's copy (title, lead, sanitised HTML body); ETag and Cache-Control, 304 to a matching If-None-Match",
        params: slugParams,
        response: { 200: data, 304: z.null(), 400: data, 404: data },
      },
    },
    async (request, reply) => {
      const page = await publicPage(p.db, request.params.slug);
      return sendWithEtag(request, reply, JSON.stringify(ok(page, "")), {
        type: "application/json; charset=utf-8",
        // Cached, but checked with the server on every use: an edit shows at once.
        cacheControl: "public, no-cache",
      });
    },
  );

  app.get(
    "/adminpages",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: every editable page with its current revision",
        security: secured,
        response: replies,
      },
    },
    async () => ok(await listForStaff(p.db), ""),
  );

  app.get(
    "/adminpages/:slug",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: one page to edit",
        security: secured,
        params: slugParams,
        response: replies,
      },
    },
    async (request) => ok(await getForStaff(p.db, request.params.slug), ""),
  );

  app.put(
    "/adminpages/:slug",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: save a page as a new revision (body sanitised); base_revision guards against overwriting someone else's save (409)",
        security: secured,
        params: slugParams,
        body: pageUpdateSchema,
        response: { ...replies, 409: data },
      },
    },
    async (request) => {
      const { page, changed } = await updatePage(
        p.db,
        request.params.slug,
        caller(request).userId,
        request.body,
      );
      return ok(page, changed ? PAGE_MESSAGES.SAVED : PAGE_MESSAGES.UNCHANGED);
    },
  );

  app.get(
    "/adminpages/:slug/revisions",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: a page's revisions, newest first",
        security: secured,
        params: slugParams,
        response: replies,
      },
    },
    async (request) => ok(await listRevisions(p.db, request.params.slug), ""),
  );

  app.get(
    "/adminpages/:slug/revisions/:revision",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: one revision with its text (for preview)",
        security: secured,
        params: revisionParams,
        response: replies,
      },
    },
    async (request) => ok(await getRevision(p.db, request.params.slug, request.params.revision), ""),
  );

  app.post(
    "/adminpages/:slug/revisions/:revision/restore",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: make an old revision the page's text again (saved as a new revision)",
        security: secured,
        params: revisionParams,
        response: replies,
      },
    },
    async (request) => {
      const { slug, revision } = request.params;
      const { page, changed } = await restoreRevision(p.db, slug, caller(request).userId, revision);
      return ok(page, changed ? `Revision ${revision} restored.` : PAGE_MESSAGES.UNCHANGED);
    },
  );
};

/** /robots.txt and /sitemap.xml at the site's root (public, cached with an ETag). */
export function seoRoutes(sources: SeoSources): FastifyPluginAsyncZod {
  return async (app) => {
    const cacheControl = "public, max-age=3600";
    app.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, (request, reply) =>
      sendWithEtag(request, reply, robotsTxt(baseUrl(app.config, request)), {
        type: "text/plain; charset=utf-8",
        cacheControl,
      }),
    );
    app.get(
      "/sitemap.xml",
      { config: { access: "public" }, schema: { hide: true } },
      async (request, reply) =>
        sendWithEtag(
          request,
          reply,
          await sitemapXml(app.platform.db, baseUrl(app.config, request), sources),
          {
            type: "application/xml; charset=utf-8",
            cacheControl,
          },
        ),
    );
  };
}
