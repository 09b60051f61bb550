// How the browser tests and the benchmarks start Debian's Chromium (never a downloaded browser): without
// the background work of its own that would slow a test or skew a figure on a 2-core machine.
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Chromium 156's headless mode loads the address bar's WebUI popup in a renderer of its own for each new
  // window (a Playwright context), although no one sees it: 836-944 ms of CPU per window on 27 Nov, beside
  // 375-411 ms for the page's own renderer. With the first name alone it still came back once in six.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];
