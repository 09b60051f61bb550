import { describe, expect, it } from "vitest";
import {
  countStatuses,
  groupSections,
  orderQuestions,
  restoreAnswers,
  resumeIndex,
  UNSEEN,
} from "./attemptState";
import { question } from "./testSupport";

const questions = orderQuestions([
  question({ id: 3, section: 1, position: 0 }),
  question({ id: 2, section: 0, position: 1 }),
  question({ id: 1, section: 0, position: 0 }),
  question({ id: 4, section: 1, position: 1 }),
  question({ id: 5, section: 1, position: 2 }),
]);

describe("attempt state", () => {
  it("orders the paper by section and position and groups it by section", () => {
    expect(questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5]);
    expect(groupSections([{ name: "Physics" }, { name: "Chemistry" }], questions)).toEqual([
      { index: 0, name: "Physics", questions: [0, 1] },
      { index: 1, name: "Chemistry", questions: [2, 3, 4] },
    ]);
    expect(groupSections([], questions.slice(0, 2))[0]!.name).toBe("Questions");
  });

  it("counts the five palette statuses", () => {
    const counts = countStatuses(questions, {
      1: { ...UNSEEN, visited: true, selected: ["A"] },
      2: { ...UNSEEN, visited: true, marked: true },
      3: { ...UNSEEN, visited: true, text: "  " },
      4: { ...UNSEEN, visited: true, text: "Because", marked: true },
    });
    expect(counts).toEqual({
      "not-visited": 1,
      "not-answered": 1,
      answered: 1,
      marked: 1,
      "answered-marked": 1,
    });
  });

  it("on resume, a local save wins only when its seq is newer than the server's", () => {
    const answers = restoreAnswers(
      [
        { question_id: 1, selected: ["A"], text: "", marked: false, time_spent_ms: 1_000, seq: 4 },
        { question_id: 2, selected: ["B"], text: "", marked: false, time_spent_ms: 2_000, seq: 9 },
      ],
      [
        { questionId: 1, body: { selected: ["C"], text: "", marked: true, time_spent_ms: 1_500, seq: 6 } },
        { questionId: 2, body: { selected: ["D"], text: "", marked: false, time_spent_ms: 1_000, seq: 8 } },
        { questionId: 5, body: { selected: [], text: "", marked: false, time_spent_ms: 0, seq: 7 } },
      ],
    );
    expect(answers[1]).toEqual({
      selected: ["C"],
      text: "",
      marked: true,
      visited: true,
      timeSpentMs: 1_500,
    });
    expect(answers[2]!.selected).toEqual(["B"]);
    expect(answers[5]!.visited).toBe(true);
    expect(answers[3]).toBeUndefined();
  });

  it("resumes at the newest question: local if newer than the server's, else the server's, else the first", () => {
    const pending = [{ questionId: 4, body: { selected: [], seq: 10 } }];
    expect(resumeIndex(questions, 2, 9, pending)).toBe(3);
    expect(resumeIndex(questions, 2, 10, pending)).toBe(1);
    expect(resumeIndex(questions, null, 0, [])).toBe(0);
    expect(resumeIndex(questions, 999, 0, [])).toBe(0);
  });
});
