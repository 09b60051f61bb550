import { MESSAGES } from "@medhavi/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { renderAt } from "../../test/render";
import { serverEndsSession } from "../../test/sessionEnd";
import type { UserInfo } from "../auth/session";
import { studentItem, studentList } from "../study-materials/testSupport";
import ProfilePage from "./ProfilePage";

const DAY = 86_400_000;
const USER: UserInfo = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  userid: 7,
  profilePic: "",
  course_id: null,
  subscription: null,
  subscription_end: null,
};
const COURSES = [
  {
    id: 1,
    parent: 0,
    name: "Engineering",
    type: "Stream",
    for_subscription: false,
    fee: null,
    quarterly_fee: null,
  },
  {
    id: 5,
    parent: 1,
    name: "JEE Main",
    type: "Exam",
    for_subscription: true,
    fee: 12000,
    quarterly_fee: 7000,
  },
];

beforeEach(() => {
  secureStorage.setItem("user-info", USER);
  secureStorage.setItem("user-token", "token");
});

function mockServer(profile: UserInfo, extra: (path: string, body: unknown) => unknown = () => undefined) {
  const post = vi.spyOn(api, "post").mockImplementation(async (path, body) => {
    const answer = extra(path, body);
    if (answer !== undefined) return answer as never;
    if (path === "/getProfile") return profile as never;
    throw new Error(`unexpected ${path}`);
  });
  const get = vi.spyOn(api, "get").mockImplementation(async (path) => {
    if (path === "/user_exam/get_all_courses") return COURSES as never;
    throw new Error(`unexpected ${path}`);
  });
  return { post, get };
}

describe("ProfilePage", () => {
  it("loads the profile, then shows details and No subscription yet", async () => {
    const { post } = mockServer(USER);
    renderAt(<ProfilePage />, "/profile");
    expect(screen.getByLabelText("Loading your profile")).toBeTruthy();
    expect(await screen.findByText("No subscription yet")).toBeTruthy();
    expect(post).toHaveBeenCalledWith("/getProfile", { email: USER.email }, { silent: true });
    expect(screen.getByText("9876543210")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a course" }).getAttribute("href")).toBe(
      "/course-subscription",
    );
    expect(screen.getByRole("heading", { level: 1, name: "My Profile" })).toBeTruthy();
  });

  it("shows the course, the plan and its end date", async () => {
    const end = new Date(2031, 2, 14).getTime();
    mockServer({ ...USER, course_id: 5, subscription: "Free", subscription_end: end });
    renderAt(<ProfilePage />, "/profile");
    expect(await screen.findByText("Engineering > JEE Main")).toBeTruthy();
    expect(screen.getByText("15 Days Trial")).toBeTruthy();
    expect(screen.getByText("14 Mar 2031")).toBeTruthy(); // the academy calendar (IST), as everywhere
    expect(screen.getByText("Active")).toBeTruthy();
  });

  it("offers to continue the material the student last had open", async () => {
    const { get } = mockServer({
      ...USER,
      course_id: 5,
      subscription: "Yearly",
      subscription_end: Date.now() + DAY,
    });
    const last = studentItem({ id: 63, title: "Circular motion lecture", kind: "video" });
    get.mockImplementation(async (path) => {
      if (path === "/user_exam/get_all_courses") return COURSES as never;
      if (path === "/user_study_materials")
        return {
          ...studentList([last]),
          continue: { ...last, progress: { position: 7, done: false, updated_at: 1 } },
        } as never;
      throw new Error(`unexpected ${path}`);
    });
    renderAt(<ProfilePage />, "/profile");
    const card = await screen.findByRole("region", { name: "Continue where you left off" });
    expect(card.textContent).toContain("Circular motion lecture");
    expect(card.textContent).toContain("Stopped at 0:07");
    expect(within(card).getByRole("link", { name: "Continue" }).getAttribute("href")).toBe(
      "/study-materials?open=63",
    );
  });

  it("marks a lapsed plan as expired with a way to renew", async () => {
    mockServer({ ...USER, course_id: 5, subscription: "Yearly", subscription_end: Date.now() - DAY });
    renderAt(<ProfilePage />, "/profile");
    expect(await screen.findByText("Expired")).toBeTruthy();
    expect(screen.getByText("Ended on")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Renew subscription" })).toBeTruthy();
  });

  it("shows an error with Retry when the profile cannot be loaded", async () => {
    let fail = true;
    vi.spyOn(api, "post").mockImplementation(async () => {
      if (fail) throw new ApiError("Something went wrong!", 500);
      return USER as never;
    });
    renderAt(<ProfilePage />, "/profile");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your profile could not be loaded.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No subscription yet")).toBeTruthy();
  });

  it("edits the first name and stores the reply as user-info", async () => {
    const { post } = mockServer(USER, (path, body) =>
      path === "/updateprofile" ? { ...USER, ...(body as object) } : undefined,
    );
    renderAt(<ProfilePage />, "/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    const first = within(form).getByRole("textbox", { name: "First name" });
    await userEvent.clear(first);
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(form.textContent).toContain(MESSAGES.REQUIRED);
    await userEvent.type(first, "Ashwini{Enter}");
    // A name change goes through the outbox's path: sent at once, with an idempotency key.
    expect(post).toHaveBeenCalledWith(
      "/updateprofile",
      { firstName: "Ashwini" },
      { silent: true, headers: { "Idempotency-Key": expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    );
    await waitFor(() => expect(secureStorage.getItem<UserInfo>("user-info")?.firstName).toBe("Ashwini"));
    expect(await screen.findByText("Ashwini")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull();
  });

  it("asks for the current password when the email changes, and shows the server's refusal", async () => {
    const { post } = mockServer(USER, (path) => {
      if (path === "/updateprofile") throw new ApiError("The current password is not correct.", 400);
      return undefined;
    });
    renderAt(<ProfilePage />, "/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    expect(within(form).queryByLabelText("Current password")).toBeNull();
    const email = within(form).getByRole("textbox", { name: "Email" });
    await userEvent.clear(email);
    await userEvent.type(email, "asha.v@example.in");
    const current = within(form).getByLabelText("Current password");
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(form.textContent).toContain(MESSAGES.REQUIRED);
    expect(post).not.toHaveBeenCalledWith("/updateprofile", expect.anything(), expect.anything());

    await userEvent.type(current, "wrong-password{Enter}");
    expect(post).toHaveBeenCalledWith(
      "/updateprofile",
      { email: "asha.v@example.in", current_password: "wrong-password" },
      { silent: true },
    );
    expect((await within(form).findByRole("alert")).textContent).toContain(
      "The current password is not correct.",
    );
    expect(secureStorage.getItem<UserInfo>("user-info")?.email).toBe(USER.email);
  });

  it("asks for the current password when the mobile number changes, and sends it", async () => {
    const { post } = mockServer(USER, (path, body) =>
      path === "/updateprofile" ? { ...USER, ...(body as object) } : undefined,
    );
    renderAt(<ProfilePage />, "/profile");
    await userEvent.click(await screen.findByRole("button", { name: "Edit profile" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    const mobile = within(form).getByRole("textbox", { name: "Mobile number" });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "+91 98765 43210");
    // The same number written differently is no change.
    expect(within(form).queryByLabelText("Current password")).toBeNull();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "9123456789");
    const current = within(form).getByLabelText("Current password");
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(form.textContent).toContain(MESSAGES.REQUIRED);
    expect(post).not.toHaveBeenCalledWith("/updateprofile", expect.anything(), expect.anything());
    await userEvent.type(current, "my-secret{Enter}");
    expect(post).toHaveBeenCalledWith(
      "/updateprofile",
      { mobileNumber: "9123456789", current_password: "my-secret" },
      { silent: true },
    );
  });

  it("changes the password", async () => {
    const { post } = mockServer(USER, (path) => (path === "/changePassword" ? null : undefined));
    renderAt(<ProfilePage />, "/profile");
    const form = await screen.findByRole("form", { name: "Change password" });
    await userEvent.type(within(form).getByLabelText("Current password"), "old-secret");
    await userEvent.type(within(form).getByLabelText("New password"), "new-secret");
    await userEvent.type(within(form).getByLabelText("Confirm new password"), "new-secreT");
    await userEvent.click(within(form).getByRole("button", { name: "Update password" }));
    expect(form.textContent).toContain(MESSAGES.CONFIRM_PASSWORD_MISMATCH);
    await userEvent.type(within(form).getByLabelText("Confirm new password"), "{Backspace}t{Enter}");
    expect(post).toHaveBeenCalledWith(
      "/changePassword",
      { current_password: "old-secret", password: "new-secret", confirm_password: "new-secret" },
      { silent: true },
    );
    expect((await within(form).findByRole("alert")).textContent).toContain("Password changed.");
    expect((within(form).getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });

  it("after a 401 keeps the profile on screen, not the signed-out view, until the 3 s redirect to /", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockServer(USER);
      const assign = serverEndsSession("/profile");
      renderAt(<ProfilePage />, "/profile");
      expect(await screen.findByText("9876543210")).toBeTruthy();
      await api.put("/updateProfile", {}, { silent: true }).catch(() => undefined);
      expect(secureStorage.getItem("user-info")).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(screen.getByText("9876543210")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Login/Signup" })).toBeNull();
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2100);
      expect(assign).toHaveBeenCalledWith("/");
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it("asks a logged-out visitor to log in", () => {
    secureStorage.clear();
    const post = vi.spyOn(api, "post");
    renderAt(<ProfilePage />, "/profile");
    expect(screen.getByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });
});
