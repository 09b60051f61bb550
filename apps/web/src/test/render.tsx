import { ThemeProvider } from "@mui/material/styles";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { theme } from "../app/theme";
import { LoginDialogProvider } from "../features/auth/LoginDialogContext";

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LoginDialogProvider>{children}</LoginDialogProvider>
    </ThemeProvider>
  );
}

/**
 * Renders `ui` at `path` inside the app's providers and a memory data router. Extra routes (e.g. a target
 * page to prove a navigation happened) can be added.
 */
export function renderAt(ui: ReactElement, path = "/", extraRoutes: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: "*", element: ui }, ...extraRoutes], { initialEntries: [path] });
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
