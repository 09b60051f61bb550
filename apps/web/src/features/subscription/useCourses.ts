import {
  buildCourseTree,
  type CourseNode,
  type CourseTreeNode,
  publicCoursesQueryKey,
} from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface CourseCatalogue {
  flat: CourseNode[];
  tree: CourseTreeNode[];
}

/** The server renders /courses with this data and hands it over under this key (domain/pageData.ts). */
export const PUBLIC_COURSES_KEY = publicCoursesQueryKey;
/** Staff: the same list from GET /courses (the back office edits it and refreshes both). */
export const ADMIN_COURSES_KEY = ["admin", "courses"] as const;

// Stable, so the tree is rebuilt only when the list itself changes.
const toCatalogue = (flat: CourseNode[]): CourseCatalogue => ({ flat, tree: buildCourseTree(flat) });

/** The public course hierarchy (GET /user_exam/get_all_courses); screens show their own error state. */
export function usePublicCourses(enabled = true) {
  return useQuery({
    queryKey: PUBLIC_COURSES_KEY,
    enabled,
    queryFn: () => api.get<CourseNode[]>("/user_exam/get_all_courses", { silent: true }),
    select: toCatalogue,
  });
}
