import { MESSAGES } from "@medhavi/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../features/auth/session";
import { renderAt } from "../test/render";
import { FloatingButtons } from "./FloatingButtons";

const DAY = 86_400_000;
const subscriptionPage = { path: "/course-subscription", element: <p>Subscription page</p> };
const enrolPage = { path: "/enrol", element: <FloatingButtons user={null} /> };

describe("FloatingButtons", () => {
  it("shows Enroll Now linking to /enrol", async () => {
    renderAt(<FloatingButtons user={null} />, "/", [enrolPage]);
    const enrol = screen.getByRole("link", { name: "Enroll Now" });
    expect(enrol.getAttribute("href")).toBe("/enrol");
    await userEvent.click(enrol);
    expect(screen.queryByRole("link", { name: "Enroll Now" })).toBeNull();
  });

  it("hides Enroll Now on /enrol", () => {
    renderAt(<FloatingButtons user={null} />, "/enrol");
    expect(screen.queryByRole("link", { name: "Enroll Now" })).toBeNull();
    expect(screen.getByRole("button", { name: MESSAGES.PROMPT_NO_USER })).toBeTruthy();
  });

  it("logged out: offers the free trial and opens the login dialog", async () => {
    renderAt(<FloatingButtons user={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Avail 15 Days Free Subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Login" });
    expect(dialog.textContent).toContain("Forgot password?");
  });

  it.each<[string, UserInfo, string | null]>([
    ["no course or subscription", { firstName: "Riya" }, "Subscribe to get full access"],
    [
      "an expired plan",
      { course_id: 3, subscription: "Yearly", subscription_end: Date.now() - DAY },
      "Subscription expired",
    ],
    [
      "an active Free plan",
      { course_id: 3, subscription: "Free", subscription_end: Date.now() + DAY },
      "Go for premium to get full access",
    ],
    [
      "an active paid plan",
      { course_id: 3, subscription: "Yearly", subscription_end: Date.now() + DAY },
      null,
    ],
  ])("logged in with %s", async (_case, user, expected) => {
    renderAt(<FloatingButtons user={user} />, "/", [subscriptionPage]);
    const prompts = [
      MESSAGES.PROMPT_NO_USER,
      MESSAGES.PROMPT_NO_COURSE,
      MESSAGES.PROMPT_EXPIRED,
      MESSAGES.PROMPT_FREE,
    ];
    for (const text of prompts) {
      if (text !== expected) expect(screen.queryByRole("button", { name: text })).toBeNull();
    }
    if (expected) {
      await userEvent.click(screen.getByRole("button", { name: expected }));
      expect(await screen.findByText("Subscription page")).toBeTruthy();
    }
  });

  describe("on a phone", () => {
    afterEach(() => vi.restoreAllMocks());

    it("a page already scrolled down (a reload) shows round buttons once the first frame has come", async () => {
      vi.spyOn(window, "scrollY", "get").mockReturnValue(400);
      renderAt(<FloatingButtons user={null} mobile />);
      // Read in a frame, not at once: a read right after the render would lay the page out on its own.
      expect(screen.getByRole("link", { name: "Enroll Now" }).getAttribute("title")).toBeNull();
      await waitFor(() =>
        expect(screen.getByRole("link", { name: "Enroll Now" }).getAttribute("title")).toBe("Enroll Now"),
      );
    });

    it("at the top of the page the buttons keep their labels", async () => {
      renderAt(<FloatingButtons user={null} mobile />);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(screen.getByRole("link", { name: "Enroll Now" }).getAttribute("title")).toBeNull();
    });
  });

  it("renders nothing on /enrol for a paid subscriber", () => {
    const user = { course_id: 3, subscription: "Yearly", subscription_end: Date.now() + DAY };
    const { container } = renderAt(<FloatingButtons user={user} />, "/enrol");
    expect(container.querySelector(".MuiFab-root")).toBeNull();
  });
});
