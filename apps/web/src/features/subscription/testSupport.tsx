// Test-only helpers for the subscription and payment screens (imported by *.test.tsx files only).
import type { CourseNode } from "@medhavi/domain";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { theme } from "../../lib/theme";
import { setToastHandler, type ToastVariant } from "../../lib/toast";
import { LoginDialogProvider } from "../auth/LoginDialogContext";
import type { UserInfo } from "../auth/session";
import { SubscribeDialogProvider } from "./SubscribeDialogContext";

export const DAY = 86_400_000;

export const COURSES: CourseNode[] = [
  {
    id: 1,
    parent: 0,
    name: "JEE",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 2,
    parent: 1,
    name: "JEE Main",
    type: "Program",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 3,
    parent: 2,
    name: "JEE Main Complete Course",
    type: "Course",
    for_subscription: true,
    fee: 44_999,
    quarterly_fee: 24_999,
  },
  {
    id: 4,
    parent: 2,
    name: "JEE Main Crash Course",
    type: "Course",
    for_subscription: true,
    fee: 17_999,
    quarterly_fee: 9_999,
  },
  {
    id: 5,
    parent: 0,
    name: "NEET",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 6,
    parent: 5,
    name: "NEET UG",
    type: "Program",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 7,
    parent: 6,
    name: "NEET UG Complete Course",
    type: "Course",
    for_subscription: true,
    fee: 1_24_999,
    quarterly_fee: 64_999,
  },
];

export const STUDENT: UserInfo = {
  firstName: "Riya",
  lastName: "Sharma",
  email: "riya@example.com",
  mobileNumber: "9876543210",
  userid: 42,
  profilePic: "",
  course_id: null,
  subscription: null,
  subscription_end: null,
};

export const expiredStudent = (): UserInfo => ({
  ...STUDENT,
  course_id: 3,
  subscription: "Yearly",
  subscription_end: Date.now() - DAY,
});
export const freeStudent = (): UserInfo => ({
  ...STUDENT,
  course_id: 3,
  subscription: "Free",
  subscription_end: Date.now() + 10 * DAY,
});
export const paidStudent = (): UserInfo => ({
  ...STUDENT,
  course_id: 3,
  subscription: "Yearly",
  subscription_end: Date.now() + 100 * DAY,
});

export function signIn(user: UserInfo | null): void {
  if (user) {
    secureStorage.setItem("user-info", user);
    secureStorage.setItem("user-token", "test-token");
  } else {
    secureStorage.clear();
  }
}

/** Captures toasts raised through lib/toast. */
export function captureToasts(): { message: string; variant: ToastVariant }[] {
  const toasts: { message: string; variant: ToastVariant }[] = [];
  setToastHandler((message, variant) => toasts.push({ message, variant }));
  return toasts;
}

/** api.get answers the course list; other GETs fail. Returns the spy. */
export function mockCourses(courses: CourseNode[] = COURSES) {
  return vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/user_exam/get_all_courses" || path === "/courses") return courses as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

/** Renders `ui` inside the app's providers (query client, theme, dialogs) and a memory router. */
export function renderWithApp(ui: ReactElement, path = "/", extraRoutes: RouteObject[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: ui }, ...extraRoutes], { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <LoginDialogProvider>
          <SubscribeDialogProvider>
            <RouterProvider router={router} />
          </SubscribeDialogProvider>
        </LoginDialogProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, client };
}
