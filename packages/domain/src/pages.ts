import { z } from "zod";
import { intParamSchema, text } from "./bounds";
import { MAX_INT4, TEXT_MAX } from "./fieldBounds";

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
  HINDI_TITLE_REQUIRED: "The Hindi version needs a heading.",
  HINDI_BODY_REQUIRED: "The Hindi version needs its page text.",
  HINDI_BODY_TOO_LONG: `The Hindi page text is too long: at most ${TEXT_MAX.RICH.toLocaleString("en-IN")} characters.`,
} as const;

/**
 * The Hindi version of a page (the same page in Hindi): heading and text are required, the lead is
 * optional. The body is sanitised HTML like the English one. A page without one shows its English copy.
 */
export const pageHindiSchema = z.object({
  title: text(TEXT_MAX.LINE, PAGE_MESSAGES.HINDI_TITLE_REQUIRED)
    .trim()
    .min(1, { error: PAGE_MESSAGES.HINDI_TITLE_REQUIRED }),
  description: text(TEXT_MAX.MESSAGE).trim().default(""),
  body: text(TEXT_MAX.RICH, PAGE_MESSAGES.HINDI_BODY_REQUIRED, PAGE_MESSAGES.HINDI_BODY_TOO_LONG)
    .trim()
    .min(1, { error: PAGE_MESSAGES.HINDI_BODY_REQUIRED }),
});
export type PageHindi = z.infer<typeof pageHindiSchema>;

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
  /** The Hindi version; null removes it, left out keeps the current one (an English-only edit keeps it). */
  hindi: pageHindiSchema.nullable().optional(),
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
  /** The Hindi version, or null when the page is English only. */
  hindi: PageHindi | null;
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
  hindi: PageHindi | null;
}
