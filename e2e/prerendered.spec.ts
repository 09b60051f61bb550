import type { BrowserContext, Page } from "@playwright/test";
import { expect, logInThroughDialog, newStudent, signUp, test } from "./support/server";

// The home page rendered ahead of time (apps/web/src/prerender, apps/server/src/platform/prerendered.ts):
// on screen from the HTML alone, then taken over by the app. Pages here come from `context.newPage()`, not
// the `page` fixture, so a navigation does not wait for the app (support/server.ts).

const HEADLINE = "Coaching that knows where you stand";
/** The tap public/prerendered.js kept: "" while listening with none, undefined before it runs or once replayed. */
const earlyTap = (page: Page) =>
  page.evaluate(() => (window as { medhaviEarlyTap?: string }).medhaviEarlyTap);
/** Opens `path`, waits for the app to take it over, and lists the app's scripts the page requested. */
async function takenOverScripts(page: Page, path: string) {
  await page.goto(path);
  await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
}
/** Marks the elements the HTML sent (a property, not an attribute: an element the app renders has none). */
const markPrerendered = (page: Page, selector: string) =>
  page.addInitScript(
    (selector) =>
      document.addEventListener("DOMContentLoaded", () => {
        for (const element of Array.from(document.querySelectorAll(selector)))
          Object.assign(element, { prerendered: true });
      }),
    selector,
  );
/**
 * The home page on a phone, taken over by the app, with the element `selector` marked as the HTML sent it;
 * `prerendered()` says whether the one there now is still that element.
 */
async function homeTakenOver(context: BrowserContext, selector: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await markPrerendered(page, selector);
  await page.goto("/");
  await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
  const prerendered = () =>
    page.evaluate(
      (selector) => (document.querySelector(selector) as { prerendered?: boolean } | null)?.prerendered,
      selector,
    );
  return { page, prerendered };
}
/**
 * Waits until the main thread is idle: React has hydrated every section then (it hydrates them in tasks,
 * one after another, until none is left).
 */
const hydrated = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 30_000 })));
const htmlOf = async (request: { get: (url: string, o: object) => Promise<{ text(): Promise<string> }> }) =>
  (await request.get("/", { headers: { accept: "text/html" } })).text();

test("the home page shows from the HTML alone, in the phone or desktop layout by the screen's width", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Take a demo test" }).first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Login/Signup" })).toBeVisible();
  await context.close();
});

test("the app's scripts are requested only after the page's first contentful paint is on screen, the libraries first", async ({
  context,
}) => {
  const page = await context.newPage();
  const { paint, scripts } = await takenOverScripts(page, "/");
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(2);
  // Requested before it, they would compete with the first screen (and Lighthouse counts them into FCP).
  expect(Math.min(...scripts.map(({ start }) => start))).toBeGreaterThanOrEqual(
    paint ?? Number.POSITIVE_INFINITY,
  );
  // The library chunks are module scripts of their own ahead of the app's: each evaluated in its own task.
  const modules = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLScriptElement>("script[type=module]"), (script) =>
      new URL(script.src).pathname.replace(/-[\w-]+\.js$/, ""),
    ),
  );
  expect(modules).toEqual(["/assets/react", "/assets/vendor", "/assets/index"]);
});

test("every script of 4 KiB or more that the page loads starts with V8's compile hint, so its functions compile while it streams in", async ({
  context,
}) => {
  const page = await context.newPage();
  const { scripts } = await takenOverScripts(page, "/demo-exam-start/1");
  const large: string[] = [];
  for (const { url } of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.length < 4096) continue; // apps/web/vite.config.ts, COMPILE_HINT_MIN_BYTES
    large.push(new URL(url).pathname.replace(/-[\w-]+\.js$/, ""));
    expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), url).toBe(true);
  }
  expect(large).toEqual(expect.arrayContaining(["/assets/react", "/assets/vendor", "/assets/index"]));
});

test("below the fold the page is hydrated in place: the footer is the element the HTML sent, and the app's", async ({
  context,
}) => {
  const { page, prerendered } = await homeTakenOver(context, "footer");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  // The app's footer: its links navigate in-app.
  await page.evaluate(() => Object.assign(window, { spa: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy", exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await page.evaluate(() => (window as { spa?: boolean }).spa)).toBe(true);
  // Hydrated, not built again: the app's footer is still the element the HTML sent.
  expect(await prerendered()).toBe(true);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
});

test("a section on the first screen is hydrated in place, and a track card opens in-app", async ({
  context,
}) => {
  const { page, prerendered } = await homeTakenOver(context, "#tracks-heading");
  await expect(page.locator("#tracks-heading")).toBeInViewport();
  // The app's first render did not build the section again.
  expect(await prerendered()).toBe(true);
  // A tap on a card hydrates its section at once, and the app's link navigates in-app.
  await page.evaluate(() => Object.assign(window, { spa: true }));
  await page
    .getByRole("link", { name: /JEE Main & Advanced/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/jee-entrance$/);
  expect(await page.evaluate(() => (window as { spa?: boolean }).spa)).toBe(true);
});

test("the app's hydration finds every style the page came with in it already, and compiles none again", async ({
  context,
}) => {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const inserted: string[] = [];
    const sent = new Set<string>();
    Object.assign(window, { inserted, sent });
    // The page's rules, by the ids emotion's server rendering lists on their style elements.
    document.addEventListener("DOMContentLoaded", () => {
      for (const style of Array.from(document.querySelectorAll("style[data-emotion]")))
        for (const id of style.getAttribute("data-emotion")?.split(" ").slice(1) ?? []) sent.add(id);
    });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
    await hydrated(page);
    // A rule inserted again is one of the page's (its class's id was sent) or a global one (no class).
    // What the app adds after hydrating (the footer's copy from the back office) has rules of its own.
    const again = await page.evaluate(() => {
      const { inserted, sent } = window as unknown as { inserted: string[]; sent: Set<string> };
      return inserted.filter((rule) => {
        const id = /\.css-([a-z0-9]+)/.exec(rule)?.[1];
        return id === undefined || sent.has(id);
      });
    });
    expect(again).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sent: Set<string> }).sent.size)).toBeGreaterThan(
      50,
    );
  }
});

test("the course page comes with its catalogue in the HTML; a Subscribe tapped far below the screen at once asks to log in", async ({
  browser,
  baseURL,
  context,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto("/courses");
  const row = html
    .getByRole("region", { name: "JEE (Category)" })
    .getByRole("row", { name: /JEE Main Complete/ });
  await expect(row).toContainText("₹24,999");
  await expect(row).toContainText("₹44,999");
  await noScript.close();

  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await markPrerendered(page, "button");
  const fonts: string[] = [];
  page.on("request", (request) => request.resourceType() === "font" && fonts.push(request.url()));
  await page.goto("/courses");
  await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
  // The prices' ₹ comes from its own 1 KB file, not from Inter's 85 KB latin-ext file (lib/theme.ts).
  expect(fonts.some((url) => /\/inter-rupee-wght-[\w-]+\.woff2$/.test(url))).toBe(true);
  expect(fonts.filter((url) => url.includes("latin-ext"))).toEqual([]);
  const subscribe = page
    .locator('section[aria-labelledby^="catalogue-"]')
    .last()
    .locator('button[aria-label^="Subscribe to "]') // not by role: under the dialog the page is hidden
    .first();
  // Far below the screen, the last category's button is the one the HTML sent (hydrated in place).
  expect(await subscribe.evaluate((button) => button.getBoundingClientRect().top)).toBeGreaterThan(1000);
  expect(await subscribe.evaluate((button) => (button as { prerendered?: boolean }).prerendered)).toBe(true);
  // Tapped without scrolling to it (as a fast thumb might), the tap reaches the app's own button: React
  // hydrates its section first if it has not yet.
  await subscribe.evaluate((button: HTMLElement) => button.click());
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Email" })).toBeVisible();
});

test("Login/Signup tapped before the app has loaded opens the login dialog once it has", async ({
  context,
}) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The app's entry script is held back: the page stays the prerendered HTML until it is released.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADLINE);
  await expect.poll(() => earlyTap(page)).toBe("");
  await page.getByRole("button", { name: "Login/Signup" }).click();
  expect(await earlyTap(page)).toBe("Login/Signup");
  await expect(page.getByRole("dialog", { name: "Login" })).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await expect(page.locator("[data-prerender]")).toHaveCount(0);
  // The app's page is the one under the dialog, and the tap was replayed once.
  await expect(page.locator("h1")).toHaveText(HEADLINE);
  expect(await earlyTap(page)).toBeUndefined();
  // The track cards played their entrance on the prerendered page; the app's cards do not play it again.
  const entrances = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => (a as CSSAnimation).animationName === "medhavi-card-enter")
      .map((a) => a.playState),
  );
  expect(entrances.length).toBeGreaterThan(0);
  expect(entrances.every((state) => state === "finished")).toBe(true);
});

test("a signed-in student gets the plain app shell (no signed-out page first), and the page again after logout", async ({
  context,
  request,
}) => {
  const student = newStudent("prerender");
  await signUp(request, student);
  const page = await context.newPage();
  await page.goto("/");
  expect(await htmlOf(page.request)).toContain("data-prerender");
  await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
  await logInThroughDialog(page, student.email, student.password);
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).toContain("medhavi_signed_in");
  expect(await htmlOf(page.request)).not.toContain("data-prerender");

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login/Signup" })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("medhavi_signed_in");
  expect(await htmlOf(page.request)).toContain("data-prerender");
});

test("the service worker registers on the prerendered home page too (the app starts after the load event)", async ({
  context,
}) => {
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("[data-prerender]").first().waitFor({ state: "detached" });
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "",
  );
  expect(script).toMatch(/\/sw\.js$/);
});

test("the demo test's instructions come in the HTML; the app takes over with them and starts the test", async ({
  browser,
  baseURL,
  request,
}) => {
  const demos = (await (await request.get("/api/user_demo_exam/exams")).json()).data as Array<{
    id: number;
    title: string;
  }>;
  const demo = demos[0]!;
  const url = `/demo-exam-start/${demo.id}`;

  const still = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const html = await still.newPage();
  await html.goto(url);
  await expect(html.getByRole("heading", { level: 1 })).toHaveText(demo.title);
  await expect(html.getByRole("button", { name: "Start test" })).toBeVisible();
  await still.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Whether the page's loading state ever showed: it must not, the app has the data from the HTML.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading the demo test"]'))
        (window as { loadingSeen?: boolean }).loadingSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await expect(page.locator("[data-prerender]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.title);
  expect(await page.evaluate(() => (window as { loadingSeen?: boolean }).loadingSeen)).toBeUndefined();
  // KaTeX's stylesheet (its font faces lay the whole page out again) is not loaded for instructions with no
  // formula, even once they are the app's; it comes with the test paper.
  const katexFonts = () =>
    page.evaluate(() => {
      let count = 0;
      document.fonts.forEach((font) => {
        if (font.family.includes("KaTeX")) count++;
      });
      return count;
    });
  await page.mouse.wheel(0, 2000);
  await hydrated(page);
  expect(await katexFonts()).toBe(0);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  expect(await katexFonts()).toBeGreaterThan(0);
  await context.close();
});
