import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import { ExamSettingsDialog } from "./ExamSettingsDialog";

describe("exam settings", () => {
  it("sets when answers are shown and which attempt ranks, defaulting to after the window closes", async () => {
    vi.spyOn(api, "get").mockResolvedValue([]);
    const post = vi.spyOn(api, "post").mockResolvedValue({ id: 9 } as never);
    render(
      <TestProviders>
        <ExamSettingsDialog open exam={null} onClose={() => {}} onSaved={() => {}} />
      </TestProviders>,
    );
    const showAnswers = screen.getByRole("combobox", { name: "Show answers" });
    expect(showAnswers.textContent).toBe("After the test window closes");
    expect(screen.getByRole("combobox", { name: "Rank by" }).textContent).toBe(
      "Each student's first attempt",
    );

    await userEvent.click(showAnswers);
    await userEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "After each attempt" }),
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Rank by" }));
    await userEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "Each student's best attempt" }),
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Demo drill");
    await userEvent.click(screen.getByRole("switch", { name: "Demo exam (free, no window needed)" }));
    await userEvent.click(screen.getByRole("button", { name: "Create exam" }));
    expect(post).toHaveBeenCalledWith(
      "/exams",
      expect.objectContaining({ show_answers: "after_attempt", rank_by: "best", is_demo: true }),
    );
  });

  it("sets per-section time limits: every section or none, within the duration, checked by the shared schema", async () => {
    vi.spyOn(api, "get").mockResolvedValue([]);
    const post = vi.spyOn(api, "post").mockResolvedValue({ id: 9 } as never);
    render(
      <TestProviders>
        <ExamSettingsDialog open exam={null} onClose={() => {}} onSaved={() => {}} />
      </TestProviders>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Title" }), "Timed paper");
    await userEvent.click(screen.getByRole("switch", { name: "Demo exam (free, no window needed)" }));
    for (const name of ["Paper 1", "Paper 2"]) {
      await userEvent.click(screen.getByRole("button", { name: "Add section" }));
      const boxes = screen.getAllByRole("textbox", { name: /^Section \d name$/ });
      await userEvent.type(boxes.at(-1)!, name);
    }
    const minutes = (n: number) => screen.getByRole("spinbutton", { name: `Section ${n}: minutes` });
    await userEvent.type(minutes(1), "90");
    await userEvent.click(screen.getByRole("button", { name: "Create exam" }));
    expect(screen.getByText("Give every section a time limit, or none.")).toBeTruthy();

    await userEvent.type(minutes(2), "100");
    expect(
      screen.getByText("The sections' time limits add up to more than the test's duration."),
    ).toBeTruthy();
    await userEvent.clear(minutes(2));
    await userEvent.type(minutes(2), "90");
    expect(screen.queryByText(/time limit/)).toBeNull();
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Create exam" }));
    expect(post).toHaveBeenCalledWith(
      "/exams",
      expect.objectContaining({
        duration_min: 180,
        sections: [
          expect.objectContaining({ name: "Paper 1", time_limit_min: 90 }),
          expect.objectContaining({ name: "Paper 2", time_limit_min: 90 }),
        ],
      }),
    );
  });
});
