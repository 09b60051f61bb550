import { type PublicPage, pageDocumentTitle } from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export const pageKeys = {
  page: (slug: string) => ["page", slug] as const,
};

/** The id of the data block the server puts into the HTML (apps/server/src/platform/seo.ts). */
const PAGE_DATA_ID = "page-data";

let shipped: Record<string, PublicPage> | undefined;
const shippedAt = Date.now();

/**
 * The CMS copy the server sent inside the page's HTML, so the first screen renders without waiting for
 * the API. Read once; later navigations fetch (and revalidate with the server's ETag).
 */
function shippedPage(slug: string): PublicPage | undefined {
  if (shipped === undefined) {
    shipped = {};
    try {
      const text = document.getElementById(PAGE_DATA_ID)?.textContent;
      if (text) shipped = JSON.parse(text) as Record<string, PublicPage>;
    } catch {
      // A broken block only costs a fetch.
    }
  }
  return shipped[slug];
}

/** A public page's copy from the pages CMS (GET /api/pages/:slug; the server answers 304 while unchanged). */
export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => api.get<PublicPage>(`/pages/${slug}`, { signal, silent: true }),
    initialData: () => shippedPage(slug),
    initialDataUpdatedAt: shippedAt,
    staleTime: 60_000,
    retry: 1,
  });
}

/** A page's copy in the language on screen: heading, browser title, lead and body. */
export interface LocalPage {
  title: string;
  documentTitle: string;
  description: string;
  body: string;
  /** The `lang` of the copy when it differs from the site's language on screen (English shown to a Hindi reader). */
  lang: "en" | "hi";
  /** Hindi is on screen but the page has no Hindi version, so its English copy shows. */
  englishOnly: boolean;
}

/** The Hindi version when Hindi is on screen and the page has one, else the English copy. */
export function localPage(page: PublicPage, language: "en" | "hi"): LocalPage {
  if (language === "hi" && page.hindi) {
    const { title, description, body } = page.hindi;
    return { title, documentTitle: title, description, body, lang: "hi", englishOnly: false };
  }
  return {
    title: page.title,
    documentTitle: pageDocumentTitle(page),
    description: page.description,
    body: page.body,
    lang: "en",
    englishOnly: language === "hi",
  };
}
