import { buildCourseTree, type CourseNode, type CourseTreeNode } from "@medhavi/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/http";

export interface CourseCatalogue {
  flat: CourseNode[];
  tree: CourseTreeNode[];
}

export const PUBLIC_COURSES_KEY = ["courses", "public"] as const;

// Stable, so the tree is rebuilt only when the list itself changes.
const toCatalogue = (flat: CourseNode[]): CourseCatalogue => ({ flat, tree: buildCourseTree(flat) });

/** The public course hierarchy (GET /user_exam/get_all_courses); screens show their own error state. */
export function usePublicCourses() {
  return useQuery({
    queryKey: PUBLIC_COURSES_KEY,
    queryFn: () => api.get<CourseNode[]>("/user_exam/get_all_courses", { silent: true }),
    select: toCatalogue,
  });
}

/** Every subscribable course under `node` (itself included), in tree order. */
export function subscribableUnder(node: CourseTreeNode): CourseTreeNode[] {
  const found: CourseTreeNode[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.shift()!;
    if (current.for_subscription) found.push(current);
    stack.unshift(...current.children);
  }
  return found;
}
