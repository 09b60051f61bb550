import type { Page } from "@playwright/test";
import { expect, logInThroughDialog, newStudent, signUp, test } from "./support/server";
import { shot } from "./support/shots";

// Hindi and English (issue 14): the switch in the top bar, kept on the device and on the account; the
// home page, login dialog, subscription screen and test player in Hindi with Indian formats.

/** Shows the Devanagari subset was fetched and is what the browser renders Hindi with. */
async function expectDevanagariFont(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी"))).toBe(true);
}

/** A page that starts in Hindi (this device chose it before). */
async function inHindi(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  await page.addInitScript(() => localStorage.setItem("medhavi-language", "hi"));
}

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
    // The Devanagari subset is in use: fetched and reported loaded by the browser (once its request has
    // started, the file still has to arrive: CI once looked in between).
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी")))
      .toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ऐसी कोचिंग जो जानती है कि आप कहाँ खड़े हैं");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    // A new student signs in: the device's choice goes onto the account.
    const student = newStudent("lang");
    await signUp(request, student);
    await page.getByRole("button", { name: "लॉगिन/साइनअप" }).click();
    const dialog = page.getByRole("dialog", { name: "लॉगिन" });
    await expect(dialog).toContainText("फिर से स्वागत है।");
    await dialog.getByRole("button", { name: "लॉगिन", exact: true }).click();
    // The spec's validation message, in Hindi.
    await expect(dialog.getByText("यह फ़ील्ड भरना ज़रूरी है।").first()).toBeVisible();
    await dialog.getByRole("textbox", { name: "ईमेल" }).fill(student.email);
    await dialog.locator('input[name="password"]').fill(student.password);
    await dialog.getByRole("button", { name: "लॉगिन", exact: true }).click();
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

test.describe("My Progress in Hindi", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a student switches to Hindi and My Progress shows Hindi", async ({ page, request }) => {
    const student = newStudent("progresshi");
    await signUp(request, student);
    await page.goto("/");
    await logInThroughDialog(page, student.email, student.password);
    await page.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await page.goto("/my-progress");
    await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रगति" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "अभी कोई टेस्ट नहीं" })).toBeVisible();
    await expect(page.getByRole("link", { name: "चालू टेस्ट देखें" })).toBeVisible();
  });
});

test.describe("public pages in Hindi", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the About us page shows its Hindi version from the pages CMS", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Medhavi Academy");
    await page.getByTestId("language-toggle").click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("मेधावी अकादमी के बारे में");
    await expect(heading.locator('[lang="hi"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "करियर" })).toBeVisible();
    await expect(page).toHaveTitle("मेधावी अकादमी के बारे में | Medhavi Academy");
    await expect(page.getByText("यह पृष्ठ अभी केवल अंग्रेज़ी में उपलब्ध है।")).toHaveCount(0);
  });
});

test.describe("Hindi home page", () => {
  for (const width of [390, 1280]) {
    test(`home in Hindi at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.addInitScript(() => localStorage.setItem("medhavi-language", "hi"));
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "अपनी परीक्षा का ट्रैक चुनें" })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `home-hi-${width}`, { fullPage: width > 600 });
    });
  }
});

test.describe("Hindi screens at 390 px", () => {
  // Several screens and a whole demo test on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("login dialog: Hindi labels and the spec's messages in Hindi", async ({ page }) => {
    await inHindi(page, 390);
    await page.goto("/");
    await page.getByRole("button", { name: "मेनू खोलें" }).click();
    await page.getByRole("button", { name: "लॉगिन/साइनअप" }).click();
    const dialog = page.getByRole("dialog", { name: "लॉगिन" });
    await expect(dialog.getByRole("textbox", { name: "ईमेल" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "पासवर्ड भूल गए?" })).toBeVisible();
    await dialog.getByRole("textbox", { name: "ईमेल" }).fill("not-an-email");
    await dialog.getByRole("button", { name: "लॉगिन", exact: true }).click();
    await expect(dialog.getByText("मान्य ईमेल पता दर्ज करें।")).toBeVisible();
    await expectDevanagariFont(page);
    await shot(page, "login-hi-390", { fullPage: false });

    await dialog.getByRole("button", { name: "खाता बनाएँ" }).click();
    const signup = page.getByRole("dialog", { name: "साइन अप" });
    await expect(signup.getByRole("textbox", { name: "मोबाइल नंबर" })).toBeVisible();
  });

  test("subscription screen: Hindi plans with rupees in Indian grouping", async ({ page }) => {
    await inHindi(page, 390);
    await page.goto("/course-subscription");
    await expect(page.getByRole("heading", { level: 1, name: "किसी कोर्स की सदस्यता लें" })).toBeVisible();
    await expect(page.getByText("सदस्यता लेने के लिए लॉगिन करें।", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "अपना कोर्स चुनें" })).toBeVisible();
    const card = (label: string) =>
      page.getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
    await expect(card("JEE (Category)")).toContainText("विकल्प");
    await card("JEE (Category)").click();
    await card("JEE Main (Program)").click();
    await expect(card("JEE Main Complete Course (Course)")).toContainText("प्लान ₹24,999 से शुरू");
    await card("JEE Main Complete Course (Course)").click();

    await expect(page.getByRole("region", { name: "15 दिन का ट्रायल", exact: true })).toContainText("मुफ़्त");
    const yearly = page.getByRole("region", { name: "सालाना", exact: true });
    await expect(yearly).toContainText("₹44,999");
    await expect(yearly).toContainText("12 महीनों के लिए");
    await expect(yearly).toContainText("फ़ीस पर 20% छूट");
    await expect(page.getByRole("region", { name: "छमाही", exact: true })).toContainText("₹24,999");
    await expect(page.getByRole("button", { name: "सालाना चुनें" })).toBeVisible();
    await expectDevanagariFont(page);
    await shot(page, "subscription-hi-390");
  });

  test("test player: NTA's buttons, palette, timer and result in Hindi, the date in Hindi on IST", async ({
    page,
  }) => {
    await inHindi(page, 390);
    await page.goto("/demo-test");
    await page
      .getByRole("link", { name: /^मुफ़्त डेमो शुरू करें/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "अंकन योजना" })).toBeVisible();
    await expect(page.getByText("अवधि", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "टेस्ट शुरू करें" }).click();

    await expect(page.getByRole("heading", { name: "प्रश्न 1" })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveAttribute("aria-label", /^शेष समय: \d+ मिनट/);
    for (const name of ["सेव करें और आगे बढ़ें", "समीक्षा के लिए चिह्नित करें और आगे बढ़ें", "उत्तर मिटाएँ", "पिछला"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expectDevanagariFont(page);
    await shot(page, "player-hi-390", { fullPage: false });

    await page.getByRole("button", { name: "प्रश्न पैलेट" }).click();
    const palette = page.getByRole("navigation", { name: "प्रश्न पैलेट" });
    await expect(palette.getByText(/^नहीं देखा गया/)).toBeVisible();
    await expect(palette.getByText(/^उत्तर दिया और समीक्षा के लिए चिह्नित/)).toBeVisible();
    await shot(page, "player-palette-hi-390", { fullPage: false });
    await page.getByRole("button", { name: "पैलेट बंद करें" }).click();

    await page.getByRole("radio", { name: /^विकल्प B: / }).check();
    await page.getByRole("button", { name: "सेव करें और आगे बढ़ें", exact: true }).click();
    await expect(page.getByRole("heading", { name: "प्रश्न 2" })).toBeVisible();
    await expect(page.getByText("सभी उत्तर सेव हो गए")).toBeVisible();
    await page.getByRole("button", { name: "सबमिट करें", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "टेस्ट सबमिट करें?" });
    await expect(confirm.getByRole("table", { name: "स्थिति के अनुसार आपके उत्तर" })).toContainText("उत्तर दिया");
    await shot(page, "submit-hi-390", { fullPage: false });
    await confirm.getByRole("button", { name: "टेस्ट सबमिट करें" }).click();

    await expect(page.getByText("स्कोर", { exact: true })).toBeVisible();
    // Submitted at: Hindi month name, the academy's clock, labelled.
    await expect(page.getByText(/^सबमिट किया: \d{1,2} \S+ 20\d\d, .+ IST/)).toBeVisible();
    await shot(page, "result-hi-390", { fullPage: false });
  });
});
