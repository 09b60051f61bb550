import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { startOutboxEffects } from "./app/outboxEffects";
import { AppProviders, queryClient } from "./app/providers";
import { createAppRouter } from "./app/routes";
import { startProfileRefresh } from "./features/auth/session";
import { connectivity } from "./lib/connectivity";
import { initLanguage } from "./lib/i18n/language";

connectivity.start();
// Opened with no network (the service worker served the shell): confirm it now, so the banner shows.
if (!navigator.onLine) void connectivity.check();
startOutboxEffects(queryClient);
startProfileRefresh();

// The service worker (installable app, offline shell) registers after the page has loaded, in its own
// chunk, so the first page's JavaScript does not grow. Not in development: Vite's dev server has no SW.
if (import.meta.env.PROD) {
  window.addEventListener(
    "load",
    () => {
      void import("./app/pwa").then(
        (m) => m.registerServiceWorker(),
        (error: unknown) => console.error("The service worker module could not load", error),
      );
    },
    { once: true },
  );
}
// Hindi, if this device chose it: its chunk starts loading before the first render.
void initLanguage();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
