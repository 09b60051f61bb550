import CssBaseline from "@mui/material/CssBaseline";
import { type Theme, ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { LoginDialogProvider } from "../features/auth/LoginDialogContext";
import { SubscribeDialogProvider } from "../features/subscription/SubscribeDialogContext";
import { useInFocusMode } from "../lib/focusMode";
import { theme as appTheme } from "../lib/theme";
import { awaitToastHost, toastHostFailed } from "../lib/toast";
import { OfflineBanner } from "./OfflineBanner";
import { useUpdateReady } from "./updateState";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already toasts failures; one quiet retry covers a flaky mobile connection.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      // "always": offline, a change still runs at once (the outbox queues it; a payment fails with a clear
      // "could not be reached") instead of TanStack Query pausing it unseen until the browser is online.
      mutations: { retry: 0, networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();

// Not needed to show a page: the toast host (notistack) loads once the page is usable, or at the first
// toast, whichever comes first. Toasts raised before it has loaded wait in lib/toast.ts and show when it
// has; if it cannot load (the connection dropped), they go to the console. The offline notice is not
// deferred: it must be in memory before the connection drops.
const Toasts = lazy(
  (): Promise<{ default: () => ReactNode }> =>
    import("./Toasts").catch((err: unknown) => {
      console.error("The toast host could not load", err);
      toastHostFailed(); // nothing to wait for (a session-expiry redirect waits for its toast)
      return { default: () => null };
    }),
);
const UpdatePrompt = lazy(() => import("./UpdatePrompt"));

/** The new version's prompt, when the service worker has one waiting; not during a test. */
function UpdateReady() {
  const reload = useUpdateReady();
  const focus = useInFocusMode();
  if (!reload || focus) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt reload={reload} />
    </Suspense>
  );
}

/** How long after start the toast host loads (after the page's own requests have settled). */
export const DEFERRED_LOAD_MS = 2_500;

/** Mounts the toast host after DEFERRED_LOAD_MS, or at the first toast. */
function Deferred({ delayMs }: { delayMs: number }) {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    const stopWaiting = awaitToastHost(() => setReady(true));
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => {
      clearTimeout(timer);
      stopWaiting();
    };
  }, [delayMs]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export function AppProviders({
  children,
  client = queryClient,
  deferMs = DEFERRED_LOAD_MS,
  theme = appTheme,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** Tests pass 0 to have the toast host at once. */
  deferMs?: number;
  /** The page renderer (prerender/entry.tsx) passes the theme with a screen width to lay out for. */
  theme?: Theme;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <LoginDialogProvider>
          <SubscribeDialogProvider>
            {children}
            <OfflineBanner />
            <UpdateReady />
            <Deferred delayMs={deferMs} />
          </SubscribeDialogProvider>
        </LoginDialogProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
