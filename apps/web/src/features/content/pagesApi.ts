import type { PublicPage } from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export const pageKeys = {
  page: (slug: string) => ["page", slug] as const,
};

/** A public page's copy from the pages CMS (GET /api/pages/:slug; the server answers 304 while unchanged). */
export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => api.get<PublicPage>(`/pages/${slug}`, { signal, silent: true }),
    staleTime: 60_000,
    retry: 1,
  });
}
