import type { Progress } from "@medhavi/domain";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { setLanguage } from "../../lib/i18n/language";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import MyProgressPage from "./MyProgressPage";

const progress = (over: Partial<Progress> = {}): Progress => ({
  items: [
    {
      attemptId: 7,
      examId: 11,
      title: "JEE Main Mock 1",
      submittedAt: Date.UTC(2026, 10, 1),
      score: 120,
      maxMarks: 300,
      rank: 12,
      percentile: 88.5,
      of: 100,
      accuracy: 71.43,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
  prediction: {
    status: "not-enough-data",
    mocks: 1,
    needed: 3,
    reason: "A band needs at least 3 mocks; you have 1.",
  },
  ...over,
});

describe("/my-progress", () => {
  it("lists the mocks and says honestly when there is too little for a band", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockResolvedValue(progress() as never);
    renderWithApp(<MyProgressPage />, "/my-progress");
    expect(await screen.findByText("Not enough data yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "JEE Main Mock 1" }).getAttribute("href")).toBe(
      "/mcq-answers/11/7",
    );
    expect(screen.getByText("12 of 100")).toBeTruthy();
    expect(screen.getByText("The chart appears after your second test.")).toBeTruthy();
    expect(get).toHaveBeenCalledWith("/user_exam/progress?page=1&pageSize=10", { silent: true });
  });

  it("shows the band with its width", async () => {
    signIn(STUDENT);
    vi.spyOn(api, "get").mockResolvedValue(
      progress({
        prediction: {
          status: "band",
          mocks: 4,
          low: 72,
          high: 94,
          centre: 83,
          halfWidth: 11,
          spread: 6.1,
          explanation: "From your last 4 mocks.",
        },
      }) as never,
    );
    renderWithApp(<MyProgressPage />, "/my-progress");
    expect(await screen.findByText("72 – 94")).toBeTruthy();
    expect(screen.getByText("From your last 4 mocks.")).toBeTruthy();
  });

  it("has an empty state and an error state", async () => {
    signIn(STUDENT);
    const get = vi.spyOn(api, "get").mockResolvedValueOnce(progress({ items: [], total: 0 }) as never);
    const { unmount } = renderWithApp(<MyProgressPage />, "/my-progress");
    expect(await screen.findByText("No tests yet")).toBeTruthy();
    unmount();
    get.mockRejectedValue(new ApiError("boom", 500));
    renderWithApp(<MyProgressPage />, "/my-progress");
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});

describe("/my-progress in Hindi", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("shows the page, the table and the band's reason in Hindi", async () => {
    await act(() => setLanguage("hi"));
    signIn(STUDENT);
    vi.spyOn(api, "get").mockResolvedValue(progress() as never);
    renderWithApp(<MyProgressPage />, "/my-progress");
    expect(await screen.findByText("अभी पर्याप्त डेटा नहीं है")).toBeTruthy();
    expect(screen.getByText("100 में से 12")).toBeTruthy();
    expect(screen.getByText("चार्ट आपके दूसरे टेस्ट के बाद दिखेगा।")).toBeTruthy();
    expect(
      screen.getByText(
        "अनुमान के लिए कम से कम 3 ऐसे मॉक टेस्ट चाहिए जिनमें से हर एक को 10 या अधिक छात्रों ने दिया हो; आपके ऐसे 1 टेस्ट हैं।",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "पर्सेंटाइल" })).toBeTruthy();
  });
});
