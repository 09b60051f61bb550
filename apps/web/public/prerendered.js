// Runs on a page the server sent rendered ahead of time (apps/server/src/platform/prerendered.ts), which is
// on screen from its HTML and CSS alone:
// - the app's scripts start loading after that first paint, so on a slow connection they do not compete
//   with the page's HTML, CSS and font for the first screen (the server lists them on this script's tag);
// - a tap on a button before the app has taken over would do nothing (the page is only HTML then): the last
//   such tap is kept, and the app replays it once it has rendered (src/lib/takeover.ts). Links need no
//   help: they navigate on their own.
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

  const tag = document.currentScript;
  if (!tag?.dataset.app) return;
  let started = false;
  const loadApp = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = Object.assign(document.createElement("link"), {
        rel: "modulepreload",
        href,
        crossOrigin: "",
      });
      document.head.append(link);
    }
    // The big library chunks are evaluated first, each in a task of its own (a module script's graph is
    // evaluated in one task, and a module already evaluated is not evaluated again), then the app.
    const scripts = [...(tag.dataset.first ?? "").split(" ").filter(Boolean), tag.dataset.app];
    const next = () => {
      const src = scripts.shift();
      if (!src) return;
      const script = Object.assign(document.createElement("script"), {
        type: "module",
        src,
        crossOrigin: "",
      });
      script.addEventListener("load", next);
      script.addEventListener("error", next);
      document.head.append(script);
    };
    next();
  };
  // Once the page's first contentful paint is on screen: its paint-timing entry arrives after the frame has
  // been shown, whereas a timer set from requestAnimationFrame can run before that (the scripts then compete
  // with the first screen, and Lighthouse counts them into FCP and LCP). A browser without paint timing
  // starts it after the next frame; a hidden tab paints nothing, so it starts there at once; and a timer
  // makes sure the app starts whatever happens.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      setTimeout(loadApp, 0);
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(loadApp, 0));
  const whenHidden = () => document.visibilityState === "hidden" && loadApp();
  whenHidden();
  document.addEventListener("visibilitychange", whenHidden);
  setTimeout(loadApp, 3000);
})();
