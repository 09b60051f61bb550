import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/server";
import {
  apiCall,
  type CourseNode,
  createStudentSession,
  currentProfile,
  type StudentSession,
  seedStudent,
} from "./support/session";

// Issue 14: changes made offline are kept (IndexedDB), survive a reload, and arrive once when the
// connection is back; the app is installable (manifest + service worker) and its shell opens offline.

test.describe.configure({ timeout: 90_000 });

const COURSE = "JEE Main Complete Course";

async function subscribedStudent(request: APIRequestContext, tag: string): Promise<StudentSession> {
  const courses = await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses");
  const course = courses.data.find((c) => c.name === COURSE);
  const session = await createStudentSession(request, tag);
  await apiCall(request, session.token, "POST", "/user_study_materials/subscribe", {
    course_id: course?.id,
    subscription: "Free",
    subscription_start: 0,
    subscription_end: 0,
  });
  return { ...session, info: await currentProfile(request, session) };
}

/** Waits until the service worker is active (its precache complete), so the next load can be offline. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
}

/** Every answered request to `path` seen by the context, whatever page made it. */
function answered(context: BrowserContext, path: string): Array<{ status: number; key: string | null }> {
  const seen: Array<{ status: number; key: string | null }> = [];
  context.on("response", (response) => {
    if (new URL(response.url()).pathname === `/api${path}`) {
      seen.push({ status: response.status(), key: response.request().headers()["idempotency-key"] ?? null });
    }
  });
  return seen;
}

test("a profile edit made offline survives a reload and arrives once when the connection is back", async ({
  browser,
  request,
}) => {
  const session = await createStudentSession(request, "offline-profile");
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedStudent(page, session);
  const updates = answered(context, "/updateprofile");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Edit profile" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await form.getByRole("textbox", { name: "First name" }).fill("Offlinia");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toHaveCount(0);
  const banner = page
    .getByRole("alert")
    .filter({ hasText: "1 change will be sent when you're back online." });
  await expect(banner).toBeVisible();

  // Reload with the network still off: the service worker serves the app, the outbox still holds the edit.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(banner).toBeVisible();
  expect(updates.filter((u) => u.status > 0)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText("Sent: Your profile changes.")).toBeVisible({ timeout: 20_000 });
  await expect(banner).toHaveCount(0);
  const profile = await currentProfile(request, session);
  expect(profile.firstName).toBe("Offlinia");
  // One request reached the server, with its idempotency key.
  expect(updates).toHaveLength(1);
  expect(updates[0]?.status).toBe(200);
  expect(updates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  await context.close();
});

test("a forum answer posted offline arrives once when the connection is back", async ({
  browser,
  request,
}) => {
  const student = await subscribedStudent(request, "offline-forum");
  const asked = await apiCall<{ id: number }>(request, student.token, "POST", "/postque", {
    title: `Why does ice float on water? ${Date.now().toString(36)}`,
    body: "<p>Solids are usually denser than their liquids.</p>",
    course_id: student.info.course_id,
    subject: "Chemistry",
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedStudent(page, student);
  await page.goto(`/forum/${asked.data.id}`);
  await expect(page.getByRole("button", { name: "Post answer" })).toBeVisible();
  // A returning student: the app (service worker) is installed before the connection drops.
  await serviceWorkerReady(page);

  await context.setOffline(true);
  const text = "Hydrogen bonds hold ice in an open lattice, so it is less dense than water.";
  await page.getByRole("textbox", { name: "Answer" }).fill(text);
  await page.getByRole("button", { name: "Post answer" }).click();
  await expect(page.getByText("1 change will be sent when you're back online.")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Sent: Your forum answer.")).toBeVisible({ timeout: 20_000 });
  const thread = await apiCall<{ answers: Array<{ body: string }> }>(
    request,
    student.token,
    "POST",
    "/fetchans",
    {
      question_id: asked.data.id,
    },
  );
  expect(thread.data.answers.filter((a) => a.body.includes("Hydrogen bonds"))).toHaveLength(1);
  // The page shows it too (queries are refetched after delivery).
  await expect(page.getByText(text)).toBeVisible();
  await context.close();
});

test("installable: a manifest with maskable icons and brand colours, and an active service worker", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href as string)).json();
  expect(manifest).toMatchObject({
    name: "Medhavi Academy",
    short_name: "Medhavi",
    start_url: "/",
    display: "standalone",
    theme_color: "#5D4037",
    background_color: "#FFFBF3",
  });
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? "any"}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  expect(await serviceWorkerReady(page)).toMatch(/\/sw\.js$/);
  // Chromium's own installability check (what Android Chrome asks before offering "Install app").
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A Playwright context is incognito, which Chromium names as the only obstacle; nothing of the app's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

  // The precache holds the student's app (the test player among it) and leaves out the back office.
  const worker = await (await page.request.get("/sw.js")).text();
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  expect(precached.some((u) => /^assets\/TestPlayer-/.test(u as string))).toBe(true);
  expect(
    precached.filter((u) => /^assets\/(AdminLayout|QuestionBankPage|BlogEditorPage)-/.test(u as string)),
  ).toEqual([]);
});

test("the app shell opens with the network off and shows the offline state; no API reply is cached", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "You are offline" })).toBeVisible();
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((u) => new URL(u).pathname.startsWith("/api/"));
  });
  expect(cachedApi).toEqual([]);
  await context.close();
});

test("logout clears local storage; mobile-number fields keep digits only", async ({ browser, request }) => {
  const session = await createStudentSession(request, "logout-clears");
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedStudent(page, session);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit profile" }).click();
  const mobile = page
    .getByRole("form", { name: "Edit profile" })
    .getByRole("textbox", { name: "Mobile number" });
  await mobile.fill("");
  await mobile.pressSequentially("98ab76-54x");
  await expect(mobile).toHaveValue("9876-54");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBe(0);
  await context.close();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the floating buttons shrink to icons once the page is scrolled", async ({ page }) => {
    await page.goto("/");
    const enrol = page.getByRole("link", { name: "Enroll Now" });
    await expect(enrol).toContainText("Enroll Now");
    const wide = (await enrol.boundingBox())?.width ?? 0;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await enrol.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await expect(enrol).toHaveAccessibleName("Enroll Now");
  });
});
