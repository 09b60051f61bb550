import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/server";
import {
  apiCall,
  type CourseNode,
  createStudentSession,
  currentProfile,
  type StudentSession,
  seedStaff,
  seedStudent,
} from "./support/session";
import { shot } from "./support/shots";

// Journeys through the course catalogue, the subscription screen, the free trial, the sandbox checkout,
// payment history and the back office's course and payment screens, against the real server.
//
// SHOTS_DIR=/tmp/shots-subscription also saves screenshots of each screen on the way.

// Journeys sign students up and walk several screens; give them room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const COURSE = "JEE Main Complete Course";
const DAY = 86_400_000;

async function courseId(request: APIRequestContext, name: string): Promise<number> {
  const courses = await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses");
  const found = courses.data.find((course) => course.name === name);
  expect(found, `seeded course ${name}`).toBeTruthy();
  return found!.id;
}

/** A student on the 15-day trial of the JEE Main Complete Course. */
async function freeStudent(request: APIRequestContext, tag: string): Promise<StudentSession> {
  const session = await createStudentSession(request, tag);
  const now = Date.now();
  const reply = await apiCall<StudentSession["info"]>(
    request,
    session.token,
    "POST",
    "/user_study_materials/subscribe",
    {
      course_id: await courseId(request, COURSE),
      subscription: "Free",
      subscription_start: now,
      subscription_end: now + 15 * DAY,
    },
  );
  return { ...session, info: reply.data };
}

const card = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`) });
const toast = (page: Page, text: string) => page.locator("#notistack-snackbar").filter({ hasText: text });

test.describe("visitor", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the free-subscription prompt and the subscription page both lead to the login dialog", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Avail 15 Days Free Subscription" }).click();
    const login = page.getByRole("dialog");
    await expect(login).toBeVisible();
    await expect(login.getByRole("textbox", { name: "Email" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();

    await page.goto("/course-subscription");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to a course" })).toBeVisible();
    const prompt = page.getByRole("alert").filter({ hasText: "Log in to subscribe" });
    await expect(prompt).toBeVisible();
    // Visitors may look around: the drill-down and the plans are there.
    await expect(card(page, "JEE (Category)")).toBeVisible();
    await prompt.getByRole("button", { name: "Login/Signup" }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "Email" })).toBeVisible();
  });

  test("/courses lists the catalogue with both prices and Subscribe asks a visitor to log in", async ({
    page,
  }) => {
    await page.goto("/courses");
    const jee = page.getByRole("region", { name: "JEE (Category)" });
    const row = jee.getByRole("row", { name: new RegExp(COURSE) });
    await expect(row).toContainText("₹24,999");
    await expect(row).toContainText("₹44,999");
    await shot(page, "courses-1280");
    await row.getByRole("button", { name: `Subscribe to ${COURSE}` }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "Email" })).toBeVisible();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drill-down and the plan view fit a phone", async ({ page }) => {
    await page.goto("/course-subscription");
    await card(page, "JEE (Category)").click();
    await expect(card(page, "JEE Main (Program)")).toBeVisible();
    await shot(page, "drill-down-390");
    await card(page, "JEE Main (Program)").click();
    await card(page, `${COURSE} (Course)`).click();
    await expect(page.getByRole("heading", { level: 2, name: COURSE })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Select / })).toHaveCount(3);
    // One column: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "plan-view-390");

    await page.goto("/courses");
    const row = page
      .getByRole("region", { name: "JEE (Category)" })
      .getByRole("listitem")
      .filter({ hasText: COURSE });
    await expect(row).toContainText("Half Yearly ₹24,999");
    await expect(row).toContainText("Yearly ₹44,999");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "courses-390");
  });
});

test.describe("student", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new student drills down, takes the 15 Days Trial and lands on the profile", async ({
    page,
    request,
  }) => {
    const session = await createStudentSession(request, "trial");
    await seedStudent(page, session);
    await page.goto("/");
    await page.getByRole("button", { name: "Subscribe to get full access" }).click();
    await expect(page).toHaveURL(/\/course-subscription$/);
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to a course" })).toBeVisible();

    const back = page.getByRole("button", { name: "Back", exact: true });
    await expect(back).toBeDisabled();
    await shot(page, "drill-down-1280");
    await card(page, "JEE (Category)").click();
    await expect(back).toBeEnabled();
    await card(page, "JEE Main (Program)").click();
    await card(page, `${COURSE} (Course)`).click();

    await expect(page.getByRole("heading", { level: 2, name: COURSE })).toBeVisible();
    await expect(page.getByRole("region", { name: "15 Days Trial", exact: true })).toContainText("Free");
    await expect(page.getByRole("region", { name: "Half Yearly", exact: true })).toContainText("₹24,999");
    await expect(page.getByRole("region", { name: "Yearly", exact: true })).toContainText("₹44,999");
    await shot(page, "plan-view-1280");

    await page.getByRole("button", { name: "Select 15 Days Trial" }).click();
    await expect(toast(page, "Subscribed successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("button", { name: "Go for premium to get full access" })).toBeVisible();

    const info = await currentProfile(request, session);
    expect(info.subscription).toBe("Free");
    expect(info.course_id).toBe(await courseId(request, COURSE));
  });

  test("an expired student sees the expiry alert with their course preselected and the trial disabled", async ({
    page,
    request,
  }) => {
    const session = await freeStudent(request, "expired");
    // The screen decides from the user info, which the app also refreshes from the server at start: both
    // say the plan ended (the server's answer as it will be once the 15 days have passed).
    const expired = { ...session.info, subscription_end: Date.now() - DAY };
    await page.route("**/api/getProfile", (route) =>
      route.fulfill({ json: { status: "success", message: "", data: expired } }),
    );
    await seedStudent(page, session, expired);
    await page.goto("/");
    await page.getByRole("button", { name: "Subscription expired" }).click();

    const alert = page.getByRole("alert").filter({ hasText: "Your subscription expired." });
    await expect(alert).toContainText("Please re-subscribe.");
    await expect(page.getByRole("heading", { level: 2, name: COURSE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Select 15 Days Trial" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Select Half Yearly" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Select Yearly" })).toBeEnabled();
  });
});

test.describe("paying through the sandbox checkout", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ mode: "serial" });

  let session: StudentSession;

  test.beforeAll(async ({ playwright }) => {
    // One student for both journeys (the failure first), from an address of its own.
    const request = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      extraHTTPHeaders: { "X-Forwarded-For": "198.19.7.7" },
    });
    session = await freeStudent(request, "buyer");
    await request.dispose();
  });

  async function chooseYearly(page: Page) {
    await seedStudent(page, session, await currentProfile(page.request, session));
    await page.goto("/course-subscription");
    await expect(
      page.getByRole("alert").filter({ hasText: "Subscribe to premium to get full access." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Select 15 Days Trial" })).toBeDisabled();
    await page.getByRole("button", { name: "Select Yearly" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("Subscribe Yearly for ₹44,999");
    return confirm;
  }

  test("a failed payment says Payment Failed! and leaves the subscription unchanged", async ({ page }) => {
    const before = await currentProfile(page.request, session);
    const confirm = await chooseYearly(page);
    await confirm.getByRole("button", { name: "Yes" }).click();

    const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
    await expect(checkout).toContainText("Test payment");
    await expect(checkout).toContainText(`${COURSE}: Yearly`);
    await checkout.getByRole("button", { name: "Fail payment" }).click();
    await expect(toast(page, "Payment Failed!")).toBeVisible();
    await expect(checkout).toBeHidden();
    await expect(page).toHaveURL(/\/course-subscription$/);

    const after = await currentProfile(page.request, session);
    expect(after.subscription).toBe("Free");
    expect(after.subscription_end).toBe(before.subscription_end);
    const history = await apiCall<{ items: { status: string }[] }>(
      page.request,
      session.token,
      "GET",
      "/payment/getPaymentHistory?page=1&pageSize=10",
    );
    expect(history.data.items.map((item) => item.status)).toEqual(["attempted"]);
  });

  test("a Free student buys Yearly, lands on the profile, and payment history lists it", async ({ page }) => {
    const confirm = await chooseYearly(page);
    await shot(page, "confirm-dialog", { fullPage: false });
    await confirm.getByRole("button", { name: "Yes" }).click();

    const checkout = page.getByRole("dialog", { name: "Sandbox checkout" });
    await expect(checkout).toBeVisible();
    await shot(page, "sandbox-checkout", { fullPage: false });
    await checkout.getByRole("button", { name: "Pay ₹44,999" }).click();
    await expect(toast(page, "Payment successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    // A live paid plan: no subscription prompt any more.
    await expect(page.getByRole("link", { name: "Enroll Now" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go for premium to get full access" })).toHaveCount(0);

    const info = await currentProfile(page.request, session);
    expect(info.subscription).toBe("Yearly");

    await page.goto("/payment-history");
    const table = page.getByRole("table", { name: "Payment history" });
    const paid = table.getByRole("row").filter({ hasText: "Paid" });
    await expect(paid).toContainText(COURSE);
    await expect(paid).toContainText("Yearly");
    await expect(paid).toContainText("₹44,999");
    // The failed attempt before was on this same order (one waits for a payment at a time), now paid.
    await expect(table.getByRole("row").filter({ hasText: "Attempt failed" })).toHaveCount(0);
    await shot(page, "payment-history");
  });
});

test.describe("staff", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/admin/course adds a node that the public /courses list shows", async ({ page, request }) => {
    await seedStaff(page, request);
    await page.goto("/admin/course");
    await expect(page.getByRole("heading", { level: 1, name: "Course" })).toBeVisible();
    await page.getByRole("button", { name: "Add under JEE Main", exact: true }).click();

    const form = page.getByRole("dialog", { name: "Add course" });
    const name = `JEE Main Weekend Batch ${Date.now().toString(36)}`;
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("combobox", { name: "Type" }).fill("Course");
    await form.getByRole("switch").check();
    await form.getByRole("spinbutton", { name: "Yearly fee", exact: true }).fill("19999");
    await form.getByRole("spinbutton", { name: "Half yearly fee" }).fill("10999");
    await form.getByRole("button", { name: "Add course" }).click();
    await expect(toast(page, "Course added.")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText("₹19,999 yearly · ₹10,999 half yearly")).toBeVisible();

    // A duplicate name among siblings is refused with the server's message.
    await page.getByRole("button", { name: "Add under JEE Main", exact: true }).click();
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("combobox", { name: "Type" }).fill("Course");
    await form.getByRole("button", { name: "Add course" }).click();
    await expect(form.getByRole("alert")).toContainText("already exists");
    await form.getByRole("button", { name: "Cancel" }).click();
    await shot(page, "admin-course");

    await page.goto("/courses");
    const row = page
      .getByRole("region", { name: "JEE (Category)" })
      .getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("₹10,999");
    await expect(row).toContainText("₹19,999");
  });

  test("/admin/payments lists payments with the student, filters and totals", async ({ page, request }) => {
    const buyer = await createStudentSession(request, "payer");
    const now = Date.now();
    await apiCall(request, buyer.token, "POST", "/payment/createorder", {
      course_id: await courseId(request, COURSE),
      subscription_type: "Half Yearly",
      subscription_start: now,
      subscription_end: now + 182 * DAY,
    });

    await seedStaff(page, request);
    await page.goto("/admin/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    const table = page.getByRole("table", { name: "Payments" });
    await expect(table).toBeVisible();
    await expect(page.getByLabel("Totals")).toContainText("Created (not completed)");

    await page.getByRole("textbox", { name: "Student" }).fill(buyer.student.email);
    const row = table.getByRole("row").filter({ hasText: buyer.student.email });
    await expect(row).toContainText(COURSE);
    await expect(row).toContainText("Half Yearly");
    await expect(row).toContainText("₹24,999");
    await expect(row).toContainText("Created");
    await expect(table.getByRole("row")).toHaveCount(2); // header + this student's one payment

    // Export CSV: every payment the filters match, streamed from the server, in the table's columns.
    const csv = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await csv;
    expect(download.suggestedFilename()).toBe("payments.csv");
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(await download.path(), "utf8")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(buyer.student.email);
    expect(lines[1]).toContain("Half Yearly");

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Paid" }).click();
    await expect(page.getByText("No payments match these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(table.getByRole("row").filter({ hasText: buyer.student.email })).toBeVisible();
    await shot(page, "admin-payments");
  });
});
