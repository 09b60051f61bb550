// A tap on a button of a page rendered ahead of time, before the app has taken over, would do nothing:
// the page is only HTML then. This keeps the last such tap; the app replays it once it has rendered
// (src/lib/earlyTaps.ts). Links need no help: they navigate on their own. Loaded (async) only on those
// pages, by the server (apps/server/src/platform/prerendered.ts).
(() => {
  window.medhaviEarlyTap = ""; // listening, no tap yet
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("[data-prerender] button") : null;
      if (!button) return;
      event.preventDefault();
      window.medhaviEarlyTap = button.getAttribute("aria-label") || button.textContent.trim();
    },
    true,
  );
})();
