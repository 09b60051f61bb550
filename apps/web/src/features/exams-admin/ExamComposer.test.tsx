import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import type { Question } from "../questions/types";
import { Composer, type DraftItem, moveItem } from "./ExamComposer";
import type { ExamDetail } from "./types";

function question(id: number, text: string): Question {
  return {
    id,
    kind: 1,
    answer_type: 1,
    answer_length: null,
    difficulty: 2,
    course_id: null,
    subject: "Physics",
    topic: "",
    text,
    options: [
      { key: "A", text: "1" },
      { key: "B", text: "2" },
    ],
    correct: ["A"],
    numeric: null,
    model_answer: "",
    solution: "",
    hindi: null,
    marks: 4,
    negative_marks: 1,
    previous_id: null,
    retired: false,
  };
}

function exam(overrides: Partial<ExamDetail> = {}): ExamDetail {
  return {
    id: 5,
    title: "Mock test 1",
    course_id: null,
    instructions: "",
    duration_min: 90,
    opens_at: null,
    closes_at: null,
    sections: [
      { name: "Physics", marking_scheme: null, attempt_limit: null, time_limit_min: null },
      { name: "Chemistry", marking_scheme: null, attempt_limit: null, time_limit_min: null },
    ],
    marking_scheme: "custom",
    attempts_allowed: 1,
    show_answers: "after_close",
    rank_by: "first",
    is_demo: true,
    partial_credit: false,
    challenge_hours: 48,
    challenge_fee: 0,
    drop_policy: "attempted",
    status: "draft",
    published_at: null,
    started: false,
    items: [
      {
        question_id: 1,
        section: 0,
        position: 0,
        marks: 4,
        negative_marks: 1,
        question: question(1, "First"),
      },
      {
        question_id: 2,
        section: 1,
        position: 0,
        marks: 4,
        negative_marks: 1,
        question: question(2, "Second"),
      },
      {
        question_id: 3,
        section: 0,
        position: 1,
        marks: 2.5,
        negative_marks: 0,
        question: question(3, "Third"),
      },
    ],
    totals: { questions: 3, marks: 10.5, minutes: 90 },
    ...overrides,
  };
}

function renderComposer(detail: ExamDetail) {
  render(
    <TestProviders>
      <Composer exam={detail} onBack={() => {}} />
    </TestProviders>,
  );
  return screen.getByRole("status", { name: "Totals" });
}

describe("exam composer", () => {
  it("shows questions, marks and minutes, and updates them as marks change or questions go", async () => {
    const totals = renderComposer(exam());
    expect(totals.textContent).toBe("3 questions10.5 marks90 minutes");
    fireEvent.change(screen.getByLabelText("Marks for question 3"), { target: { value: "4" } });
    expect(totals.textContent).toBe("3 questions12 marks90 minutes");
    await userEvent.click(screen.getByRole("button", { name: "Remove question 2" }));
    expect(totals.textContent).toBe("2 questions8 marks90 minutes");
    expect(screen.getByRole("button", { name: "Save questions" })).toBeTruthy();
  });

  it("counts the highest-marked N of an 'attempt any N' section in the maximum marks", () => {
    const totals = renderComposer(
      exam({
        sections: [
          { name: "Physics", marking_scheme: null, attempt_limit: 1, time_limit_min: null },
          { name: "Chemistry", marking_scheme: null, attempt_limit: null, time_limit_min: null },
        ],
      }),
    );
    // Physics holds 4 and 2.5 but only one counts: 4 + Chemistry's 4.
    expect(totals.textContent).toBe("3 questions8 marks90 minutes");
    expect(screen.getByRole("region", { name: "Physics" }).textContent).toContain("(2 questions, 4 marks)");
  });

  it("publishing asks first, saying how many students it will notify", async () => {
    const get = vi.spyOn(api, "get").mockResolvedValue({ announcement: "scheduled", notifies: 42 } as never);
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValue({ ...exam({ status: "published" }), notified: 42 } as never);
    renderComposer(exam());
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish “Mock test 1”?" });
    expect(
      await within(dialog).findByText(
        "42 students whose plan covers this course will be notified of a new test.",
      ),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/exams/5/publish-preview", { silent: true });
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(post).toHaveBeenCalledWith("/exams/5/publish", undefined, { silent: true });
    expect(await screen.findByText("Exam published. 42 students notified.")).toBeTruthy();
  });

  it("saves the edited order and marks with PUT /exams/:id/questions", async () => {
    const put = vi.spyOn(api, "put").mockResolvedValue(exam() as never);
    renderComposer(exam());
    await userEvent.click(screen.getByRole("button", { name: "Move question 3 up" }));
    const physics = screen.getByRole("region", { name: "Physics" });
    const rows = within(physics).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Third");
    await userEvent.click(screen.getByRole("button", { name: "Save questions" }));
    expect(put).toHaveBeenCalledWith("/exams/5/questions", {
      items: [
        { question_id: 3, section: 0, marks: 2.5, negative_marks: 0 },
        { question_id: 2, section: 1, marks: 4, negative_marks: 1 },
        { question_id: 1, section: 0, marks: 4, negative_marks: 1 },
      ],
    });
  });

  it("lets marks be set per question only under a custom scheme", () => {
    renderComposer(exam({ marking_scheme: "plus4minus1" }));
    expect((screen.getByLabelText("Marks for question 1") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Negative marks for question 1") as HTMLInputElement).disabled).toBe(true);
  });

  it("shows a started exam as frozen", () => {
    renderComposer(exam({ started: true, status: "published" }));
    expect(screen.getByText(/questions and marking are frozen/)).toBeTruthy();
    expect((screen.getByLabelText("Marks for question 1") as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Add from bank/ })).toBeNull();
  });
});

describe("moveItem", () => {
  it("swaps with the neighbour in the same section only", () => {
    const items = exam().items.map((i) => ({ ...i, marks: "4", negative_marks: "1" })) as DraftItem[];
    expect(moveItem(items, 2, -1).map((i) => i.question_id)).toEqual([3, 2, 1]);
    expect(moveItem(items, 0, -1)).toBe(items);
  });
});
