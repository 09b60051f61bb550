import type { APIRequestContext, Browser } from "@playwright/test";
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

// The forum end to end: a student asks a doubt with a formula and a photo from a phone, a teacher answers
// from the back office, the student is told (the bell) and accepts the answer; another student searches
// and finds it, and reports a spam answer, which staff hide. SHOTS_DIR=/tmp/shots-forum saves screenshots.

test.describe.configure({ timeout: 240_000 });

const COURSE = "JEE Main Complete Course";
const PHONE = { width: 390, height: 844 };
// A real 8×8 PNG (an orange square): the server judges pictures by their content.
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4n8GAFTEMLQkA8z8/wUZGNfsAAAAASUVORK5CYII=",
  "base64",
);

async function subscribedStudent(request: APIRequestContext, tag: string): Promise<StudentSession> {
  const courses = await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses");
  const course = courses.data.find((c) => c.name === COURSE);
  expect(course, COURSE).toBeTruthy();
  const session = await createStudentSession(request, tag);
  await apiCall(request, session.token, "POST", "/user_study_materials/subscribe", {
    course_id: course?.id,
    subscription: "Free",
    subscription_start: 0,
    subscription_end: 0,
  });
  return { ...session, info: await currentProfile(request, session) };
}

async function studentPage(
  browser: Browser,
  session: StudentSession,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await seedStudent(page, session);
  return page;
}

test("a doubt asked on a phone is answered by a teacher, accepted, found by a classmate, and a reported answer is hidden", async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const title = `Why is the range largest at 45 degrees? ${tag}`;
  const asker = await subscribedStudent(request, "asker");
  const classmate = await subscribedStudent(request, "classmate");
  const spammer = await subscribedStudent(request, "spammer");

  // 1. The student asks from a phone: a formula (typeset in the preview) and a photo of the working.
  const phone = await studentPage(browser, asker, PHONE);
  await phone.goto("/forum");
  await expect(phone.getByRole("heading", { level: 1, name: "Forum" })).toBeVisible();
  await shot(phone, "1-forum-list-phone");
  await phone.getByRole("link", { name: "Ask a doubt" }).first().click();
  await expect(phone.getByRole("heading", { level: 1, name: "Ask a doubt" })).toBeVisible();
  await phone.getByRole("textbox", { name: "Title" }).fill(title);
  await phone
    .getByRole("textbox", { name: "Your doubt" })
    .fill(
      "The range is $R = \\frac{u^2 \\sin 2\\theta}{g}$. Why is it largest at 45°? My working is in the photo.",
    );
  await expect(phone.getByTestId("composer-preview").locator(".katex").first()).toBeVisible();
  await phone
    .getByTestId("forum-picture-input")
    .setInputFiles({ name: "working.png", mimeType: "image/png", buffer: PHOTO });
  await expect(phone.getByRole("img", { name: "Picture 1" })).toBeVisible();
  await phone.getByRole("combobox", { name: "Subject" }).click();
  await phone.getByRole("option", { name: "Physics" }).click();
  await phone.getByRole("textbox", { name: "Topic (optional)" }).fill("Projectile motion");
  await shot(phone, "2-ask-phone");
  await phone.getByRole("button", { name: "Post doubt" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(phone.getByTestId("doubt-body").locator(".katex").first()).toBeVisible();
  await expect(phone.getByRole("img", { name: "Attached picture 1" })).toBeVisible();
  const questionId = Number(new URL(phone.url()).pathname.split("/").pop());
  expect(questionId).toBeGreaterThan(0);
  await shot(phone, "3-doubt-phone");

  // 2. A teacher finds it among the unanswered doubts in the back office and answers.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await seedStaff(staff, request);
  await staff.goto("/admin/forum?tab=unanswered");
  await staff.getByRole("link", { name: new RegExp(title.replace(/[?]/g, "\\?")) }).click();
  await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await staff
    .getByRole("textbox", { name: "Answer" })
    .fill("$\\sin 2\\theta$ is largest, 1, when $2\\theta = 90°$, so $\\theta = 45°$.");
  await staff.getByRole("button", { name: "Post answer" }).click();
  const teacherAnswer = staff.getByRole("article", { name: /^Answer by/ });
  await expect(teacherAnswer.getByText("Teacher")).toBeVisible();
  await shot(staff, "4-teacher-answers");

  // 3. The student is told (the bell), opens the doubt from it and accepts the answer.
  await phone.goto("/forum");
  await phone.getByRole("button", { name: /\d+ unread notifications?/ }).click();
  await phone
    .getByText(/New answer to your doubt/)
    .first()
    .click();
  await expect(phone.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText("Teacher", { exact: true })).toBeVisible();
  await phone.getByRole("button", { name: "Accept answer" }).click();
  await expect(phone.getByRole("button", { name: "Accepted" })).toBeVisible();
  await shot(phone, "5-accepted-phone");

  // 4. A spam answer arrives; a classmate searches, finds the doubt and reports the spam.
  const spam = await apiCall<{ id: number }>(request, spammer.token, "POST", "/postans", {
    question_id: questionId,
    body: "<p>Buy ready answers at my site, cheap!</p>",
  });
  const desk = await studentPage(browser, classmate);
  await desk.goto("/forum");
  await desk.getByRole("searchbox", { name: "Search doubts" }).fill(`largest range ${tag}`);
  const found = desk.getByRole("link", { name: new RegExp(tag) });
  await expect(found).toBeVisible();
  await expect(found.getByText("Teacher answered")).toBeVisible();
  await shot(desk, "6-search-desktop");
  await found.click();
  const spamArticle = desk
    .getByRole("article", { name: /^Answer by/ })
    .filter({ hasText: "Buy ready answers" });
  await spamArticle.getByRole("button", { name: "Report" }).click();
  await desk.getByRole("combobox", { name: "Reason" }).click();
  await desk.getByRole("option", { name: "Spam or advertising" }).click();
  await desk.getByRole("button", { name: "Report", exact: true }).last().click();
  await expect(desk.getByText("Thank you. A moderator will look at it.")).toBeVisible();

  // 5. Staff open the report and hide the answer; students no longer see it.
  await staff.goto("/admin/forum");
  const row = staff.getByRole("row").filter({ hasText: "Buy ready answers" });
  await expect(row).toBeVisible();
  await shot(staff, "7-reports-queue");
  await row.getByRole("button", { name: "Open" }).click();
  const reported = staff
    .getByRole("article", { name: /^Answer by/ })
    .filter({ hasText: "Buy ready answers" });
  await reported.getByRole("button", { name: "Hide" }).click();
  await staff.getByRole("textbox", { name: /Reason/ }).fill("Advertising");
  await staff.getByRole("dialog").getByRole("button", { name: "Hide" }).click();
  await expect(reported.getByText("Hidden from students")).toBeVisible();
  await shot(staff, "8-hidden");

  await desk.reload();
  await expect(desk.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(desk.getByText("Buy ready answers")).toHaveCount(0);
  const thread = await apiCall<{ answers: Array<{ id: number }> }>(
    request,
    classmate.token,
    "POST",
    "/fetchans",
    {
      question_id: questionId,
    },
  );
  expect(thread.data.answers.map((a) => a.id)).not.toContain(spam.data.id);
});
