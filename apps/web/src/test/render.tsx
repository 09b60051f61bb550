import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { LoginDialogProvider } from "../features/auth/LoginDialogContext";
import { SubscribeDialogProvider } from "../features/subscription/SubscribeDialogContext";
import { theme } from "../lib/theme";

/** A query client for one test: no retries, no garbage collection timers left behind. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [fallback] = useState(createTestQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client ?? fallback}>
        <LoginDialogProvider>
          <SubscribeDialogProvider>{children}</SubscribeDialogProvider>
        </LoginDialogProvider>
      </QueryClientProvider>
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
