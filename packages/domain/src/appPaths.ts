import { WHY_PATH } from "./brand";

/**
 * Every address the web app has a page for (apps/web/src/app/routes.tsx; its test keeps the two lists
 * equal). The server answers any other address with the app's not-found page and status 404, so search
 * engines and link checkers never see a "soft 404".
 */
export const APP_PATHS: readonly string[] = [
  "/",
  "/about-us",
  "/registration",
  "/partnerwithus",
  "/scholarship",
  "/courses",
  "/contact",
  "/enrol",
  WHY_PATH,
  "/jee-entrance",
  "/neet-pg",
  "/neet-pg-mds",
  "/neet-ug-integrated",
  "/gre-toefl",
  "/medical-entrance",
  "/foundation-builder",
  "/hit-jee",
  "/math-crash",
  "/fee-structure",
  "/demo-lecture",
  "/demo-test",
  "/demo-study-materials",
  "/privacy-policy",
  "/terms-conditions",
  "/test-objective",
  "/course-subscription",
  "/blogs",
  "/blogs/:slug",
  "/testseries/:examId",
  "/mcq-answers/:examId/:attemptId",
  "/answer-key/:examId",
  "/forum",
  "/forum/ask",
  "/forum/:id",
  "/profile",
  "/demo-exam-start/:examId",
  "/active-test",
  "/attempt-history",
  "/my-progress",
  "/practice/:attemptId",
  "/study-materials",
  "/payment-history",
  "/admin/login",
  "/admin",
  "/admin/users",
  "/admin/users/:id",
  "/admin/audit",
  "/admin/jobs",
  "/admin/notifications",
  "/admin/profile",
  "/admin/blogs",
  "/admin/blogs/:id",
  "/admin/pages",
  "/admin/pages/:slug",
  "/admin/course",
  "/admin/questions",
  "/admin/exam",
  "/admin/exam/:id/results",
  "/admin/exam/:id/challenges",
  "/admin/pending-evaluation",
  "/admin/upload-document",
  "/admin/scholarship",
  "/admin/enrollment",
  "/admin/enquiries",
  "/admin/applications/:id",
  "/admin/payments",
  "/admin/forum",
  "/admin/forum/:id",
  "/admin/projects",
];

const segments = (path: string) => path.split("/").filter(Boolean);
// Split on first use, not at import: the web app imports this package and must not carry the list.
let patterns: string[][] | undefined;

/** True when the web app has a page at `path` (no query; a trailing slash is ignored). */
export function isAppPath(path: string): boolean {
  const parts = segments(path);
  patterns ??= APP_PATHS.map(segments);
  return patterns.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) => segment.startsWith(":") || segment === parts[i]),
  );
}
