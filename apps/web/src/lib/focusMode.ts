import { useEffect, useSyncExternalStore } from "react";

/**
 * Focus mode: while a screen asks for it (the test player), the shell hides its top bar, footer and
 * floating buttons, and the offline overlay stays out of the way. A module store rather than a route
 * handle, because the overlay lives outside the router.
 */

let holders = 0;
const listeners = new Set<() => void>();

/**
 * A page opened (by a signed-in student) on a test screen that resumes an attempt starts in focus mode
 * (`beginResumeFocus`, called as the app starts), so the shell does not render its top bar, footer and
 * floating buttons only to take them away when the questions are back (docs/benchmarks.md at 4ee5d38,
 * 28 Nov). It ends when the player holds focus mode itself, or the page says the attempt is not coming back
 * (`endResumeFocus`).
 */
let resuming = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isActive = () => holders > 0 || resuming;

/** The page opened on a test screen that resumes an attempt (features/exams/earlyResume): focus mode from the start. */
export function beginResumeFocus(): void {
  if (resuming) return;
  resuming = true;
  notify();
}

/** The test screen the page opened on will not show (resume refused or failed, page left): the shell returns. */
export function endResumeFocus(): void {
  if (!resuming) return;
  resuming = false;
  notify();
}

/** Turns focus mode on while the calling component is mounted (and `active`). */
export function useFocusMode(active = true): void {
  useEffect(() => {
    if (!active) return;
    holders += 1;
    // Held now by the screen itself: the opening hold (if any) is no longer needed.
    resuming = false;
    notify();
    return () => {
      holders -= 1;
      notify();
    };
  }, [active]);
}

export function useInFocusMode(): boolean {
  return useSyncExternalStore(subscribe, isActive, () => false);
}
