import { z } from "zod";
import { intParamSchema, MAX_INT4, TEXT_MAX, text } from "./bounds";
import { WHY_PATH } from "./brand";

/**
 * The public information pages whose copy staff edit in the back office (/admin/pages). The layout of
 * each page stays in code; its title, lead (also the meta description) and body come from the pages CMS.
 * A page's slug is its path without the leading slash; the footer's contact block has no page of its own.
 */
export const PAGE_CATALOGUE = [
  { slug: "about-us", label: "About us", group: "Academy" },
  { slug: WHY_PATH.slice(1), label: "Why us", group: "Academy" },
  { slug: "partnerwithus", label: "Partners", group: "Academy" },
  { slug: "scholarship", label: "Scholarship", group: "Admissions" },
  { slug: "registration", label: "Registration", group: "Admissions" },
  { slug: "enrol", label: "Enrol", group: "Admissions" },
  { slug: "fee-structure", label: "Fee structure", group: "Admissions" },
  { slug: "privacy-policy", label: "Privacy policy", group: "Legal" },
  { slug: "terms-conditions", label: "Terms and conditions", group: "Legal" },
  { slug: "foundation-builder", label: "Foundation Builder", group: "Exam tracks" },
  { slug: "jee-entrance", label: "JEE Main & Advanced", group: "Exam tracks" },
  { slug: "neet-ug-integrated", label: "NEET UG Integrated", group: "Exam tracks" },
  { slug: "neet-pg", label: "NEET PG", group: "Exam tracks" },
  { slug: "neet-pg-mds", label: "NEET MDS", group: "Exam tracks" },
  { slug: "medical-entrance", label: "Medical Entrance", group: "Exam tracks" },
  { slug: "gre-toefl", label: "GRE & TOEFL", group: "Exam tracks" },
  { slug: "hit-jee", label: "HIT JEE", group: "Exam tracks" },
  { slug: "math-crash", label: "Math Crash Course", group: "Exam tracks" },
  { slug: "footer-contact", label: "Footer: contact block", group: "Site" },
] as const;

export type PageSlug = (typeof PAGE_CATALOGUE)[number]["slug"];

/** The slug of the footer's contact block (not a page a visitor opens). */
export const FOOTER_CONTACT_SLUG = "footer-contact";

/** The public path of a CMS page, or null for a block that is not a page (the footer's contact block). */
export function pagePath(slug: string): string | null {
  if (slug === FOOTER_CONTACT_SLUG) return null;
  return PAGE_CATALOGUE.some((p) => p.slug === slug) ? `/${slug}` : null;
}

/** The CMS slug shown at a public path, if any. */
export function slugForPath(path: string): string | null {
  const slug = path.replace(/^\/+|\/+$/g, "");
  return pagePath(slug) ? slug : null;
}

/** A `:slug` path parameter: lower-case letters, digits and hyphens (an unknown one is a 404, not a 400). */
export const pageSlugSchema = z
  .string()
  .max(64, { error: "No such page." })
  .regex(/^[a-z0-9-]+$/, { error: "No such page." });

export const PAGE_MESSAGES = {
  NOT_FOUND: "No such page.",
  NO_REVISION: "No such revision of this page.",
  STALE: "Someone else saved this page after you opened it. Reload to see their version before saving.",
  UNCHANGED: "Nothing changed: the page already reads like this.",
  SAVED: "Page saved.",
  TITLE_REQUIRED: "The page needs a title.",
  BODY_TOO_LONG: `The page text is too long: at most ${TEXT_MAX.RICH.toLocaleString("en-IN")} characters.`,
} as const;

/** What staff send to save a page: every save becomes a new revision. */
export const pageUpdateSchema = z.object({
  title: text(TEXT_MAX.LINE, PAGE_MESSAGES.TITLE_REQUIRED)
    .trim()
    .min(1, { error: PAGE_MESSAGES.TITLE_REQUIRED }),
  /** The title in the browser tab and search results, when it should differ from the heading. */
  seo_title: text(TEXT_MAX.LINE).trim().default(""),
  /** The lead paragraph under the heading, also the meta description. */
  description: text(TEXT_MAX.MESSAGE).trim().default(""),
  body: text(TEXT_MAX.RICH, undefined, PAGE_MESSAGES.BODY_TOO_LONG).default(""),
  /** The revision the editor started from; a newer one on the server means someone else saved meanwhile. */
  base_revision: z.number().int().min(1).max(MAX_INT4).optional(),
});
export type PageUpdate = z.input<typeof pageUpdateSchema>;

/** `:revision` path parameter. */
export const revisionParamSchema = intParamSchema(1, MAX_INT4, PAGE_MESSAGES.NO_REVISION);

/** A page as the public API gives it. */
export interface PublicPage {
  slug: string;
  path: string | null;
  title: string;
  seo_title: string;
  description: string;
  /** Sanitised HTML. */
  body: string;
  revision: number;
  updated_at: string;
}

/** A page as staff see it. */
export interface StaffPage extends PublicPage {
  label: string;
  group: string;
  updated_by: string | null;
}

export interface PageRevisionSummary {
  revision: number;
  title: string;
  note: string;
  author: string | null;
  created_at: string;
  /** The revision the page shows now. */
  current: boolean;
}

export interface PageRevision extends PageRevisionSummary {
  seo_title: string;
  description: string;
  body: string;
}

/** The title in the browser tab: the SEO title when set, else the heading. */
export function pageDocumentTitle(page: Pick<PublicPage, "title" | "seo_title">): string {
  return page.seo_title.trim() || page.title;
}
