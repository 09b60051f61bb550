import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import { ExamSettingsDialog } from "./ExamSettingsDialog";

describe("exam settings", { timeout: 30_000 }, () => {
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
});
