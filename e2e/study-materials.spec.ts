import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./support/env";
import { makePdf } from "./support/pdf";
import { expect, test } from "./support/server";
import { apiCall, type CourseNode, createStudentSession, seedStaff, seedStudent } from "./support/session";
import { SHOTS, shot } from "./support/shots";

// Study materials end to end: staff upload a PDF and a video with a progress bar, a subscribed student
// opens both on a phone and comes back to the same page and position, an unsubscribed student sees them
// locked. SHOTS_DIR=/tmp/shots-materials also saves screenshots of each screen.

test.describe.configure({ timeout: 90_000 });

const COURSE = "JEE Main Complete Course";
const DAY = 86_400_000;
const VIDEO = readFileSync(join(import.meta.dirname, "fixtures", "lecture.webm")); // 12 s, VP9, 43 KB
const PDF = makePdf(["Kinematics: page one", "Kinematics: page two", "Kinematics: page three"]);
const PHONE = { width: 390, height: 844 };

/**
 * Records in the page every value the upload bar shows. A poll from the test can miss a short upload on a
 * busy machine: the dialog closed between two looks once.
 */
async function recordUploadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as { uploadProgress?: number[] }).uploadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = bar?.getAttribute("aria-valuenow");
      if (value != null) seen.push(Number(value));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  return () => page.evaluate(() => (window as { uploadProgress?: number[] }).uploadProgress ?? []);
}

async function courseId(request: APIRequestContext): Promise<number> {
  const courses = await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses");
  const found = courses.data.find((course) => course.name === COURSE);
  expect(found, `seeded course ${COURSE}`).toBeTruthy();
  return (found as CourseNode).id;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  return (await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", E2E_ADMIN)).data.token;
}

/** Adds a material with its file through the API (when the upload itself is not under test). */
async function addMaterial(
  request: APIRequestContext,
  token: string,
  body: { course_id: number; title: string; chapter: string; kind: "pdf" | "video" },
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<number> {
  const created = await apiCall<{ id: number }>(request, token, "POST", "/course_document", body);
  const reply = await request.fetch(`/api/course_document/${created.data.id}/file`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return created.data.id;
}

/** Buys the Yearly plan of the course through the sandbox checkout's API. */
async function buyYearly(request: APIRequestContext, token: string, course: number): Promise<void> {
  const now = Date.now();
  const order = await apiCall<{ order_id: string }>(request, token, "POST", "/payment/createorder", {
    course_id: course,
    subscription_type: "Yearly",
    subscription_start: now,
    subscription_end: now + 365 * DAY,
  });
  const paid = await apiCall<Record<string, string>>(request, token, "POST", "/payment/sandbox/pay", {
    order_id: order.data.order_id,
    outcome: "success",
  });
  await apiCall(request, token, "POST", "/payment/verify_payment", paid.data);
}

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);

test.describe("staff", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("upload a PDF and a video with a progress bar; the list shows size, type, uploader and date", async ({
    page,
    request,
  }) => {
    await seedStaff(page, request);
    await page.goto("/admin/upload-document");
    await expect(page.getByRole("heading", { level: 1, name: "Upload Document" })).toBeVisible();
    await expect(page).toHaveTitle(/Upload Document/);
    await shot(page, "admin-list");

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const throttleUpload = (bytesPerSecond: number) =>
      cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: bytesPerSecond,
      });

    const tag = unique();
    for (const item of [
      {
        kind: "PDF",
        label: "PDF file",
        title: `Kinematics notes ${tag}`,
        file: { name: "kinematics.pdf", mimeType: "application/pdf", buffer: PDF },
      },
      {
        kind: "Video",
        label: "Video file",
        title: `Projectile lecture ${tag}`,
        file: { name: "lecture.webm", mimeType: "video/webm", buffer: VIDEO },
      },
    ]) {
      await page.getByRole("button", { name: "Add material" }).click();
      const form = page.getByRole("dialog", { name: "Add material" });
      await form.getByRole("combobox", { name: "Course" }).fill("JEE Main Complete");
      await page
        .getByRole("option", { name: new RegExp(`${COURSE}$`) })
        .first()
        .click();
      await form.getByRole("textbox", { name: "Title" }).fill(item.title);
      await form.getByRole("textbox", { name: "Chapter or section" }).fill("Kinematics");
      await form.getByRole("button", { name: item.kind, exact: true }).click();
      await form.getByLabel(item.label).setInputFiles(item.file);
      // Slow the upload down (about 3 s for either file) so the progress bar has something to show.
      await throttleUpload(Math.ceil(item.file.buffer.length / 3));
      const shownProgress = await recordUploadProgress(page);
      await form.getByRole("button", { name: "Add material" }).click();
      if (item.kind === "Video") await shot(page, "admin-upload-progress");
      await expect(form).toBeHidden({ timeout: 20_000 });
      // The bar showed and moved while the bytes went out.
      expect(Math.max(0, ...(await shownProgress()))).toBeGreaterThan(0);
      await throttleUpload(-1);
      const row = page.getByRole("row").filter({ hasText: item.title });
      await expect(row).toBeVisible();
      await expect(row).toContainText(item.kind === "PDF" ? "PDF" : "Video");
      await expect(row).toContainText(/\d+(\.\d)? KB/);
      await expect(row).not.toContainText("No file yet");
    }
    await shot(page, "admin-list-after-upload");

    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "admin-list-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The uploaded PDF opens in the staff preview with its page count.
    await page.getByRole("button", { name: `Preview Kinematics notes ${tag}` }).click();
    const viewer = page.getByRole("dialog", { name: `Kinematics notes ${tag}` });
    await expect(viewer.getByText("Page 1 of 3")).toBeVisible();
  });
});

test.describe("a subscribed student on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("opens a PDF and a video and comes back to the same page and position", async ({ page, request }) => {
    const token = await staffToken(request);
    const course = await courseId(request);
    const tag = unique();
    const pdfTitle = `Laws of motion sheet ${tag}`;
    const videoTitle = `Circular motion lecture ${tag}`;
    await addMaterial(
      request,
      token,
      { course_id: course, title: pdfTitle, chapter: `Mechanics ${tag}`, kind: "pdf" },
      { name: "laws.pdf", mimeType: "application/pdf", buffer: PDF },
    );
    await addMaterial(
      request,
      token,
      { course_id: course, title: videoTitle, chapter: `Mechanics ${tag}`, kind: "video" },
      { name: "circular.webm", mimeType: "video/webm", buffer: VIDEO },
    );

    const session = await createStudentSession(request, "reader");
    await buyYearly(request, session.token, course);
    const info = (
      await apiCall<typeof session.info>(request, session.token, "POST", "/getProfile", {
        email: session.student.email,
      })
    ).data;
    await seedStudent(page, session, info);

    await page.goto("/study-materials");
    await expect(page.getByRole("heading", { level: 1, name: "Study Materials" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search materials" }).fill(tag);
    await shot(page, "student-list-phone");

    // PDF: go to page 2, close, open again: page 2.
    await page.getByRole("button", { name: `Open ${pdfTitle}` }).click();
    let viewer = page.getByRole("dialog", { name: pdfTitle });
    await expect(viewer.getByText("Page 1 of 3")).toBeVisible();
    // pdf.js's data files (for PDFs with fonts they do not embed, CJK text, JPEG 2000 images) are served
    // beside the app, where the viewer points pdf.js (scripts/pdfjs-data.mjs).
    for (const file of ["cmaps/UniGB-UCS2-H.bcmap", "standard_fonts/FoxitDingbats.pfb", "wasm/openjpeg.wasm"])
      expect((await page.request.get(`/pdfjs/${file}`)).status(), file).toBe(200);
    // A page change is saved at once.
    const saved = page.waitForRequest(
      (r) =>
        r.method() === "PUT" &&
        r.url().includes("/progress") &&
        (r.postDataJSON() as { position: number }).position === 2,
    );
    await viewer.getByRole("button", { name: "Next page" }).click();
    await expect(viewer.getByText("Page 2 of 3")).toBeVisible();
    await saved;
    await shot(page, "student-pdf-phone");
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(viewer).toBeHidden();
    await page.reload();
    await page.getByRole("searchbox", { name: "Search materials" }).fill(tag);
    await expect(page.getByRole("listitem", { name: pdfTitle })).toContainText("Stopped at page 2");
    await page.getByRole("button", { name: `Continue ${pdfTitle}` }).click();
    viewer = page.getByRole("dialog", { name: pdfTitle });
    await expect(viewer.getByText("Page 2 of 3")).toBeVisible();
    await viewer.getByRole("button", { name: "Close" }).click();

    // Video: seek to 0:07 (saved at once, as a pause is), close; after a reload it opens at 0:07.
    await page.getByRole("button", { name: `Open ${videoTitle}` }).click();
    viewer = page.getByRole("dialog", { name: videoTitle });
    const video = viewer.locator("video");
    await expect(video).toHaveAttribute("data-started", "true");
    const position = page.waitForRequest(
      (r) =>
        r.method() === "PUT" &&
        r.url().includes("/progress") &&
        (r.postDataJSON() as { position: number }).position === 7,
    );
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.currentTime = 7;
      await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
    });
    await position;
    await shot(page, "student-video-phone");
    await viewer.getByRole("button", { name: "Close" }).click();
    await page.reload();
    await page.getByRole("searchbox", { name: "Search materials" }).fill(tag);
    await expect(page.getByRole("listitem", { name: videoTitle })).toContainText("Stopped at 0:07");
    await page.getByRole("button", { name: `Continue ${videoTitle}` }).click();
    const again = page.getByRole("dialog", { name: videoTitle }).locator("video");
    await expect(again).toHaveAttribute("data-started", "true");
    await expect.poll(() => again.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(7);

    await page.getByRole("dialog", { name: videoTitle }).getByRole("button", { name: "Close" }).click();
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole("searchbox", { name: "Search materials" }).fill("");
      await shot(page, "student-list-desktop");
    }

    // The profile offers to continue the last one.
    await page.goto("/profile");
    await expect(page.getByText("Continue where you left off")).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue where you left off" })).toContainText(videoTitle);
    await shot(page, "profile-continue");
  });
});

test.describe("an unsubscribed student", () => {
  test.use({ viewport: PHONE });

  test("sees the course's materials locked, with the subscription prompt, and cannot fetch the files", async ({
    page,
    request,
  }) => {
    const token = await staffToken(request);
    const course = await courseId(request);
    const tag = unique();
    const title = `Locked notes ${tag}`;
    const id = await addMaterial(
      request,
      token,
      { course_id: course, title, chapter: "Kinematics", kind: "pdf" },
      { name: "locked.pdf", mimeType: "application/pdf", buffer: PDF },
    );
    const session = await createStudentSession(request, "nosub");
    await seedStudent(page, session);

    await page.goto("/study-materials");
    await expect(page.getByRole("heading", { name: "Subscribe to open these materials" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search materials" }).fill(tag);
    const row = page.getByRole("listitem", { name: title });
    await expect(row).toContainText("Locked");
    await expect(row.getByRole("button", { name: `Open ${title}` })).toHaveCount(0);
    await shot(page, "student-locked-phone");
    await row.getByRole("button", { name: `Unlock ${title}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();

    const access = await apiCall(
      request,
      session.token,
      "GET",
      `/user_study_materials/${id}/access`,
      undefined,
      true,
    );
    expect(access.httpStatus).toBe(403);
    expect(access.status).toBe("error");
  });
});

test.describe("a visitor", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens the demo materials, marked as samples, without logging in", async ({ page }) => {
    await page.goto("/study-materials");
    await expect(page.getByRole("button", { name: "Login/Signup" }).last()).toBeVisible();
    await page.getByRole("link", { name: "See the free demo materials" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Demo Study Materials" })).toBeVisible();
    await expect(page.getByText("Sample", { exact: true }).first()).toBeVisible();
    await shot(page, "demo-materials");
    await page
      .getByRole("button", { name: /^Open / })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByText(/Page 1 of \d+/)).toBeVisible();
    await shot(page, "demo-pdf");
    await page.goto("/demo-lecture");
    await expect(page.getByRole("heading", { level: 1, name: "Demo Lecture" })).toBeVisible();
    await shot(page, "demo-lecture");
  });
});
