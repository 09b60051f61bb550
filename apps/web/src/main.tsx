import "@fontsource-variable/inter";
import { type ReactNode, StrictMode, useEffect } from "react";
import { RouterProvider } from "react-router";
import { mountApp, shownLayout } from "./app/mountApp";
import { startOutboxEffects } from "./app/outboxEffects";
import { AppProviders, queryClient } from "./app/providers";
import { createAppRouter, loadRouteModules } from "./app/routes";
import { startProfileRefresh } from "./features/auth/session";
import { resumeEarly } from "./features/exams/earlyResume";
import { connectivity } from "./lib/connectivity";
import { initLanguage, storedLanguage } from "./lib/i18n/language";
import { secureStorage } from "./lib/secureStorage";
import { hasSession, keepSignedInHint } from "./lib/signedInHint";
import { replayEarlyTap, seedQueries } from "./lib/takeover";
import { theme } from "./lib/theme";
import { expectToastHost } from "./lib/toast";
import { storedMobileFlag } from "./lib/useMobileLayout";
import { themeForWidth } from "./prerender/ssrMedia";

// Before any request goes out: a toast its reply raises (Session Expired) waits for the toast host.
expectToastHost();
connectivity.start();
// Opened with no network (the service worker served the shell): confirm it now, so the banner shows.
if (!navigator.onLine) void connectivity.check();

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
 * Renders the app. Over a page the server sent already rendered (scripts/prerender.mjs) React hydrates it
 * (app/mountApp.ts): the page's module loads first, so the app's first render is that page again, laid out
 * for the width it was rendered for, with the data it was rendered with. Once hydrated, a button tapped
 * before the app ran is tapped again. Evaluating the app's code and matching the routes (some 70) are
 * tasks of their own before it, so that none blocks a tap for longer than it must.
 */
async function start(root: HTMLElement) {
  // The session is decrypted (Web Crypto is async) before anything below reads it; a visitor's device has
  // nothing to decrypt. Not a top-level await: that would split the first page's code into more chunks.
  await secureStorage.load();
  // A reload mid-test: the attempt is asked for now, before the test page's code has loaded.
  resumeEarly();
  startOutboxEffects(queryClient);
  startProfileRefresh();
  keepSignedInHint();
  // The page was rendered for a first-time visitor: English, signed out, no `mobile` flag. A device that
  // chose otherwise (the server could not tell: the choice is in its storage) renders its own page over it.
  const firstVisit = storedLanguage() === "en" && !storedMobileFlag() && !hasSession();
  const shown = firstVisit ? shownLayout(root) : undefined;
  await nextTask();
  if (shown) {
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
      <AppProviders theme={shown ? themeForWidth(theme, shown.layout.width) : theme}>
        <AfterHydration run={() => shown && replayEarlyTap(root)}>
          <RouterProvider router={router} />
        </AfterHydration>
      </AppProviders>
    </StrictMode>
  );
  mountApp(root, app, shown);
}

/**
 * Runs `run` in the task after its children have rendered (hydrated): outside React's commit, where a tap
 * in a section not hydrated yet hydrates it at once and reaches its button. A wrapper, not a sibling: a
 * sibling would change the tree's shape, and with it the ids `useId` gives, from the HTML's.
 */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }, [run]);
  return children;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
