/**
 * Module-level toast hook-up: library code (the HTTP client) raises toasts without importing React or
 * notistack; app/providers.tsx installs the real handler once the SnackbarProvider is mounted.
 */
import { translateMessage } from "./i18n/message";

export type ToastVariant = "default" | "error" | "success" | "warning" | "info";
export type ToastHandler = (message: string, variant: ToastVariant) => void;

let handler: ToastHandler | null = null;

// The app announces its toast host as it starts (main.tsx), before its first requests go out: a toast
// raised before the host's handler is in place (a 401 answered before the first render) waits for it.
let hostExpected = false;
const early: Array<{ english: string; variant: ToastVariant }> = [];

/** The app calls this first thing: it will mount a toast host, so early toasts are kept for it. */
export function expectToastHost(): void {
  hostExpected = true;
}

// The toast host loads late (app/providers.tsx): this settles once it shows toasts, or failed to load.
let markOnScreen = () => {};
const onScreen = new Promise<void>((resolve) => {
  markOnScreen = resolve;
});
/** Called by the toast host once it shows toasts (or could not load). */
export const toastsOnScreen = (): void => markOnScreen();
/**
 * Settles when toasts are on screen: at once after the first seconds of a page, and at once where no toast
 * host is coming at all (nothing will show them).
 */
export const whenToastsOnScreen = (): Promise<void> =>
  handler || hostExpected ? onScreen : Promise.resolve();

export function setToastHandler(next: ToastHandler | null): void {
  handler = next;
  if (next) for (const { english, variant } of early.splice(0)) toast(english, variant);
}

/** `message` is the English text; it shows in the language on screen (lib/i18n/message.ts). */
export function toast(english: string, variant: ToastVariant = "default"): void {
  if (handler) handler(translateMessage(english), variant);
  else if (hostExpected) early.push({ english, variant });
  else console.warn(`[toast:${variant}] ${translateMessage(english)}`);
}

export const toastError = (message: string) => toast(message, "error");
export const toastSuccess = (message: string) => toast(message, "success");
