import type { HistoryItem } from "@medhavi/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { phone, setMatchMedia } from "../../test/matchMedia";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import AttemptHistoryPage from "./AttemptHistoryPage";
import { STARTED } from "./testFixtures";

const MIN = 60_000;

const ITEMS: HistoryItem[] = [
  {
    attemptId: 9,
    examId: 12,
    title: "NEET Mock 2",
    startedAt: STARTED + 2 * 86_400_000,
    submittedAt: null,
    deadline: STARTED + 2 * 86_400_000 + 180 * MIN,
    status: "in_progress",
    score: null,
    maxMarks: null,
    autoSubmitted: false,
  },
  {
    attemptId: 8,
    examId: 11,
    title: "Physics Long Answers",
    startedAt: STARTED + 86_400_000,
    submittedAt: STARTED + 86_400_000 + 65 * MIN,
    deadline: STARTED + 86_400_000 + 90 * MIN,
    status: "pending_evaluation",
    score: 12,
    maxMarks: 40,
    autoSubmitted: false,
  },
  {
    attemptId: 7,
    examId: 10,
    title: "JEE Main Mock 1",
    startedAt: STARTED,
    submittedAt: STARTED + 180 * MIN,
    deadline: STARTED + 180 * MIN,
    status: "evaluated",
    score: -3,
    maxMarks: 300,
    autoSubmitted: true,
  },
];

function reply(items: HistoryItem[]) {
  return vi
    .spyOn(api, "get")
    .mockResolvedValue({ items, total: items.length, page: 1, pageSize: 10 } as never);
}

describe("/attempt-history", () => {
  it("lists every attempt with its score, status and the way back into it", async () => {
    signIn(STUDENT);
    const get = reply(ITEMS);
    renderWithApp(<AttemptHistoryPage />);
    const table = await screen.findByRole("table", { name: "Attempt history" });
    const [, open, pending, evaluated] = within(table).getAllByRole("row");

    expect(open?.textContent).toContain("In progress");
    expect(open?.textContent).toContain("—");
    expect(within(open!).getByRole("link", { name: "Resume NEET Mock 2" }).getAttribute("href")).toBe(
      "/testseries/12",
    );

    expect(pending?.textContent).toContain("Pending evaluation");
    expect(pending?.textContent).toContain("12 / 40so far");
    expect(pending?.textContent).toContain("1 h 05 min");
    expect(
      within(pending!).getByRole("link", { name: "Review Physics Long Answers" }).getAttribute("href"),
    ).toBe("/mcq-answers/11/8");

    expect(evaluated?.textContent).toContain("Evaluated");
    expect(evaluated?.textContent).toContain("−3 / 300");
    expect(evaluated?.textContent).toContain("15 Jan 2025, 13:00 IST");
    expect(evaluated?.textContent).toContain("Submitted automatically when time ran out");
    expect(pending?.textContent).not.toContain("Submitted automatically");
    expect(get).toHaveBeenCalledWith("/user_exam/attempts?page=1&pageSize=10", { silent: true });
  });

  it("shows cards on a phone", async () => {
    setMatchMedia(phone);
    signIn(STUDENT);
    reply(ITEMS);
    renderWithApp(<AttemptHistoryPage />);
    const list = await screen.findByRole("list", { name: "Attempt history" });
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[2]!).getByRole("link", { name: "Review JEE Main Mock 1" })).toBeTruthy();
    expect(cards[2]?.textContent).toContain("Evaluated");
  });

  it("with no attempts, points to the active tests", async () => {
    signIn(STUDENT);
    reply([]);
    renderWithApp(<AttemptHistoryPage />);
    expect(await screen.findByText("You have not taken a test yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See active tests" }).getAttribute("href")).toBe("/active-test");
  });
});
