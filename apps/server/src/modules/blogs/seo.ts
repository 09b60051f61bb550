import { type BlogPost, excerptFrom } from "@medhavi/domain";
import { desc } from "drizzle-orm";
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

/** The head of a published post (null for drafts, scheduled posts and unknown slugs). */
export async function blogHeadMeta(db: DbOrTx, slug: string, now = new Date()): Promise<BlogHeadMeta | null> {
  const post = await findPublished(db, slug, now);
  return post ? headMetaOf(post) : null;
}

/** A published post's title, description, canonical path and cover, as search engines see them. */
export function headMetaOf(post: BlogPost): BlogHeadMeta {
  return {
    title: post.seo_title || post.title,
    description: post.seo_description || post.excerpt || excerptFrom(post.body),
    canonicalPath: `/blogs/${post.slug}`,
    ...(post.cover_image ? { image: post.cover_image } : {}),
    publishedAt: post.published_at ?? "",
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
