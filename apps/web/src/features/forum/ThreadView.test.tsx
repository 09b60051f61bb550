import type { ForumThread } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { renderAt } from "../../test/render";
import { ThreadView } from "./ThreadView";

const user = userEvent.setup({ delay: null });
const author = (name: string, teacher = false) => ({ id: teacher ? 1 : 7, name, teacher });

function thread(over: Partial<ForumThread> = {}): ForumThread {
  return {
    question: {
      id: 3,
      title: "Why is g the same at every height?",
      excerpt: "",
      course_id: 5,
      course_name: "JEE Main",
      subject: "Physics",
      topic: "",
      author: author("Asha V."),
      votes: 1,
      answers: 1,
      teacher_answered: true,
      accepted: false,
      hidden: false,
      locked: false,
      images: 0,
      created_at: Date.now() - 120_000,
      last_activity_at: Date.now(),
      body: "<p>Near the surface</p>",
      image_urls: [],
      voted: false,
      following: true,
      edited: true,
      can_edit: false,
      can_accept: true,
      linked: null,
    },
    answers: [
      {
        id: 11,
        body: "<p>Because the radius barely changes.</p>",
        images: [],
        author: author("Meera S.", true),
        votes: 0,
        voted: false,
        accepted: false,
        hidden: false,
        edited: false,
        created_at: Date.now() - 60_000,
        can_edit: false,
      },
    ],
    can_answer: true,
    answer_refusal: null,
    ...over,
  };
}

describe("ThreadView", () => {
  it("shows the Teacher badge and 'edited', and the asker accepts an answer", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (path: string) => (path === "/fetchans" ? thread() : null));
    renderAt(<ThreadView id={3} staff={false} listPath="/forum" />, "/forum/3");
    expect(await screen.findByText("Why is g the same at every height?")).toBeTruthy();
    expect(screen.getByText("Teacher")).toBeTruthy();
    expect(screen.getByText(/· edited/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Accept answer" }));
    expect(post).toHaveBeenCalledWith("/forum/answers/11/accept", { accepted: true });
  });

  it("says why a student cannot answer, and offers no moderation to students", async () => {
    vi.spyOn(api, "post").mockResolvedValue(
      thread({ can_answer: false, answer_refusal: "This thread is locked: no new answers." }),
    );
    renderAt(<ThreadView id={3} staff={false} listPath="/forum" />, "/forum/3");
    expect(await screen.findByText("This thread is locked: no new answers.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Post answer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Lock thread" })).toBeNull();
  });

  it("gives staff hide and lock, confirmed with a reason", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (path: string) => (path === "/fetchans" ? thread() : null));
    renderAt(<ThreadView id={3} staff listPath="/admin/forum" />, "/admin/forum/3");
    await screen.findByText("Why is g the same at every height?");
    const answer = screen.getByRole("article", { name: "Answer by Meera S." });
    await user.click(within(answer).getByRole("button", { name: "Hide" }));
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Off-topic");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Hide" }));
    expect(post).toHaveBeenCalledWith("/forum/moderate", {
      kind: "answer",
      id: 11,
      action: "hide",
      reason: "Off-topic",
    });
  });
});
