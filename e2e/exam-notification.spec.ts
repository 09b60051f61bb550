import { E2E_ADMIN } from "./support/env";
import { expect, test } from "./support/server";
import {
  apiCall,
  type CourseNode,
  createStudentSession,
  currentProfile,
  seedStudent,
} from "./support/session";

// Issue "question bank and exam authoring": publishing an exam tells the students whose subscription
// covers its course; the bell shows it and its link opens the test series page.

test("a subscribed student's bell shows the exam_scheduled notification and its link opens the test", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const courses = (await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses")).data;
  const course = courses.find((c) => c.name === "JEE Main Complete Course");
  expect(course).toBeDefined();
  const session = await createStudentSession(request, "bell");
  await apiCall(request, session.token, "POST", "/user_study_materials/subscribe", {
    course_id: course?.id,
    subscription: "Free",
    subscription_start: Date.now(),
    subscription_end: Date.now(),
  });

  const staff = (await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", E2E_ADMIN)).data
    .token;
  const title = `JEE Main Weekly Test ${Date.now().toString(36)}`;
  const exam = await apiCall<{ id: number }>(request, staff, "POST", "/exams", {
    title,
    course_id: course?.id,
    instructions: "<p>Physics only.</p>",
    duration_min: 30,
    opens_at: Date.now() + 3_600_000,
    closes_at: Date.now() + 48 * 3_600_000,
    sections: [],
    marking_scheme: "plus4minus1",
  });
  const bank = await apiCall<{ items: Array<{ id: number }> }>(
    request,
    staff,
    "GET",
    "/questions?subject=Physics&kind=1&pageSize=5",
  );
  await apiCall(request, staff, "POST", `/exams/${exam.data.id}/questions`, {
    question_ids: bank.data.items.map((q) => q.id),
    section: 0,
  });
  const published = await apiCall<{ notified: number }>(
    request,
    staff,
    "POST",
    `/exams/${exam.data.id}/publish`,
  );
  expect(published.data.notified).toBeGreaterThanOrEqual(1);

  await seedStudent(page, session, await currentProfile(request, session));
  await page.goto("/");
  await page.getByRole("button", { name: /^\d+ unread notifications?$/ }).click();
  const item = page.getByText(`New test scheduled: ${title}.`, { exact: false });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/testseries/${exam.data.id}$`));
});
