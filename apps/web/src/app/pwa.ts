import { registerSW } from "virtual:pwa-register";
import { announceUpdate } from "./updateState";

/**
 * Registers the service worker (built by vite-plugin-pwa, see vite.config.ts). main.tsx imports this
 * module only after the page's load event, so neither it nor workbox-window weighs on the first page.
 * When a new version has been downloaded the shell offers "Reload"; nothing reloads on its own (a student
 * may be typing).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => void update(true)),
    onRegisterError: (error: unknown) => console.error("The service worker could not be registered", error),
  });
}
