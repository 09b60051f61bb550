import { WHY_PATH } from "./brand";

// Kept apart from pages.ts (whose zod schemas would follow any import into the first page's bundle): the
// footer, on every page, needs only these names.

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
