import { lazy } from "react";

// The player's code loads when the student reaches for Start (pointer, focus, tap) or beside the start
// request, not with the instructions: a page then has less to run before it can be used, and a reload
// mid-test splits its work over more, shorter tasks. A failed load is tried again, and shown, when the
// player renders.
const loadPlayer = () => import("./TestPlayer");

/** Starts loading the player's code (harmless when it is loaded or loading). */
export const preloadPlayer = (): void => void loadPlayer().catch(() => {});

/** The test player, loaded on first render; render it under a Suspense boundary. */
export const LazyTestPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.TestPlayer })));
