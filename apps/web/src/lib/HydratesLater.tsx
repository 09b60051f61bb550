import { type ReactNode, Suspense, useSyncExternalStore } from "react";

/**
 * A part of a page that, over a page prerendered for first-time visitors (main.tsx), React hydrates after
 * the rest: the server HTML inside a Suspense boundary is hydrated at low priority, in tasks of its own, and
 * first of all when the visitor taps in it (React then replays the tap). Until then it shows that HTML.
 * Anywhere else it renders its children as any element does.
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const noChanges = () => () => {};

/**
 * True while React hydrates server HTML (and on the server), false in a render of the browser's own: a
 * render that must match the HTML it hydrates renders what the server did.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
