import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PRERENDER_LAYOUTS, type PrerenderLayout } from "../prerender/ssrMedia";

/** The prerendered layout shown on this screen (the page holds a phone and a desktop one), if any. */
export function shownLayout(
  root: HTMLElement,
): { element: HTMLElement; layout: PrerenderLayout } | undefined {
  for (const element of root.querySelectorAll<HTMLElement>(":scope > [data-prerender]")) {
    const layout = PRERENDER_LAYOUTS.find((l) => l.name === element.dataset.prerender);
    if (layout && window.matchMedia(layout.media).matches) return { element, layout };
  }
  return undefined;
}

/**
 * Renders the app into `root`. Over a prerendered page, `shown` (shownLayout), the other layout goes and
 * React hydrates the shown one in place, in a transition: the work is cut into short tasks, and what waits
 * in a Suspense boundary (lib/HydratesLater) hydrates after the rest, or first when tapped.
 */
export function mountApp(root: HTMLElement, app: ReactElement, shown?: { element: HTMLElement }): void {
  if (!shown) {
    root.replaceChildren();
    createRoot(root).render(app);
    return;
  }
  for (const other of root.querySelectorAll(":scope > [data-prerender]"))
    if (other !== shown.element) other.remove();
  shown.element.removeAttribute("data-prerender"); // CSS shows it on every screen from now on
  startTransition(() => {
    hydrateRoot(shown.element, app);
  });
}
