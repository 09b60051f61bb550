import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

/** Debian's Chromium, as the browser tests use it, without the background work that would skew a figure. */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Signs a student in through the login dialog on the home page, as a student does (not measured); the
 * page's browser storage then holds the session. The page must be wide enough for the top bar's button.
 */
export async function signInThroughDialog(page, base, email, password) {
  await page.goto(`${base}/`);
  await page.getByRole("button", { name: "Login/Signup" }).click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.locator("input[name=email]").fill(email);
  await dialog.locator("input[name=password]").fill(password);
  await dialog.locator("button[type=submit]").click();
  await dialog.waitFor({ state: "hidden" });
}
