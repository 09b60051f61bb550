import type { StartedAttempt } from "@medhavi/domain";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "../../../lib/connectivity";
import { ApiError } from "../../../lib/http";
import { renderAt } from "../../../test/render";
import { queueKey } from "./answerQueue";
import { countStatuses } from "./attemptState";
import type { AttemptEndpoints } from "./endpoints";
import { TestPlayer } from "./TestPlayer";
import { fakeEndpoints, RESULT, savesOf, startedAttempt } from "./testSupport";

function renderPlayer(
  attempt: StartedAttempt,
  endpoints: AttemptEndpoints,
  monitor = new ConnectivityMonitor({
    fetch: async () => new Response(null),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  }),
) {
  const onSubmitted = vi.fn();
  renderAt(
    <TestPlayer
      attempt={attempt}
      endpoints={endpoints}
      onSubmitted={onSubmitted}
      exitTo="/active-test"
      monitor={monitor}
    />,
  );
  return { onSubmitted, monitor };
}

const heading = (n: number) => screen.findByRole("heading", { name: `Question ${n}` });
const paletteButton = (n: number) =>
  within(screen.getByRole("navigation", { name: "Question palette" })).getByRole("button", {
    name: new RegExp(`^Question ${n},`),
  });

// Counts the test screen's renders: the section tabs and the palette count statuses in every one.
vi.mock("./attemptState", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./attemptState")>();
  return { ...actual, countStatuses: vi.fn(actual.countStatuses) };
});

afterEach(() => vi.useRealTimers());

describe("TestPlayer", () => {
  it("saves the visit; a choice is saved only by Save & Next (NTA), and the palette drops an unsaved one", async () => {
    const { endpoints, save } = fakeEndpoints();
    renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    expect(screen.getByRole("heading", { level: 1, name: "JEE Main: Full Mock Test 1" })).toBeTruthy();
    await vi.waitFor(() => expect(savesOf(save)).toEqual([[11, [], false, 1]]));
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Not Answered");
    expect(paletteButton(2).getAttribute("aria-label")).toBe("Question 2, Not Visited");

    await userEvent.click(screen.getByRole("radio", { name: "Option B: 4 m/s" }));
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Not Answered");
    expect(savesOf(save)).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: /Save & Next/ }));
    await heading(2);
    await vi.waitFor(() =>
      expect(savesOf(save).slice(1, 3)).toEqual([
        [11, ["B"], false, 2],
        [12, [], false, 3],
      ]),
    );
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Answered");
    await userEvent.click(screen.getByRole("checkbox", { name: "Option A: 2 m/s" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Option C: 6 m/s" }));
    // Clicking the palette leaves question 2 without saving its choice.
    await userEvent.click(paletteButton(1));
    await heading(1);
    await vi.waitFor(() => expect(savesOf(save).at(-2)).toEqual([12, [], false, 4]));
    expect(paletteButton(2).getAttribute("aria-label")).toBe("Question 2, Not Answered");
    expect(JSON.parse(window.localStorage.getItem(queueKey("exam", 9))!).seq).toBe(5);
  });

  it("works from the keyboard: N/→ next, P/← back, digits choose, M marks, C clears, ? helps", async () => {
    const { endpoints, save } = fakeEndpoints();
    renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    const user = userEvent.setup();
    await user.keyboard("2");
    expect((screen.getByRole("radio", { name: "Option B: 4 m/s" }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard("m");
    expect(document.activeElement).toBe(await heading(2));
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Answered & Marked for Review");
    await user.keyboard("{ArrowLeft}");
    await heading(1);
    await user.keyboard("c");
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Marked for Review");
    await user.keyboard("n");
    await heading(2);
    await user.keyboard("{ArrowRight}");
    await heading(3);

    // Typing a written answer never triggers shortcuts.
    const box = screen.getByRole("textbox", { name: "Your answer" });
    await user.click(box);
    const typed = "pH 7 means neutral; compare acids?";
    await user.keyboard(typed);
    expect(await heading(3)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe(typed);
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() =>
      expect(save.mock.calls.at(-1)).toEqual([21, expect.objectContaining({ text: typed })]),
    );

    box.blur();
    await user.keyboard("?");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeTruthy();
  }, 60_000);

  it("a page hide stores the answer being typed at once, before the typing pause", async () => {
    const { endpoints, save } = fakeEndpoints();
    save.mockImplementation(() => new Promise(() => {})); // the network never answers
    renderPlayer(startedAttempt({ currentQuestionId: 21 }), endpoints);
    await heading(3);
    fireEvent.change(screen.getByRole("textbox", { name: "Your answer" }), {
      target: { value: "pH = −log[H⁺]" },
    });
    window.dispatchEvent(new Event("pagehide"));
    const stored = JSON.parse(window.localStorage.getItem(queueKey("exam", 9))!);
    expect(stored.pending.at(-1)).toEqual({
      questionId: 21,
      body: expect.objectContaining({ text: "pH = −log[H⁺]", seq: 2 }),
    });
  });

  it("palette legend counts each status of the section, and section tabs switch the palette", async () => {
    const { endpoints } = fakeEndpoints();
    renderPlayer(
      startedAttempt({
        currentQuestionId: 12,
        answers: [{ question_id: 11, selected: ["A"], text: "", marked: true, time_spent_ms: 5_000, seq: 3 }],
      }),
      endpoints,
    );
    await heading(2);
    const palette = screen.getByRole("navigation", { name: "Question palette" });
    expect(palette.textContent).toContain("Answered & Marked for Review: 1");
    expect(palette.textContent).toContain("Not Answered: 1");
    expect(palette.textContent).toContain("Not Visited: 0");
    await userEvent.click(screen.getByRole("tab", { name: "Chemistry" }));
    await heading(3);
    const chemistry = screen.getByRole("navigation", { name: "Question palette" });
    expect(chemistry.textContent).toContain("Chemistry");
    expect(chemistry.textContent).toContain("Not Answered: 1");
    expect(chemistry.textContent).toContain("Answered & Marked for Review: 0");
  });

  it("tells screen readers the time left only as it crosses a warning (here 1 minute)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { endpoints } = fakeEndpoints();
    const now = Date.now();
    renderPlayer(startedAttempt({ serverNow: now, deadline: now + 62_000 }), endpoints);
    await heading(1);
    const status = screen.getAllByRole("status").find((s) => s.getAttribute("aria-live") === "polite")!;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(status.textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(status.textContent).toBe("1 minute left in this test.");
  });

  it("timed sections: only the open one can be visited, and the screen moves on when its time is over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { endpoints } = fakeEndpoints();
    const base = startedAttempt();
    const now = Date.now();
    renderPlayer(
      {
        ...base,
        startedAt: now - 59_000,
        deadline: now + 3_541_000,
        exam: {
          ...base.exam,
          sections: base.exam.sections.map((s, i) => ({ ...s, time_limit_min: i === 0 ? 1 : 59 })),
        },
      },
      endpoints,
    );
    await heading(1);
    const tab = (name: string) => screen.getByRole("tab", { name });
    expect(tab("Chemistry").hasAttribute("disabled")).toBe(true);
    // Physics has a second left: then Chemistry opens, the screen moves there and Physics is closed.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await heading(3);
    expect(tab("Physics").hasAttribute("disabled")).toBe(true);
    expect(tab("Chemistry").hasAttribute("disabled")).toBe(false);
    await userEvent.keyboard("p");
    expect(screen.getByRole("heading", { name: "Question 3" })).toBeTruthy();
  });

  it("submits by itself when the server's time is up, correcting for a wrong PC clock", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { endpoints, submit } = fakeEndpoints();
    const now = Date.now();
    // The PC clock is 10 minutes slow: by the server, 3 s are left, not 10 min 3 s.
    const { onSubmitted } = renderPlayer(
      startedAttempt({ serverNow: now + 600_000, deadline: now + 603_000 }),
      endpoints,
    );
    await heading(1);
    expect(screen.getByRole("timer").textContent).toBe("Time left00:03");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(submit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole("dialog", { name: "Time is up" })).toBeTruthy();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(RESULT));
    expect(window.localStorage.getItem(queueKey("exam", 9))).toBeNull();
  });

  it("a tick of the clock renders the timer again, not the question, tabs and palette", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { endpoints, save } = fakeEndpoints();
    renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    await vi.waitFor(() => expect(savesOf(save)).toHaveLength(1));
    await screen.findByText("All answers saved");
    const renders = vi.mocked(countStatuses).mock.calls.length;
    const shown = screen.getByRole("timer").textContent;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole("timer").textContent).not.toBe(shown);
    expect(vi.mocked(countStatuses).mock.calls.length).toBe(renders);
  });

  it("a save's progress renders the save status again, not the question, tabs and palette", async () => {
    const { endpoints, save } = fakeEndpoints();
    renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    await screen.findByText("All answers saved");
    let acknowledge = () => {};
    save.mockImplementationOnce(
      (_questionId, body) =>
        new Promise((resolve) => {
          acknowledge = () => resolve({ applied: true, seq: body.seq });
        }),
    );
    await userEvent.click(screen.getByRole("button", { name: /Save & Next/ }));
    await heading(2);
    await screen.findByText("Saving…");
    const renders = vi.mocked(countStatuses).mock.calls.length;
    await act(async () => acknowledge());
    await screen.findByText("All answers saved");
    expect(savesOf(save)).toHaveLength(3);
    expect(vi.mocked(countStatuses).mock.calls.length).toBe(renders);
  });

  it("resumes: unsent local saves win over the server's answers and are replayed in order", async () => {
    window.localStorage.setItem(
      queueKey("exam", 9),
      JSON.stringify({
        seq: 8,
        pending: [
          {
            questionId: 11,
            body: { selected: ["D"], text: "", marked: false, time_spent_ms: 9_000, seq: 7 },
          },
          {
            questionId: 21,
            body: { selected: [], text: "Acids give H+", marked: true, time_spent_ms: 0, seq: 8 },
          },
        ],
      }),
    );
    const { endpoints, save } = fakeEndpoints();
    renderPlayer(
      startedAttempt({
        currentQuestionId: 12,
        answers: [
          { question_id: 11, selected: ["A"], text: "", marked: false, time_spent_ms: 4_000, seq: 5 },
          { question_id: 12, selected: [], text: "", marked: false, time_spent_ms: 1_000, seq: 6 },
        ],
      }),
      endpoints,
    );
    // The last local save (question 3) is newer than the server's current question (2).
    await heading(3);
    expect((screen.getByRole("textbox", { name: "Your answer" }) as HTMLTextAreaElement).value).toBe(
      "Acids give H+",
    );
    expect(paletteButton(3).getAttribute("aria-label")).toBe("Question 3, Answered & Marked for Review");
    // Replayed in order; the visit on resume supersedes the unsent save of the same question.
    await vi.waitFor(() =>
      expect(savesOf(save)).toEqual([
        [11, ["D"], false, 7],
        [21, [], true, 9],
      ]),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Physics" }));
    await heading(1);
    expect((screen.getByRole("radio", { name: "Option D: 8 m/s" }) as HTMLInputElement).checked).toBe(true);
  });

  it("asks before submitting, shows the counts, and waits for unsent answers while offline", async () => {
    const { endpoints, save, submit } = fakeEndpoints();
    let online = false;
    save.mockImplementation(async (_id, body) => {
      if (!online) throw new ApiError("The server could not be reached.", 0);
      return { applied: true, seq: body.seq };
    });
    const { onSubmitted } = renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    await userEvent.click(screen.getByRole("radio", { name: "Option A: 2 m/s" }));
    await userEvent.click(screen.getByRole("button", { name: /Save & Next/ }));
    expect(
      await screen.findByText(/Offline — \d answers? will be sent when you're back online/),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit the test?" });
    const answered = within(dialog).getByRole("row", { name: /^Answered \d/ });
    expect(answered.textContent).toBe("Answered101"); // Physics 1, Chemistry 0, Total 1
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit test" }));
    expect(await within(dialog).findByText(/Waiting for connection to save \d answers?/)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(RESULT));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(save.mock.calls).toContainEqual([11, expect.objectContaining({ selected: ["A"] })]);
  }, 60_000);

  it("moves to submission when the server refuses saves (409: time up)", async () => {
    const { endpoints, save, submit } = fakeEndpoints();
    save.mockRejectedValue(new ApiError("Time is up for this test.", 409));
    const { onSubmitted } = renderPlayer(startedAttempt(), endpoints);
    await heading(1);
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(RESULT));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("offline: a banner, not the full-screen overlay, and answering goes on", async () => {
    const monitor = new ConnectivityMonitor({
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      setTimeout: () => 0,
      clearTimeout: () => {},
      now: () => Date.now(),
    });
    const { endpoints } = fakeEndpoints();
    renderPlayer(startedAttempt(), endpoints, monitor);
    await heading(1);
    await act(() => monitor.check());
    expect(screen.getByText(/You are offline. Keep answering/)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Option C: 6 m/s" }));
    fireEvent.click(screen.getByRole("button", { name: /Save & Next/ }));
    expect(paletteButton(1).getAttribute("aria-label")).toBe("Question 1, Answered");
  });
});
