import type { Page } from "@playwright/test";
import { expect, test } from "./support/server";
import { apiCall, type CourseNode, createStudentSession, seedStudent } from "./support/session";

// Issue 14 item 4: a bilingual paper as in NTA's CBT. The student picks Hindi on the instructions page,
// switches one question to English mid-test, and the answer stays chosen and saved.

interface Started {
  questions: Array<{ id: number; hindi: { text: string } | null }>;
  answers: Array<{ question_id: number; selected: string[] }>;
}

const option = (page: Page, key: string) => page.getByRole("radio", { name: new RegExp(`^Option ${key}: `) });
const questionText = (page: Page) =>
  page.getByRole("region", { name: /^Question \d+$/ }).locator("[id$='-text']");

test("a student reads a question in Hindi, switches it to English, and the answer is kept", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const courses = (await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses")).data;
  const courseId = courses.find((c) => c.name === "NEET UG Complete Course")?.id;
  if (!courseId) throw new Error("seeded course missing");
  const session = await createStudentSession(request, "bilingual");
  await apiCall(request, session.token, "POST", "/user_study_materials/subscribe", {
    course_id: courseId,
    subscription: "Free",
    subscription_start: Date.now(),
    subscription_end: Date.now(),
  });
  const profile = await apiCall<typeof session.info>(request, session.token, "POST", "/getProfile", {
    email: session.student.email,
  });
  await seedStudent(page, session, profile.data);

  await page.goto("/active-test");
  await page.getByRole("link", { name: "Start NEET UG Complete Course: Full Mock Test 1" }).click();
  await expect(page).toHaveURL(/\/testseries\/\d+$/);
  const examId = Number(page.url().split("/").at(-1));
  const paperLanguage = page.getByRole("radiogroup");
  await expect(paperLanguage.getByRole("radio", { name: "English" })).toBeChecked();
  await paperLanguage.getByRole("radio", { name: "हिन्दी (Hindi)" }).check();
  await page.getByRole("button", { name: "Start test" }).click();

  // Question 1 (Physics, seeded in both languages) opens in Hindi.
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  const viewIn = page.getByRole("combobox", { name: "View in" });
  await expect(viewIn).toHaveValue("hi");
  await expect(questionText(page)).toHaveAttribute("lang", "hi");
  await expect(questionText(page)).toContainText("एक कार विरामावस्था से चलना शुरू करती है");

  await option(page, "B").check();
  await viewIn.selectOption("English");
  await expect(questionText(page)).toContainText("A car starts from rest");
  await expect(questionText(page)).not.toHaveAttribute("lang", "hi");
  await expect(option(page, "B")).toBeChecked();

  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  // The paper's default still applies to the other questions.
  await expect(page.getByRole("combobox", { name: "View in" })).toHaveValue("hi");
  await expect(page.getByText("All answers saved")).toBeVisible();

  // After a reload the answer is saved and question 1 is still in English.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  await page
    .getByRole("button", { name: /^Question 1, / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Question 1, Answered" }).first()).toBeVisible();
  await expect(option(page, "B")).toBeChecked();
  await expect(questionText(page)).toContainText("A car starts from rest");

  const resumed = await apiCall<Started>(request, session.token, "POST", `/user_exam/${examId}/start`);
  const first = resumed.data.questions[0]!;
  expect(first.hindi?.text).toContain("एक कार विरामावस्था");
  expect(resumed.data.answers.find((a) => a.question_id === first.id)?.selected).toEqual(["B"]);
});
