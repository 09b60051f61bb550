import { TOAST_DURATION_MS } from "@medhavi/domain";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { type ReactNode, useEffect } from "react";
import { LoginDialogProvider } from "../features/auth/LoginDialogContext";
import { SubscribeDialogProvider } from "../features/subscription/SubscribeDialogContext";
import { setToastHandler } from "../lib/toast";
import { OfflineOverlay } from "./OfflineOverlay";
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

/** Routes lib/toast.ts (used by the HTTP client) to notistack. */
function ToastBridge() {
  useEffect(() => {
    setToastHandler((message, variant) => {
      enqueueSnackbar(message, { variant, autoHideDuration: TOAST_DURATION_MS });
    });
    return () => setToastHandler(null);
  }, []);
  return null;
}

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        {/* Bottom-left, so toasts never cover the floating buttons on the right. */}
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        >
          <ToastBridge />
          <LoginDialogProvider>
            <SubscribeDialogProvider>
              {children}
              <OfflineOverlay />
            </SubscribeDialogProvider>
          </LoginDialogProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
