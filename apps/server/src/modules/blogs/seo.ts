import { excerptFrom } from "@medhavi/domain";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { findPublished, isLive } from "./service";

/**
 * What search engines and link previews need about blog posts, for the server's <head> injection and the
 * sitemap. Only published posts are ever described; drafts and scheduled posts give null / are left out.
 */
export interface BlogHeadMeta {
  title: string;
  description: string;
  /** Site-relative, e.g. /blogs/jee-main-2027-dates. */
  canonicalPath: string;
  /** The cover image: /uploads/… (site-relative) or https://…. */
  image?: string;
  /** ISO 8601. */
  publishedAt: string;
}

export async function blogHeadMeta(db: DbOrTx, slug: string, now = new Date()): Promise<BlogHeadMeta | null> {
  const [row] = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      excerpt: blogPosts.excerpt,
      body: blogPosts.body,
      coverImage: blogPosts.coverImage,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive(now)));
  if (!row?.publishedAt) return null;
  return {
    title: row.seoTitle || row.title,
    description: row.seoDescription || row.excerpt || excerptFrom(row.body),
    canonicalPath: `/blogs/${row.slug}`,
    ...(row.coverImage ? { image: row.coverImage } : {}),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Every published post's path with its last change, newest first (for sitemap.xml). */
export async function publishedBlogPaths(
  db: DbOrTx,
  now = new Date(),
): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isLive(now))
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((r) => {
    const published = r.publishedAt ?? r.updatedAt;
    const lastmod = r.updatedAt > published ? r.updatedAt : published;
    return { path: `/blogs/${r.slug}`, lastmod: lastmod.toISOString() };
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A published post as plain semantic HTML (title, byline, cover, body), for the server to place in the
 * page it sends so crawlers and readers without JavaScript see the article; the app replaces it when it
 * starts. The body is the stored HTML, already sanitised on write; formulas stay as $…$ text. Null for
 * drafts, scheduled posts and unknown slugs.
 */
export async function blogPostPrerender(db: DbOrTx, slug: string, now = new Date()): Promise<string | null> {
  const post = await findPublished(db, slug, now);
  if (!post) return null;
  const date = post.published_at
    ? new Intl.DateTimeFormat("en-IN", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }).format(new Date(post.published_at))
    : "";
  const byline = [post.author_name, date, `${post.reading_minutes} min read`]
    .filter(Boolean)
    .map(escapeHtml)
    .join(" · ");
  return [
    '<article class="prerendered-post">',
    '<p><a href="/blogs">← All posts</a></p>',
    post.category
      ? `<p><a href="/blogs?category=${encodeURIComponent(post.category.slug)}">${escapeHtml(post.category.name)}</a></p>`
      : "",
    `<h1>${escapeHtml(post.title)}</h1>`,
    `<p>${byline}</p>`,
    post.cover_image ? `<img src="${escapeHtml(post.cover_image)}" alt="">` : "",
    `<div class="article-body">${post.body}</div>`,
    "</article>",
  ]
    .filter(Boolean)
    .join("\n");
}
