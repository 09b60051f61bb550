import { expect, test } from "./support/server";

test("repro autofocus", async ({ page }) => {
  await page.goto("/courses");
  await page.getByRole("button", { name: /Login/ }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(1000);
  console.log("active:", await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("name")} ${document.activeElement?.getAttribute("type")} ${document.activeElement?.className}`));
});
