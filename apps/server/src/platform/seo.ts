import { createHash } from "node:crypto";
import {
  BRAND,
  FOOTER_CONTACT_SLUG,
  isAppPath,
  type PublicPage,
  pageDocumentTitle,
  pagePath,
  slugForPath,
} from "@medhavi/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { DbOrTx } from "../db/client";
import { type PageLanguage, requestLanguage } from "../modules/blogs/chrome";
import { postDocument } from "../modules/blogs/document";
import { type BlogHeadMeta, blogHeadMeta, headMetaOf, publishedBlogPaths } from "../modules/blogs/seo";
import { findPublished, relatedPosts } from "../modules/blogs/service";
import { pageHeads, publicPage } from "../modules/pages/service";
import { acceptedEncoding, compressedOnce } from "./compress";

/**
 * What the server puts into the <head> of the HTML it sends, so crawlers and link previews (WhatsApp,
 * search engines) see each page's title, description, canonical URL and Open Graph/Twitter tags without
 * running the app's JavaScript. The app still sets document.title itself once it runs.
 */
export interface HeadMeta {
  /** The whole <title>, brand included. */
  title: string;
  description: string;
  /** Path of the canonical URL ("/about-us"). */
  path: string;
  /** Share image: an absolute URL or a path on this site ("/uploads/…"). */
  image?: string | undefined;
  type?: "website" | "article";
  /** Article dates (ISO), for og article tags. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
  /** Keep the page out of search results (back office, student pages). */
  noindex?: boolean;
  /** HTTP status of the page (404 for an unknown blog post: the app shell still renders its 404 page). */
  status?: number;
  /**
   * CMS copy the page needs at once, by slug (the page's own and the footer's): sent inside the HTML as
   * a JSON data block, so the app renders it without waiting for GET /api/pages/:slug.
   */
  pages?: Record<string, PublicPage>;
}

export const SITE_DESCRIPTION = `${BRAND.name}: online coaching for Foundation, JEE, NEET, medical entrance and GRE/TOEFL, with live classes, study materials and timed test series.`;

/**
 * The default share picture (the logo, 512 px), served from the web app's public folder. A PNG: link
 * previews (WhatsApp, Facebook, X, LinkedIn) show no SVG.
 */
export const DEFAULT_IMAGE = "/icon-512.png";

export const fullTitle = (title: string) => (title ? `${title} | ${BRAND.name}` : BRAND.name);

/** Public pages whose copy lives in code, not in the pages CMS: their head is fixed here. */
const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  "/": { title: "", description: SITE_DESCRIPTION },
  "/courses": {
    title: "Courses",
    description:
      "From Class 8 foundations to postgraduate entrance and study abroad, every course comes with classes, study materials, tests on the real exam pattern and a personal mentor.",
  },
  "/contact": {
    title: "Contact Us",
    description:
      "Questions about a course, fees, the scholarship or your account? Call or write to us; our counsellors reply on working days, usually the same day.",
  },
  "/blogs": {
    title: "Blog",
    description: `Exam notices, toppers' stories and preparation guides for JEE, NEET and more from ${BRAND.name}.`,
  },
  "/course-subscription": {
    title: "Choose a course",
    description: "Pick your course and plan: a 15-day free trial, Half Yearly or Yearly.",
  },
  "/demo-test": {
    title: "Demo test",
    description: "Try a free demo test in the real exam's format, with a question palette like NTA's.",
  },
  "/demo-lecture": {
    title: "Demo lecture",
    description: "Watch a free demo lecture by our faculty.",
  },
  "/demo-study-materials": {
    title: "Demo study materials",
    description: "Read free sample study materials, chapter by chapter.",
  },
};

/** Paths that are for signed-in people only: never indexed, never in the sitemap. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/profile",
  "/testseries",
  "/mcq-answers",
  "/active-test",
  "/attempt-history",
  "/study-materials",
  "/payment-history",
  "/demo-exam-start",
  "/forum",
];

const isPrivate = (path: string) => PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** Looks up a blog post's head; provided by the blogs module once it exists (null for an unknown slug). */
export type BlogHead = (db: DbOrTx, slug: string) => Promise<HeadMeta | null>;
/** The published posts' paths and last changes, for the sitemap. */
export type BlogPaths = (db: DbOrTx) => Promise<{ path: string; updatedAt: Date }[]>;

/**
 * A published post as a whole server-rendered page, its frame in `language` (null for drafts, scheduled
 * and unknown slugs).
 */
export type BlogDocument = (
  db: DbOrTx,
  slug: string,
  base: string,
  language: PageLanguage,
) => Promise<string | null>;

export interface SeoSources {
  blogHead?: BlogHead;
  blogPaths?: BlogPaths;
  blogDocument?: BlogDocument;
}

function articleHead(meta: BlogHeadMeta): HeadMeta {
  return {
    title: fullTitle(meta.title),
    description: meta.description,
    path: meta.canonicalPath,
    image: meta.image,
    type: "article",
    publishedTime: meta.publishedAt,
  };
}

/** Blog posts from the blogs module: a published post's head (with its cover image) and the sitemap's paths. */
export const BLOG_SEO: SeoSources = {
  blogHead: async (db, slug) => {
    const meta = await blogHeadMeta(db, slug);
    return meta ? articleHead(meta) : null;
  },
  blogPaths: async (db) =>
    (await publishedBlogPaths(db)).map((p) => ({ path: p.path, updatedAt: new Date(p.lastmod) })),
  blogDocument: async (db, slug, base, language) => {
    const post = await findPublished(db, slug);
    if (!post) return null;
    const head = articleHead(headMetaOf(post));
    const [related, footer] = await Promise.all([
      relatedPosts(db, post),
      publicPage(db, FOOTER_CONTACT_SLUG).catch(() => undefined),
    ]);
    return postDocument({ head: headTags(head, base), base, post, related, footer, language });
  },
};

/** The slug of a blog post's path (/blogs/{slug}), or undefined for any other path. */
function blogSlugOf(path: string): string | undefined {
  const match = /^\/blogs\/([^/]+)$/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]) || undefined;
  } catch {
    return undefined;
  }
}

/** A page the server renders whole, with what its reply must add. */
export interface WholePage {
  body: string;
  /** Request headers the body depends on (the Vary header). */
  vary: string;
  /** A Set-Cookie value (the page's language switch). */
  setCookie?: string;
}

/**
 * The whole page at `path` when the server renders it without the app (a published blog post), else null:
 * the app's shell then serves the path with headFor's head. A post's frame is in the language of the
 * request's medhavi_lang cookie, or of its `?lang=` (which the reply then stores in the cookie).
 */
export async function documentFor(
  db: DbOrTx,
  request: { url: string; headers: { cookie?: string | undefined } },
  path: string,
  base: string,
  sources: SeoSources = {},
): Promise<WholePage | null> {
  const slug = blogSlugOf(path.length > 1 ? path.replace(/\/+$/, "") : path);
  if (!slug || !sources.blogDocument) return null;
  const { language, setCookie } = requestLanguage(request.url, request.headers.cookie);
  const body = await sources.blogDocument(db, slug, base, language);
  return body ? { body, vary: "Cookie", ...(setCookie ? { setCookie } : {}) } : null;
}

/** The head of the page at `path` (no query string), with the CMS copy public pages render at once. */
export async function headFor(db: DbOrTx, path: string, sources: SeoSources = {}): Promise<HeadMeta> {
  const meta = await baseHead(db, path, sources);
  if (meta.noindex && meta.status !== 404) return meta;
  const footer = await publicPage(db, FOOTER_CONTACT_SLUG).catch(() => undefined);
  if (footer) meta.pages = { ...meta.pages, [FOOTER_CONTACT_SLUG]: footer };
  return meta;
}

async function baseHead(db: DbOrTx, path: string, sources: SeoSources): Promise<HeadMeta> {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const fixed = STATIC_PAGES[clean];
  if (fixed) return { title: fullTitle(fixed.title), description: fixed.description, path: clean };
  const slug = slugForPath(clean);
  if (slug) {
    try {
      const page = await publicPage(db, slug);
      return {
        title: fullTitle(pageDocumentTitle(page)),
        description: page.description || SITE_DESCRIPTION,
        path: clean,
        modifiedTime: page.updated_at,
        pages: { [slug]: page },
      };
    } catch {
      // A page not seeded yet still gets the site's head.
    }
  }
  if (/^\/blogs\/[^/]+$/.test(clean)) {
    const slug = blogSlugOf(clean);
    const head = sources.blogHead && slug ? await sources.blogHead(db, slug) : null;
    if (head) return head;
    return {
      title: fullTitle("Post not found"),
      description: SITE_DESCRIPTION,
      path: clean,
      noindex: true,
      status: 404,
    };
  }
  if (!isAppPath(clean)) {
    // The app's not-found page, with a status that says so (no "soft 404" for crawlers and link checkers).
    return {
      title: fullTitle("Page not found"),
      description: SITE_DESCRIPTION,
      path: clean,
      noindex: true,
      status: 404,
    };
  }
  return { title: BRAND.name, description: SITE_DESCRIPTION, path: clean, noindex: isPrivate(clean) };
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The site's public origin: PUBLIC_URL when configured, else the request's protocol and Host. */
export function baseUrl(config: Pick<Config, "publicUrl">, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.host || "localhost";
  return `${request.protocol}://${host}`;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

/** The head tags for `meta`, each on its own line. */
export function headTags(meta: HeadMeta, base: string): string {
  const url = `${base}${meta.path}`;
  const image = absolute(base, meta.image ?? DEFAULT_IMAGE);
  const m = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    m("name", "description", meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.noindex ? [m("name", "robots", "noindex")] : []),
    m("property", "og:site_name", BRAND.name),
    m("property", "og:type", meta.type ?? "website"),
    m("property", "og:title", meta.title),
    m("property", "og:description", meta.description),
    m("property", "og:url", url),
    m("property", "og:image", image),
    m("property", "og:locale", "en_IN"),
    ...(meta.publishedTime ? [m("property", "article:published_time", meta.publishedTime)] : []),
    ...(meta.type === "article" && meta.modifiedTime
      ? [m("property", "article:modified_time", meta.modifiedTime)]
      : []),
    m("name", "twitter:card", meta.image ? "summary_large_image" : "summary"),
    m("name", "twitter:title", meta.title),
    m("name", "twitter:description", meta.description),
    m("name", "twitter:image", image),
  ];
  return tags.join("\n    ");
}

/** The id of the JSON data block with the page's CMS copy (read by apps/web's pagesApi). */
export const PAGE_DATA_ID = "page-data";

/** JSON that is safe inside a <script> element: no "</script>", no "<!--", no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * index.html with its <title> and description replaced by the page's head, and the page's CMS copy as a
 * data block (type application/json: never run as script, so the CSP's script-src is untouched).
 */
export function injectHead(html: string, meta: HeadMeta, base: string): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, "");
  const data = meta.pages
    ? `\n    <script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(meta.pages)}</script>`
    : "";
  return stripped.replace(/<\/head>/i, () => `  ${headTags(meta, base)}${data}\n  </head>`);
}

/** A strong validator of a response body. */
export const etagOf = (body: string) =>
  `"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;

/** True when the request's If-None-Match names `etag` (or *). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === etag || tag === `W/${etag}` || tag === "*";
  });
}

/**
 * Sends `body` with an ETag and Cache-Control, or a bodyless 304 when the client's copy is current.
 * Only 200 replies are answered with 304.
 */
export async function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  opts: { type: string; cacheControl: string; status?: number; compress?: boolean; vary?: string },
) {
  // The ETag is the body's hash, so each variant of a page (a post's languages) has its own, and so has
  // its compressed copy (compressedOnce is keyed by ETag).
  const etag = etagOf(body);
  reply.header("ETag", etag).header("Cache-Control", opts.cacheControl).type(opts.type);
  const vary = [opts.vary, opts.compress ? "Accept-Encoding" : undefined].filter(Boolean).join(", ");
  if (vary) reply.header("Vary", vary);
  const status = opts.status ?? 200;
  if (status === 200 && notModified(request, etag)) return reply.status(304).send();
  if (!opts.compress) return reply.status(status).send(body);
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.status(status).send(body);
  const out = await compressedOnce(body, etag, encoding);
  return reply.status(status).header("Content-Encoding", encoding).send(out);
}

/** robots.txt: everything public may be crawled except the back office and students' own pages. */
export function robotsTxt(base: string): string {
  const lines = ["User-agent: *", ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), "Disallow: /api/"];
  return `${lines.join("\n")}\n\nSitemap: ${base}/sitemap.xml\n`;
}

/** Every public page (fixed pages, CMS pages, published posts) for /sitemap.xml. */
export async function sitemapXml(db: DbOrTx, base: string, sources: SeoSources = {}): Promise<string> {
  const entries: { path: string; updatedAt?: Date }[] = Object.keys(STATIC_PAGES).map((path) => ({ path }));
  for (const page of await pageHeads(db)) {
    const path = pagePath(page.slug);
    if (path) entries.push({ path, updatedAt: page.updatedAt });
  }
  if (sources.blogPaths) entries.push(...(await sources.blogPaths(db)));
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(`${base}${e.path}`)}</loc>${
        e.updatedAt ? `<lastmod>${e.updatedAt.toISOString()}</lastmod>` : ""
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The public pages whose head is fixed in code (not from the pages CMS). */
export const SEO_FIXED_PATHS = Object.keys(STATIC_PAGES);
