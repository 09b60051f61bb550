import type { MaterialKind, StudentMaterial } from "./types";

/** The student's filter row: free text, kind ("" = any) and done state ("" = any). */
export interface MaterialFilter {
  q: string;
  kind: MaterialKind | "";
  done: "" | "done" | "todo";
}

export const EMPTY_FILTER: MaterialFilter = { q: "", kind: "", done: "" };

export interface ChapterGroup<T> {
  chapter: string;
  items: T[];
}

export interface CourseGroup<T> {
  course_id: number;
  course_name: string;
  course_path: string[];
  chapters: ChapterGroup<T>[];
}

type Groupable = Pick<StudentMaterial, "course_id" | "course_name" | "course_path" | "chapter" | "position">;

/** Items that match the filter; the text search looks at title, description, chapter and course. */
export function filterMaterials<T extends StudentMaterial>(items: readonly T[], filter: MaterialFilter): T[] {
  const words = filter.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filter.kind && item.kind !== filter.kind) return false;
    const done = item.progress?.done === true;
    if (filter.done === "done" && !done) return false;
    if (filter.done === "todo" && done) return false;
    if (words.length === 0) return true;
    const text = `${item.title} ${item.description} ${item.chapter} ${item.course_name}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Course → chapter → items. Courses and chapters keep the order the server sent them in (its course
 * and chapter order); items inside a chapter follow the order staff set. An empty chapter reads "General".
 */
export function groupMaterials<T extends Groupable>(items: readonly T[]): CourseGroup<T>[] {
  const courses = new Map<number, CourseGroup<T> & { byChapter: Map<string, ChapterGroup<T>> }>();
  for (const item of items) {
    let course = courses.get(item.course_id);
    if (!course) {
      course = {
        course_id: item.course_id,
        course_name: item.course_name,
        course_path: item.course_path,
        chapters: [],
        byChapter: new Map(),
      };
      courses.set(item.course_id, course);
    }
    const name = item.chapter.trim() || GENERAL_CHAPTER;
    let chapter = course.byChapter.get(name);
    if (!chapter) {
      chapter = { chapter: name, items: [] };
      course.byChapter.set(name, chapter);
      course.chapters.push(chapter);
    }
    chapter.items.push(item);
  }
  return [...courses.values()].map(({ byChapter: _, ...course }) => ({
    ...course,
    chapters: course.chapters.map((c) => ({
      ...c,
      items: [...c.items].sort((a, b) => a.position - b.position),
    })),
  }));
}

export const GENERAL_CHAPTER = "General";

/** Share of the unlocked items the student marked done, 0..100 (null when nothing is open). */
export function donePercent(items: readonly StudentMaterial[]): number | null {
  const open = items.filter((item) => !item.locked);
  if (open.length === 0) return null;
  return Math.round((open.filter((item) => item.progress?.done).length / open.length) * 100);
}
