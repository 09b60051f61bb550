import type { PublicPage } from "@medhavi/domain";
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
