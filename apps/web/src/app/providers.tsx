import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { LoginDialogProvider } from "../features/auth/LoginDialogContext";
import { SubscribeDialogProvider } from "../features/subscription/SubscribeDialogContext";
import { setToastHandler, type ToastVariant } from "../lib/toast";
import { theme } from "./theme";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already toasts failures; one quiet retry covers a flaky mobile connection.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

const queryClient = createQueryClient();

// Not needed to show a page: the toast host (notistack) and the offline notice load once the page is
// usable, or at the first toast, whichever comes first. The offline notice must be in memory before the
// connection drops, so it is fetched shortly after start rather than when it is needed.
const loadToasts = () => import("./Toasts");
const loadOfflineOverlay = () => import("./OfflineOverlay").then((m) => ({ default: m.OfflineOverlay }));
const Toasts = lazy(loadToasts);
const OfflineOverlay = lazy(loadOfflineOverlay);
/** How long after start the deferred parts load (after the page's own requests have settled). */
export const DEFERRED_LOAD_MS = 2_500;

/** Mounts the deferred parts after DEFERRED_LOAD_MS (or the toast host at the first toast). */
function Deferred({ delayMs }: { delayMs: number }) {
  const [pending] = useState<Array<{ message: string; variant: ToastVariant }>>(() => []);
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    setToastHandler((message, variant) => {
      pending.push({ message, variant });
      setReady(true);
    });
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => {
      clearTimeout(timer);
      setToastHandler(null);
    };
  }, [pending, delayMs]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts pending={pending} />
      <OfflineOverlay />
    </Suspense>
  );
}

export function AppProviders({
  children,
  client = queryClient,
  deferMs = DEFERRED_LOAD_MS,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** Tests pass 0 to have toasts and the offline notice at once. */
  deferMs?: number;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <LoginDialogProvider>
          <SubscribeDialogProvider>
            {children}
            <Deferred delayMs={deferMs} />
          </SubscribeDialogProvider>
        </LoginDialogProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
