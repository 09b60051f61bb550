import {
  option,
  optionQuestions,
  publishTest,
  staffToken,
  submitInPlayer,
  subscribedStudent,
} from "./support/exams";
import { expect, test } from "./support/server";
import { apiCall } from "./support/session";
import { shot } from "./support/shots";

// Issue #15 items 5-6: a student finishes a test, reads the review's analysis and "My progress", and
// re-attempts the mistakes as an untimed, unranked practice.

test("a student finishes a test, reads the analysis and My progress, and practises the mistakes", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await subscribedStudent(page, request, "analysis");
  const title = `Analysis ${Date.now().toString(36)}`;
  const exam = await publishTest(
    request,
    session.courseId,
    await optionQuestions(request, await staffToken(request), 4),
    { title, show_answers: "after_attempt", attempts_allowed: 2 },
  );

  // Take the test: answer question 1, answer and mark question 2, skip the rest, submit.
  await page.goto(`/testseries/${exam.id}`);
  await page.getByRole("button", { name: "Start test" }).click();
  await expect(page.getByRole("heading", { name: "Question 1" })).toBeVisible();
  await option(page, "A").check();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("heading", { name: "Question 2" })).toBeVisible();
  await option(page, "B").check();
  await page.getByRole("button", { name: "Mark for Review & Next" }).click();
  const attemptId = await submitInPlayer(page);

  // The review's Analysis tab.
  await page.getByRole("tab", { name: "Analysis" }).click();
  await expect(page.getByRole("heading", { name: "By subject" })).toBeVisible();
  await expect(page.getByRole("table", { name: "By subject" }).getByText("Physics")).toBeVisible();
  await expect(page.getByRole("table", { name: "Time per question" }).getByRole("row")).toHaveCount(5);
  await expect(page.getByText("Lost to negative marking")).toBeVisible();
  await expect(page.getByText(/^Skipped: /)).toBeVisible();
  await shot(page, "analysis-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "analysis-390");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // My progress: the test is listed; one test is not enough for a band.
  await page.goto("/my-progress");
  await expect(page.getByRole("heading", { name: "My Progress" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText("Not enough data yet")).toBeVisible();
  await shot(page, "progress-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "progress-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to the review, re-attempt the mistakes (the marked question, and question 1 if it was wrong).
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/mcq-answers/${exam.id}/${attemptId}$`));
  await page.getByRole("button", { name: /^Practise \d+ questions?$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${attemptId}$`));
  await expect(page.getByText(/untimed · not ranked/)).toBeVisible();
  const first = page.getByRole("article", { name: "Question 1" });
  await first.getByRole("radio").or(first.getByRole("checkbox")).first().check();
  await shot(page, "practice-open");
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByText(/^Practice score: /)).toBeVisible();
  await expect(first.getByText("Solution")).toBeVisible();
  await shot(page, "practice-done");

  // The practice is not an attempt: the history still has one.
  const history = await apiCall<{ total: number }>(request, session.token, "GET", "/user_exam/attempts");
  expect(history.data.total).toBe(1);

  // A second sitting puts a chart on My progress.
  const second = await apiCall<{ attemptId: number }>(
    request,
    session.token,
    "POST",
    `/user_exam/${exam.id}/start`,
  );
  await apiCall(request, session.token, "POST", `/user_exam/attempts/${second.data.attemptId}/submit`);
  await page.goto("/my-progress");
  await expect(
    page
      .getByRole("img", { name: /^Chart of score, percentile and accuracy/ })
      .locator("svg")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Your tests, scrollable" }).getByRole("row")).toHaveCount(3);
  await shot(page, "progress-chart-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "progress-chart-390");
});
