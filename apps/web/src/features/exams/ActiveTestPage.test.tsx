import type { ActiveTests } from "@medhavi/domain";
import { formatAcademyDateTime, MESSAGES } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { COURSES, DAY, expiredStudent, renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import ActiveTestPage from "./ActiveTestPage";
import { activeExam } from "./testFixtures";

const SUBSCRIPTION = { course_id: 3, subscription: "Yearly", subscription_end: Date.now() + 100 * DAY };

function reply(data: ActiveTests, timeZone = "Asia/Kolkata") {
  return vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/user_exam/active") return data as never;
    if (path === "/config") return { time_zone: timeZone } as never;
    if (path === "/user_exam/get_all_courses" || path === "/courses") return COURSES as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

const card = (title: string) => screen.getByRole("listitem", { name: title });

describe("/active-test", () => {
  it("asks a visitor to log in", () => {
    signIn(null);
    const get = vi.spyOn(api, "get");
    renderWithApp(<ActiveTestPage />);
    expect(screen.getByRole("button", { name: "Login/Signup" })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it("shows each test's status with the matching action", async () => {
    signIn(STUDENT);
    const get = reply({
      subscription: SUBSCRIPTION,
      expired: false,
      exams: [
        activeExam({ id: 1, title: "Fresh test" }),
        activeExam({ id: 2, title: "Half done", status: "in_progress", attempts_used: 0, attemptId: 20 }),
        activeExam({
          id: 3,
          title: "Finished",
          status: "submitted",
          attempts_used: 1,
          attempts_allowed: 1,
          attemptId: 30,
          canStart: false,
        }),
        activeExam({ id: 4, title: "Retakeable", status: "submitted", attempts_used: 1, attemptId: 40 }),
      ],
    });
    renderWithApp(<ActiveTestPage />);

    const fresh = await screen.findByRole("listitem", { name: "Fresh test" });
    expect(within(fresh).getByText("New")).toBeTruthy();
    expect(within(fresh).getByRole("link", { name: "Start Fresh test" }).getAttribute("href")).toBe(
      "/testseries/1",
    );
    expect(fresh.textContent).toContain("15 Jan 2025, 10:00 IST – 22 Jan 2025, 10:00 IST");
    expect(fresh.textContent).toContain("180 min");
    expect(fresh.textContent).toContain("75");
    expect(fresh.textContent).toContain("300");
    expect(fresh.textContent).toContain("0 of 2 used");
    expect(fresh.textContent).toContain("+4 / −1");

    const half = card("Half done");
    expect(within(half).getByText("In progress")).toBeTruthy();
    expect(within(half).getByRole("link", { name: "Resume Half done" }).getAttribute("href")).toBe(
      "/testseries/2",
    );

    const finished = card("Finished");
    expect(within(finished).getByText("Submitted")).toBeTruthy();
    expect(within(finished).getByRole("link", { name: "View result of Finished" }).getAttribute("href")).toBe(
      "/mcq-answers/3/30",
    );
    expect(within(finished).queryByRole("link", { name: /Start/ })).toBeNull();
    expect(finished.textContent).toContain("1 of 1 used");

    const again = card("Retakeable");
    expect(within(again).getByRole("link", { name: "View result of Retakeable" })).toBeTruthy();
    expect(within(again).getByRole("link", { name: "Start again: Retakeable" }).getAttribute("href")).toBe(
      "/testseries/4",
    );
    expect(get).toHaveBeenCalledWith("/user_exam/active", { silent: true });
  });

  it("prompts to re-subscribe when the subscription ran out, and opens the subscribe dialog", async () => {
    signIn(expiredStudent());
    reply({
      subscription: { course_id: 3, subscription: "Yearly", subscription_end: Date.now() - DAY },
      expired: true,
      exams: [],
    });
    const user = userEvent.setup();
    renderWithApp(<ActiveTestPage />);
    expect(await screen.findByRole("heading", { name: MESSAGES.PROMPT_EXPIRED })).toBeTruthy();
    expect(
      screen.getByText(
        new RegExp(`${MESSAGES.SUBSCRIPTION_EXPIRED_TITLE} ${MESSAGES.SUBSCRIPTION_EXPIRED_DETAIL}`),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Tests" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Re-subscribe" }));
    expect(await screen.findByRole("dialog", { name: MESSAGES.SUBSCRIBE_HEADING })).toBeTruthy();
  });

  it("prompts a student who never subscribed to subscribe", async () => {
    signIn(STUDENT);
    reply({ subscription: null, expired: true, exams: [] });
    renderWithApp(<ActiveTestPage />);
    expect(await screen.findByRole("heading", { name: MESSAGES.PROMPT_NO_COURSE })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Subscribe to a course" })).toBeTruthy();
  });

  it("with nothing open, says so and links to the attempt history", async () => {
    signIn(STUDENT);
    reply({ subscription: SUBSCRIPTION, expired: false, exams: [] });
    renderWithApp(<ActiveTestPage />);
    expect(await screen.findByText("No tests are open for your course right now")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your attempt history" }).getAttribute("href")).toBe(
      "/attempt-history",
    );
  });

  it("offers a retry when loading fails", async () => {
    signIn(STUDENT);
    let loads = 0;
    const get = vi.spyOn(api, "get").mockImplementation(async (path: string) => {
      if (path === "/config") return { time_zone: "Asia/Kolkata" } as never;
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return { subscription: SUBSCRIPTION, expired: false, exams: [activeExam()] } as never;
    });
    const user = userEvent.setup();
    renderWithApp(<ActiveTestPage />);
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("listitem", { name: "JEE Main Mock 1" })).toBeTruthy();
    expect(get.mock.calls.filter(([path]) => path === "/user_exam/active")).toHaveLength(2);
  });

  it("shows the test window on the academy's configured clock, labelled with its zone", async () => {
    signIn(STUDENT);
    const exam = activeExam({ id: 5, title: "Gulf batch mock" });
    reply({ subscription: SUBSCRIPTION, expired: false, exams: [exam] }, "Asia/Dubai");
    renderWithApp(<ActiveTestPage />);
    const item = await screen.findByRole("listitem", { name: "Gulf batch mock" });
    const expected = `${formatAcademyDateTime(exam.opens_at!, "Asia/Dubai")} – ${formatAcademyDateTime(exam.closes_at!, "Asia/Dubai")}`;
    expect(await within(item).findByText(expected)).toBeTruthy();
  });
});
