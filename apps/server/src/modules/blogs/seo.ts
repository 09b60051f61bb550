import { excerptFrom } from "@medhavi/domain";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { isLive } from "./service";

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
