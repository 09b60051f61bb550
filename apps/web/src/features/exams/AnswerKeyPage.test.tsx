import { ANSWER_TYPE, formatAcademyDateTime, KEY_MESSAGES } from "@medhavi/domain";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../lib/http";
import { formatDayTime } from "../../lib/i18n/format";
import { setLanguage } from "../../lib/i18n/language";
import { renderWithApp, STUDENT, signIn } from "../subscription/testSupport";
import AnswerKeyPage from "./AnswerKeyPage";

const UNTIL = Date.UTC(2027, 2, 12, 11, 35);

const answerKey = () => ({
  exam: { id: 11, title: "JEE Main Mock 1", closes_at: UNTIL - 86_400_000, challenge_fee: 100 },
  window: { state: "open", until: UNTIL },
  attempt_id: 7,
  score: 12,
  max_marks: 40,
  questions: [
    {
      id: 101,
      number: 1,
      text: "<p>A ball is thrown up. Its speed at the top is</p>",
      answer_type: ANSWER_TYPE.SINGLE,
      options: [
        { key: "A", text: "<p>zero</p>" },
        { key: "B", text: "<p>maximum</p>" },
      ],
      hindi: {
        text: "<p>एक गेंद ऊपर फेंकी जाती है। शीर्ष पर उसकी चाल है</p>",
        options: [
          { key: "A", text: "<p>शून्य</p>" },
          { key: "B", text: "<p>अधिकतम</p>" },
        ],
      },
      provisional: { correct: ["B"], numeric: null },
      final: { correct: ["A"], numeric: null, dropped: false },
      answer: { selected: ["B"], text: "" },
      challenged: true,
    },
    {
      id: 102,
      number: 2,
      text: "<p>The root lies between</p>",
      answer_type: ANSWER_TYPE.NUMERICAL,
      options: [],
      hindi: null,
      provisional: { correct: [], numeric: { mode: "range", min: 2.4, max: 2.6, integer: false } },
      final: { correct: [], numeric: { mode: "range", min: 2.4, max: 2.6, integer: false }, dropped: true },
      answer: null,
      challenged: false,
    },
  ],
});

const PAGE = { path: "/answer-key/:examId", element: <AnswerKeyPage /> };

/** Opens the page for exam 11 and waits for its key. */
async function open() {
  signIn(STUDENT);
  const get = vi.spyOn(api, "get").mockImplementation(async (path: string) => {
    if (path === "/user_exam/exams/11/answer-key") return answerKey() as never;
    throw new ApiError("unexpected", 404);
  });
  renderWithApp(<p>elsewhere</p>, "/answer-key/11", [PAGE]);
  await screen.findByRole("heading", { name: "JEE Main Mock 1" });
  return get;
}

const question = (n: number) => screen.getByRole("region", { name: new RegExp(`^(Question|प्रश्न) ${n}$`) });

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("/answer-key/:examId", () => {
  it("shows the provisional key in English exactly as before", async () => {
    const get = await open();
    expect(get).toHaveBeenCalledWith("/user_exam/exams/11/answer-key", { silent: true });
    expect(screen.getByRole("heading", { level: 1, name: "Answer Key" })).toBeTruthy();
    expect(screen.getByText(/^Your score:/).textContent).toBe("Your score: 12 of 40");
    expect(screen.getByRole("alert").textContent).toBe(
      `Provisional answer key. You may challenge a question until ${formatAcademyDateTime(UNTIL)} (fee ₹100 per question).`,
    );

    const first = question(1);
    expect(within(first).getByRole("heading", { name: "Question 1" })).toBeTruthy();
    expect(first.textContent).toContain("Key revised");
    expect(first.textContent).toContain("You challenged this");
    expect(first.textContent).toContain("Provisional key: B · Final key: A · Your answer: B");
    // No choice made on this device: the English text, with the switch to Hindi.
    expect(first.textContent).toContain("A ball is thrown up");
    expect(within(first).getByRole("combobox", { name: "View in" })).toBeTruthy();

    const second = question(2);
    expect(second.textContent).toContain("Dropped");
    expect(second.textContent).toContain("Provisional key: 2.4 to 2.6 · Your answer: not answered");
    expect(within(second).queryByRole("combobox")).toBeNull();
    expect(within(second).getByRole("textbox", { name: "Why is the key of question 2 wrong?" })).toBeTruthy();
    expect(within(second).getByRole("button", { name: "Challenge this answer" })).toBeTruthy();
  });

  it("shows each question in the language the student read it in during the key's attempt, and switches it", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      "medhavi-paper-language:attempt:11:7",
      JSON.stringify({ default: "en", questions: { 101: "hi" } }),
    );
    // A later attempt read in English: the key is of attempt 7 (the first submitted, as ranks count).
    window.localStorage.setItem(
      "medhavi-paper-language:attempt:11:9",
      JSON.stringify({ default: "en", questions: {} }),
    );
    await open();
    const first = question(1);
    expect(first.textContent).toContain("एक गेंद ऊपर फेंकी जाती है");
    expect(first.querySelector('[lang="hi"]:not(option)')).toBeTruthy();
    await user.selectOptions(within(first).getByRole("combobox", { name: "View in" }), "English");
    expect(first.textContent).toContain("A ball is thrown up");
    expect(first.querySelector('[lang="hi"]:not(option)')).toBeNull();
  });

  it("shows the page in Hindi, with the server's refusal in Hindi too", async () => {
    const user = userEvent.setup();
    vi.spyOn(api, "post").mockRejectedValue(new ApiError(KEY_MESSAGES.TWICE, 409));
    await open();
    await act(() => setLanguage("hi"));

    expect(screen.getByRole("heading", { level: 1, name: "उत्तर कुंजी" })).toBeTruthy();
    expect(screen.getByText(/^आपका स्कोर:/).textContent).toBe("आपका स्कोर: 12 / 40");
    expect(screen.getByRole("alert").textContent).toBe(
      `अनंतिम उत्तर कुंजी। आप ${formatDayTime(UNTIL, "hi")} तक किसी प्रश्न पर आपत्ति दर्ज कर सकते हैं (शुल्क ₹100 प्रति प्रश्न)।`,
    );
    const first = question(1);
    expect(within(first).getByRole("heading", { name: "प्रश्न 1" })).toBeTruthy();
    expect(first.textContent).toContain("कुंजी संशोधित");
    expect(first.textContent).toContain("अनंतिम कुंजी: B · अंतिम कुंजी: A · आपका उत्तर: B");
    expect(within(first).getByRole("combobox", { name: "इसमें देखें" })).toBeTruthy();

    const second = question(2);
    expect(second.textContent).toContain("रद्द");
    expect(second.textContent).toContain("अनंतिम कुंजी: 2.4 से 2.6 · आपका उत्तर: उत्तर नहीं दिया");
    await user.type(
      within(second).getByRole("textbox", { name: "प्रश्न 2 की कुंजी ग़लत क्यों है?" }),
      "Both ends are wrong",
    );
    await user.click(within(second).getByRole("button", { name: "इस उत्तर पर आपत्ति दर्ज करें" }));
    expect((await within(second).findByRole("alert")).textContent).toBe(
      "आप इस प्रश्न पर पहले ही आपत्ति दर्ज कर चुके हैं।",
    );
  });

  it("says so in either language when the link names no test", async () => {
    signIn(STUDENT);
    renderWithApp(<p>elsewhere</p>, "/answer-key/abc", [PAGE]);
    expect(screen.getByText("No such test.")).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(screen.getByText("ऐसा कोई टेस्ट नहीं है।")).toBeTruthy();
  });
});
