import type { Material, MaterialInput, MaterialPatch, Paged } from "@medhavi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

/** The back-office list's filters ("" = any). */
export interface AdminMaterialFilter {
  course_id: number | null;
  q: string;
  kind: string;
}

export const adminMaterialKeys = {
  all: ["admin", "materials"] as const,
  list: (filter: AdminMaterialFilter, page: number, pageSize: number) =>
    ["admin", "materials", "list", filter, page, pageSize] as const,
};

export function useAdminMaterials(filter: AdminMaterialFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminMaterialKeys.list(filter, page, pageSize),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page + 1), pageSize: String(pageSize) });
      if (filter.course_id !== null) params.set("course_id", String(filter.course_id));
      if (filter.q) params.set("q", filter.q);
      if (filter.kind) params.set("kind", filter.kind);
      return api.get<Paged<Material>>(`/course_document?${params}`, { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}

export const createMaterial = (input: MaterialInput) =>
  api.post<Material>("/course_document", input, { silent: true });

export const updateMaterial = (id: number, patch: MaterialPatch) =>
  api.patch<Material>(`/course_document/${id}`, patch, { silent: true });

export const deleteMaterial = (id: number) => api.delete<null>(`/course_document/${id}`, { silent: true });

export const reorderMaterials = (course_id: number, chapter: string, ids: number[]) =>
  api.post<null>("/course_document/reorder", { course_id, chapter, ids });
