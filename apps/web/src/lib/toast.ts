/**
 * Module-level toast hook-up: library code (the HTTP client) raises toasts without importing React or
 * notistack; app/providers.tsx installs the real handler once the SnackbarProvider is mounted.
 */
import { translateMessage } from "./i18n/message";

export type ToastVariant = "default" | "error" | "success" | "warning" | "info";
export type ToastHandler = (message: string, variant: ToastVariant) => void;

let handler: ToastHandler | null = null;

// The toast host loads late (app/providers.tsx): this settles once it shows toasts, or failed to load.
let markOnScreen = () => {};
const onScreen = new Promise<void>((resolve) => {
  markOnScreen = resolve;
});
/** Called by the toast host once it shows toasts (or could not load). */
export const toastsOnScreen = (): void => markOnScreen();
/**
 * Settles when toasts are on screen: at once after the first seconds of a page, and at once where no toast
 * host is mounted at all (nothing will show them).
 */
export const whenToastsOnScreen = (): Promise<void> => (handler ? onScreen : Promise.resolve());

export function setToastHandler(next: ToastHandler | null): void {
  handler = next;
}

/** `message` is the English text; it shows in the language on screen (lib/i18n/message.ts). */
export function toast(english: string, variant: ToastVariant = "default"): void {
  const message = translateMessage(english);
  if (handler) handler(message, variant);
  else console.warn(`[toast:${variant}] ${message}`);
}

export const toastError = (message: string) => toast(message, "error");
export const toastSuccess = (message: string) => toast(message, "success");
