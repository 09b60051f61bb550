import { type ComponentChild, render } from "preact";
import type { ReactElement } from "react";
import { takeOver } from "../lib/Deferred";
import { PRERENDER_LAYOUTS } from "../prerender/ssrMedia";

/**
 * Renders the app into `root` with Preact (the browser build's runtime, vite.config.ts). Over a page
 * rendered ahead of time, which holds two layouts with CSS showing the one for this screen, the app renders
 * into the shown layout's element and the other goes: Preact keeps the page's elements where they match the
 * app's, so the take-over (one task) does not build, style and lay out the whole page again; sections
 * that wait (`Deferred`: the top bar and the page in the next tasks, the footer when near the screen) keep
 * their HTML and are taken over later. (compat's createRoot, like React's, empties the root first.)
 * Returns whether a prerendered page was taken over.
 */
export function mountApp(root: HTMLElement, app: ReactElement): boolean {
  const layouts = Array.from(root.querySelectorAll<HTMLElement>(":scope > [data-prerender]"));
  const shown = layouts.find((element) => {
    const layout = PRERENDER_LAYOUTS.find((l) => l.name === element.dataset.prerender);
    return layout !== undefined && window.matchMedia(layout.media).matches;
  });
  if (!shown) {
    root.replaceChildren();
    render(app as ComponentChild, root);
    return false;
  }
  for (const other of layouts) if (other !== shown) other.remove();
  shown.removeAttribute("data-prerender"); // CSS shows it on every screen from now on
  takeOver(shown, app as ComponentChild); // deferred sections keep their HTML, to be taken over later
  return true;
}
