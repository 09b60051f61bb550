import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetMatchMedia } from "./matchMedia";

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
