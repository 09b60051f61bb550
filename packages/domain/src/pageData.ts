// Query keys of data the server may render a page with (apps/server/src/platform/liveRender.ts) and hand
// to the web app with the page, so the app's first render has it: one name on both sides.

/** Data a page renders with, as [query key, data] pairs: the web app's query keys and the API's replies. */
export type QuerySeed = ReadonlyArray<readonly [readonly unknown[], unknown]>;

/** GET /user_demo_exam/exams/{id}: the demo test's instructions page. */
export const demoExamQueryKey = (examId: number) => ["demo-exam", examId] as const;

/** GET /user_exam/get_all_courses: the public course list (the course page's catalogue of prices). */
export const publicCoursesQueryKey = ["courses", "public"] as const;
