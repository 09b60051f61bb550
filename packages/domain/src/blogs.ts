import { z } from "zod";
import { idSchema, requiredText, text, timestampSchema } from "./bounds";
import { TEXT_MAX } from "./fieldBounds";

/** Blog posts: staff write them in the back office, visitors read the published ones on /blogs. */

export const BLOG_BODY_MAX = 200_000;
export const BLOG_BODY_TOO_LONG = `The article is too long: at most ${BLOG_BODY_MAX.toLocaleString("en-IN")} characters of HTML. Split it into two posts.`;
export const BLOG_SLUG_MAX = 80;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX = 40;
export const BLOG_PAGE_SIZE = 9;
export const WORDS_PER_MINUTE = 200;
export const SLUG_MESSAGE =
  "Use lowercase letters, digits and single hyphens (for example jee-main-2027-dates).";
export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Images come from our uploads or any https address. */
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+|https:\/\/\S+)$/;

/** A URL slug from a title: lowercase ASCII letters and digits joined by single hyphens; "" when none. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/g, "");
}

/** Plain words of an HTML body (tags and entities dropped). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** An excerpt from the body when staff left it empty: the first ~160 characters, cut at a word. */
export function excerptFrom(html: string, max = 160): string {
  // Formulas read as their LaTeX without the $ delimiters ("I = MR^2").
  const plain = htmlToText(html).replace(/\$\$?([^$]+?)\$\$?/g, "$1");
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trimEnd()}…`;
}

/** Draft (never published), scheduled (publish time still ahead) or published. */
export function blogStatus(post: { publishedAt: Date | null }, now: Date): BlogStatus {
  if (!post.publishedAt) return "draft";
  return post.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** Tags: trimmed, lowercase, no duplicates, empties dropped. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))];
}

export const blogSlugSchema = text(
  BLOG_SLUG_MAX,
  SLUG_MESSAGE,
  `A slug has at most ${BLOG_SLUG_MAX} characters.`,
)
  .trim()
  .regex(SLUG, { error: SLUG_MESSAGE });

const imageUrlSchema = text(TEXT_MAX.LINE).regex(IMAGE_URL, {
  error: "The image must be an uploaded picture or an https:// address.",
});

const postFields = {
  title: requiredText(200),
  slug: z.union([blogSlugSchema, z.literal("")]),
  excerpt: text(500),
  body: text(BLOG_BODY_MAX, undefined, BLOG_BODY_TOO_LONG),
  cover_image: imageUrlSchema.nullable(),
  tags: z
    .array(text(BLOG_TAG_MAX, undefined, `A tag has at most ${BLOG_TAG_MAX} characters.`))
    .max(BLOG_TAGS_MAX, { error: `At most ${BLOG_TAGS_MAX} tags.` }),
  category_id: idSchema().nullable(),
  author_name: text(TEXT_MAX.NAME),
  seo_title: text(70, undefined, "The SEO title has at most 70 characters."),
  seo_description: text(200, undefined, "The SEO description has at most 200 characters."),
};

/** A new post (always a draft first); only the title is needed so autosave can start early. */
export const blogCreateSchema = z.object({
  ...postFields,
  slug: postFields.slug.optional(),
  excerpt: postFields.excerpt.default(""),
  body: postFields.body.default(""),
  cover_image: postFields.cover_image.default(null),
  tags: postFields.tags.default([]),
  category_id: postFields.category_id.default(null),
  author_name: postFields.author_name.default(""),
  seo_title: postFields.seo_title.default(""),
  seo_description: postFields.seo_description.default(""),
});
export type BlogCreate = z.infer<typeof blogCreateSchema>;

/** Changes to a post (autosave sends the whole form, manual edits may send a part). */
export const blogPatchSchema = z.object(postFields).partial();
export type BlogPatch = z.infer<typeof blogPatchSchema>;

/** Publish now (no `at`, or a time already past) or schedule for `at` (ms since 1970). */
export const blogPublishSchema = z.object({ at: timestampSchema.optional() });

export const blogCategorySchema = z.object({ name: requiredText(60) });

/** What a post needs before it can go live. */
export function blogPublishProblems(post: { title: string; body: string; slug: string }): string[] {
  const problems: string[] = [];
  if (!post.title.trim()) problems.push("Give the post a title.");
  if (!htmlToText(post.body) && !/<(img|iframe)\b/i.test(post.body))
    problems.push("Write the article first.");
  if (!SLUG.test(post.slug)) problems.push("Give the post a slug.");
  return problems;
}

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  posts: number;
}

export interface BlogSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  category: { id: number; name: string; slug: string } | null;
  tags: string[];
  author_name: string;
  published_at: string | null;
  reading_minutes: number;
}

export interface BlogPost extends BlogSummary {
  body: string;
  seo_title: string;
  seo_description: string;
}

export interface StaffBlogPost extends BlogPost {
  status: BlogStatus;
  created_at: string;
  updated_at: string;
}
