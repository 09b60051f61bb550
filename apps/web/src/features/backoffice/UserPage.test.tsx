import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import type { UserDetail } from "./types";
import UserPage from "./UserPage";

const COURSES = [
  {
    id: 1,
    parent: 0,
    name: "JEE",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 2,
    parent: 1,
    name: "JEE Main",
    type: "Course",
    for_subscription: true,
    fee: 9000,
    quarterly_fee: 5000,
  },
  {
    id: 3,
    parent: 0,
    name: "NEET",
    type: "Category",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 4,
    parent: 3,
    name: "NEET UG",
    type: "Course",
    for_subscription: true,
    fee: 9000,
    quarterly_fee: 5000,
  },
];

const detail = (over: Partial<UserDetail["profile"]> = {}): UserDetail => ({
  profile: {
    userid: 7,
    role: "student",
    firstName: "Asha",
    lastName: "Verma",
    email: "asha@example.in",
    mobileNumber: "9810000001",
    profilePic: "",
    status: "active",
    createdAt: Date.UTC(2026, 10, 1, 6, 0),
    ...over,
  },
  current: { course_id: 2, subscription: "Free", subscription_end: Date.UTC(2026, 10, 16), live: true },
  subscriptions: [],
  payments: [],
  attempts: [],
  notifications: [],
  audit: [],
});

let user: UserDetail;
beforeEach(() => {
  user = detail();
  vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path.startsWith("/users/7")) return user;
    if (path === "/courses") return COURSES;
    if (path === "/config") return { time_zone: "Asia/Kolkata", zone_label: "IST" };
    throw new Error(`unexpected ${path}`);
  });
});

function show() {
  const router = createMemoryRouter([{ path: "/admin/users/:id", element: <UserPage /> }], {
    initialEntries: ["/admin/users/7"],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe("user page actions", () => {
  it("grants a 3-month plan only with a course and a reason, then reloads the user", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ subscription_id: 1, starts_at: 0, ends_at: 0 });
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Verma" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Grant or extend a plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Grant or extend a plan" });
    const confirm = within(dialog).getByRole("button", { name: "Grant plan" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    // The course picker shows paths and searches them; only subscribable courses are offered.
    const picker = within(dialog).getByRole("combobox", { name: "Course" });
    await userEvent.clear(picker);
    await userEvent.type(picker, "neet");
    const option = await screen.findByRole("option", { name: "NEET UG" });
    expect(screen.queryByRole("option", { name: "NEET" })).toBeNull();
    await userEvent.click(option);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Scholarship winner");
    expect(confirm.hasAttribute("disabled")).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/users/grantPlan", {
        userid: 7,
        course_id: 4,
        subscription_type: "Free_3_months",
        reason: "Scholarship winner",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deactivation is confirmed with a reason; a deactivated account offers reactivation", async () => {
    const post = vi.spyOn(api, "post").mockResolvedValue({ userid: 7, status: "inactive" });
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate account" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate account" });
    expect(dialog.textContent).toMatch(/signed out everywhere/);
    const confirm = within(dialog).getByRole("button", { name: "Deactivate" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "ab");
    expect(confirm.hasAttribute("disabled")).toBe(true);
    user = detail({ status: "inactive" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "use");
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith("/users/deactivate", { userid: 7, reason: "abuse" }),
    );
    expect(await screen.findByRole("button", { name: "Reactivate account" })).toBeTruthy();
  });
});
