import { chromium } from "@playwright/test";

/** Debian's Chromium, as the browser tests use it, without the background work that would skew a figure. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}
