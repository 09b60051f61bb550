import { E2E_ADMIN } from "./support/env";
import { expect, test } from "./support/server";
import {
  apiCall,
  type CourseNode,
  createStudentSession,
  currentProfile,
  seedStaff,
  seedStudent,
} from "./support/session";

// Issue 12: the back office as staff use it.

test("staff log in to the dashboard, find a student, grant a 3-month plan with a reason and see it in the audit log; the student sees the plan", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000); // two browsers and a dozen screens
  const session = await createStudentSession(request, "grant");
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Staff login" });
  await form.getByRole("textbox", { name: "Email" }).fill(E2E_ADMIN.email);
  await form.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("New signups").first()).toBeVisible();
  // The e2e server has no Razorpay keys: every back-office page says payments are in sandbox.
  await expect(page.getByRole("note")).toContainText("Payments are in sandbox mode");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search name, email, mobile" }).fill(session.student.email);
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("cell", { name: session.student.email }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Asha ${session.student.lastName}` }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Grant or extend a plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Grant or extend a plan" });
  await dialog.getByRole("combobox", { name: "Course" }).fill("JEE Main Complete");
  await page.getByRole("option", { name: "JEE Main Complete Course" }).click();
  await expect(dialog.getByRole("combobox", { name: "Plan" })).toHaveText(/Free 3 months/);
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Won the scholarship test");
  await dialog.getByRole("button", { name: "Grant plan" }).click();
  await expect(page.getByText("Plan granted.")).toBeVisible();
  await expect(page.getByText(/Free 3 months · ends/)).toBeVisible();

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  const audit = page.getByRole("table", { name: "Audit log" });
  const entry = audit
    .getByRole("row")
    .filter({ hasText: `user:${session.info.userid}` })
    .first();
  await expect(entry).toContainText("grant-plan");
  await expect(entry).toContainText("Won the scholarship test");
  await expect(entry).toContainText("IST");

  // The student, in their own browser, sees the plan on their profile.
  const studentPage = await browser.newPage();
  await seedStudent(studentPage, session, await currentProfile(request, session));
  await studentPage.goto("/profile");
  await expect(studentPage.getByText("Free 3 months").first()).toBeVisible();
  await expect(studentPage.getByText("JEE Main Complete Course").first()).toBeVisible();
  await studentPage.close();
});

test("staff open an exam's results and item statistics and export the CSV", async ({ page, request }) => {
  // A student sits the seeded JEE Main mock test.
  const session = await createStudentSession(request, "results");
  const courses = (await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses")).data;
  const jee = courses.find((c) => c.name === "JEE Main Complete Course")!;
  await apiCall(request, session.token, "POST", "/user_study_materials/subscribe", {
    course_id: jee.id,
    subscription: "Free",
    subscription_start: 0,
    subscription_end: 0,
  });
  const active = await apiCall<{ exams: Array<{ id: number; title: string }> }>(
    request,
    session.token,
    "GET",
    "/user_exam/active",
  );
  const exam = active.data.exams[0]!;
  const attempt = await apiCall<{ attemptId: number; questions: Array<{ id: number }> }>(
    request,
    session.token,
    "POST",
    `/user_exam/${exam.id}/start`,
  );
  await apiCall(
    request,
    session.token,
    "PUT",
    `/user_exam/attempts/${attempt.data.attemptId}/answers/${attempt.data.questions[0]!.id}`,
    {
      selected: ["A"],
      seq: 1,
      time_spent_ms: 8000,
    },
  );
  await apiCall(request, session.token, "POST", `/user_exam/attempts/${attempt.data.attemptId}/submit`);

  await seedStaff(page, request);
  await page.goto("/admin/exam");
  await page
    .getByRole("link", { name: `Results of ${exam.title}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Results: ${exam.title}` })).toBeVisible();
  const attempts = page.getByRole("table", { name: "Attempts" });
  await expect(attempts.getByRole("row").filter({ hasText: session.student.email })).toHaveCount(1);

  const attemptsCsv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await attemptsCsv).suggestedFilename()).toBe(`results-exam-${exam.id}.csv`);

  await page.getByRole("tab", { name: "Item statistics" }).click();
  const items = page.getByRole("table", { name: "Item statistics" });
  await expect(items.getByRole("columnheader", { name: "Discrimination" })).toBeVisible();
  await expect(items.getByRole("row").nth(1)).toContainText(/A: \d+/);
  const itemsCsv = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await itemsCsv;
  expect(download.suggestedFilename()).toBe(`item-statistics-exam-${exam.id}.csv`);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path, "utf8")).toMatch(/Q,Question,Key,Facility,Discrimination/);
});
