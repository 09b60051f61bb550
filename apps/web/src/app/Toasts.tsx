import { TOAST_DURATION_MS } from "@medhavi/domain";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { setToastHandler, type ToastVariant } from "../lib/toast";

const show = (message: string, variant: ToastVariant) =>
  enqueueSnackbar(message, { variant, autoHideDuration: TOAST_DURATION_MS });

/**
 * notistack's host, loaded after the page is usable (see providers.tsx): takes over lib/toast.ts, which
 * then shows the toasts raised before it loaded. Bottom-left, so toasts never cover the floating buttons.
 */
export default function Toasts() {
  useEffect(() => {
    setToastHandler(show);
    return () => setToastHandler(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    />
  );
}
