import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./env";
import { apiCall, type CourseNode, createStudentSession, seedStudent } from "./session";

// Steps shared by the test-taking journeys (taking-tests, analytics, exam-engine).

export const JEE_MAIN = "JEE Main Complete Course";

/** The back office's token (the e2e staff account). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  return (await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", E2E_ADMIN)).data.token;
}

/** The seeded JEE Main course's id. */
export async function jeeMainCourseId(request: APIRequestContext): Promise<number> {
  const courses = (await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses")).data;
  const course = courses.find((c) => c.name === JEE_MAIN);
  if (!course) throw new Error("seeded course missing");
  return course.id;
}

/** The first `n` option questions of the bank's Physics (numerical ones, answer type 3, have a keypad). */
export async function optionQuestions(
  request: APIRequestContext,
  staff: string,
  n: number,
): Promise<number[]> {
  const bank = await apiCall<{ items: Array<{ id: number; answer_type: number | null }> }>(
    request,
    staff,
    "GET",
    "/questions?subject=Physics&kind=1&pageSize=30",
  );
  return bank.data.items
    .filter((q) => q.answer_type !== 3)
    .slice(0, n)
    .map((q) => q.id);
}

/** A new student with a live free trial of JEE Main, logged into `page`. */
export async function subscribedStudent(page: Page, request: APIRequestContext, tag: string) {
  const courseId = await jeeMainCourseId(request);
  const session = await createStudentSession(request, tag);
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
  return { ...session, info: profile.data, courseId };
}

/** Publishes a test of the given bank questions as staff, open now for a day unless overridden. */
export async function publishTest(
  request: APIRequestContext,
  courseId: number,
  questionIds: number[],
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; title: string; staff: string }> {
  const staff = await staffToken(request);
  const title = `Practice ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const exam = await apiCall<{ id: number }>(request, staff, "POST", "/exams", {
    title,
    course_id: courseId,
    duration_min: 30,
    opens_at: Date.now() - 60_000,
    closes_at: Date.now() + 86_400_000,
    marking_scheme: "custom",
    ...overrides,
  });
  await apiCall(request, staff, "POST", `/exams/${exam.data.id}/questions`, { question_ids: questionIds });
  await apiCall(request, staff, "POST", `/exams/${exam.data.id}/publish`);
  return { id: exam.data.id, title: (overrides.title as string | undefined) ?? title, staff };
}

/** An option of the question on screen, whether a radio (single select) or a checkbox (multi). */
export function option(page: Page, key: string) {
  const name = new RegExp(`^Option ${key}: `);
  return page.getByRole("radio", { name }).or(page.getByRole("checkbox", { name }));
}

/** Submits the test from the player once every answer is saved; resolves with the reviewed attempt's id. */
export async function submitInPlayer(page: Page): Promise<number> {
  await expect(page.getByText("All answers saved")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Submit the test?" })
    .getByRole("button", { name: "Submit test" })
    .click();
  await expect(page).toHaveURL(/\/mcq-answers\/\d+\/\d+$/);
  return Number(page.url().split("/").at(-1));
}
