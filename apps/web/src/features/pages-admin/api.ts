import type { PageRevision, PageRevisionSummary, PageUpdate, StaffPage } from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export const adminPageKeys = {
  all: ["admin", "pages"] as const,
  list: ["admin", "pages", "list"] as const,
  page: (slug: string) => ["admin", "pages", "page", slug] as const,
  revisions: (slug: string) => ["admin", "pages", "revisions", slug] as const,
  revision: (slug: string, revision: number) => ["admin", "pages", "revision", slug, revision] as const,
};

export const fetchAdminPages = () => api.get<StaffPage[]>("/adminpages", { silent: true });

export function useAdminPage(slug: string) {
  return useQuery({
    queryKey: adminPageKeys.page(slug),
    queryFn: ({ signal }) => api.get<StaffPage>(`/adminpages/${slug}`, { signal, silent: true }),
  });
}

export function useRevisions(slug: string) {
  return useQuery({
    queryKey: adminPageKeys.revisions(slug),
    queryFn: ({ signal }) =>
      api.get<PageRevisionSummary[]>(`/adminpages/${slug}/revisions`, { signal, silent: true }),
  });
}

export function useRevision(slug: string, revision: number | null) {
  return useQuery({
    queryKey: adminPageKeys.revision(slug, revision ?? 0),
    queryFn: ({ signal }) =>
      api.get<PageRevision>(`/adminpages/${slug}/revisions/${revision}`, { signal, silent: true }),
    enabled: revision !== null,
  });
}

/** Saves the page as a new revision; errors (409 stale, 400 bad input) come back to the caller. */
export const savePage = (slug: string, update: PageUpdate) =>
  api.put<StaffPage>(`/adminpages/${slug}`, update, { silent: true });

export const restoreRevision = (slug: string, revision: number) =>
  api.post<StaffPage>(`/adminpages/${slug}/revisions/${revision}/restore`, undefined);
