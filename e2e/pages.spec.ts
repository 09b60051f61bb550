import { E2E_ADMIN } from "./support/env";
import { expect, test } from "./support/server";
import { shot } from "./support/shots";

// Issue 19: staff edit the About page in the back office and visitors see the change.

test("staff edit the About page, preview it, save; a visitor on a phone sees the change, and restoring brings the old text back", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a long journey: staff login, the rich-text editor, a second browser context
  const stamp = Date.now().toString(36);
  const lead = `We coach students across Bihar and beyond (${stamp}).`;

  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Staff login" });
  await form.getByRole("textbox", { name: "Email" }).fill(E2E_ADMIN.email);
  await form.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Pages" }).click();
  const table = page.getByRole("table", { name: "Editable pages" });
  await expect(table.getByRole("row")).toHaveCount(20); // header + 19 pages
  await table.getByRole("link", { name: "Edit About us" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about-us$/);
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  const editor = page.getByRole("form", { name: "Edit the page" });
  const leadField = editor.getByRole("textbox", { name: "Lead paragraph", exact: true });
  await expect(leadField).toHaveValue(/online coaching academy/);
  const oldLead = await leadField.inputValue();
  await leadField.fill(lead);
  await expect(page.getByText("Unsaved changes.")).toBeVisible();
  // The body in the shared rich-text editor: a new closing paragraph after the Careers section.
  const body = editor.getByRole("textbox", { name: "Page text", exact: true });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(`Open days every Saturday (${stamp}).`);

  await editor.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "Preview (not saved yet)" });
  await expect(preview.getByText(lead)).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Careers" })).toBeVisible();
  await shot(page, "pages-admin-preview", { fullPage: false });
  await preview.getByRole("button", { name: "Close" }).click();

  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Page saved.")).toBeVisible();
  const history = page.getByRole("list", { name: "Revisions" });
  await expect(history.getByRole("listitem").first()).toContainText("Current");
  await shot(page, "pages-admin-editor");

  // A visitor on a phone: the public page shows the new lead, with its section cards.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto("/about-us");
  await expect(visitor.getByRole("heading", { level: 1, name: "About Medhavi Academy" })).toBeVisible();
  await expect(visitor.getByText(lead)).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Careers" })).toBeVisible();
  await expect(visitor.getByText(`Open days every Saturday (${stamp}).`)).toBeVisible();
  // The nav's /about-us#careers anchor survives the editor rewriting the page.
  await expect(visitor.locator("#careers")).toHaveText("Careers");
  await expect(visitor).toHaveTitle("About Us | Medhavi Academy");
  await shot(visitor, "pages-about-phone", { fullPage: false });

  // Crawlers get the new description in the HTML itself, without running JavaScript.
  const html = await (await request.get("/about-us", { headers: { accept: "text/html" } })).text();
  expect(html).toContain(`<meta name="description" content="${lead}" />`);
  expect(html).toContain("<title>About Us | Medhavi Academy</title>");

  // Restore the text as it was: the earlier revision, saved again as a new one.
  const restore = history.getByRole("button", { name: /^Restore revision/ }).first();
  await restore.click();
  await page
    .getByRole("dialog", { name: /^Restore revision/ })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText(/Revision \d+ restored\./)).toBeVisible();
  await expect(leadField).toHaveValue(oldLead);
  await visitor.reload();
  await expect(visitor.getByText(oldLead)).toBeVisible();
  await expect(visitor.getByText(lead)).toHaveCount(0);
  await expect(visitor.getByText(`Open days every Saturday (${stamp}).`)).toHaveCount(0);
  await phone.close();
});
