import { useSyncExternalStore } from "react";

/**
 * "A new version is ready" from the service worker (app/pwa.ts, loaded after the page), for the prompt in
 * the shell. Kept apart from the registration code so the first page's bundle carries only this.
 */
let reload: (() => void) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: () => void): void {
  reload = apply;
  for (const listener of listeners) listener();
}

export function dismissUpdate(): void {
  reload = null;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The function that activates the new version and reloads, or null when there is none waiting. */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => reload,
    () => null,
  );
}
