/**
 * Module-level toast hook-up: library code (the HTTP client) raises toasts without importing React or
 * notistack. The toast host (app/Toasts.tsx) loads late and installs the real handler; until then, toasts
 * wait here, in the one queue, and the host is asked to load at once (app/providers.tsx).
 */
import { translateMessage } from "./i18n/message";

export type ToastVariant = "default" | "error" | "success" | "warning" | "info";
export type ToastHandler = (message: string, variant: ToastVariant) => void;

let handler: ToastHandler | null = null;
const early: Array<{ english: string; variant: ToastVariant }> = [];

// A host is coming once the app announces it (main.tsx, before its first requests go out: a 401 can be
// answered before the first render) or while the deferred host is mounted and waiting to load.
let announced = false;
let hostFailed = false;
const waiting = new Set<() => void>();
const hostComing = () => !hostFailed && (announced || waiting.size > 0);

// Toasts raised before a handler is set are shown when it is, in order and once; where no host is coming
// any more (it failed to load, or was never mounted), they go to the console.
function release(): void {
  if (handler || !hostComing()) for (const { english, variant } of early.splice(0)) toast(english, variant);
}

/** The app calls this first thing: it will mount a toast host, so early toasts are kept for it. */
export function expectToastHost(): void {
  announced = true;
}

/**
 * The deferred host, while mounted: toasts are kept for it, and `raised` is called for each one raised
 * before it has loaded (so it loads at once). Returns the unsubscribe.
 */
export function awaitToastHost(raised: () => void): () => void {
  waiting.add(raised);
  if (early.length > 0) raised();
  return () => {
    waiting.delete(raised);
    release();
  };
}

// Settles once toasts show (a handler is set) or the host could not load.
let markOnScreen = () => {};
const onScreen = new Promise<void>((resolve) => {
  markOnScreen = resolve;
});
/**
 * Settles when toasts are on screen: at once after the first seconds of a page, and at once where no toast
 * host is coming at all (nothing will show them).
 */
export const whenToastsOnScreen = (): Promise<void> =>
  handler || hostComing() ? onScreen : Promise.resolve();

/** The host sets its handler once it shows toasts; the toasts kept for it show now. */
export function setToastHandler(next: ToastHandler | null): void {
  handler = next;
  if (!next) return;
  markOnScreen();
  release();
}

/** The host could not load (the connection dropped): toasts go to the console, and nothing waits. */
export function toastHostFailed(): void {
  hostFailed = true;
  markOnScreen();
  release();
}

/** `message` is the English text; it shows in the language on screen (lib/i18n/message.ts). */
export function toast(english: string, variant: ToastVariant = "default"): void {
  if (handler) handler(translateMessage(english), variant);
  else if (hostComing()) {
    early.push({ english, variant });
    for (const raised of waiting) raised();
  } else console.warn(`[toast:${variant}] ${translateMessage(english)}`);
}

export const toastError = (message: string) => toast(message, "error");
export const toastSuccess = (message: string) => toast(message, "success");
