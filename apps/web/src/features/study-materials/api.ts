import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";
import { submitChange } from "../../lib/outbox/submit";
import type { MaterialProgress, PublicMaterial, SignedAccess, StudentMaterials } from "./types";

/** Who asks for a file: the student route checks the plan, demo is public, staff preview anything. */
export type AccessScope = "student" | "demo" | "staff";

const ACCESS_PREFIX: Record<AccessScope, string> = {
  student: "/user_study_materials",
  demo: "/demo_study_materials",
  staff: "/course_document",
};

export const materialKeys = {
  student: ["study-materials", "student"] as const,
  demo: ["study-materials", "demo"] as const,
  access: (scope: AccessScope, id: number) => ["study-materials", "access", scope, id] as const,
};

/** GET /user_study_materials: every item of the student's courses, locked or not, with progress. */
export function useStudentMaterials(enabled = true) {
  return useQuery({
    queryKey: materialKeys.student,
    queryFn: ({ signal }) => api.get<StudentMaterials>("/user_study_materials", { signal, silent: true }),
    enabled,
  });
}

/** GET /demo_study_materials: the public samples. */
export function useDemoMaterials() {
  return useQuery({
    queryKey: materialKeys.demo,
    queryFn: ({ signal }) =>
      api.get<{ items: PublicMaterial[] }>("/demo_study_materials", { signal, silent: true }),
    select: (data) => data.items,
  });
}

/** A short-lived URL of the file (≤ 10 minutes), usable as <video src> or by pdf.js without a token. */
export function useSignedAccess(scope: AccessScope, id: number, enabled: boolean) {
  return useQuery({
    queryKey: materialKeys.access(scope, id),
    queryFn: ({ signal }) =>
      api.get<SignedAccess>(`${ACCESS_PREFIX[scope]}/${id}/access`, { signal, silent: true }),
    enabled,
    // Signed URLs expire: never reuse one across openings.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Queued in the outbox when the server cannot be reached (a page read offline still counts). */
export function saveProgress(id: number, progress: Pick<MaterialProgress, "position" | "done">) {
  return submitChange<MaterialProgress>({
    method: "PUT",
    path: `/user_study_materials/${id}/progress`,
    body: progress,
    label: "Your study progress",
    silent: true,
  });
}
