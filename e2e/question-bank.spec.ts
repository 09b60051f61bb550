import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/server";
import { seedStaff } from "./support/session";
import { shot } from "./support/shots";

// Journeys through the question bank (/admin/questions) and the exam composer (/admin/exam), as staff.

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("question bank", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("staff writes a multi-select question with a formula, previews it with KaTeX, saves and finds it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await seedStaff(page, request);
    await page.goto("/admin/questions");
    await expect(page.getByRole("heading", { level: 1, name: "Questions" })).toBeVisible();
    const table = page.getByRole("table", { name: "Questions" });
    await expect(table.getByRole("row")).toHaveCount(21); // header + 20 of the 72 seeded questions
    await expect(page.getByText(/1–20 of \d+/)).toBeVisible();
    await shot(page, "question-list-1280");

    await page.getByRole("button", { name: "New question" }).click();
    const dialog = page.getByRole("dialog", { name: "New question" });
    await choose(page, dialog, "Answer type", "Multi Select");
    await dialog.getByRole("combobox", { name: "Subject" }).fill("Mathematics");
    await dialog.getByRole("combobox", { name: "Topic" }).fill("Quadratics");
    const tag = `roots${Date.now()}`;
    await dialog.getByLabel("Question text").fill(`Which are the roots (${tag}) of $x^2 - 5x + 6 = 0$?`);
    for (const [key, text] of [
      ["A", "$2$"],
      ["B", "$3$"],
      ["C", "$5$"],
      ["D", "$6$"],
    ] as const) {
      await dialog.getByLabel(`Option ${key}`, { exact: true }).fill(text);
    }
    await dialog.getByRole("checkbox", { name: "Option A is correct" }).check();
    await dialog.getByRole("checkbox", { name: "Option B is correct" }).check();
    await dialog.getByLabel("Solution").fill("Factorise: $(x-2)(x-3) = 0$.");

    const preview = dialog.getByRole("region", { name: "Preview" });
    await expect(preview.locator(".katex").first()).toBeVisible();
    await expect(preview.locator(".katex-mathml").first()).toContainText("x");
    await expect(preview.getByRole("checkbox")).toHaveCount(4);
    await expect(preview).toContainText(tag);
    await shot(page, "editor-preview-1280", { fullPage: false });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/questions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Save question" }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Question saved.")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").nth(1);
    await expect(row).toContainText(tag);
    await expect(row).toContainText("Multi Select");
    await expect(row.locator(".katex").first()).toBeVisible();

    // Editing opens the saved question with both correct answers ticked.
    await row.getByRole("button", { name: /^Edit question/ }).click();
    const edit = page.getByRole("dialog", { name: /^Edit question #\d+$/ });
    await expect(edit.getByRole("checkbox", { name: "Option A is correct" })).toBeChecked();
    await expect(edit.getByRole("checkbox", { name: "Option B is correct" })).toBeChecked();
    await expect(edit.getByRole("checkbox", { name: "Option C is correct" })).not.toBeChecked();
  });

  test("staff downloads the CSV template and imports it: the report shows 4 imported", async ({
    page,
    request,
  }) => {
    const token = await seedStaff(page, request);
    await page.goto("/admin/questions");
    await expect(page.getByRole("table", { name: "Questions" })).toBeVisible();

    // The page's download carries the staff token and saves the server's template.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download template" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("question-bank-template.csv");
    const downloaded = readFileSync(await download.path(), "utf8");
    const template = await request.get("/api/questions/template.csv", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(template.ok()).toBe(true);
    const csv = await template.text();
    expect(downloaded).toBe(csv);

    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import questions from CSV" });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "question-bank-template.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await expect(dialog).toContainText("question-bank-template.csv");
    await dialog.getByRole("button", { name: "Import", exact: true }).click();

    const report = dialog.getByRole("region", { name: "Import report" });
    // The template's four rows: single, multi, written and numerical.
    await expect(report).toContainText("Imported 4 questions.");
    await expect(report).toContainText("4 imported, 0 refused, 4 rows in the file.");
    const rows = report.getByRole("table", { name: "Rows" }).getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(report.getByText("Imported", { exact: true })).toHaveCount(4);
    await expect(report).toContainText("Chemistry: Which of these are noble gases?");
    await shot(page, "import-report-1280", { fullPage: false });

    // Re-importing the same rows plus a broken one: the file is refused as a whole, with the reason per
    // line: the template's rows are already in the bank (reported, not duplicated), the last lacks a subject.
    const broken = `${csv.trimEnd()}\n${csv.trimEnd().split(/\r?\n/)[1]?.replace("Mathematics", "")}\n`;
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "broken.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(broken),
    });
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(report).toContainText(
      "5 of 5 rows have errors (4 already in the bank or repeated), so nothing was imported.",
    );
    await expect(report.getByText("Refused", { exact: true })).toHaveCount(5);
    await expect(report).toContainText("in the bank has the same text and course.");
    await expect(report).toContainText("subject: This field is required.");

    // A sheet whose columns are wrong says what to fix, not "0 rows in the file".
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "renamed.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv.replace("subject", "chapter")),
    });
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect(report).toContainText("The file's columns need fixing before any row can be read");
    await expect(report).toContainText("Unknown column: chapter");
    await expect(report).not.toContainText("rows in the file");

    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill("noble gases");
    await expect(page.getByRole("table", { name: "Questions" }).getByRole("row").nth(1)).toContainText(
      "Which of these are noble gases?",
    );
  });

  test("on a phone the bank and the editor stay usable", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedStaff(page, request);
    await page.goto("/admin/questions");
    // Phones get one card per question, with its whole text (no column cut off).
    await expect(page.getByRole("list", { name: "Questions" }).getByRole("listitem")).toHaveCount(20);
    await shot(page, "question-list-390", { fullPage: false });
    await page.getByRole("button", { name: "New question" }).click();
    const dialog = page.getByRole("dialog", { name: "New question" });
    await dialog.getByLabel("Question text").fill("Evaluate $\\int_0^1 x\\,dx$.");
    await expect(dialog.getByRole("region", { name: "Preview" }).locator(".katex")).toBeVisible();
    await dialog.getByRole("button", { name: "Save question" }).click();
    await expect(dialog.getByText("Fix the marked fields.")).toBeVisible();
    await expect(dialog.getByText("A single-select question has exactly one correct option.")).toBeVisible();
    await shot(page, "editor-390", { fullPage: false });
  });
});

test.describe("exam composer", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("staff builds an exam from the bank, publishes it and sees it published", async ({
    page,
    request,
  }) => {
    test.slow(); // the longest journey: near 30 s on a loaded 2-core machine
    await seedStaff(page, request);
    await page.goto("/admin/exam");
    await expect(page.getByRole("heading", { level: 1, name: "Exam" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Exams" }).getByText("Published").first()).toBeVisible();

    await page.getByRole("button", { name: "New exam" }).click();
    const settings = page.getByRole("dialog", { name: "New exam" });
    const title = `E2E mock ${Date.now()}`;
    await settings.getByLabel("Title").fill(title);
    await settings.getByRole("combobox", { name: "Course" }).click();
    await page.getByRole("option").nth(1).click(); // a course of the tree
    await settings.getByLabel("Duration (minutes)").fill("60");
    const day = 24 * 60 * 60 * 1000;
    const local = (ms: number) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    // The window is typed on the academy's clock (IST), whatever the browser's zone.
    await settings.getByLabel("Opens (IST)", { exact: true }).fill(local(Date.now() + day));
    await settings.getByLabel("Closes (IST)", { exact: true }).fill(local(Date.now() + 3 * day));
    await settings.getByRole("button", { name: "Add section" }).click();
    await settings.getByLabel("Section 1 name").fill("Physics");
    await settings.getByRole("button", { name: "Add section" }).click();
    await settings.getByLabel("Section 2 name").fill("Chemistry");
    await settings.getByRole("button", { name: "Create exam" }).click();
    await expect(settings).toBeHidden();

    // The composer opens on the new draft.
    await expect(page).toHaveURL(/\/admin\/exam\?id=\d+$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const totals = page.getByRole("status", { name: "Totals" });
    await expect(totals).toHaveText("0 questions0 marks60 minutes");

    // Publishing asks first, with how many students it tells; an empty exam is refused with the reasons.
    await page.getByRole("button", { name: "Publish" }).click();
    const confirm = page.getByRole("dialog", { name: `Publish “${title}”?` });
    await expect(confirm).toContainText(
      /\d+ students? whose plan covers this course will be notified of a new test\./,
    );
    await confirm.getByRole("button", { name: "Publish" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/Not published: .*question/)).toBeVisible();

    for (const [section, count] of [
      ["Physics", 2],
      ["Chemistry", 1],
    ] as const) {
      await page.getByRole("button", { name: `Add from bank to ${section}` }).click();
      const picker = page.getByRole("dialog", { name: "Add questions from the bank" });
      await picker.getByRole("combobox", { name: "Subject" }).click();
      await page.getByRole("option", { name: section, exact: true }).click();
      const boxes = picker.getByRole("checkbox", { name: /^Select question/ });
      await expect(boxes.first()).toBeEnabled();
      for (let i = 0; i < count; i++) await boxes.nth(i).check();
      await picker.getByRole("button", { name: `Add ${count} question${count === 1 ? "" : "s"}` }).click();
      await expect(picker).toBeHidden();
      await expect(
        page.getByRole("region", { name: section }).getByRole("table").getByRole("row"),
      ).toHaveCount(count + 1);
    }
    // +4 / −1 scheme: 3 questions, 12 marks.
    await expect(totals).toHaveText("3 questions12 marks60 minutes");
    await shot(page, "exam-composer-1280");

    // Reorder, then save; under a fixed scheme every question takes the scheme's marks.
    const physics = page.getByRole("region", { name: "Physics" });
    const firstId = await physics.getByRole("row").nth(1).locator("td").nth(1).textContent();
    await physics
      .getByRole("button", { name: /^Move question \d+ down$/ })
      .first()
      .click();
    await expect(physics.getByRole("row").nth(2).locator("td").nth(1)).toHaveText(firstId ?? "");
    await expect(physics.getByRole("spinbutton", { name: /^Marks for question/ }).first()).toBeDisabled();
    await expect(totals).toHaveText("3 questions12 marks60 minutes");
    const put = page.waitForResponse(
      (r) => /\/api\/exams\/\d+\/questions$/.test(r.url()) && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Save questions" }).click();
    expect((await put).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Save questions" })).toBeHidden();

    await page.getByRole("button", { name: "Publish" }).click();
    await page
      .getByRole("dialog", { name: `Publish “${title}”?` })
      .getByRole("button", { name: "Publish" })
      .click();
    await expect(
      page
        .getByRole("main")
        .getByRole("alert")
        .filter({ hasText: /Exam published\. \d+ students? notified\./ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

    // Back in the list, the exam reads as published with its 3 questions.
    await page.getByRole("button", { name: "Back to exams" }).click();
    await page.getByRole("searchbox", { name: "Search titles" }).fill(title);
    const row = page.getByRole("table", { name: "Exams" }).getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Published");
    await expect(row.getByRole("cell").nth(3)).toHaveText("3");
  });
});
