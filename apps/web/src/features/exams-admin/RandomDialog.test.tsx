import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import { RandomDialog } from "./RandomDialog";
import type { ExamDetail } from "./types";

const COURSES = [
  {
    id: 1,
    parent: 0,
    name: "Olympiad",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 2,
    parent: 1,
    name: "Maths Olympiad",
    type: "Course",
    for_subscription: true,
    fee: 1,
    quarterly_fee: 1,
  },
  {
    id: 3,
    parent: 0,
    name: "General bank",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
];

describe("RandomDialog", () => {
  it("draws from the exam's own course by default, shown by its path", async () => {
    vi.spyOn(api, "get").mockImplementation(async (path: string) => {
      if (path === "/courses") return COURSES as never;
      if (path === "/questions/facets") return { subjects: [], topics: [] } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    const post = vi.spyOn(api, "post").mockResolvedValue({ items: [], shortBy: {} });
    const exam = { id: 9, course_id: 2, items: [] } as unknown as ExamDetail;
    render(
      <TestProviders>
        <RandomDialog
          open
          exam={exam}
          sectionNames={["A"]}
          initialSection={0}
          onClose={() => {}}
          onAdded={() => {}}
        />
      </TestProviders>,
    );
    const picker = (await screen.findByRole("combobox", {
      name: "Course of the questions",
    })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe("Olympiad > Maths Olympiad"));
    fireEvent.change(screen.getByRole("spinbutton", { name: "Easy" }), { target: { value: "3" } });
    await userEvent.click(screen.getByRole("button", { name: /^Draw 3/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/exams/9/random", {
        section: 0,
        counts: { 1: 3 },
        filter: { course_id: 2 },
      }),
    );
  });
});
