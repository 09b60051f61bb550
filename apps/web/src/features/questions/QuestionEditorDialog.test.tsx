import { MESSAGES } from "@medhavi/domain";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import { QuestionEditorDialog } from "./QuestionEditorDialog";

beforeEach(() => {
  vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/questions/facets") {
      return { subjects: ["Physics"], topics: [{ subject: "Physics", topic: "Optics" }] } as never;
    }
    if (path === "/courses") return [] as never;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderEditor() {
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <QuestionEditorDialog open question={null} onClose={() => {}} />
    </TestProviders>,
  );
  return { user, dialog: screen.getByRole("dialog", { name: "New question" }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("QuestionEditorDialog", () => {
  it("flags a single-select question with two correct options after the first save", async () => {
    const post = vi.spyOn(api, "post");
    const { user, dialog } = renderEditor();
    await choose(user, /Answer type/, "Multi Select");
    await user.click(within(dialog).getByRole("checkbox", { name: "Option A is correct" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Option B is correct" }));
    await choose(user, /Answer type/, "Single Select");
    // Nothing is flagged before the first save attempt.
    expect(within(dialog).queryByText(MESSAGES.SINGLE_CORRECT)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save question" }));
    expect(within(dialog).getByText(MESSAGES.SINGLE_CORRECT)).toBeTruthy();
    expect(within(dialog).getAllByText(MESSAGES.REQUIRED).length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalled();
  });

  it("a new subjective question defaults to 0 negative marks; a typed value stays", async () => {
    const { user, dialog } = renderEditor();
    const negative = within(dialog).getByRole("spinbutton", { name: "Negative marks" }) as HTMLInputElement;
    expect(negative.value).toBe("1");
    await choose(user, /Kind/, "Subjective");
    expect(negative.value).toBe("0");
    await choose(user, /Kind/, "Objective");
    expect(negative.value).toBe("1");
    fireEvent.change(negative, { target: { value: "0.5" } });
    await choose(user, /Kind/, "Subjective");
    expect(negative.value).toBe("0.5");
  });

  it("updates the preview as the author types, with formulas rendered", async () => {
    const { user, dialog } = renderEditor();
    const preview = within(dialog).getByRole("region", { name: "Preview" });
    expect(preview.querySelector(".katex")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Question text/), {
      target: { value: "Solve $x^2 = 4$ for x" },
    });
    expect(preview.textContent).toContain("Solve");
    expect(preview.querySelector(".katex")).not.toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Option A"), { target: { value: "Two" } });
    expect(within(preview).getByText("Two")).toBeTruthy();
    // Single select previews as radio buttons; multi select as checkboxes.
    expect(within(preview).getAllByRole("radio").length).toBe(4);
    await choose(user, /Answer type/, "Multi Select");
    expect(within(preview).getAllByRole("checkbox").length).toBe(4);
  });

  it("saves a valid question with lettered options and the correct keys", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ id: 7 } as never);
    const { user, dialog } = renderEditor();
    fireEvent.change(within(dialog).getByRole("combobox", { name: /Subject/ }), {
      target: { value: "Physics" },
    });
    fireEvent.change(within(dialog).getByLabelText(/Question text/), {
      target: { value: "Pick the vector" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Remove option D" }));
    for (const [key, text] of [
      ["A", "Speed"],
      ["B", "Velocity"],
      ["C", "Mass"],
    ]) {
      fireEvent.change(within(dialog).getByLabelText(`Option ${key}`), { target: { value: text as string } });
    }
    await user.click(within(dialog).getByRole("radio", { name: "Option B is correct" }));
    await user.click(within(dialog).getByRole("button", { name: "Save question" }));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe("/questions");
    expect(body).toMatchObject({
      kind: 1,
      answer_type: 1,
      subject: "Physics",
      options: [
        { key: "A", text: "Speed" },
        { key: "B", text: "Velocity" },
        { key: "C", text: "Mass" },
      ],
      correct: ["B"],
      marks: 4,
      negative_marks: 1,
    });
  });

  it("saves a Hindi version with one Hindi field per option, and previews it", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ id: 8 } as never);
    const { user, dialog } = renderEditor();
    fireEvent.change(within(dialog).getByRole("combobox", { name: /Subject/ }), {
      target: { value: "Physics" },
    });
    fireEvent.change(within(dialog).getByLabelText(/Question text/), { target: { value: "Unit of force?" } });
    await user.click(within(dialog).getByRole("button", { name: "Remove option D" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove option C" }));
    fireEvent.change(within(dialog).getByLabelText("Option A"), { target: { value: "Newton" } });
    fireEvent.change(within(dialog).getByLabelText("Option B"), { target: { value: "Joule" } });
    await user.click(within(dialog).getByRole("radio", { name: "Option A is correct" }));

    await user.click(within(dialog).getByRole("switch", { name: "Hindi version" }));
    fireEvent.change(within(dialog).getByLabelText(/Question text \(Hindi\)/), {
      target: { value: "बल का मात्रक?" },
    });
    fireEvent.change(within(dialog).getByLabelText("Option A (Hindi)"), { target: { value: "न्यूटन" } });
    expect(within(dialog).queryByLabelText("Option C (Hindi)")).toBeNull();
    // A Hindi option left blank is flagged, and nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Save question" }));
    expect(post).not.toHaveBeenCalled();
    const hindiB = within(dialog).getByLabelText("Option B (Hindi)");
    expect(hindiB.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(hindiB, { target: { value: "जूल" } });
    await user.click(within(dialog).getByRole("button", { name: "हिन्दी" }));
    const preview = within(dialog).getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("बल का मात्रक?")).toBeTruthy();
    expect(within(preview).getByText("जूल")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Save question" }));
    expect(post).toHaveBeenCalledTimes(1);
    const [, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(body).toMatchObject({
      correct: ["A"],
      hindi: {
        text: "बल का मात्रक?",
        options: [
          { key: "A", text: "न्यूटन" },
          { key: "B", text: "जूल" },
        ],
        solution: "",
        model_answer: "",
      },
    });
  });
});
