import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "../../../lib/connectivity";
import { renderAt } from "../../../test/render";
import { activeExam } from "../testFixtures";
import { ExamInstructions } from "./ExamInstructions";
import { readAttemptLanguage, readExamLanguage, storeExamLanguage } from "./paperLanguage";
import { TestPlayer } from "./TestPlayer";
import { fakeEndpoints, question, savesOf, startedAttempt } from "./testSupport";

const bilingual = () =>
  startedAttempt({
    questions: [
      question({
        id: 11,
        text: "<p>A ball is thrown up. Its speed at the top is</p>",
        hindi: {
          text: "<p>एक गेंद ऊपर फेंकी जाती है। शीर्ष पर उसकी चाल है</p>",
          options: [
            { key: "A", text: "<p>शून्य</p>" },
            { key: "B", text: "<p>अधिकतम</p>" },
            { key: "C", text: "<p>आधी</p>" },
            { key: "D", text: "<p>दुगुनी</p>" },
          ],
        },
      }),
      question({ id: 12, position: 1, text: "<p>An English-only question</p>" }),
    ],
  });

function renderPlayer() {
  const { endpoints, save } = fakeEndpoints();
  const monitor = new ConnectivityMonitor({
    fetch: async () => new Response(null),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  const view = renderAt(
    <TestPlayer
      attempt={bilingual()}
      endpoints={endpoints}
      onSubmitted={vi.fn()}
      exitTo="/active-test"
      monitor={monitor}
    />,
  );
  return { save, view };
}

const questionLanguage = () => screen.getByRole("combobox", { name: "View in" });

beforeEach(() => window.localStorage.clear());

describe("a bilingual paper", () => {
  it("shows the default language, switches one question and keeps its answer", async () => {
    const user = userEvent.setup();
    storeExamLanguage(5, "hi");
    const { save, view } = renderPlayer();
    await screen.findByRole("heading", { name: "Question 1" });
    expect(screen.getByText("एक गेंद ऊपर फेंकी जाती है। शीर्ष पर उसकी चाल है")).toBeTruthy();
    expect((questionLanguage() as HTMLSelectElement).value).toBe("hi");

    await user.click(screen.getByRole("radio", { name: "Option B: अधिकतम" }));
    await user.selectOptions(questionLanguage(), "English");
    expect(screen.getByText("A ball is thrown up. Its speed at the top is")).toBeTruthy();
    expect(screen.queryByText("अधिकतम")).toBeNull();
    // The same option, now in English, is still the one chosen.
    expect((screen.getByRole("radio", { name: "Option B: 4 m/s" }) as HTMLInputElement).checked).toBe(true);
    expect(readAttemptLanguage(5, 9)).toEqual({ default: "hi", questions: { 11: "en" } });

    await user.click(screen.getByRole("button", { name: /Save & Next/ }));
    await screen.findByRole("heading", { name: "Question 2" });
    await vi.waitFor(() =>
      expect(savesOf(save).find(([id, selected]) => id === 11 && String(selected) !== "")).toEqual([
        11,
        ["B"],
        false,
        2,
      ]),
    );
    // No Hindi version: no language choice.
    expect(screen.queryByRole("combobox", { name: "View in" })).toBeNull();

    // A reload keeps the question in the language it was switched to.
    view.unmount();
    renderPlayer();
    await screen.findByRole("heading", { name: "Question 1" });
    expect(screen.getByText("A ball is thrown up. Its speed at the top is")).toBeTruthy();
  });

  it("offers the default language on the instructions page only for a paper with Hindi questions", async () => {
    const user = userEvent.setup();
    const view = renderAt(
      <ExamInstructions exam={activeExam({ id: 5, bilingual: true })}>
        <button type="button">Start test</button>
      </ExamInstructions>,
    );
    const group = screen.getByRole("radiogroup");
    expect((within(group).getByRole("radio", { name: "English" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole("radio", { name: "हिन्दी (Hindi)" }));
    expect(readExamLanguage(5)).toBe("hi");
    view.unmount();

    renderAt(
      <ExamInstructions exam={activeExam({ id: 6, bilingual: false })}>
        <button type="button">Start test</button>
      </ExamInstructions>,
    );
    expect(screen.queryByRole("radio", { name: "हिन्दी (Hindi)" })).toBeNull();
  });
});
