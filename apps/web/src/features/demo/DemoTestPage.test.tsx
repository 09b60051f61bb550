import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/http";
import { renderAt } from "../../test/render";
import DemoTestPage from "./DemoTestPage";

describe("/demo-test", () => {
  it("lists the demo tests with their size and a free start", async () => {
    const get = vi.spyOn(api, "get").mockResolvedValue([
      {
        id: 5,
        title: "NEET Biology Demo",
        instructions: "",
        sections: [{ name: "Botany" }, { name: "Zoology" }],
        marking_scheme: "plus4minus1",
        partial_credit: false,
        duration_min: 20,
        questions: 10,
        marks: 40,
      },
    ] as never);
    renderAt(<DemoTestPage />);
    const card = await screen.findByRole("listitem", { name: "NEET Biology Demo" });
    expect(card.textContent).toContain("10 questions · 40 marks · 20 min");
    expect(card.textContent).toContain("Botany · Zoology");
    expect(
      within(card).getByRole("link", { name: "Start free demo: NEET Biology Demo" }).getAttribute("href"),
    ).toBe("/demo-exam-start/5");
    expect(screen.getByRole("link", { name: "Learn about objective tests" }).getAttribute("href")).toBe(
      "/test-objective",
    );
    expect(get).toHaveBeenCalledWith("/user_demo_exam/exams", { silent: true });
  });

  it("says when no demo test is available", async () => {
    vi.spyOn(api, "get").mockResolvedValue([] as never);
    renderAt(<DemoTestPage />);
    expect(await screen.findByText("No demo tests are available right now.")).toBeTruthy();
  });
});
