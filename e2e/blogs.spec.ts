import { expect, test } from "./support/server";
import { seedStaff } from "./support/session";
import { shot } from "./support/shots";

// Blogs end to end: staff write a post with an image and a formula in the rich-text editor (the draft
// saves itself), preview it and publish it; a visitor finds it on /blogs and reads it on a phone.
// SHOTS_DIR=/tmp/shots-blogs also saves screenshots of each screen.

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
// An 8 × 8 PNG, rust-coloured.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM44GCAFTEMLQkA1ntMAYJZX9cAAAAASUVORK5CYII=",
  "base64",
);

test("staff write and publish a post with an image and a formula; a visitor reads it on a phone", async ({
  page,
  request,
  browser,
}) => {
  const title = `Rotational motion cheat sheet ${Date.now().toString(36)}`;
  await seedStaff(page, request);
  await page.goto("/admin/blogs");
  await expect(page.getByRole("heading", { name: "Blogs" })).toBeVisible();
  // The seeded posts are listed with their status.
  await expect(page.getByText("How to Plan the Last 60 Days Before JEE Main").first()).toBeVisible();
  await shot(page, "admin-list");

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  const article = page.getByRole("textbox", { name: "Article", exact: true });
  await article.click();
  await page.keyboard.type("The moment of inertia of a ring about its axis is ");

  await page.getByRole("button", { name: "Formula" }).click();
  await page.getByRole("textbox", { name: "LaTeX" }).fill("I = MR^2");
  await expect(page.getByLabel("Formula preview").locator(".katex")).toBeVisible();
  await page.getByRole("button", { name: "Insert" }).click();

  await page
    .getByLabel("Article image file")
    .setInputFiles({ name: "ring.png", mimeType: "image/png", buffer: PNG });
  await expect(article.locator('img[src^="/uploads/"]')).toHaveCount(1);

  // The draft saves itself and the address becomes the post's.
  await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
  await expect(page.getByTestId("save-state")).toHaveText(/Saved at/);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(
    /^rotational-motion-cheat-sheet-/,
  );
  await shot(page, "admin-editor");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.locator(".katex")).toBeVisible();
  await shot(page, "admin-preview");
  await preview.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Post published.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = await page.getByRole("textbox", { name: "Slug", exact: true }).inputValue();

  // A visitor on a phone, without any session.
  const visitor = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await visitor.newPage();
  await phone.goto("/blogs");
  await expect(phone.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
  await shot(phone, "phone-blog-list");
  await phone.getByRole("link", { name: new RegExp(title) }).click();
  await expect(phone).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(phone.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(phone.locator(".article-body .katex")).toBeVisible();
  const image = phone.locator('.article-body img[src^="/uploads/"]');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(phone.getByRole("link", { name: "Share on WhatsApp" }).first()).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(phone.getByRole("button", { name: "Copy link" }).first()).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "phone-post");

  // Opened directly (a shared link), a post is a server-rendered page without the app: formulas typeset by
  // the server, the site's menus, share buttons, the image, and no application JavaScript.
  await phone.goto(`/blogs/${slug}`);
  await expect(phone.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(phone.locator(".article-body .katex")).toBeVisible();
  await expect(phone.locator('.article-body img[src^="/uploads/"]')).toBeVisible();
  await expect(phone.locator('script[type="module"]')).toHaveCount(0);
  await expect(
    phone.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }),
  ).toBeVisible();
  const copy = phone.getByRole("button", { name: "Copy link" }).first();
  await copy.click();
  await expect(phone.getByRole("status").first()).toHaveText(
    /^(Link copied\.|Copy the address from the browser's address bar\.)$/,
  );

  // A seeded guide with formulas and related posts.
  await phone.goto("/blogs/jee-physics-kinematics-formulas-with-worked-examples");
  await expect(phone.locator(".article-body .katex-display").first()).toBeVisible();
  await expect(phone.getByRole("heading", { name: "Related posts" })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, "phone-guide");
  // "All posts" leads back into the app.
  await phone.getByRole("link", { name: "← All posts" }).click();
  await expect(phone.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();

  // An unknown slug is the 404 page inside the shell.
  await phone.goto("/blogs/no-such-post");
  await expect(phone.getByRole("heading", { name: "Page not found" })).toBeVisible();

  // Staff take the post down (on a phone too); the visitor's link then finds nothing.
  await page.setViewportSize(PHONE);
  await shot(page, "phone-admin-editor");
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Post unpublished.")).toBeVisible();
  await phone.goto(`/blogs/${slug}`);
  await expect(phone.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await visitor.close();
});
