import { expect, test } from "./support/server";

// Journeys through the web app shell: top bar, mobile menu, footer, floating buttons, admin guard,
// not-found page and the offline overlay.

const TOP_BAR_ITEMS = [
  "Home",
  "About Us",
  "Our Partners",
  "Courses",
  "Scholarship",
  "Fee Structure",
  "Contact Us",
  "Blogs",
];
const OFFLINE_MESSAGE = "You are offline. Please check your internet connection.";

test.describe("desktop shell", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("home shows every logged-out top-bar item and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Medhavi Academy$/);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of TOP_BAR_ITEMS) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Login/Signup" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);

    const footer = page.getByRole("contentinfo");
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Medhavi Academy. All rights reserved.`);
    for (const name of ["Careers", "Privacy Policy", "Terms & Conditions"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("the login dialog opens over the page where it is, with its first field focused", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2_000);
    await page.getByRole("button", { name: "Login/Signup" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
    // Focused before the dialog's styles were in, the field sat at the end of the page and the page
    // scrolled down to it, and stayed there once the dialog closed.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a top-bar item navigates in-app, and Blogs opens with a full page load", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.evaluate(() => {
      (window as unknown as { __spa: boolean }).__spa = true;
    });
    await nav.getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Courses" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

    await nav.getByRole("link", { name: "Blogs", exact: true }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBeUndefined();
  });

  test("the ?mobile=1 flag forces the mobile menu on a desktop viewport, and sticks", async ({ page }) => {
    await page.goto("/?mobile=1");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("mobile"))).toBe("1");

    await page.goto("/about-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Scholarship", exact: true })).toBeVisible();
  });

  test("Enroll Now goes to /enrol and is hidden there", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(/\/enrol$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
    // The subscription prompt stays; logged out it opens the login dialog.
    await page.getByRole("button", { name: "Avail 15 Days Free Subscription" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toContainText("Forgot password?");
  });

  test("/admin/users without admin info lands on /admin/login", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff login" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveCount(0);
  });

  test("an unknown path shows the not-found page, with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Medhavi Academy");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the offline banner appears when the network is cut and Retry recovers", async ({ page, context }) => {
    // Many browsers never fire "online". Emulate that on request (this listener is registered before the
    // app's, so it can stop the event), so that the Retry button is what brings the page back.
    await page.addInitScript(() => {
      window.addEventListener("online", (event) => {
        if ((window as unknown as { __swallowOnline?: boolean }).__swallowOnline)
          event.stopImmediatePropagation();
      });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event("offline")));
    const overlay = page.getByRole("alert").filter({ hasText: OFFLINE_MESSAGE });
    await expect(overlay).toContainText(OFFLINE_MESSAGE);

    // Still offline: Retry probes again and the overlay stays.
    const retry = overlay.getByRole("button", { name: "Retry" });
    const probeFailed = page.waitForEvent("requestfailed", (request) =>
      request.url().includes("/favicon.ico"),
    );
    await retry.click();
    await probeFailed;
    await expect(retry).toBeEnabled();
    await expect(overlay).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { __swallowOnline: boolean }).__swallowOnline = true;
    });
    await context.setOffline(false);
    await retry.click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("phone shell", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the full-screen menu, and an item navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of TOP_BAR_ITEMS) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Login/Signup" })).toBeVisible();
    // Full screen once the slide-up transition has finished.
    await expect.poll(async () => Math.round((await menu.boundingBox())?.y ?? -1)).toBe(0);
    const box = await menu.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(390);
    expect(Math.round(box?.height ?? 0)).toBe(844);

    await menu.getByRole("link", { name: "Fee Structure", exact: true }).click();
    await expect(page).toHaveURL(/\/fee-structure$/);
    await expect(page.getByRole("heading", { level: 1, name: "Fee Structure" })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});
