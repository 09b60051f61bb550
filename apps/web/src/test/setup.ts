import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// Tests that render as the build does (`@vitest-environment node`, src/prerender) have no DOM to set up.
if (typeof window !== "undefined") {
  const { resetMatchMedia } = await import("./matchMedia");

  // jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
  window.scrollTo = () => {};

  beforeEach(() => {
    resetMatchMedia();
  });

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.history.replaceState(null, "", "/");
  });
}
