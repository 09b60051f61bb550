import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { renderAt } from "../../test/render";
import StudyMaterialsPage from "./StudyMaterialsPage";
import { studentItem, studentList } from "./testSupport";

// No delay between keystrokes: these forms are typed into a lot, on a busy machine.
const user = userEvent.setup({ delay: null });

const USER = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  userid: 7,
  profilePic: "",
  course_id: 5,
  subscription: "Premium",
  subscription_end: Date.now() + 86_400_000,
};

function signIn() {
  secureStorage.setItem("user-info", USER);
  secureStorage.setItem("user-token", "token");
}

const notes = studentItem({ title: "Kinematics notes", chapter: "Kinematics", kind: "pdf" });
const lecture = studentItem({
  title: "Projectile motion lecture",
  chapter: "Kinematics",
  kind: "video",
  progress: { position: 754, done: false, updated_at: 1 },
});
const newton = studentItem({
  title: "Newton's laws sheet",
  chapter: "Laws of Motion",
  progress: { position: 4, done: true, updated_at: 1 },
});

describe("StudyMaterialsPage", () => {
  beforeEach(signIn);

  it("groups the course's materials by chapter, shows progress and filters by type and done state", async () => {
    vi.spyOn(api, "get").mockResolvedValue(studentList([notes, lecture, newton]));
    renderAt(<StudyMaterialsPage />, "/study-materials");
    expect(await screen.findByRole("heading", { level: 2, name: "JEE Main" })).toBeTruthy();
    expect(screen.getByText("Engineering > JEE Main")).toBeTruthy();
    const kinematics = screen.getByRole("heading", { level: 3, name: "Kinematics" });
    expect(kinematics).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Laws of Motion" })).toBeTruthy();
    expect(screen.getByText("Stopped at 12:34")).toBeTruthy();
    expect(screen.getByText("33% done")).toBeTruthy();
    expect(screen.getByRole("button", { name: `Continue ${lecture.title}` })).toBeTruthy();

    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Video" }));
    expect(screen.queryByRole("listitem", { name: notes.title })).toBeNull();
    expect(screen.getByRole("listitem", { name: lecture.title })).toBeTruthy();

    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "All types" }));
    await user.click(screen.getByRole("combobox", { name: "Progress" }));
    await user.click(await screen.findByRole("option", { name: "Done" }));
    expect(screen.getByRole("listitem", { name: newton.title })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: lecture.title })).toBeNull();

    await user.type(screen.getByRole("searchbox", { name: "Search materials" }), "optics");
    expect(screen.getByText("No materials match these filters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByRole("listitem", { name: notes.title })).toBeTruthy();
  });

  it("an expired student sees what exists, locked, with the re-subscribe prompt and no way to open files", async () => {
    const locked = [notes, lecture].map((item) => ({
      ...item,
      locked: true,
      locked_reason: "Your subscription expired. Renew it to open this material.",
      progress: null,
    }));
    const get = vi.spyOn(api, "get").mockResolvedValue(studentList(locked, false, "Premium"));
    renderAt(<StudyMaterialsPage />, `/study-materials?open=${notes.id}`);
    expect(await screen.findByRole("heading", { name: "Your subscription expired" })).toBeTruthy();
    const row = screen.getByRole("listitem", { name: notes.title });
    expect(within(row).getByText("Locked")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /^Open/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Unlock/ })).toHaveLength(2);
    // ?open= of a locked item opens no viewer and asks for no file.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/% done/)).toBeNull();
    await user.click(within(row).getByRole("button", { name: `Unlock ${notes.title}` }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("a student who never subscribed is asked to subscribe, not to re-subscribe", async () => {
    vi.spyOn(api, "get").mockResolvedValue(studentList([{ ...notes, locked: true }], false, null));
    renderAt(<StudyMaterialsPage />, "/study-materials");
    expect(await screen.findByRole("heading", { name: "Subscribe to open these materials" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Subscribe to a course" })).toBeTruthy();
  });

  it("shows the error with a retry", async () => {
    const get = vi.spyOn(api, "get").mockRejectedValueOnce(new Error("down"));
    get.mockResolvedValueOnce(studentList([notes]));
    renderAt(<StudyMaterialsPage />, "/study-materials");
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("listitem", { name: notes.title })).toBeTruthy();
  });
});

describe("StudyMaterialsPage, logged out", () => {
  it("a visitor is asked to log in and pointed to the free demo materials", () => {
    const get = vi.spyOn(api, "get");
    renderAt(<StudyMaterialsPage />, "/study-materials");
    expect(screen.getByRole("heading", { level: 1, name: "Study Materials" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the free demo materials" }).getAttribute("href")).toBe(
      "/demo-study-materials",
    );
    expect(get).not.toHaveBeenCalled();
  });
});
