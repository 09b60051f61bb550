import fastifyStatic from "@fastify/static";
import {
  BLOG_PAGE_SIZE,
  BLOG_STATUSES,
  BLOG_TAG_MAX,
  blogCategorySchema,
  blogCreateSchema,
  blogPatchSchema,
  blogPublishSchema,
  MAX_PAGE,
  ok,
  searchTextSchema,
  text,
} from "@medhavi/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { sendEveryItem } from "../../platform/exports";
import { envelope, errorReplies, idParams, queryInt, secured } from "../../platform/http";
import { DEVANAGARI_FONT, KATEX_ASSETS, SHARE_SCRIPT, SHARE_SCRIPT_PATH } from "./document";
import { publicEtags } from "./etag";
import { blogRss } from "./rss";
import {
  createCategory,
  createPost,
  deletePost,
  findPublished,
  getForStaff,
  listCategories,
  listForStaff,
  listPublished,
  publishPost,
  relatedPosts,
  unpublishPost,
  updatePost,
} from "./service";
import { scheduleWentLive } from "./went-live";

const data = envelope(z.unknown());
/** The staff list's search: title or slug, and status. */
const staffListFilters = { q: searchTextSchema.optional(), status: z.enum(BLOG_STATUSES).optional() };

const replies = { 200: data, ...errorReplies, 409: data };
const tags = ["blogs"];
const NOT_PUBLISHED = "This post does not exist or is not published yet.";

/** Staff write posts (/api/adminblogs), visitors read the published ones (/api/blogs). */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const p = app.platform;
  const staff = { onRequest: app.guard.staff };
  publicEtags(app);

  app.get(
    "/adminblogs",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: posts with their status (draft, scheduled, published), searched by title or slug",
        security: secured,
        querystring: z.object({
          ...staffListFilters,
          page: queryInt(1, MAX_PAGE).default(1),
          pageSize: queryInt(1, 100).default(20),
        }),
        response: replies,
      },
    },
    async (request) => ok(await listForStaff(p.db, request.query), ""),
  );

  app.get(
    "/adminblogs/export",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: every post the filters match, as NDJSON items and an end line (CSV export)",
        security: secured,
        querystring: z.object(staffListFilters),
      },
    },
    (request, reply) =>
      sendEveryItem(reply, (page, pageSize) => listForStaff(p.db, { ...request.query, page, pageSize })),
  );

  app.get(
    "/adminblogs/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: one post, whatever its status",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => ok(await getForStaff(p.db, request.params.id), ""),
  );

  app.post(
    "/adminblogs",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: start a post (a draft; the slug comes from the title unless given). 409 for a slug in use",
        security: secured,
        body: blogCreateSchema,
        response: replies,
      },
    },
    async (request) => ok(await createPost(p.db, request.body, caller(request).userId), "Draft saved."),
  );

  app.patch(
    "/adminblogs/:id",
    {
      ...staff,
      schema: {
        tags,
        summary:
          "Staff: save changes (also the editor's autosave). The body is sanitised. 409 for a slug in use",
        security: secured,
        params: idParams,
        body: blogPatchSchema,
        response: replies,
      },
    },
    async (request) =>
      ok(await updatePost(p.db, request.params.id, request.body, caller(request).userId), "Changes saved."),
  );

  app.post(
    "/adminblogs/:id/publish",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: publish now, or schedule with `at` (ms since 1970, in the future)",
        security: secured,
        params: idParams,
        body: blogPublishSchema,
        response: replies,
      },
    },
    async (request) => {
      const actor = caller(request).userId;
      const post = await publishPost(p.db, request.params.id, request.body.at, actor);
      if (post.status === "scheduled" && post.published_at) {
        await scheduleWentLive(app, post.id, new Date(post.published_at), actor);
      }
      return ok(post, post.status === "scheduled" ? "Post scheduled." : "Post published.");
    },
  );

  app.post(
    "/adminblogs/:id/unpublish",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: take a post off the blog (or cancel its schedule); it becomes a draft",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) =>
      ok(await unpublishPost(p.db, request.params.id, caller(request).userId), "Post unpublished."),
  );

  app.delete(
    "/adminblogs/:id",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: delete a post",
        security: secured,
        params: idParams,
        response: replies,
      },
    },
    async (request) => {
      await deletePost(p.db, request.params.id, caller(request).userId);
      return ok(null, "Post deleted.");
    },
  );

  app.get(
    "/dev/services/getCategories",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public: blog categories with their number of published posts",
        response: replies,
      },
    },
    async () => ok(await listCategories(p.db), ""),
  );

  app.post(
    "/dev/services/createCategory",
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: add a blog category (409 when the name exists)",
        security: secured,
        body: blogCategorySchema,
        response: replies,
      },
    },
    async (request) =>
      ok(await createCategory(p.db, request.body.name, caller(request).userId), "Category added."),
  );

  app.get(
    "/blogs",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public: published posts, newest first, a page at a time; by tag, category (slug) or search",
        querystring: z.object({
          q: searchTextSchema.optional(),
          tag: text(BLOG_TAG_MAX).optional(),
          category: text(100).optional(),
          page: queryInt(1, MAX_PAGE).default(1),
          pageSize: queryInt(1, 50).default(BLOG_PAGE_SIZE),
        }),
        response: replies,
      },
    },
    async (request) => ok(await listPublished(p.db, request.query), ""),
  );

  app.get(
    "/blogs/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public: a published post and up to three related posts; 404 for drafts, scheduled and unknown slugs",
        params: z.object({ slug: text(200) }),
        response: replies,
      },
    },
    async (request) => {
      const post = await findPublished(p.db, request.params.slug);
      if (!post) throw notFound(NOT_PUBLISHED);
      return ok({ post, related: await relatedPosts(p.db, post) }, "");
    },
  );
};

/**
 * Beside the pages, outside /api: /blogs/rss.xml (RSS 2.0 of the 20 newest published posts), and what the
 * server-rendered posts load: KaTeX's stylesheet and fonts and, on Hindi pages, the Devanagari font (by
 * version, cached for a year), and the share script.
 */
export const blogFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  publicEtags(app);
  await app.register(fastifyStatic, {
    root: KATEX_ASSETS.root,
    prefix: KATEX_ASSETS.prefix,
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/(katex-swap\.min\.css|fonts\/[\w-]+\.woff2)$/.test(path),
    setHeaders: (res) => res.header("Cache-Control", "public, max-age=31536000, immutable"),
  });
  await app.register(fastifyStatic, {
    root: DEVANAGARI_FONT.root,
    prefix: DEVANAGARI_FONT.prefix,
    decorateReply: false,
    index: false,
    allowedPath: (path) =>
      path === `/${DEVANAGARI_FONT.file(400)}` || path === `/${DEVANAGARI_FONT.file(700)}`,
    setHeaders: (res) => res.header("Cache-Control", "public, max-age=31536000, immutable"),
  });
  app.get(
    SHARE_SCRIPT_PATH,
    {
      config: { access: "public" },
      schema: { hide: true },
    },
    async (_request, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("Cache-Control", "public, max-age=3600")
        .send(SHARE_SCRIPT),
  );
  app.get(
    "/blogs/rss.xml",
    {
      config: { access: "public" },
      schema: { tags, summary: "Public: RSS 2.0 feed of the newest published posts" },
    },
    async (request, reply) => {
      const { items } = await listPublished(app.platform.db, { page: 1, pageSize: 20 });
      const origin = `${request.protocol}://${request.host}`;
      return reply.type("application/rss+xml; charset=utf-8").send(blogRss(origin, items));
    },
  );
};
