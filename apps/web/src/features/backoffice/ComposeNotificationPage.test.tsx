import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { TestProviders } from "../../test/render";
import ComposeNotificationPage from "./ComposeNotificationPage";
import type { UserRow } from "./types";

const row = (over: Partial<UserRow>): UserRow => ({
  userid: 7,
  role: "student",
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9810000001",
  status: "active",
  createdAt: 0,
  plan: null,
  plan_end: null,
  plan_live: false,
  course_id: null,
  course_name: null,
  ...over,
});
const ASHAS = [
  row({}),
  row({ userid: 9, lastName: "Rao", email: "asha.rao@example.in", mobileNumber: "9810000002" }),
];

let searches: string[];
beforeEach(() => {
  searches = [];
  vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/courses") return [] as never;
    if (path.startsWith("/getUserList?")) {
      searches.push(path);
      return { items: ASHAS, total: 2, page: 1, pageSize: 10 } as never;
    }
    throw new Error(`unexpected ${path}`);
  });
});

describe("/admin/notifications to one student", () => {
  it("finds the student by name and shows name, email and mobile, then sends to that user id", async () => {
    const post = vi.spyOn(api, "post").mockImplementation(async (_path, body) => ({
      count: 1,
      sent: (body as { dry_run: boolean }).dry_run ? 0 : 1,
    }));
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ComposeNotificationPage />
      </TestProviders>,
    );
    await user.click(screen.getByRole("button", { name: "One student" }));
    expect(screen.queryByLabelText(/user id/i)).toBeNull();
    await user.type(screen.getByRole("combobox", { name: "Student" }), "asha");
    const option = await screen.findByRole("option", { name: /Asha Rao/ });
    expect(option.textContent).toContain("asha.rao@example.in · 9810000002");
    expect(screen.getByRole("option", { name: /Asha Verma/ }).textContent).toContain("9810000001");
    const params = new URLSearchParams(searches.at(-1)!.split("?")[1]);
    expect(Object.fromEntries(params)).toMatchObject({ q: "asha", role: "student" });

    await user.click(option);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Your certificate is ready");
    await user.click(screen.getByRole("button", { name: "Preview and count" }));
    await user.click(await screen.findByRole("button", { name: "Send" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]).toEqual([
      "/notifications/compose",
      { audience: "student", userid: 9, message: "Your certificate is ready", dry_run: false },
    ]);
  });

  it("cannot preview until a student is chosen", async () => {
    const user = userEvent.setup();
    render(
      <TestProviders>
        <ComposeNotificationPage />
      </TestProviders>,
    );
    await user.click(screen.getByRole("button", { name: "One student" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello");
    expect(screen.getByRole("button", { name: "Preview and count" }).hasAttribute("disabled")).toBe(true);
  });
});
