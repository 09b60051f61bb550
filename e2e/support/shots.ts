import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";

/** Where screens are saved for a person to look at; unset (the default), none are taken. */
const DIR = process.env.SHOTS_DIR;

/** True when screenshots were asked for (a few views are set up only to be photographed). */
export const SHOTS = Boolean(DIR);

/**
 * Saves a screenshot of the whole page (or of the viewport, or of one element) as `SHOTS_DIR/<name>.png`
 * when SHOTS_DIR is set.
 * A failing test gets Playwright's own screenshot and trace either way (playwright.config.ts).
 */
export async function shot(
  target: Page | Locator,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!DIR) return;
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, `${name}.png`);
  // Animations are finished, not waited for: a card's 800 ms entrance is shown at its end.
  if ("goto" in target) await target.screenshot({ path, fullPage, animations: "disabled" });
  else await target.screenshot({ path, animations: "disabled" });
}
