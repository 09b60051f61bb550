import { TOAST_DURATION_MS } from "@medhavi/domain";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { setToastHandler, type ToastVariant, toastsOnScreen } from "../lib/toast";

/**
 * notistack's host, loaded after the page is usable (see providers.tsx): shows the toasts raised before
 * it loaded, then takes over lib/toast.ts. Bottom-left, so toasts never cover the floating buttons.
 */
export default function Toasts({ pending }: { pending: Array<{ message: string; variant: ToastVariant }> }) {
  useEffect(() => {
    const show = (message: string, variant: ToastVariant) =>
      enqueueSnackbar(message, { variant, autoHideDuration: TOAST_DURATION_MS });
    for (const toast of pending.splice(0)) show(toast.message, toast.variant);
    setToastHandler(show);
    toastsOnScreen();
    return () => setToastHandler(null);
  }, [pending]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
    />
  );
}
