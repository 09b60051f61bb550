import { describe, expect, it } from "vitest";
import {
  acceptRefusal,
  answerRefusal,
  editRefusal,
  FORUM_EDIT_WINDOW_MS,
  FORUM_MESSAGES,
  forumCourses,
  forumPostingRight,
  showsEdited,
  textToHtml,
  voteRefusal,
} from "./forum";
import { forumAnswerSchema, forumListSchema, forumQuestionSchema } from "./forumSchemas";

const NOW = Date.UTC(2026, 10, 23, 6, 0);
const DAY = 86_400_000;

describe("forumPostingRight", () => {
  it("lets a student with a live plan post, and staff always", () => {
    expect(
      forumPostingRight("student", { course_id: 3, subscription: "Free", subscription_end: NOW + DAY }, NOW),
    ).toEqual({ may: true, reason: null });
    expect(forumPostingRight("staff", null, NOW).may).toBe(true);
  });
  it("lets an expired or unsubscribed student read only, saying why", () => {
    expect(forumPostingRight("student", null, NOW)).toEqual({ may: false, reason: FORUM_MESSAGES.NO_PLAN });
    expect(
      forumPostingRight("student", { course_id: null, subscription: null, subscription_end: null }, NOW)
        .reason,
    ).toBe(FORUM_MESSAGES.NO_PLAN);
    expect(
      forumPostingRight("student", { course_id: 3, subscription: "Yearly", subscription_end: NOW - 1 }, NOW),
    ).toEqual({ may: false, reason: FORUM_MESSAGES.EXPIRED });
  });
});

describe("forumCourses", () => {
  const flat = [
    { id: 1, parent: 0 },
    { id: 2, parent: 1 },
    { id: 3, parent: 2 },
    { id: 4, parent: 2 },
    { id: 5, parent: 0 },
  ];
  it("is the subscribed course and every course below it", () => {
    expect(forumCourses(flat, 2).sort()).toEqual([2, 3, 4]);
    expect(forumCourses(flat, 3)).toEqual([3]);
  });
  it("is empty for an unknown course, and survives a loop in bad data", () => {
    expect(forumCourses(flat, 99)).toEqual([]);
    expect(
      forumCourses(
        [
          { id: 1, parent: 2 },
          { id: 2, parent: 1 },
        ],
        1,
      ).sort(),
    ).toEqual([1, 2]);
  });
});

describe("editing and deleting", () => {
  const post = { authorId: 7, createdAt: NOW };
  it("the author may edit within the window, not after", () => {
    expect(editRefusal(post, { id: 7, role: "student" }, NOW + FORUM_EDIT_WINDOW_MS)).toBeNull();
    expect(editRefusal(post, { id: 7, role: "student" }, NOW + FORUM_EDIT_WINDOW_MS + 1)).toBe(
      FORUM_MESSAGES.EDIT_WINDOW,
    );
  });
  it("another student never; staff always", () => {
    expect(editRefusal(post, { id: 8, role: "student" }, NOW)).toBe(FORUM_MESSAGES.NOT_YOURS);
    expect(editRefusal(post, { id: 8, role: "staff" }, NOW + 100 * DAY)).toBeNull();
  });
  it("shows 'edited' only for a change after the first minute", () => {
    expect(showsEdited(NOW, null)).toBe(false);
    expect(showsEdited(NOW, NOW + 30_000)).toBe(false);
    expect(showsEdited(NOW, NOW + 120_000)).toBe(true);
  });
});

describe("accepting, answering, voting", () => {
  it("only the asker or staff accept", () => {
    expect(acceptRefusal(7, { id: 7, role: "student" })).toBeNull();
    expect(acceptRefusal(7, { id: 1, role: "staff" })).toBeNull();
    expect(acceptRefusal(7, { id: 8, role: "student" })).toBe(FORUM_MESSAGES.ACCEPT_NOT_ASKER);
  });
  it("no answers on a hidden thread; a locked one only by staff", () => {
    expect(answerRefusal({ hidden: false, locked: false }, "student")).toBeNull();
    expect(answerRefusal({ hidden: true, locked: false }, "staff")).toBe(FORUM_MESSAGES.HIDDEN);
    expect(answerRefusal({ hidden: false, locked: true }, "student")).toBe(FORUM_MESSAGES.LOCKED);
    expect(answerRefusal({ hidden: false, locked: true }, "staff")).toBeNull();
  });
  it("one upvote per person, withdrawable, never on one's own post", () => {
    expect(voteRefusal(7, 8, false, true)).toBeNull();
    expect(voteRefusal(7, 8, true, false)).toBeNull();
    expect(voteRefusal(7, 8, true, true)).toEqual({ status: 409, message: FORUM_MESSAGES.ALREADY_VOTED });
    expect(voteRefusal(7, 8, false, false)?.status).toBe(409);
    expect(voteRefusal(7, 7, false, true)).toEqual({ status: 403, message: FORUM_MESSAGES.OWN_VOTE });
  });
});

describe("bodies and schemas", () => {
  it("typed text becomes escaped paragraphs", () => {
    expect(textToHtml("a < b\nc\n\n  $x^2$ ")).toBe("<p>a &lt; b<br>c</p><p>$x^2$</p>");
    expect(textToHtml("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });
  const valid = {
    title: "Why does the ball fall faster?",
    body: "<p>$v = u + at$</p>",
    course_id: 3,
    subject: "Physics",
  };
  it("takes a valid question with defaults", () => {
    expect(forumQuestionSchema.parse(valid)).toMatchObject({ images: [], topic: "" });
  });
  it("refuses short or long titles, empty or long bodies, five pictures, foreign picture names", () => {
    const fails = (over: Record<string, unknown>) =>
      !forumQuestionSchema.safeParse({ ...valid, ...over }).success;
    expect(fails({ title: "short" })).toBe(true);
    expect(fails({ title: "x".repeat(151) })).toBe(true);
    expect(fails({ body: "<p>  </p>" })).toBe(true);
    expect(fails({ body: `<p>${"x".repeat(5001)}</p>` })).toBe(true);
    const key = (n: number) => `forum-${String(n).repeat(32)}.png`;
    expect(fails({ images: [1, 2, 3, 4].map(key) })).toBe(false);
    expect(fails({ images: [1, 2, 3, 4, 5].map(key) })).toBe(true);
    expect(fails({ images: ["../etc/passwd"] })).toBe(true);
    expect(fails({ subject: "Astrology" })).toBe(true);
    expect(forumAnswerSchema.safeParse({ question_id: 1, body: "" }).success).toBe(false);
  });
  it("list filters default to the newest page", () => {
    expect(forumListSchema.parse({})).toMatchObject({ sort: "newest", page: 1, pageSize: 20, q: "" });
  });
});
