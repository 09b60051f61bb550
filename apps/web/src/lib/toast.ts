/**
 * Module-level toast hook-up: library code (the HTTP client) raises toasts without importing React or
 * notistack; app/providers.tsx installs the real handler once the SnackbarProvider is mounted.
 */
import { translateMessage } from "./i18n/message";

export type ToastVariant = "default" | "error" | "success" | "warning" | "info";
export type ToastHandler = (message: string, variant: ToastVariant) => void;

let handler: ToastHandler | null = null;

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
