import type { Page } from "@playwright/test";
import {
  option,
  optionQuestions,
  publishTest,
  staffToken,
  submitInPlayer,
  subscribedStudent,
} from "./support/exams";
import { expect, test } from "./support/server";
import { apiCall, createStudentSession, seedStaff } from "./support/session";
import { shot } from "./support/shots";

// Issue #15: a student takes the seeded JEE Main pattern mock (numericals on the keypad, Section B's
// "any 2 of 3"), and staff accept a challenge to the key after the window closed, moving the student's
// score and rank.

/** Types a value on the player's on-screen keypad. */
async function keypad(page: Page, value: string) {
  const pad = page.getByRole("group", { name: "Numeric keypad" });
  for (const key of value) {
    await pad.getByRole("button", { name: key === "." ? "Decimal point" : key, exact: true }).click();
  }
}

test("a student answers numericals on the keypad, meets Section B's limit, submits and reads the analysis", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await subscribedStudent(page, request, "engine");
  await page.goto("/active-test");
  await page.getByRole("link", { name: "Start JEE Main Complete Course: JEE Main Pattern Mock" }).click();
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await option(page, "A").check();
  await page.getByRole("button", { name: "Save & Next" }).click();

  // Physics B: numericals, answer any 2 of 3.
  await page.getByRole("tab", { name: "Physics B" }).click();
  await expect(page.getByRole("heading", { name: "Question 4" })).toBeVisible();
  const box = page.getByRole("textbox", { name: "Your answer (a number)" });
  await keypad(page, "21");
  await page.getByRole("button", { name: "Backspace" }).click();
  await keypad(page, "0");
  await expect(box).toHaveValue("20");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 5" })).toBeVisible();
  // The physical keyboard works too; a space is turned away and does not stay in the field.
  await box.fill("7");
  await box.press("Space");
  expect(await box.inputValue()).toBe("7"); // at once, not polled: a later render would put it right
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 6" })).toBeVisible();
  await keypad(page, "9");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "answer any 2" })).toHaveText(
    "Physics B: answer any 2 questions only. Clear the response of another question of this section to answer this one.",
  );
  await expect(page.getByRole("heading", { name: "Question 6" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Question 6, / }).first()).not.toHaveAccessibleName(
    /, Answered/,
  );

  const attemptId = await submitInPlayer(page);
  expect(attemptId).toBeGreaterThan(0);
  // Answers of this mock come after its window: the review shows the student's own values.
  const q4 = page.getByRole("article", { name: /^Question 4(?!\d)/ });
  await expect(q4.getByRole("definition")).toHaveText(["20"]);
  await expect(q4).toContainText("Numerical (whole number)");

  await page.getByRole("tab", { name: "Analysis" }).click();
  await expect(page.getByRole("heading", { name: "By subject" })).toBeVisible();
  await expect(page.getByRole("table", { name: "By subject" }).getByText("Physics")).toBeVisible();
  await expect(page.getByText("Lost to negative marking")).toBeVisible();
});

test("staff accept a challenge after the window closed; the student's score and rank change", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await staffToken(request);
  const numerical = await apiCall<{ id: number }>(request, staff, "POST", "/questions", {
    kind: 1,
    answer_type: 3,
    difficulty: 2,
    subject: "Physics",
    topic: "Gravitation",
    text: "<p>Measured on a hill, the acceleration due to gravity is about what, in m/s²?</p>",
    numeric: { mode: "tolerance", value: 9.8, tolerance: 0.1, integer: false },
    solution: "<p>Close to the sea-level value, 9.8 m/s².</p>",
    marks: 4,
    negative_marks: 0,
  });
  // The window closes 30 s from now: time enough for two students to sit it through the API.
  const closesAt = Date.now() + 30_000;
  const student = await subscribedStudent(page, request, "challenger");
  const exam = await publishTest(
    request,
    student.courseId,
    [numerical.data.id, ...(await optionQuestions(request, staff, 1))],
    { marking_scheme: "plus4zero", show_answers: "after_attempt", closes_at: closesAt },
  );
  const sit = async (token: string, value: string) => {
    const started = await apiCall<{ attemptId: number }>(
      request,
      token,
      "POST",
      `/user_exam/${exam.id}/start`,
    );
    const { attemptId } = started.data;
    await apiCall(request, token, "PUT", `/user_exam/attempts/${attemptId}/answers/${numerical.data.id}`, {
      text: value,
      seq: 1,
    });
    await apiCall(request, token, "POST", `/user_exam/attempts/${attemptId}/submit`);
    return attemptId;
  };
  // The other student is right under the provisional key (9.8 ± 0.1); ours wrote 9.5.
  const rival = await createStudentSession(request, "rival");
  await apiCall(request, rival.token, "POST", "/user_study_materials/subscribe", {
    course_id: student.courseId,
    subscription: "Free",
    subscription_start: Date.now(),
    subscription_end: Date.now(),
  });
  await sit(rival.token, "9.8");
  const attemptId = await sit(student.token, "9.5");

  const summary = page.getByRole("region", { name: exam.title });
  // Before the change: 0 of 8, ranked 2nd of 2; the accepted answer is stated.
  await page.goto(`/mcq-answers/${exam.id}/${attemptId}`);
  await expect(summary).toContainText("Score0 / 8");
  await expect(summary).toContainText("Rank2of 2 students");
  const q1 = page.getByRole("article", { name: /^Question 1(?!\d)/ });
  await expect(q1.getByRole("definition")).toHaveText(["9.5· Wrong", "9.8 ± 0.1: any value from 9.7 to 9.9"]);
  await shot(q1, "review-numerical-before-1280");

  // After the close, the student challenges question 1 from the review's link to the key.
  await page.waitForTimeout(Math.max(0, closesAt - Date.now() + 500));
  await page.reload();
  await page.getByRole("link", { name: "Answer key and challenges" }).click();
  const keyQ1 = page.getByRole("region", { name: "Question 1" });
  await expect(keyQ1).toContainText("Provisional key: 9.8 ± 0.1");
  await keyQ1
    .getByRole("textbox", { name: "Why is the key of question 1 wrong?" })
    .fill("On a hill g is lower: 9.5 is what the data give.");
  await keyQ1.getByRole("button", { name: "Challenge this answer" }).click();
  await expect(keyQ1.getByText("You challenged this")).toBeVisible();

  // Staff change the key to 9.5 on the exam's challenges page.
  const staffPage = await (await browser.newContext()).newPage();
  await seedStaff(staffPage, request);
  await staffPage.goto(`/admin/exam/${exam.id}/challenges`);
  const challenged = staffPage.getByRole("region", { name: "Question 1" });
  await expect(challenged.getByText("1 challenge", { exact: true })).toBeVisible();
  await expect(challenged.getByText("On a hill g is lower")).toBeVisible();
  await challenged.getByRole("textbox", { name: "New value for question 1" }).fill("9.5");
  await challenged.getByRole("button", { name: "Change the key" }).click();
  // Nothing changes before staff see how many attempts it re-grades.
  const confirm = staffPage.getByRole("dialog", { name: "Change the key of question 1?" });
  await expect(confirm).toContainText("Every submitted attempt of this exam (2) is graded again");
  await confirm.getByRole("button", { name: "Decide and re-grade" }).click();
  await expect(challenged.getByText("Decision saved.")).toBeVisible();
  // The re-grade runs on the job queue; the page follows it until it has run.
  await expect(
    staffPage.getByRole("status").filter({ hasText: /^Re-graded 2 attempts at .*: 2 scores changed/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await staffPage.context().close();

  // The student is told, and the review has the new score and rank.
  await page.goto(`/mcq-answers/${exam.id}/${attemptId}`);
  await page.getByRole("button", { name: /^\d+ unread notifications?$/ }).click();
  const note = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").first();
  await expect(note).toContainText("Score revised");
  await expect(note).toContainText("your score changed from 0 to 4.");
  await page.keyboard.press("Escape");
  await expect(summary).toContainText("Score4 / 8");
  await expect(summary).toContainText("Rank1of 2 students");
  await expect(q1.getByRole("definition")).toHaveText(["9.5· Correct", "Exactly 9.5"]);
  await shot(q1, "review-numerical-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(q1, "review-numerical-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test("staff give every section of a JEE Main paper a time limit in the exam settings", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await seedStaff(page, request);
  await page.goto("/admin/exam");
  await page.getByRole("button", { name: "New exam" }).click();
  const dialog = page.getByRole("dialog", { name: "New exam" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(`Timed ${Date.now().toString(36)}`);
  await dialog.getByRole("switch", { name: "Demo exam (free, no window needed)" }).check();
  await dialog.getByRole("combobox", { name: /^Preset/ }).click();
  await page.getByRole("option", { name: /^JEE Main 2025/ }).click();
  await expect(dialog.getByRole("textbox", { name: /^Section \d name$/ })).toHaveCount(6);

  // One section timed and the others not is refused, by the shared schema's message.
  await dialog.getByRole("spinbutton", { name: "Section 1: minutes" }).fill("40");
  await dialog.getByRole("button", { name: "Create exam" }).click();
  await expect(dialog.getByText("Give every section a time limit, or none.")).toBeVisible();
  for (let n = 1; n <= 6; n += 1) {
    await dialog.getByRole("spinbutton", { name: `Section ${n}: minutes` }).fill("30");
  }
  await expect(dialog.getByText("Give every section a time limit, or none.")).toHaveCount(0);
  await shot(dialog, "settings-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole("spinbutton", { name: "Section 1: minutes" }).scrollIntoViewIfNeeded();
  await shot(page, "settings-390", { fullPage: false });
  const overflow = await dialog.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(false);
  await dialog.getByRole("button", { name: "Create exam" }).click();
  await expect(page.getByText("Exam saved as a draft.")).toBeVisible();
});
