import { describe, expect, it } from "vitest";
import { examInputSchema, publishProblems } from "./exams";
import { gradeAnswer } from "./grading";
import { MARKING_SCHEME_IDS, MARKING_SCHEMES, partialCreditRule } from "./marking";
import { SECTION_MESSAGES } from "./sectionMessages";
import {
  attemptLimitRefusal,
  EXAM_PRESETS,
  gradingMarking,
  itemMarking,
  sectionOpen,
  sectionSchedule,
} from "./sectionRules";

const sec = (over: Record<string, unknown> = {}) => ({
  name: "Physics B",
  marking_scheme: null,
  attempt_limit: null,
  time_limit_min: null,
  ...over,
});
const multi = { kind: 1, answer_type: 2, correct: ["A", "B", "C"] };
const four = { kind: 1, answer_type: 2, correct: ["A", "B", "C", "D"] };
const single = { kind: 1, answer_type: 1, correct: ["B"] };
const q = { marks: 7, negative_marks: 3 };

describe("per-section marking", () => {
  it("a section's scheme wins over the exam's; null or custom keeps the other", () => {
    expect(itemMarking("plus4minus1", sec({ marking_scheme: "plus4zero" }), q)).toEqual({
      marks: 4,
      negative_marks: 0,
    });
    expect(itemMarking("plus4minus1", sec(), q)).toEqual({ marks: 4, negative_marks: 1 });
    expect(itemMarking("plus4minus1", sec({ marking_scheme: "custom" }), q)).toEqual({
      marks: 7,
      negative_marks: 3,
    });
    expect(itemMarking("custom", undefined, q)).toEqual({ marks: 7, negative_marks: 3 });
  });

  it("+4/−1: right +4, wrong −1, blank 0", () => {
    const m = gradingMarking(
      { marking_scheme: "plus4minus1", partial_credit: false },
      sec(),
      itemMarking("plus4minus1", sec(), q),
    );
    expect(gradeAnswer(single, m, { selected: ["B"] }).score).toBe(4);
    expect(gradeAnswer(single, m, { selected: ["A"] }).score).toBe(-1);
    expect(gradeAnswer(single, m, { selected: [] }).score).toBe(0);
  });

  it("+4/0: a wrong answer costs nothing", () => {
    const s = sec({ marking_scheme: "plus4zero" });
    const m = gradingMarking(
      { marking_scheme: "plus4minus1", partial_credit: false },
      s,
      itemMarking("plus4minus1", s, q),
    );
    expect(gradeAnswer(single, m, { selected: ["A"] })).toEqual({ outcome: "wrong", score: 0 });
    expect(gradeAnswer(single, m, { selected: ["B"] }).score).toBe(4);
  });

  it("a multi-select without partial credit is all or the negative", () => {
    const m = gradingMarking({ marking_scheme: "plus4minus1", partial_credit: false }, sec(), {
      marks: 4,
      negative_marks: 1,
    });
    expect(gradeAnswer(multi, m, { selected: ["A", "B"] })).toEqual({ outcome: "wrong", score: -1 });
  });

  describe("JEE Advanced partial credit, in a section with that scheme on an exam without it", () => {
    const s = sec({ marking_scheme: "jeeadvanced" });
    const m = gradingMarking(
      { marking_scheme: "plus4minus1", partial_credit: false },
      s,
      itemMarking("plus4minus1", s, q),
    );
    const score = (correct: string[], chosen: string[]) =>
      gradeAnswer({ kind: 1, answer_type: 2, correct }, m, { selected: chosen }).score;
    const subsets = (keys: string[]): string[][] =>
      keys.reduce<string[][]>((acc, k) => acc.concat(acc.map((s) => [...s, k])), [[]]);

    it("every combination of chosen options against every correct set of A-D", () => {
      for (const correct of subsets(["A", "B", "C", "D"]).filter((c) => c.length > 0)) {
        for (const chosen of subsets(["A", "B", "C", "D"])) {
          const right = chosen.filter((k) => correct.includes(k)).length;
          const wrong = chosen.length - right;
          const expected = chosen.length === 0 ? 0 : wrong > 0 ? -2 : right === correct.length ? 4 : right;
          expect(score(correct, chosen), `correct ${correct} chosen ${chosen}`).toBe(expected);
        }
      }
    });
    it("the published examples: 4 correct, 3 chosen +3; 3 correct, 2 chosen +2; 2 correct, 1 chosen +1", () => {
      expect(score(four.correct, ["A", "B", "C"])).toBe(3);
      expect(score(multi.correct, ["A", "C"])).toBe(2);
      expect(score(["A", "B"], ["B"])).toBe(1);
      expect(score(["A", "B"], ["A", "B", "C"])).toBe(-2);
    });
  });

  it("every scheme id is listed", () => {
    expect(MARKING_SCHEMES.map((s) => s.id)).toEqual([...MARKING_SCHEME_IDS]);
  });
});

describe("attempt any N of M", () => {
  const b = sec({ attempt_limit: 5 });
  it("allows up to N answers and refuses the N+1st with a message", () => {
    expect(attemptLimitRefusal(b, 0)).toBeNull();
    expect(attemptLimitRefusal(b, 4)).toBeNull();
    expect(attemptLimitRefusal(b, 5)).toMatch(/Physics B: answer any 5 questions only/);
    expect(attemptLimitRefusal(b, 9)).not.toBeNull();
  });
  it("no limit, or no section, never refuses", () => {
    expect(attemptLimitRefusal(sec(), 100)).toBeNull();
    expect(attemptLimitRefusal(undefined, 100)).toBeNull();
  });
  it("the schema takes 1 or more; publish refuses a limit above the section's questions", () => {
    const base = { title: "T", duration_min: 60, is_demo: true };
    expect(examInputSchema.safeParse({ ...base, sections: [sec({ attempt_limit: 0 })] }).success).toBe(false);
    const exam = examInputSchema.parse({ ...base, sections: [sec({ attempt_limit: 5 })] });
    const items = Array.from({ length: 4 }, () => ({ section: 0, gradable: true }));
    expect(publishProblems(exam, items, 0)).toEqual([
      'Section "Physics B" allows 5 answers but has 4 questions.',
    ]);
    expect(publishProblems(exam, [...items, { section: 0, gradable: true }], 0)).toEqual([]);
  });
});

describe("section time limits", () => {
  const base = { title: "T", duration_min: 60, is_demo: true };
  it("all sections or none; not more than the duration", () => {
    const some = examInputSchema.safeParse({
      ...base,
      sections: [sec({ time_limit_min: 20 }), sec({ name: "B" })],
    });
    expect(some.error?.issues.map((i) => i.message)).toContain(SECTION_MESSAGES.TIME_LIMITS_ALL_OR_NONE);
    const over = examInputSchema.safeParse({
      ...base,
      sections: [sec({ time_limit_min: 40 }), sec({ name: "B", time_limit_min: 21 })],
    });
    expect(over.error?.issues.map((i) => i.message)).toContain(SECTION_MESSAGES.TIME_LIMITS_OVER_DURATION);
    expect(
      examInputSchema.safeParse({
        ...base,
        sections: [sec({ time_limit_min: 40 }), sec({ name: "B", time_limit_min: 20 })],
      }).success,
    ).toBe(true);
  });
  it("timed sections run in order and lock the others", () => {
    const start = 1_000_000;
    const plan = sectionSchedule(
      [sec({ time_limit_min: 20 }), sec({ time_limit_min: 40 })],
      start,
      start + 60 * 60_000,
    );
    expect(plan).toEqual([
      { index: 0, opensAt: start, closesAt: start + 20 * 60_000 },
      { index: 1, opensAt: start + 20 * 60_000, closesAt: start + 60 * 60_000 },
    ]);
    expect(sectionOpen(plan, 0, start)).toBe(true);
    expect(sectionOpen(plan, 1, start)).toBe(false);
    expect(sectionOpen(plan, 0, start + 20 * 60_000)).toBe(false);
    expect(sectionOpen(plan, 1, start + 20 * 60_000)).toBe(true);
    expect(sectionOpen(plan, 1, start + 60 * 60_000)).toBe(false);
  });
  it("the last window never runs past the attempt's deadline; untimed papers are always open", () => {
    const plan = sectionSchedule([sec({ time_limit_min: 30 })], 0, 10 * 60_000);
    expect(plan?.[0]?.closesAt).toBe(10 * 60_000);
    expect(sectionSchedule([sec(), sec({ time_limit_min: 5 })], 0, 1)).toBeNull();
    expect(sectionOpen(null, 3, 0)).toBe(true);
  });
});

describe("presets", () => {
  it("each preset is a valid exam", () => {
    for (const p of EXAM_PRESETS) {
      const parsed = examInputSchema.safeParse({ title: p.label, is_demo: true, ...p.settings });
      expect(parsed.success, p.id).toBe(true);
      expect(p.questions).toHaveLength(p.settings.sections.length);
    }
  });
  it("JEE Main 2025: Section B is 5 compulsory numericals, +4/−1; 300 marks", () => {
    const jee = EXAM_PRESETS.find((p) => p.id === "jee_main")!;
    const b = jee.settings.sections[1]!;
    expect(b).toMatchObject({ name: "Physics B", marking_scheme: "plus4minus1", attempt_limit: null });
    expect(jee.questions[1]).toBe(5);
    expect(jee.questions.reduce((n, q) => n + q, 0) * 4).toBe(300);
  });
  it("the older JEE Main pattern stays as a named preset: Section B +4/0, any 5 of 10", () => {
    const jee = EXAM_PRESETS.find((p) => p.id === "jee_main_2021")!;
    expect(jee.settings.sections[1]).toMatchObject({ marking_scheme: "plus4zero", attempt_limit: 5 });
    expect(jee.questions[1]).toBe(10);
  });
  it("JEE Advanced 2024: single-correct and matching +3/−1, multi-correct with partial credit, numerical +4/0; 180 marks", () => {
    const adv = EXAM_PRESETS.find((p) => p.id === "jee_advanced")!;
    const schemes = adv.settings.sections.slice(0, 4).map((s) => s.marking_scheme);
    expect(schemes).toEqual(["plus3minus1", "jeeadvanced", "plus4zero", "plus3minus1"]);
    const marks = adv.settings.sections.map((s, i) => {
      const scheme = MARKING_SCHEMES.find((m) => m.id === s.marking_scheme)!;
      return (scheme.marks ?? 0) * (adv.questions[i] ?? 0);
    });
    expect(marks.reduce((n, m) => n + m, 0)).toBe(180);
    expect(partialCreditRule("jeeadvanced", adv.settings.partial_credit)).toBe("jee-advanced");
  });
  it("NEET UG: Section B any 10 of 15", () => {
    const neet = EXAM_PRESETS.find((p) => p.id === "neet_ug")!;
    expect(neet.settings.sections.filter((s) => s.attempt_limit === 10)).toHaveLength(4);
    expect(neet.settings.duration_min).toBe(200);
  });
});

describe("a dropped question", () => {
  const exam = { marking_scheme: "plus4minus1" as const, partial_credit: false };
  it("full marks to those who attempted it, or to all", () => {
    const attempted = gradingMarking(exam, sec(), { marks: 4, negative_marks: 1 }, "attempted");
    expect(gradeAnswer(single, attempted, { selected: ["A"] })).toEqual({ outcome: "correct", score: 4 });
    expect(gradeAnswer(single, attempted, null)).toEqual({ outcome: "unanswered", score: 0 });
    const all = gradingMarking(exam, sec(), { marks: 4, negative_marks: 1 }, "all");
    expect(gradeAnswer(single, all, null)).toEqual({ outcome: "correct", score: 4 });
  });
  it("a numerical dropped for those who attempted counts a typed answer", () => {
    const m = gradingMarking(exam, sec(), { marks: 4, negative_marks: 0 }, "attempted");
    const numeric = {
      kind: 1,
      answer_type: 3,
      correct: [],
      numeric: { mode: "exact", value: 1, integer: false },
    } as const;
    expect(gradeAnswer(numeric, m, { text: "7" }).score).toBe(4);
    expect(gradeAnswer(numeric, m, { text: "" }).score).toBe(0);
  });
});
