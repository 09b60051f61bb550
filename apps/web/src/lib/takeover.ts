/** The label of the button tapped on the prerendered page before the app ran (public/prerendered.js). */
declare global {
  interface Window {
    medhaviEarlyTap?: string;
  }
}

const labelOf = (button: HTMLButtonElement) =>
  button.getAttribute("aria-label") || button.textContent?.trim();

/**
 * Once the app has replaced the prerendered page in `root`, taps the app's own button with the label of
 * the one tapped before it ran (the first visible one: the phone and desktop layouts both had one).
 */
export function replayEarlyTap(root: HTMLElement): void {
  const replay = () => {
    const label = window.medhaviEarlyTap;
    delete window.medhaviEarlyTap;
    if (!label) return;
    const buttons = Array.from(root.querySelectorAll("button"));
    // jsdom has no checkVisibility; there every button counts as visible.
    buttons.find((b) => labelOf(b) === label && b.checkVisibility?.() !== false)?.click();
  };
  if (!root.querySelector("[data-prerender]")) {
    replay();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.querySelector("[data-prerender]")) return;
    observer.disconnect();
    replay();
  });
  observer.observe(root, { childList: true });
}
