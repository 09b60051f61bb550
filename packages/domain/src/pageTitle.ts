import type { PublicPage } from "./pages";

// Apart from pages.ts: its zod schemas would bring zod into the app's first load with this one function.

/** The title in the browser tab: the SEO title when set, else the heading. */
export function pageDocumentTitle(page: Pick<PublicPage, "title" | "seo_title">): string {
  return page.seo_title.trim() || page.title;
}
