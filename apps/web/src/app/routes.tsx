import { WHY_PATH } from "@medhavi/domain";
import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { PageLoading, RouteError } from "./RouteError";
import { Shell } from "./Shell";

type PageModule = { default: ComponentType };

/** A route whose component loads on demand: every page is its own chunk. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Public pages (spec section 2). */
const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import("../features/home/HomePage")) },
  { path: "about-us", ...page(() => import("../features/content/pages/AboutUsPage")) },
  { path: "registration", ...page(() => import("../features/content/pages/RegistrationPage")) },
  { path: "partnerwithus", ...page(() => import("../features/content/pages/PartnersPage")) },
  { path: "scholarship", ...page(() => import("../features/content/pages/ScholarshipPage")) },
  { path: "courses", ...page(() => import("../features/content/pages/CoursesPage")) },
  { path: "contact", ...page(() => import("../features/content/pages/ContactPage")) },
  { path: "enrol", ...page(() => import("../features/content/pages/EnrolPage")) },
  { path: WHY_PATH.slice(1), ...page(() => import("../features/content/pages/WhyPage")) },
  { path: "jee-entrance", ...page(() => import("../features/tracks/JeeEntrancePage")) },
  { path: "neet-pg", ...page(() => import("../features/tracks/NeetPgPage")) },
  { path: "neet-pg-mds", ...page(() => import("../features/tracks/NeetMdsPage")) },
  { path: "neet-ug-integrated", ...page(() => import("../features/tracks/NeetUgIntegratedPage")) },
  { path: "gre-toefl", ...page(() => import("../features/tracks/GreToeflPage")) },
  { path: "medical-entrance", ...page(() => import("../features/tracks/MedicalEntrancePage")) },
  { path: "foundation-builder", ...page(() => import("../features/tracks/FoundationBuilderPage")) },
  { path: "hit-jee", ...page(() => import("../features/tracks/HitJeePage")) },
  { path: "math-crash", ...page(() => import("../features/tracks/MathCrashPage")) },
  { path: "fee-structure", ...page(() => import("../features/content/pages/FeeStructurePage")) },
  { path: "demo-lecture", ...page(() => import("../features/demo/DemoLecturePage")) },
  { path: "demo-test", ...page(() => import("../features/demo/DemoTestPage")) },
  { path: "demo-study-materials", ...page(() => import("../features/demo/DemoStudyMaterialsPage")) },
  { path: "privacy-policy", ...page(() => import("../features/content/pages/PrivacyPolicyPage")) },
  { path: "terms-conditions", ...page(() => import("../features/content/pages/TermsPage")) },
  { path: "test-objective", ...page(() => import("../features/exams/TestObjectivePage")) },
  { path: "course-subscription", ...page(() => import("../features/subscription/CourseSubscriptionPage")) },
  // Linked with a full page load from the menus (spec section 2); also reachable in-app.
  { path: "blogs", ...page(() => import("../features/blogs/BlogsPage")) },
  { path: "blogs/:slug", ...page(() => import("../features/blogs/BlogPostPage")) },
];

/** Student pages (spec section 2); each asks a logged-out visitor to log in. */
const studentRoutes: RouteObject[] = [
  { path: "testseries/:examId", ...page(() => import("../features/exams/TestSeriesPage")) },
  { path: "mcq-answers/:examId/:attemptId", ...page(() => import("../features/exams/McqAnswersPage")) },
  { path: "answer-key/:examId", ...page(() => import("../features/exams/AnswerKeyPage")) },
  { path: "forum", ...page(() => import("../features/forum/ForumPage")) },
  { path: "forum/ask", ...page(() => import("../features/forum/AskPage")) },
  { path: "forum/:id", ...page(() => import("../features/forum/ThreadPage")) },
  { path: "profile", ...page(() => import("../features/profile/ProfilePage")) },
  { path: "demo-exam-start/:examId", ...page(() => import("../features/demo/DemoExamStartPage")) },
  { path: "active-test", ...page(() => import("../features/exams/ActiveTestPage")) },
  { path: "attempt-history", ...page(() => import("../features/exams/AttemptHistoryPage")) },
  { path: "my-progress", ...page(() => import("../features/progress/MyProgressPage")) },
  { path: "practice/:attemptId", ...page(() => import("../features/exams/practice/PracticePage")) },
  { path: "study-materials", ...page(() => import("../features/study-materials/StudyMaterialsPage")) },
  { path: "payment-history", ...page(() => import("../features/payments/PaymentHistoryPage")) },
];

/** Back-office pages under /admin (guarded by AdminLayout). */
const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import("../features/backoffice/DashboardPage")) },
  { path: "users", ...page(() => import("../features/backoffice/UsersPage")) },
  { path: "users/:id", ...page(() => import("../features/backoffice/UserPage")) },
  { path: "audit", ...page(() => import("../features/backoffice/AuditPage")) },
  { path: "jobs", ...page(() => import("../features/backoffice/JobsPage")) },
  { path: "notifications", ...page(() => import("../features/backoffice/ComposeNotificationPage")) },
  { path: "profile", ...page(() => import("../features/backoffice/AdminProfilePage")) },
  { path: "blogs", ...page(() => import("../features/blogs-admin/BlogsAdminPage")) },
  { path: "blogs/:id", ...page(() => import("../features/blogs-admin/BlogEditorPage")) },
  { path: "pages", ...page(() => import("../features/pages-admin/AdminPagesPage")) },
  { path: "pages/:slug", ...page(() => import("../features/pages-admin/PageEditorPage")) },
  { path: "course", ...page(() => import("../features/admin/AdminCoursePage")) },
  { path: "questions", ...page(() => import("../features/admin/AdminQuestionsPage")) },
  { path: "exam", ...page(() => import("../features/admin/AdminExamPage")) },
  { path: "exam/:id/results", ...page(() => import("../features/backoffice/ExamResultsPage")) },
  { path: "exam/:id/challenges", ...page(() => import("../features/exams-admin/ChallengesPage")) },
  { path: "pending-evaluation", ...page(() => import("../features/admin/AdminPendingEvaluationPage")) },
  { path: "upload-document", ...page(() => import("../features/admin/AdminUploadDocumentPage")) },
  { path: "scholarship", ...page(() => import("../features/admin/AdminScholarshipPage")) },
  { path: "enrollment", ...page(() => import("../features/admin/AdminEnrollmentPage")) },
  { path: "enquiries", ...page(() => import("../features/applications/admin/EnquiriesPage")) },
  { path: "applications/:id", ...page(() => import("../features/applications/admin/ApplicationDetailPage")) },
  { path: "payments", ...page(() => import("../features/admin/AdminPaymentsPage")) },
  { path: "forum", ...page(() => import("../features/forum/ForumAdminPage")) },
  { path: "forum/:id", ...page(() => import("../features/forum/ForumAdminPage")) },
  { path: "projects", ...page(() => import("../features/admin/AdminProjectsPage")) },
  { path: "*", ...page(() => import("../features/content/NotFoundPage")) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <Shell />,
        children: [
          {
            // Errors render inside the shell, so the menus stay usable.
            errorElement: <RouteError />,
            children: [
              ...publicRoutes,
              ...studentRoutes,
              { path: "*", ...page(() => import("../features/content/NotFoundPage")) },
            ],
          },
        ],
      },
      { path: "admin/login", ...page(() => import("../features/admin/AdminLoginPage")) },
      {
        path: "admin",
        lazy: async () => ({ Component: (await import("./AdminLayout")).default }),
        children: [{ errorElement: <RouteError />, children: adminRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the page modules of `pathname`'s routes before the router is created, so its first render is the
 * page itself: over a page rendered ahead of time (main.tsx) a loading state in between would blink.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
