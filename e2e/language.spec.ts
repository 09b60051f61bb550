import { expect, newStudent, signUp, test } from "./support/server";

// Hindi and English (issue 14): the switch in the top bar, kept on the device and on the account.

test.describe("language switch", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Hindi on the home page, kept across a reload and saved on the account at sign-in", async ({
    page,
    request,
  }) => {
    const fonts: string[] = [];
    page.on("request", (req) => {
      if (/noto-sans-devanagari/.test(req.url())) fonts.push(req.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching that knows where you stand");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    expect(fonts).toEqual([]);

    await page.getByTestId("language-toggle").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसी कोचिंग जो जानती है कि आप कहाँ खड़े हैं");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const nav = page.getByRole("navigation", { name: "मुख्य" });
    for (const name of ["होम", "हमारे बारे में", "कोर्स", "फ़ीस संरचना", "ब्लॉग"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "अपनी परीक्षा का ट्रैक चुनें" })).toBeVisible();
    await expect(page.getByTestId("language-toggle")).toHaveText("English");
    // The Devanagari subset is in use: fetched and reported loaded by the browser.
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी"))).toBe(
      true,
    );

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसी कोचिंग जो जानती है कि आप कहाँ खड़े हैं");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    // A new student signs in: the device's choice goes onto the account.
    const student = newStudent("lang");
    await signUp(request, student);
    await page.getByRole("button", { name: "लॉगिन/साइनअप" }).click();
    const dialog = page.getByRole("dialog", { name: "Login" });
    await dialog.getByRole("textbox", { name: "Email" }).fill(student.email);
    await dialog.locator('input[name="password"]').fill(student.password);
    await dialog.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("button", { name: "प्रोफ़ाइल मेनू खोलें" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसी कोचिंग जो जानती है कि आप कहाँ खड़े हैं");
    await expect
      .poll(async () => {
        const login = await request.post("/api/login", {
          data: { email: student.email, password: student.password },
        });
        return ((await login.json()) as { data: { language: string | null } }).data.language;
      })
      .toBe("hi");
  });
});

test.describe("Hindi home page screenshots", () => {
  for (const width of [390, 1280]) {
    test(`home in Hindi at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.addInitScript(() => localStorage.setItem("medhavi-language", "hi"));
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "अपनी परीक्षा का ट्रैक चुनें" })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `test-results/home-hi-${width}.png`, fullPage: width > 600 });
    });
  }
});
