import type { ActiveExam } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { renderAt } from "../../test/render";
import { resumeEarly } from "./earlyResume";
import { RESULT, startedAttempt } from "./player/testSupport";
import TestSeriesPage from "./TestSeriesPage";
import { activeExam as baseExam } from "./testFixtures";

// The shell's focus mode for a reload mid-test (lib/focusMode): which turns of the page end it.
const { endResumeFocus } = vi.hoisted(() => ({ endResumeFocus: vi.fn() }));
vi.mock("../../lib/focusMode", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/focusMode")>()),
  endResumeFocus,
}));

const activeExam = (overrides: Partial<ActiveExam> = {}) =>
  baseExam({
    id: 5,
    title: "JEE Main: Full Mock Test 1",
    courseName: "JEE Main",
    instructions: "<p>This test has 3 sections and lasts 60 minutes.</p>",
    partial_credit: true,
    duration_min: 60,
    opens_at: null,
    closes_at: null,
    questions: 3,
    marks: 12,
    attempts_allowed: 3,
    ...overrides,
  });

function renderPage(path = "/testseries/5") {
  return renderAt(<p>Elsewhere</p>, path, [
    { path: "/testseries/:examId", element: <TestSeriesPage /> },
    { path: "/mcq-answers/:examId/:attemptId", element: <h1>Review page</h1> },
  ]);
}

function logIn() {
  secureStorage.setItem("user-info", { firstName: "Ananya", email: "ananya@example.in" });
  secureStorage.setItem("user-token", "t");
}

describe("TestSeriesPage", () => {
  beforeEach(() => {
    endResumeFocus.mockClear();
    vi.spyOn(api, "put").mockImplementation(async (_path, body) => ({
      applied: true,
      seq: (body as { seq: number }).seq,
    }));
  });

  it("asks a visitor to log in, without calling the server", async () => {
    const get = vi.spyOn(api, "get");
    renderPage("/testseries/5?attempt=9");
    expect(await screen.findByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    expect(endResumeFocus).toHaveBeenCalled();
  });

  it("shows the instructions and marking, then Start opens the test screen and names the attempt in the URL", async () => {
    logIn();
    vi.spyOn(api, "get").mockResolvedValue(activeExam());
    const post = vi.spyOn(api, "post").mockResolvedValue(startedAttempt());
    const { router } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "JEE Main: Full Mock Test 1" })).toBeTruthy();
    expect(screen.getByText(/\+4 for a correct answer, −1 for a wrong one/)).toBeTruthy();
    expect(screen.getByText(/the same share of the marks as the correct options chosen/)).toBeTruthy();
    expect(screen.getByText("Answered & Marked for Review")).toBeTruthy();
    expect(screen.getByText("Attempt 1 of 3")).toBeTruthy();
    expect(document.title).toContain("JEE Main: Full Mock Test 1");

    await userEvent.click(screen.getByRole("button", { name: "Start test" }));
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeTruthy();
    expect(post).toHaveBeenCalledWith("/user_exam/5/start", undefined, { silent: true });
    expect(router.state.location.search).toBe("?attempt=9");
    expect(api.put).toHaveBeenCalledWith(
      "/user_exam/attempts/9/answers/11",
      expect.objectContaining({ seq: 1 }),
      { silent: true },
    );
    // Focus mode: nothing but the test (the shell is not rendered here; the player asks for it).
    expect(screen.getByRole("timer")).toBeTruthy();
  });

  it("a reload mid-test resumes the attempt in the address at once, at the question the student was on", async () => {
    logIn();
    const get = vi.spyOn(api, "get");
    const post = vi.spyOn(api, "post").mockResolvedValue(
      startedAttempt({
        currentQuestionId: 12,
        answers: [
          { question_id: 11, selected: ["B"], text: "", marked: false, time_spent_ms: 3_000, seq: 4 },
        ],
      }),
    );
    const { router } = renderPage("/testseries/5?attempt=9");
    expect(screen.getByRole("status").textContent).toBe("Resuming your test…");
    expect(await screen.findByRole("heading", { name: "Question 2" })).toBeTruthy();
    // Only that attempt, and nothing read before it: the instructions are not needed.
    expect(post).toHaveBeenCalledExactlyOnceWith("/user_exam/5/start", { resume: 9 }, { silent: true });
    expect(get).not.toHaveBeenCalledWith("/user_exam/exams/5", expect.anything());
    expect(router.state.location.search).toBe("?attempt=9");
    // The page stays in focus mode from the reload to the questions (the player holds it then).
    expect(endResumeFocus).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        "/user_exam/attempts/9/answers/12",
        expect.objectContaining({ seq: 5 }),
        { silent: true },
      ),
    );
  });

  it("takes the reply the app asked for as it started, and does not ask again", async () => {
    logIn();
    const post = vi.spyOn(api, "post").mockResolvedValue(startedAttempt());
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    renderPage("/testseries/5?attempt=9");
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeTruthy();
    expect(post).toHaveBeenCalledExactlyOnceWith("/user_exam/5/start", { resume: 9 }, { silent: true });
  });

  it("after the attempt was submitted elsewhere, the URL's attempt is not restarted", async () => {
    logIn();
    vi.spyOn(api, "get").mockResolvedValue(
      activeExam({ status: "submitted", attemptId: 9, attempts_used: 1 }),
    );
    const post = vi.spyOn(api, "post").mockRejectedValue(new ApiError("This attempt has ended.", 409));
    // The app asked as it started (./earlyResume): the refusal reaches the page all the same.
    resumeEarly({ pathname: "/testseries/5", search: "?attempt=9" });
    renderPage("/testseries/5?attempt=9");
    expect(await screen.findByText(/This attempt has been submitted/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your result" }).getAttribute("href")).toBe(
      "/mcq-answers/5/9",
    );
    expect(screen.getByRole("button", { name: "Start test" })).toBeTruthy();
    expect(screen.queryByText("This attempt has ended.")).toBeNull();
    expect(post).toHaveBeenCalledExactlyOnceWith("/user_exam/5/start", { resume: 9 }, { silent: true });
    // The instructions come with the shell's top bar and footer.
    expect(endResumeFocus).toHaveBeenCalled();
  });

  it("when the resume fails on the connection, the instructions offer to resume", async () => {
    logIn();
    vi.spyOn(api, "get").mockResolvedValue(
      activeExam({ status: "in_progress", attemptId: 9, attempts_used: 1 }),
    );
    const post = vi
      .spyOn(api, "post")
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(startedAttempt());
    renderPage("/testseries/5?attempt=9");
    await userEvent.click(await screen.findByRole("button", { name: "Resume test" }));
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith("/user_exam/5/start", undefined, { silent: true });
  });

  it("a test outside the subscription asks to subscribe", async () => {
    logIn();
    vi.spyOn(api, "get").mockRejectedValue(new ApiError("Subscribe to JEE Main to take this test.", 403));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Subscribe to take this test" })).toBeTruthy();
    expect(screen.getByText("Subscribe to JEE Main to take this test.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a course" }).getAttribute("href")).toBe(
      "/course-subscription",
    );
  });

  it("submitting goes to the attempt's review", async () => {
    logIn();
    vi.spyOn(api, "get").mockResolvedValue(activeExam());
    vi.spyOn(api, "post").mockImplementation(async (path) =>
      path.endsWith("/submit") ? RESULT : startedAttempt(),
    );
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Start test" }));
    await userEvent.click(await screen.findByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit the test?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit test" }));
    expect(await screen.findByRole("heading", { name: "Review page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/mcq-answers/5/9");
    expect(api.post).toHaveBeenCalledWith("/user_exam/attempts/9/submit", undefined, { silent: true });
  });
});
