import type { EvaluationSheet, EvaluationQueueItem as QueueItem, WrittenAnswer } from "@medhavi/domain";
import { MESSAGES } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { captureToasts, renderWithApp } from "../subscription/testSupport";
import AdminPendingEvaluationPage from "./AdminPendingEvaluationPage";

const STUDENT = { userid: 42, firstName: "Riya", lastName: "Sharma", email: "riya@example.com" };
const SUBMITTED = Date.UTC(2025, 0, 15, 6, 30);

const QUEUE: QueueItem[] = [
  {
    attemptId: 7,
    examId: 11,
    examTitle: "Physics Long Answers",
    student: STUDENT,
    submittedAt: SUBMITTED,
    pending: 2,
    total: 2,
  },
];

const answer = (question_id: number, awarded: number | null = null): WrittenAnswer => ({
  question_id,
  position: question_id - 1,
  section: 0,
  text: `<p>Question ${question_id} text</p>`,
  model_answer: "<p>The model answer</p>",
  marks: 5,
  answer: `Student answer ${question_id}`,
  awarded,
  feedback: "",
});

function sheet(answers: WrittenAnswer[]): EvaluationSheet {
  return {
    attemptId: 7,
    exam: { id: 11, title: "Physics Long Answers" },
    student: STUDENT,
    submittedAt: SUBMITTED,
    evaluatedAt: null,
    score: 8,
    maxMarks: 30,
    objectiveMax: 20,
    answers,
  };
}

function mockGet(items: QueueItem[], current: EvaluationSheet) {
  return vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path.startsWith("/evaluations?"))
      return { items, total: items.length, page: 1, pageSize: 20 } as never;
    if (path === "/evaluations/7") return current as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

const section = (n: number) => screen.getByRole("region", { name: `Written answer ${n} of 2` });

describe("/admin/pending-evaluation", () => {
  it("says when there is nothing to evaluate", async () => {
    mockGet([], sheet([]));
    renderWithApp(<AdminPendingEvaluationPage />, "/admin/pending-evaluation");
    expect(await screen.findByText("Nothing to evaluate.")).toBeTruthy();
    expect(screen.getByText("Submitted written answers appear here, oldest first.")).toBeTruthy();
  });

  it("refuses marks outside 0..max in quarter steps before sending them", async () => {
    mockGet(QUEUE, sheet([answer(1), answer(2)]));
    const put = vi.spyOn(api, "put");
    const user = userEvent.setup();
    renderWithApp(<AdminPendingEvaluationPage />, "/admin/pending-evaluation");
    const row = within(await screen.findByRole("table")).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Riya Sharma");
    expect(row.textContent).toContain("2 of 2 to mark");
    await user.click(within(row).getByRole("button", { name: /^Evaluate/ }));

    await screen.findByRole("region", { name: "Written answer 1 of 2" });
    // The objective maximum, not the whole exam's (which includes the written answers).
    expect(screen.getByText(/Objective marks:/).textContent).toContain("8 of 20");
    const first = section(1);
    expect(first.textContent).toContain("Student answer 1");
    expect(first.textContent).toContain("The model answer");
    const marks = within(first).getByRole("spinbutton", { name: "Marks" });
    await user.type(marks, "4.3");
    expect(within(first).getByText(MESSAGES.AWARD_INVALID)).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Save marks" })).toHaveProperty("disabled", true);
    await user.type(marks, "{Enter}");
    await user.clear(marks);
    await user.type(marks, "6");
    expect(within(first).getByText(MESSAGES.AWARD_INVALID)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it("saves each answer, then completes with the final score and returns to the queue", async () => {
    const toasts = captureToasts();
    let current = sheet([answer(1), answer(2)]);
    mockGet(QUEUE, current);
    vi.spyOn(api, "put").mockImplementation(async (path: string, body: unknown) => {
      const { awarded, feedback } = body as { awarded: number; feedback: string };
      const id = Number(path.split("/").pop());
      const updated = { ...answer(id), awarded, feedback };
      current = { ...current, answers: current.answers.map((a) => (a.question_id === id ? updated : a)) };
      return updated as never;
    });
    const post = vi.spyOn(api, "post").mockResolvedValue({ score: 15.25 } as never);
    const user = userEvent.setup();
    const { router } = renderWithApp(<AdminPendingEvaluationPage />, "/admin/pending-evaluation?attempt=7");

    await screen.findByRole("region", { name: "Written answer 1 of 2" });
    const complete = screen.getByRole("button", { name: "Complete evaluation" });
    expect(complete).toHaveProperty("disabled", true);
    expect(screen.getByText("Save marks for every answer first (2 left).")).toBeTruthy();

    await user.type(within(section(1)).getByRole("spinbutton", { name: "Marks" }), "4.5");
    await user.type(
      within(section(1)).getByRole("textbox", { name: "Feedback for the student" }),
      " Good diagram. ",
    );
    expect(within(section(1)).getByText("Unsaved changes")).toBeTruthy();
    await user.click(within(section(1)).getByRole("button", { name: "Save marks" }));
    expect(await within(section(1)).findByText("Saved")).toBeTruthy();
    expect(api.put).toHaveBeenCalledWith(
      "/evaluations/7/answers/1",
      { awarded: 4.5, feedback: "Good diagram." },
      { silent: true },
    );

    await user.type(within(section(2)).getByRole("spinbutton", { name: "Marks" }), "2.75");
    await user.click(within(section(2)).getByRole("button", { name: "Save marks" }));
    await within(section(2)).findByText("Saved");

    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Complete evaluation" })).toHaveProperty("disabled", false),
    );
    await user.click(screen.getByRole("button", { name: "Complete evaluation" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete the evaluation?" });
    expect(dialog.textContent).toContain("Final score: 15.25 / 30");
    expect(dialog.textContent).toContain("8 from objective answers and 7.25 from written answers");
    await user.click(within(dialog).getByRole("button", { name: "Complete evaluation" }));

    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(post).toHaveBeenCalledWith("/evaluations/7/complete", undefined, { silent: true });
    expect(toasts).toContainEqual({
      message: "Evaluation complete. The student has been notified.",
      variant: "success",
    });
  });
});
