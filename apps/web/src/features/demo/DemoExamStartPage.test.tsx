import type { AttemptReview, ExamOverview } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { renderAt } from "../../test/render";
import { readDemoAttempt, storeDemoAttempt } from "../exams/player/resumeStorage";
import { RESULT, startedAttempt } from "../exams/player/testSupport";
import DemoExamStartPage from "./DemoExamStartPage";

const DEMO: ExamOverview = {
  id: 2,
  title: "Free Demo Test: JEE & NEET sampler",
  instructions: "<p>Eight questions, twenty minutes.</p>",
  sections: [],
  marking_scheme: "plus4minus1",
  partial_credit: false,
  duration_min: 20,
  questions: 3,
  marks: 12,
  has_written: false,
  bilingual: false,
};

const demoAttempt = () =>
  startedAttempt({
    attemptId: 31,
    attemptToken: "tok-31",
    exam: { ...startedAttempt().exam, id: 2, title: DEMO.title, sections: [], is_demo: true },
  });

function review(): AttemptReview {
  return {
    result: { ...RESULT, attemptId: 31, examId: 2, status: "evaluated" },
    exam: { ...demoAttempt().exam, show_answers: "after_close", rank_by: "first", closes_at: null },
    answers_shown: true,
    answers_notice: "",
    rank_provisional: false,
    startedAt: Date.now() - 60_000,
    rank: 1,
    percentile: 100,
    of: 1,
    accuracy: 100,
    questions: [],
  };
}

function renderPage(path = "/demo-exam-start/2") {
  return renderAt(<p>Elsewhere</p>, path, [
    { path: "/demo-exam-start/:examId", element: <DemoExamStartPage /> },
  ]);
}

const token = { silent: true, headers: { "X-Attempt-Token": "tok-31" } };

describe("DemoExamStartPage", () => {
  it("needs no login: Start resumes the stored attempt, saves carry its token, and the result shows in place", async () => {
    storeDemoAttempt(2, { attemptId: 30, attemptToken: "tok-30" });
    const get = vi.spyOn(api, "get").mockImplementation(async (path) => {
      if (path === "/user_demo_exam/exams/2") return DEMO;
      if (path === "/user_demo_exam/attempts/31") return review();
      throw new Error(`unexpected GET ${path}`);
    });
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (path) => (path.endsWith("/submit") ? RESULT : demoAttempt()));
    const put = vi
      .spyOn(api, "put")
      .mockImplementation(async (_p, body) => ({ applied: true, seq: (body as { seq: number }).seq }));
    const { router } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: DEMO.title })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Login/Signup" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Start test" }));
    expect(post).toHaveBeenCalledWith(
      "/user_demo_exam/2/start",
      { attemptId: 30, attemptToken: "tok-30" },
      { silent: true },
    );
    await screen.findByRole("heading", { name: "Question 1" });
    expect(readDemoAttempt(2)).toEqual({ attemptId: 31, attemptToken: "tok-31" });
    expect(router.state.location.search).toBe("?attempt=31");
    // As in NTA's player, a choice is saved by Save & Next.
    await userEvent.click(screen.getByRole("radio", { name: "Option A: 2 m/s" }));
    await userEvent.click(screen.getByRole("button", { name: /^Save & Next/ }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        "/user_demo_exam/attempts/31/answers/11",
        expect.objectContaining({ selected: ["A"] }),
        token,
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit the test?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit test" }));
    expect(await screen.findByRole("heading", { level: 1, name: `Your result: ${DEMO.title}` })).toBeTruthy();
    // The review's code loads after the test (lazily), then shows the score.
    expect(await screen.findByText("Score", { exact: true })).toBeTruthy();
    expect(post).toHaveBeenCalledWith("/user_demo_exam/attempts/31/submit", undefined, token);
    expect(get).toHaveBeenCalledWith("/user_demo_exam/attempts/31", token);
  });

  it("a reload mid-test goes straight back into the open attempt, in one request", async () => {
    storeDemoAttempt(2, { attemptId: 31, attemptToken: "tok-31" });
    const get = vi.spyOn(api, "get").mockImplementation(async (path) => {
      if (path === "/user_demo_exam/exams/2") return DEMO;
      throw new Error(`unexpected GET ${path}`);
    });
    const post = vi.spyOn(api, "post").mockResolvedValue(demoAttempt());
    vi.spyOn(api, "put").mockImplementation(async (_p, body) => ({
      applied: true,
      seq: (body as { seq: number }).seq,
    }));
    renderPage("/demo-exam-start/2?attempt=31");
    expect(await screen.findByRole("heading", { name: "Question 1" })).toBeTruthy();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      "/user_demo_exam/2/start",
      { attemptId: 31, attemptToken: "tok-31", resumeOnly: true },
      { silent: true },
    );
    expect(get).not.toHaveBeenCalledWith("/user_demo_exam/attempts/31", token);
  });

  it("a reload after submitting shows the result again, and starts no new attempt", async () => {
    storeDemoAttempt(2, { attemptId: 31, attemptToken: "tok-31" });
    vi.spyOn(api, "get").mockImplementation(async (path) =>
      path === "/user_demo_exam/exams/2" ? DEMO : review(),
    );
    const post = vi.spyOn(api, "post").mockRejectedValue(new ApiError("This attempt has ended.", 409));
    renderPage("/demo-exam-start/2?attempt=31");
    expect(await screen.findByRole("heading", { level: 1, name: `Your result: ${DEMO.title}` })).toBeTruthy();
    expect(post).toHaveBeenCalledExactlyOnceWith(
      "/user_demo_exam/2/start",
      { attemptId: 31, attemptToken: "tok-31", resumeOnly: true },
      { silent: true },
    );
  });

  it("a reload with an attempt the server does not know forgets it and shows the instructions", async () => {
    storeDemoAttempt(2, { attemptId: 31, attemptToken: "tok-31" });
    vi.spyOn(api, "get").mockImplementation(async (path) => {
      if (path === "/user_demo_exam/exams/2") return DEMO;
      throw new ApiError("No such attempt.", 404);
    });
    vi.spyOn(api, "post").mockRejectedValue(new ApiError("This attempt has ended.", 409));
    renderPage("/demo-exam-start/2?attempt=31");
    expect(await screen.findByRole("button", { name: "Start test" })).toBeTruthy();
    expect(readDemoAttempt(2)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
