import type { QueryClient } from "@tanstack/react-query";

/** The label of the button tapped on the prerendered page before the app ran (public/prerendered.js). */
declare global {
  interface Window {
    medhaviEarlyTap?: string;
  }
}

const labelOf = (button: HTMLButtonElement) =>
  button.getAttribute("aria-label") || button.textContent?.trim();

/**
 * Taps the app's own button with the label of the one tapped before the app ran (the first visible one:
 * the phone and desktop layouts both had one), once.
 */
export function replayEarlyTap(root: HTMLElement): void {
  const label = window.medhaviEarlyTap;
  delete window.medhaviEarlyTap;
  if (!label) return;
  const buttons = Array.from(root.querySelectorAll("button"));
  // jsdom has no checkVisibility; there every button counts as visible.
  buttons.find((b) => labelOf(b) === label && b.checkVisibility?.() !== false)?.click();
}

/**
 * The data a page rendered on the server was rendered with (apps/server/src/platform/liveRender.ts),
 * put into the app's query cache so its first render is the same page, not a loading state. A malformed
 * seed is ignored: the page then fetches its data as usual.
 */
export function seedQueries(client: Pick<QueryClient, "setQueryData">, doc: Document = document): void {
  const text = doc.getElementById("query-seed")?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as Array<[unknown[], unknown]>) client.setQueryData(key, data);
  } catch (error) {
    console.error("The page's data could not be read", error);
  }
}
