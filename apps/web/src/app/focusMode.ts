import { useEffect, useSyncExternalStore } from "react";

/**
 * Focus mode: while a screen asks for it (the test player), the shell hides its top bar, footer and
 * floating buttons, and the offline overlay stays out of the way. A module store rather than a route
 * handle, because the overlay lives outside the router.
 */

let holders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isActive = () => holders > 0;

function change(delta: number): void {
  holders += delta;
  for (const listener of listeners) listener();
}

/** Turns focus mode on while the calling component is mounted (and `active`). */
export function useFocusMode(active = true): void {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}

export function useInFocusMode(): boolean {
  return useSyncExternalStore(subscribe, isActive, () => false);
}
