import "@fontsource-variable/inter";
import "./app/preactParity";
import { CacheProvider } from "@emotion/react";
import { StrictMode } from "react";
import { RouterProvider } from "react-router";
import { createBrowserEmotionCache } from "./app/emotionCache";
import { mountApp } from "./app/mountApp";
import { startOutboxEffects } from "./app/outboxEffects";
import { AppProviders, queryClient } from "./app/providers";
import { createAppRouter, loadRouteModules } from "./app/routes";
import { startProfileRefresh } from "./features/auth/session";
import { resumeEarly } from "./features/exams/earlyResume";
import { connectivity } from "./lib/connectivity";
import { initLanguage } from "./lib/i18n/language";
import { keepSignedInHint } from "./lib/signedInHint";
import { replayEarlyTap, seedQueries } from "./lib/takeover";
import { expectToastHost } from "./lib/toast";

// Before any request goes out: a toast its reply raises (Session Expired) waits for the toast host.
expectToastHost();
// A reload mid-test: the attempt is asked for now, before the test page's code has loaded.
resumeEarly();
connectivity.start();
// Opened with no network (the service worker served the shell): confirm it now, so the banner shows.
if (!navigator.onLine) void connectivity.check();
startOutboxEffects(queryClient);
startProfileRefresh();
keepSignedInHint();

// The service worker (installable app, offline shell) registers after the page has loaded, in its own
// chunk, so the first page's JavaScript does not grow. Not in development: Vite's dev server has no SW.
// On a prerendered page the app itself starts after the load event (public/prerendered.js).
if (import.meta.env.PROD) {
  const register = () => {
    void import("./app/pwa").then(
      (m) => m.registerServiceWorker(),
      (error: unknown) => console.error("The service worker module could not load", error),
    );
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
// Hindi, if this device chose it: its chunk starts loading before the first render.
void initLanguage();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
void start(container);

/**
 * Renders the app. Over a page the server sent already rendered (scripts/prerender.mjs) the page's module
 * loads first, so the app's first render is that page again and not a loading state, and the app keeps the
 * page's elements (app/mountApp.ts). Once it has rendered, a button tapped before the app ran is tapped again.
 * Evaluating the app's code, matching the routes (some 70) and the first render are tasks of their own, so
 * that none blocks a tap, or the next paint, for longer than it must (Lighthouse's total blocking time):
 * over a prerendered page, and on a page that opens empty too (a reload mid-test, docs/benchmarks.md).
 */
async function start(root: HTMLElement) {
  const prerendered = root.hasChildNodes();
  await nextTask();
  if (prerendered) {
    // A page the server rendered with data (the demo test's instructions) comes with that data.
    seedQueries(queryClient);
    // If the page's module cannot load, the router tries again and shows its error page.
    await loadRouteModules(window.location.pathname).catch((error: unknown) =>
      console.error("The page's module could not load", error),
    );
    await nextTask();
  }
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (mountApp(root, app)) replayEarlyTap(root);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
