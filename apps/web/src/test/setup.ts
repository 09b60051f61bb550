import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// `findBy…` and `waitFor` wait up to 5 s, not 1: on a busy 2-core machine a lazy chunk or a stepped render
// took over a second (CI failed on a render that was on its way). A broken step still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

// Tests that render as the build does (`@vitest-environment node`, src/prerender) have no DOM to set up.
if (typeof window !== "undefined") {
  const { resetMatchMedia } = await import("./matchMedia");
  const { secureStorage } = await import("../lib/secureStorage");

  // jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
  window.scrollTo = () => {};

  // jsdom has <dialog> (hidden unless [open]) but not its methods: open and close it as a browser does,
  // without the modal's focus and inert page, which the browser journeys cover.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };

  beforeEach(() => {
    resetMatchMedia();
  });

  afterEach(() => {
    cleanup();
    // The session lives in memory too (lib/secureStorage): each test starts signed out.
    secureStorage.clear();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  });
}
