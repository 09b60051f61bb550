import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setToastHandler } from "../../lib/toast";
import { captureToasts, mockCourses, renderWithApp } from "../subscription/testSupport";
import AdminCoursePage from "./AdminCoursePage";

beforeEach(() => {
  mockCourses();
  captureToasts();
});
afterEach(() => setToastHandler(null));

async function openAddUnder(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `Add under ${name}` }));
  return screen.findByRole("dialog", { name: "Add course" });
}

describe("/admin/course", () => {
  it("shows the hierarchy as a tree with types, subscription flags and fees", async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminCoursePage />);
    expect(await screen.findByText("JEE")).toBeTruthy();
    expect(screen.getByText("JEE Main")).toBeTruthy();
    // Deeper levels open on demand.
    expect(screen.queryByText("JEE Main Complete Course")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Expand JEE Main" }));
    expect(screen.getByText("JEE Main Complete Course")).toBeTruthy();
    expect(screen.getByText("₹44,999 yearly · ₹24,999 half yearly")).toBeTruthy();
  });

  it("validates the form with the shared schema before saving", async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, "post");
    renderWithApp(<AdminCoursePage />);
    const dialog = await openAddUnder(user, "JEE Main");
    await user.click(within(dialog).getByRole("button", { name: "Add course" }));
    expect(within(dialog).getAllByText("This field is required.").length).toBe(2);

    await user.type(within(dialog).getByLabelText(/Name/), "JEE Main Weekend Batch");
    await user.type(within(dialog).getByRole("combobox", { name: /Type/ }), "Course");
    await user.click(within(dialog).getByRole("switch"));
    await user.type(within(dialog).getByLabelText("Yearly fee"), "-5");
    await user.click(within(dialog).getByRole("button", { name: "Add course" }));
    expect(within(dialog).getByText("Fee must be zero or more.")).toBeTruthy();
    expect(
      within(dialog).getByText("A course for subscription needs both fees (yearly and half yearly)."),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("adds a child node and shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(api, "post")
      .mockRejectedValueOnce(new ApiError("A course with this name already exists at this level.", 409))
      .mockResolvedValueOnce({ id: 99 } as never);
    renderWithApp(<AdminCoursePage />);
    const dialog = await openAddUnder(user, "JEE Main");
    await user.type(within(dialog).getByLabelText(/Name/), "JEE Main Weekend Batch");
    await user.type(within(dialog).getByRole("combobox", { name: /Type/ }), "Course");
    await user.click(within(dialog).getByRole("switch"));
    await user.type(within(dialog).getByLabelText("Yearly fee"), "19999");
    await user.type(within(dialog).getByLabelText("Half yearly fee"), "10999");
    await user.click(within(dialog).getByRole("button", { name: "Add course" }));

    expect(
      await within(dialog).findByText("A course with this name already exists at this level."),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      "/courses",
      {
        parent: 2,
        name: "JEE Main Weekend Batch",
        type: "Course",
        for_subscription: true,
        fee: 19_999,
        quarterly_fee: 10_999,
      },
      { silent: true },
    );
    await user.click(within(dialog).getByRole("button", { name: "Add course" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add course" })).toBeNull());
    expect(post).toHaveBeenCalledTimes(2);
  });

  it("moving offers no parent under the node itself", async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminCoursePage />);
    await user.click(await screen.findByRole("button", { name: "Edit JEE" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit JEE" });
    await user.click(within(dialog).getByRole("combobox", { name: "Parent" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toContain("NEET UG");
    expect(options).not.toContain("JEE");
    expect(options).not.toContain("JEE Main");
  });

  it("confirms a delete and shows why the server refused it", async () => {
    const user = userEvent.setup();
    const del = vi
      .spyOn(api, "delete")
      .mockRejectedValue(new ApiError("This course has courses under it. Move or delete them first.", 409));
    renderWithApp(<AdminCoursePage />);
    await user.click(await screen.findByRole("button", { name: "Delete JEE" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete JEE?" });
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText(/has courses under it/)).toBeTruthy();
    expect(del).toHaveBeenCalledWith("/courses/1", { silent: true });
  });

  it("shows an error with Retry when the list cannot load", async () => {
    vi.spyOn(api, "get").mockRejectedValue(new ApiError("boom", 500));
    renderWithApp(<AdminCoursePage />);
    expect(await screen.findByText("The courses could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
