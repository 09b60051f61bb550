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
import { apiCall, seedStaff } from "./support/session";

// Issue "taking tests": a student takes a test through reloads and an outage without losing an answer,
// the clock submits for them, staff evaluate a written answer, and a visitor plays the demo.

interface Started {
  attemptId: number;
  questions: Array<{ id: number; options: Array<{ key: string }> }>;
}
interface Review {
  result: { score: number; autoSubmitted: boolean; status: string };
  questions: Array<{ id: number; answer: { selected: string[]; text: string; marked: boolean } | null }>;
}

const palette = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Question ${n}, `) });

test("a student answers, marks, reloads, loses the connection, submits, and the review has every answer", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const s = await subscribedStudent(page, request, "taker");
  await page.goto("/active-test");
  await page.getByRole("link", { name: "Start JEE Main Complete Course: Full Mock Test 1" }).click();
  await expect(page).toHaveURL(/\/testseries\/\d+$/);
  await page.getByRole("button", { name: "Start test" }).click();

  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  // The paper comes from the server with its formulas typeset (the test screen loads no KaTeX script).
  await expect(page.locator("main .katex-html").first()).toBeVisible();
  await option(page, "A").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  await option(page, "B").check();
  await page.getByRole("button", { name: "Mark for Review & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 3" })).toBeVisible();
  await expect(page.getByText("All answers saved")).toBeVisible();

  // A reload resumes at the same question with the answers and marks intact.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 3" })).toBeVisible();
  await expect(palette(page, 1).first()).toHaveAccessibleName("Question 1, Answered");
  await expect(palette(page, 2).first()).toHaveAccessibleName("Question 2, Answered & Marked for Review");

  // Offline: two more answers queue in the browser.
  await context.setOffline(true);
  await option(page, "C").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 4" })).toBeVisible();
  await option(page, "D").check();
  // As in NTA's player, only the Save buttons save a choice.
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText(/^Offline — \d+ answers will be sent/)).toBeVisible();
  await expect(page.getByRole("dialog", { name: /offline/i })).toHaveCount(0);

  await context.setOffline(false);
  const attemptId = await submitInPlayer(page);
  await expect(page.getByText("Score", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your answer/)).toHaveCount(4);

  const review = await apiCall<Review>(request, s.token, "GET", `/user_exam/attempts/${attemptId}`);
  const chosen = review.data.questions.slice(0, 4).map((q) => [q.answer?.selected, q.answer?.marked]);
  expect(chosen).toEqual([
    [["A"], false],
    [["B"], true],
    [["C"], false],
    [["D"], false],
  ]);
});

test("when the time runs out the test submits itself", async ({ page, request }) => {
  test.setTimeout(90_000);
  const s = await subscribedStudent(page, request, "clock");
  // The exam closes 25 s from now, so the attempt's deadline is the close.
  const exam = await publishTest(
    request,
    s.courseId,
    await optionQuestions(request, await staffToken(request), 3),
    {
      closes_at: Date.now() + 25_000,
    },
  );
  await page.goto(`/testseries/${exam.id}`);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await option(page, "A").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("All answers saved")).toBeVisible();

  await expect(page).toHaveURL(/\/mcq-answers\/\d+\/\d+$/, { timeout: 45_000 });
  await expect(page.getByText(/submitted automatically when time ran out/)).toBeVisible();
  const attemptId = Number(page.url().split("/").at(-1));
  const review = await apiCall<Review>(request, s.token, "GET", `/user_exam/attempts/${attemptId}`);
  expect(review.data.result.autoSubmitted).toBe(true);
  expect(review.data.questions[0]?.answer?.selected).toEqual(["A"]);
});

test("staff evaluate a written answer and the student sees the final score", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const studentPage = await (await browser.newContext()).newPage();
  const s = await subscribedStudent(studentPage, request, "essay");
  const staff = await staffToken(request);
  const essay = await apiCall<{ id: number }>(request, staff, "POST", "/questions", {
    kind: 2,
    answer_length: 2,
    difficulty: 2,
    subject: "Physics",
    text: "<p>Explain why a satellite in a circular orbit does not fall to the Earth.</p>",
    model_answer: "<p>It does fall, but its sideways speed carries it around the curve of the Earth.</p>",
    marks: 5,
    negative_marks: 0,
  });
  const exam = await publishTest(request, s.courseId, [essay.data.id]);
  const started = await apiCall<Started>(request, s.token, "POST", `/user_exam/${exam.id}/start`);
  const { attemptId } = started.data;
  await apiCall(request, s.token, "PUT", `/user_exam/attempts/${attemptId}/answers/${essay.data.id}`, {
    text: "Gravity bends its path; its speed keeps it moving around the Earth.",
    seq: 1,
  });
  await apiCall(request, s.token, "POST", `/user_exam/attempts/${attemptId}/submit`);

  await seedStaff(page, request);
  await page.goto("/admin/pending-evaluation");
  await page.getByRole("button", { name: new RegExp(`^Evaluate .*${exam.title}`) }).click();
  await expect(
    page.getByText("Gravity bends its path; its speed keeps it moving around the Earth."),
  ).toBeVisible();
  await expect(page.getByText(/sideways speed carries it around/)).toBeVisible();
  await page.getByLabel("Marks").fill("6");
  await expect(
    page.getByText("Award marks between 0 and the question's marks, in steps of 0.25."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Save marks" })).toBeDisabled();
  await page.getByLabel("Marks").fill("3.5");
  await page.getByLabel("Feedback for the student").fill("Name the centripetal force.");
  await page.getByRole("button", { name: "Save marks" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Complete evaluation" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Complete evaluation" }).click();
  await expect(page.getByText(/Nothing to evaluate|Evaluation complete/).first()).toBeVisible();

  await studentPage.goto(`/mcq-answers/${exam.id}/${attemptId}`);
  await expect(studentPage.getByText("3.5 / 5")).toBeVisible();
  await expect(studentPage.getByText("Name the centripetal force.")).toBeVisible();
  await studentPage.context().close();
});

test("a visitor plays the demo test without logging in, reloads mid-test, and sees the result", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/demo-test");
  await page
    .getByRole("link", { name: /^Start free demo/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/demo-exam-start\/\d+$/);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await option(page, "B").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  await expect(page.getByText("All answers saved")).toBeVisible();
  // A reload resumes the same attempt (in one request: `resumeOnly`), on the question the visitor was on.
  await expect(page).toHaveURL(/\?attempt=\d+$/);
  const address = page.url();
  const resumes: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/user_demo_exam/") && r.method() !== "PUT") resumes.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  expect(page.url()).toBe(address);
  expect(resumes.filter((url) => url.endsWith("/start"))).toHaveLength(1);
  expect(resumes.filter((url) => url.includes("/attempts/"))).toHaveLength(0);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Submit test" }).click();
  await expect(page.getByText("Score", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your answer/)).toHaveCount(1);
  // Reloaded after submitting: the result again, not a new attempt.
  await page.reload();
  await expect(page.getByText("Score", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Your answer/)).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the palette opens in a drawer and jumps to a question", async ({ page }) => {
    await page.goto("/demo-test");
    await page
      .getByRole("link", { name: /^Start free demo/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Start test" }).click();
    await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
    // The desktop palette is not on screen; its button opens the drawer.
    await page.getByRole("button", { name: "Question palette" }).click();
    await page.getByRole("button", { name: "Question 3, Not Visited" }).click();
    await expect(page.getByRole("heading", { name: "Question 3" })).toBeVisible();
    await option(page, "A").check();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await page.getByRole("button", { name: "Question palette" }).click();
    await expect(
      page.getByRole("button", { name: "Question 3, Answered & Marked for Review" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Question 1, Not Answered" })).toBeVisible();
    // A tap on the sheet's empty part keeps it open; a tap beside it (the backdrop) closes it.
    const sheet = page.getByRole("dialog", { name: "Question palette" });
    const box = (await sheet.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 40);
    await expect(sheet).toBeVisible();
    await page.mouse.click(box.x / 2, box.y + box.height / 2);
    await expect(sheet).toBeHidden();
  });
});
