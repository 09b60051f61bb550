import { CARD_ENTER_KEYFRAMES } from "../app/theme";

/** The label of the button tapped on the prerendered page before the app ran (public/prerendered.js). */
declare global {
  interface Window {
    medhaviEarlyTap?: string;
  }
}

/**
 * Runs `then` once the app has replaced the prerendered page in `root`: in the microtask after React's
 * commit, before the browser paints the app's page.
 */
export function afterTakeover(root: HTMLElement, then: () => void): void {
  if (!root.querySelector("[data-prerender]")) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.querySelector("[data-prerender]")) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
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

/** The cards' entrance already played on the prerendered page: the app's cards show as they ended. */
export function skipCardEntrances(): void {
  for (const animation of document.getAnimations?.() ?? []) {
    if (animation instanceof CSSAnimation && animation.animationName === CARD_ENTER_KEYFRAMES)
      animation.finish();
  }
}
