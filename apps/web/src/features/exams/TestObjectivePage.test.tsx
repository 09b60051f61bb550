import { ANSWER_TYPE, PALETTE_LABELS } from "@medhavi/domain";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import answers from "../../../public/json/mcqAnswers.json";
import questions from "../../../public/json/objectiveQuestions.json";
import { setLanguage } from "../../lib/i18n/language";
import { renderAt } from "../../test/render";
import TestObjectivePage from "./TestObjectivePage";

function serveJson() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url === "/json/objectiveQuestions.json") return Response.json(questions);
    if (url === "/json/mcqAnswers.json") return Response.json(answers);
    return new Response("not found", { status: 404 });
  });
}

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("/test-objective", () => {
  it("ships a consistent worked example: every question has a valid key and a solution", () => {
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const q of questions) {
      const answer = answers.find((a) => a.id === q.id);
      expect(answer, `answer for question ${q.id}`).toBeTruthy();
      const keys = q.options.map((o) => o.key);
      expect(answer!.correct.every((k) => keys.includes(k))).toBe(true);
      if (q.answer_type === ANSWER_TYPE.SINGLE) expect(answer!.correct).toHaveLength(1);
      else expect(answer!.correct.length).toBeGreaterThanOrEqual(1);
      expect(answer!.solution.trim()).not.toBe("");
    }
  });

  it("explains the palette states and grades a tried answer as a test would", async () => {
    const fetch = serveJson();
    const user = userEvent.setup();
    renderAt(<TestObjectivePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Objective Tests" })).toBeTruthy();
    for (const label of Object.values(PALETTE_LABELS)) expect(screen.getByText(label)).toBeTruthy();

    const first = await screen.findByRole("article", { name: /^Question 1/ });
    await user.click(within(first).getByRole("radio", { name: /20 m/ }));
    await user.click(within(first).getByRole("button", { name: "Check answer" }));
    expect(first.textContent).toContain("Your answer · Correct");
    expect(first.textContent).toContain("+4 marks");
    expect(within(first).getByRole("heading", { name: "Solution" })).toBeTruthy();

    // Multi select with partial credit: one of the two correct roots (B) earns +1. By position: jsdom
    // cannot compute names through KaTeX markup.
    const third = screen.getByRole("article", { name: /^Question 3/ });
    await user.click(within(third).getAllByRole("checkbox")[1]!);
    await user.click(within(third).getByRole("button", { name: "Check answer" }));
    expect(third.textContent).toContain("Partially correct");
    expect(third.textContent).toContain("+1 mark");
    expect(third.textContent).toContain("Correct answer");
    expect(fetch).toHaveBeenCalledWith("/json/objectiveQuestions.json", expect.anything());
  });

  it("offers a retry when the sample questions cannot be loaded", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 500 }));
    renderAt(<TestObjectivePage />);
    expect(await screen.findByText("The sample questions could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("keeps its English copy as written", async () => {
    serveJson();
    renderAt(<TestObjectivePage />);
    expect(document.title).toMatch(/^Objective Tests \|/);
    for (const heading of ["Question types", "Marking", "During the test", "The question palette", "Tips"])
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    expect(
      screen.getByText("Multi select: one or more options are correct, as in JEE Advanced."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Six short questions in the same format, marked +4 / −1 with partial credit on the multi-select ones. Choose an answer and check it to see the marks it would earn and the solution.",
      ),
    ).toBeTruthy();
    const first = await screen.findByRole("article", { name: "Question 1 Physics" });
    expect(within(first).getByText("One correct")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Skip and see the answer" })).toBeTruthy();
  });

  it("shows the explainer and the worked example in Hindi", async () => {
    serveJson();
    const user = userEvent.setup();
    renderAt(<TestObjectivePage />);
    await screen.findByRole("article", { name: /^Question 1/ });
    await act(() => setLanguage("hi"));
    expect(screen.getByRole("heading", { level: 1, name: "वस्तुनिष्ठ टेस्ट" })).toBeTruthy();
    expect(document.title).toMatch(/^वस्तुनिष्ठ टेस्ट \|/);
    expect(screen.getByRole("heading", { name: "प्रश्नों के प्रकार" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "प्रश्न पैलेट" })).toBeTruthy();
    expect(screen.getByText("बहु चयन: एक या अधिक विकल्प सही होते हैं, जैसे JEE Advanced में।")).toBeTruthy();
    expect(screen.getByRole("link", { name: "डेमो टेस्ट दें" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "कोर्स देखें" })).toBeTruthy();

    const first = screen.getByRole("article", { name: "प्रश्न 1 भौतिकी" });
    expect(within(first).getByText("एक सही")).toBeTruthy();
    await user.click(within(first).getByRole("radio", { name: /20 m/ }));
    await user.click(within(first).getByRole("button", { name: "उत्तर जाँचें" }));
    expect(first.textContent).toContain("आपका उत्तर · सही");
    expect(first.textContent).toContain("+4 अंक");
    expect(within(first).getByRole("heading", { name: "हल" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy();
  });
});
