import type { ForumMe, ForumQuestionSummary, ForumPage as Page } from "@medhavi/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { secureStorage } from "../../lib/secureStorage";
import { renderAt } from "../../test/render";
import ForumPage from "./ForumPage";

const USER = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  mobileNumber: "9876543210",
  userid: 7,
  profilePic: "",
  course_id: 5,
  subscription: "Free",
  subscription_end: Date.now() + 86_400_000,
};

const doubt: ForumQuestionSummary = {
  id: 3,
  title: "Why is the range largest at 45 degrees?",
  excerpt: "The range is $R = u^2/g$ at most",
  course_id: 5,
  course_name: "JEE Main",
  subject: "Physics",
  topic: "Projectiles",
  author: { id: 9, name: "Ravi K.", teacher: false },
  votes: 4,
  answers: 2,
  teacher_answered: true,
  accepted: true,
  hidden: false,
  locked: false,
  images: 1,
  created_at: Date.now() - 60_000,
  last_activity_at: Date.now(),
};

function mockApi(me: Partial<ForumMe>, page: Partial<Page>) {
  vi.spyOn(api, "get").mockResolvedValue({
    can_post: true,
    reason: null,
    courses: [{ id: 5, name: "JEE Main" }],
    subjects: ["Physics"],
    role: "student",
    ...me,
  });
  return vi
    .spyOn(api, "post")
    .mockResolvedValue({ items: [], total: 0, more: false, page: 1, pageSize: 20, ...page });
}

describe("ForumPage", () => {
  beforeEach(() => {
    secureStorage.setItem("user-info", USER);
    secureStorage.setItem("user-token", "token");
  });

  it("lists doubts with their counts, tags and typeset formulas, and offers to ask", async () => {
    const post = mockApi({}, { items: [doubt], total: 1 });
    const { container } = renderAt(<ForumPage />, "/forum?subject=Physics&unanswered=1");
    // Text queries: computing accessible names over KaTeX markup trips jsdom's style engine.
    expect(await screen.findByText("Why is the range largest at 45 degrees?")).toBeTruthy();
    expect(screen.getByText("Teacher answered")).toBeTruthy();
    expect(screen.getByText("Ravi K.", { exact: false })).toBeTruthy();
    // The excerpt's formula is typeset once KaTeX has loaded (only for an excerpt that has one).
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(screen.getAllByText("Ask a doubt").length).toBeGreaterThan(0);
    expect(post).toHaveBeenCalledWith(
      "/fetchque",
      expect.objectContaining({ subject: "Physics", unanswered: true, sort: "newest", page: 1 }),
      expect.anything(),
    );
  });

  it("filters by subject with the browser's own select, and pages by number", async () => {
    const post = mockApi({}, { items: [doubt], total: 57 });
    renderAt(<ForumPage />, "/forum?page=2");
    expect(await screen.findByText("21–40 of 57")).toBeTruthy();
    const subject = screen.getByRole("combobox", { name: "Subject" });
    expect(subject.tagName).toBe("SELECT");
    fireEvent.click(screen.getByRole("button", { name: "Go to page 3" }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        "/fetchque",
        expect.objectContaining({ page: 3 }),
        expect.anything(),
      ),
    );
    // A new filter starts again at the first page.
    fireEvent.change(subject, { target: { value: "Chemistry" } });
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        "/fetchque",
        expect.objectContaining({ subject: "Chemistry", page: 1, pageSize: 20 }),
        expect.anything(),
      ),
    );
  });

  it("says when a search matched more doubts than it counts", async () => {
    mockApi({}, { items: [doubt], total: 1000, more: true });
    renderAt(<ForumPage />, "/forum");
    expect(await screen.findByText("1–20 of more than 1000")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to page 50" })).toBeTruthy();
  });

  it("tells a student without a live plan why they cannot post, and shows an empty state", async () => {
    mockApi({ can_post: false, reason: "Your plan has ended. Renew it to ask doubts and answer them." }, {});
    renderAt(<ForumPage />, "/forum");
    expect(await screen.findByText(/Your plan has ended/)).toBeTruthy();
    expect(await screen.findByText("No doubts yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ask a doubt" })).toBeNull();
  });

  it("invites a visitor to log in", async () => {
    secureStorage.clear();
    renderAt(<ForumPage />, "/forum");
    expect(await screen.findByRole("button", { name: "Login/Signup" })).toBeTruthy();
  });

  it("a doubt opened while the search is still pending opens (the search does not cancel it)", async () => {
    mockApi({}, { items: [doubt], total: 1 });
    let openThread = () => {};
    const threadLoaded = new Promise<void>((resolve) => {
      openThread = resolve;
    });
    const { router } = renderAt(<ForumPage />, "/forum", [
      {
        path: "/forum/:id",
        // A thread page whose code is still loading when the search's pause runs out.
        lazy: async () => {
          await threadLoaded;
          return { Component: () => <p>Thread</p> };
        },
      },
    ]);
    await screen.findByText("Why is the range largest at 45 degrees?");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search doubts" }), {
      target: { value: "range" },
    });
    fireEvent.click(screen.getByText("Why is the range largest at 45 degrees?"));
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the search's 300 ms pause
    openThread();
    expect(await screen.findByText("Thread")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/forum/3");
  });
});
