import type { Paged } from "@medhavi/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { ADMIN_COURSES_KEY } from "../subscription/useCourses";
import type { CourseNode, Facets, Question, QuestionFilter } from "./types";

/** The filter as query-string parameters (empty ones left out). */
export function filterParams(filter: Partial<QuestionFilter>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    const text = typeof value === "string" ? value.trim() : "";
    if (text !== "") params.set(key, text);
  }
  return params;
}

export const questionKeys = {
  all: ["questions"] as const,
  list: (filter: QuestionFilter, page: number, pageSize: number) =>
    ["questions", "list", filter, page, pageSize] as const,
  facets: ["questions", "facets"] as const,
};

export function useQuestionList(filter: QuestionFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: questionKeys.list(filter, page, pageSize),
    queryFn: ({ signal }) => {
      const params = filterParams(filter);
      params.set("page", String(page + 1));
      params.set("pageSize", String(pageSize));
      return api.get<Paged<Question>>(`/questions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useFacets() {
  return useQuery({
    queryKey: questionKeys.facets,
    queryFn: ({ signal }) => api.get<Facets>("/questions/facets", { signal }),
    staleTime: 60_000,
  });
}

export function useCourses() {
  return useQuery({
    queryKey: ADMIN_COURSES_KEY,
    queryFn: ({ signal }) => api.get<CourseNode[]>("/courses", { signal }),
    staleTime: 5 * 60_000,
  });
}
