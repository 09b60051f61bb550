import { z } from "zod";
import type { SubscriberInfo } from "./subscriptions";
import { isExpired } from "./subscriptions";

// Study materials (issue #18): course documents, videos and video links filed on the course tree.

export const MATERIAL_KINDS = ["pdf", "video", "link"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const MB = 1024 * 1024;
/** Default upload limits per kind; the server can change each through env (README "Configuration"). */
export const UPLOAD_LIMITS = { pdf: 50 * MB, video: 1024 * MB, image: 2 * MB } as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** Signed file URLs (local HMAC links and S3 presigned URLs) live at most this long. */
export const SIGNED_URL_TTL_MS = 10 * 60 * 1000;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-enhanced embed URL of a YouTube or Vimeo link (no cookies until play, Vimeo "do not track");
 * null for anything else, including plain http and other hosts.
 */
export function linkEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.toLowerCase();
  const parts = parsed.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === "youtu.be") id = parts[0];
    else if (parts[0] === "watch") id = parsed.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : undefined) : parts[0];
    return id && /^\d{1,12}$/.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}

/** Text the database can store: PostgreSQL text has no NUL character. */
export const NO_NUL_MESSAGE = "Text may not contain NUL characters.";
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine((v) => !v.includes("\u0000"), { error: NO_NUL_MESSAGE });
/** A search box: at most 200 characters, no NUL. */
export const searchTextSchema = text(200, "The search may have at most 200 characters.");

export const LINK_ONLY_MESSAGE = "Add a YouTube or Vimeo link (https).";

const materialFields = {
  title: z
    .string({ error: "Enter a title." })
    .trim()
    .min(1, { error: "Enter a title." })
    .pipe(text(200, "The title may have at most 200 characters.")),
  description: text(2000, "The description may have at most 2000 characters.").default(""),
  chapter: text(120, "The chapter may have at most 120 characters.").default(""),
  course_id: z
    .number({ error: "Choose a course." })
    .int({ error: "Choose a course." })
    .min(1, { error: "Choose a course." })
    .max(2147483647, { error: "Choose a course." }),
  kind: z.enum(MATERIAL_KINDS, { error: "The type must be pdf, video or link." }),
  link_url: text(500, "The link may have at most 500 characters.").nullable().default(null),
  is_demo: z.boolean().default(false),
  published: z.boolean().default(true),
};

const linkRule = (value: { kind?: MaterialKind; link_url?: string | null }) =>
  value.kind !== "link" || (typeof value.link_url === "string" && linkEmbedUrl(value.link_url) !== null);

/** Create a material (a pdf/video item gets its file afterwards through PUT …/file). */
export const materialSchema = z
  .object(materialFields)
  .refine(linkRule, { error: LINK_ONLY_MESSAGE, path: ["link_url"] });
export type MaterialInput = z.infer<typeof materialSchema>;

/** Edit a material: any subset of the fields (a link still needs a valid URL when the kind is link). */
export const materialPatchSchema = z
  .object({
    title: materialFields.title.optional(),
    description: text(2000, "The description may have at most 2000 characters.").optional(),
    chapter: text(120, "The chapter may have at most 120 characters.").optional(),
    course_id: materialFields.course_id.optional(),
    kind: materialFields.kind.optional(),
    link_url: text(500, "The link may have at most 500 characters.").nullable().optional(),
    is_demo: z.boolean().optional(),
    published: z.boolean().optional(),
  })
  .refine((v) => v.link_url === undefined || v.link_url === null || linkEmbedUrl(v.link_url) !== null, {
    error: LINK_ONLY_MESSAGE,
    path: ["link_url"],
  });
export type MaterialPatch = z.infer<typeof materialPatchSchema>;

export const reorderSchema = z.object({
  course_id: materialFields.course_id,
  chapter: materialFields.chapter,
  ids: z.array(z.number().int().positive().max(2147483647)).min(1).max(500),
});

/** PDF: the page number; video: seconds. */
export const progressSchema = z.object({
  position: z
    .number({ error: "position must be a number ≥ 0." })
    .finite()
    .min(0, { error: "position must be a number ≥ 0." })
    .max(1e7),
  done: z.boolean({ error: "done must be true or false." }),
});
export type ProgressInput = z.infer<typeof progressSchema>;

export interface MaterialUploader {
  id: number;
  name: string;
}

export interface Material {
  id: number;
  course_id: number;
  course_name: string;
  /** Names from the root to the course, e.g. ["JEE Main", "Physics"]. */
  course_path: string[];
  title: string;
  description: string;
  chapter: string;
  position: number;
  kind: MaterialKind;
  mime: string | null;
  size_bytes: number | null;
  has_file: boolean;
  link_url: string | null;
  embed_url: string | null;
  is_demo: boolean;
  published: boolean;
  uploaded_by: MaterialUploader | null;
  created_at: number;
  updated_at: number;
}

export type PublicMaterial = Omit<Material, "uploaded_by">;

export interface MaterialProgress {
  position: number;
  done: boolean;
  updated_at: number;
}

export type StudentMaterial = PublicMaterial & {
  locked: boolean;
  /** Why it is locked (the subscription prompt), null when open. */
  locked_reason: string | null;
  progress: MaterialProgress | null;
};

export interface MaterialsAccess {
  live: boolean;
  plan: string | null;
  ends_at: number | null;
  course_id: number | null;
}

export interface StudentMaterials {
  items: StudentMaterial[];
  access: MaterialsAccess;
  continue: StudentMaterial | null;
}

export interface SignedAccess {
  url: string;
  expires_at: number;
}

export const LOCKED_SUBSCRIBE = "Subscribe to open this material.";
export const LOCKED_EXPIRED = "Your subscription expired. Renew it to open this material.";
export const LOCKED_TRIAL_VIDEO = "On-demand video comes with a paid plan. Upgrade to watch it.";
export const LOCKED_NOT_COVERED = "Your plan does not include this course.";

/**
 * Whether a plan opens a material of a course it covers. The trial card promises "Access to 2 courses"
 * and a mentor, not "On demand video" (a paid card's feature): the trial opens the PDFs of the course it
 * covers (the same course rule as tests), videos and video links need a paid plan.
 * Returns null when open, otherwise the message shown with the locked item.
 */
export function materialLock(
  sub: SubscriberInfo | null | undefined,
  covered: boolean,
  kind: MaterialKind,
  now = Date.now(),
): string | null {
  if (!sub?.subscription) return LOCKED_SUBSCRIBE;
  if (isExpired(sub, now)) return LOCKED_EXPIRED;
  if (!covered) return LOCKED_NOT_COVERED;
  if (sub.subscription === "Free" && kind !== "pdf") return LOCKED_TRIAL_VIDEO;
  return null;
}

/** An uploaded file's name may not name a path: no slashes, backslashes, NUL or "..". */
export function hasPathCharacters(name: string): boolean {
  return /[/\\\0]/.test(name) || name.includes("..");
}
