import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as exams from "./exams";
import {
  answersReleased,
  answersWithheldNotice,
  drawRandom,
  type ExamInput,
  examInputSchema,
  examItemSchema,
  examItemsSchema,
  examTotals,
  publishAnnouncement,
  publishProblems,
  seededRandom,
} from "./exams";
import { MARKING_SCHEME_IDS, MARKING_SCHEMES, markingFor, partialCreditRule } from "./marking";

const REQUIRED = "This field is required.";

function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 10, 9, 0, 0);

const minimal = { title: "JEE Main Mock 1", course_id: 3, duration_min: 180 };

describe("MARKING_SCHEMES", () => {
  it("lists the NTA scheme first, then +1/0 and custom", () => {
    expect(MARKING_SCHEMES).toEqual([
      { id: "plus4minus1", label: "+4 / −1 (JEE Main, NEET)", marks: 4, negative: 1 },
      { id: "plus4zero", label: "+4 / 0 (JEE Main numericals)", marks: 4, negative: 0 },
      { id: "plus1zero", label: "+1 / 0", marks: 1, negative: 0 },
      {
        id: "plus3minus1",
        label: "+3 / −1 (JEE Advanced single-correct and matching)",
        marks: 3,
        negative: 1,
      },
      {
        id: "jeeadvanced",
        label: "+4 / −2, partial +1 per correct option (JEE Advanced)",
        marks: 4,
        negative: 2,
      },
      { id: "custom", label: "Custom", marks: null, negative: null },
    ]);
    expect(MARKING_SCHEME_IDS).toEqual(MARKING_SCHEMES.map((scheme) => scheme.id));
  });
});

describe("markingFor", () => {
  const question = { marks: 2.5, negative_marks: 0.5 };

  it("uses the scheme's marks", () => {
    expect(markingFor("plus4minus1", question)).toEqual({ marks: 4, negative_marks: 1 });
    expect(markingFor("plus1zero", question)).toEqual({ marks: 1, negative_marks: 0 });
  });

  it("uses the question's own marks for a custom scheme", () => {
    expect(markingFor("custom", question)).toEqual({ marks: 2.5, negative_marks: 0.5 });
  });

  it("falls back to the question's marks for an unknown scheme", () => {
    expect(markingFor("nope" as never, question)).toEqual({ marks: 2.5, negative_marks: 0.5 });
  });
});

describe("examInputSchema", () => {
  it("fills the defaults", () => {
    expect(examInputSchema.parse(minimal)).toEqual({
      title: "JEE Main Mock 1",
      course_id: 3,
      instructions: "",
      duration_min: 180,
      opens_at: null,
      closes_at: null,
      sections: [],
      marking_scheme: "plus4minus1",
      attempts_allowed: 1,
      show_answers: "after_close",
      rank_by: "first",
      is_demo: false,
      partial_credit: false,
      challenge_hours: 48,
      challenge_fee: 0,
      drop_policy: "attempted",
    });
  });

  it("keeps every field given", () => {
    const full = {
      title: "NEET Full Test",
      course_id: 9,
      instructions: "<p>Read carefully.</p>",
      duration_min: 200,
      opens_at: NOW,
      closes_at: NOW + 3 * HOUR,
      sections: ["Physics", "Chemistry", "Biology"].map((name, i) => ({
        name,
        marking_scheme: i === 0 ? "plus4zero" : null,
        attempt_limit: i === 1 ? 10 : null,
        time_limit_min: null,
      })),
      marking_scheme: "custom",
      attempts_allowed: 3,
      show_answers: "after_last_attempt",
      rank_by: "best",
      is_demo: false,
      partial_credit: true,
      challenge_hours: 72,
      challenge_fee: 200,
      drop_policy: "all",
    };
    expect(examInputSchema.parse(full)).toEqual(full);
  });

  it("needs a title", () => {
    expect(issues(examInputSchema, { ...minimal, title: "  " })).toEqual([`title: ${REQUIRED}`]);
    expect(examInputSchema.parse({ ...minimal, title: " Mock " }).title).toBe("Mock");
  });

  it("needs a course unless the exam is a demo", () => {
    expect(issues(examInputSchema, { ...minimal, course_id: null })).toEqual([
      "course_id: A test series exam needs a course.",
    ]);
    const { course_id: _c, ...noCourse } = minimal;
    expect(issues(examInputSchema, noCourse)).toEqual(["course_id: A test series exam needs a course."]);
    expect(issues(examInputSchema, { ...noCourse, is_demo: true })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, is_demo: true })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, course_id: 0 })).toEqual([
      "course_id: Course id must be a positive whole number.",
    ]);
  });

  it.each([0, 601, 1.5, -10, "60", undefined])("refuses a duration of %j", (duration_min) => {
    expect(issues(examInputSchema, { ...minimal, duration_min })).toEqual([
      "duration_min: Duration must be between 1 and 600 minutes.",
    ]);
  });

  it("accepts durations of 1 and 600 minutes", () => {
    expect(issues(examInputSchema, { ...minimal, duration_min: 1 })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, duration_min: 600 })).toEqual([]);
  });

  it("needs the exam to close after it opens", () => {
    expect(issues(examInputSchema, { ...minimal, opens_at: NOW, closes_at: NOW })).toEqual([
      "closes_at: The exam must close after it opens.",
    ]);
    expect(issues(examInputSchema, { ...minimal, opens_at: NOW, closes_at: NOW - 1 })).toEqual([
      "closes_at: The exam must close after it opens.",
    ]);
    expect(issues(examInputSchema, { ...minimal, opens_at: NOW, closes_at: NOW + 1 })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, opens_at: NOW })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, opens_at: 1.5 })).toEqual(["opens_at: Invalid date."]);
  });

  it("allows up to 12 sections with different names (JEE Advanced: 4 per subject)", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ name: `Part ${i + 1}` }));
    expect(issues(examInputSchema, { ...minimal, sections: twelve })).toEqual([]);
    expect(issues(examInputSchema, { ...minimal, sections: [...twelve, { name: "Part 13" }] })).toEqual([
      "sections: An exam has at most 12 sections.",
    ]);
    expect(
      issues(examInputSchema, {
        ...minimal,
        sections: [{ name: "Physics" }, { name: "Chemistry" }, { name: " physics " }, { name: "PHYSICS" }],
      }),
    ).toEqual([
      "sections.2.name: Section names must be different.",
      "sections.3.name: Section names must be different.",
    ]);
    expect(issues(examInputSchema, { ...minimal, sections: [{ name: "" }] })).toEqual([
      `sections.0.name: ${REQUIRED}`,
    ]);
  });

  it("knows the marking schemes and attempt limits", () => {
    expect(issues(examInputSchema, { ...minimal, marking_scheme: "plus3" })).toEqual([
      "marking_scheme: Choose a marking scheme.",
    ]);
    for (const attempts_allowed of [0, 51, 2.5]) {
      expect(issues(examInputSchema, { ...minimal, attempts_allowed })).toEqual([
        "attempts_allowed: Attempts allowed must be between 1 and 50.",
      ]);
    }
    expect(issues(examInputSchema, { ...minimal, attempts_allowed: 50 })).toEqual([]);
  });

  it("reports every problem at once", () => {
    expect(
      issues(examInputSchema, {
        course_id: null,
        duration_min: 0,
        opens_at: NOW,
        closes_at: NOW - HOUR,
        sections: [{ name: "A" }, { name: "a" }],
      }),
    ).toEqual([
      `title: ${REQUIRED}`,
      "duration_min: Duration must be between 1 and 600 minutes.",
      "course_id: A test series exam needs a course.",
      "closes_at: The exam must close after it opens.",
      "sections.1.name: Section names must be different.",
    ]);
  });
});

describe("examItemSchema and examItemsSchema", () => {
  const item = { question_id: 11, section: 0, marks: 4, negative_marks: 1 };

  it("accepts an item", () => {
    expect(examItemSchema.parse(item)).toEqual(item);
    expect(issues(examItemSchema, { ...item, marks: 0.25, negative_marks: 0 })).toEqual([]);
  });

  it("checks each field", () => {
    expect(issues(examItemSchema, { question_id: 0, section: -1, marks: 0, negative_marks: -1 })).toEqual([
      "question_id: Must be a whole number from 1 to 2147483647.",
      "section: Choose a section of the exam.",
      "marks: Marks must be more than 0.",
      "negative_marks: Negative marks must be 0 or more.",
    ]);
  });

  it("refuses a question twice", () => {
    const items = [item, { ...item, question_id: 12 }, { ...item, section: 1 }, item];
    expect(issues(examItemsSchema, items)).toEqual([
      "2.question_id: A question can appear only once in an exam.",
      "3.question_id: A question can appear only once in an exam.",
    ]);
  });

  it("still finds repeats when another item is malformed", () => {
    expect(issues(examItemsSchema, [item, { ...item, marks: "4" }])).toEqual([
      "1.marks: Marks must be more than 0.",
      "1.question_id: A question can appear only once in an exam.",
    ]);
  });

  it("takes at most 300 questions", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...item, question_id: i + 1 }));
    expect(issues(examItemsSchema, many(300))).toEqual([]);
    expect(issues(examItemsSchema, many(301))).toEqual([": An exam has at most 300 questions."]);
  });
});

describe("examTotals", () => {
  it("counts questions, sums marks and gives the minutes", () => {
    expect(examTotals([{ marks: 4 }, { marks: 4 }, { marks: 4 }], 180)).toEqual({
      questions: 3,
      marks: 12,
      minutes: 180,
    });
  });

  it("sums fractional marks exactly", () => {
    expect(examTotals([{ marks: 0.25 }, { marks: 0.25 }, { marks: 0.5 }, { marks: 1.75 }], 30)).toEqual({
      questions: 4,
      marks: 2.75,
      minutes: 30,
    });
    expect(examTotals([{ marks: 0.1 }, { marks: 0.2 }], 10).marks).toBe(0.3);
    expect(
      examTotals(
        Array.from({ length: 10 }, () => ({ marks: 0.1 })),
        10,
      ).marks,
    ).toBe(1);
    expect(examTotals([{ marks: 1.005 }], 10).marks).toBe(1.01);
    expect(examTotals([{ marks: 0.333 }, { marks: 0.333 }, { marks: 0.333 }], 10).marks).toBe(0.99);
  });

  it("is all zeros for an empty exam", () => {
    expect(examTotals([], 0)).toEqual({ questions: 0, marks: 0, minutes: 0 });
  });

  it("counts N questions of an 'attempt any N of M' section: a perfect NEET UG paper is 720, not 800", () => {
    // Physics, Chemistry, Botany, Zoology: Section A 35 questions, Section B any 10 of 15; +4 each.
    const sections = ["A", "B", "A", "B", "A", "B", "A", "B"].map((kind) => ({
      attempt_limit: kind === "B" ? 10 : null,
    }));
    const items = sections.flatMap((section, index) =>
      Array.from({ length: section.attempt_limit ? 15 : 35 }, () => ({ marks: 4, section: index })),
    );
    expect(examTotals(items, 200, sections)).toEqual({ questions: 200, marks: 720, minutes: 200 });
    expect(examTotals(items, 200).marks).toBe(800); // without the sections' rules: every question
  });

  it("takes the highest-marked questions of a limited section, and every question of the others", () => {
    const items = [
      { marks: 2, section: 0 },
      { marks: 5, section: 0 },
      { marks: 3, section: 0 },
      { marks: 1.5, section: 1 },
      { marks: 1.5, section: 1 },
    ];
    expect(examTotals(items, 60, [{ attempt_limit: 2 }, {}]).marks).toBe(11);
    // A limit above the section's size (not publishable, but not an error here) counts every question.
    expect(examTotals(items, 60, [{ attempt_limit: 9 }]).marks).toBe(13);
  });
});

describe("publishProblems", () => {
  const exam = (change: Partial<ExamInput> = {}): ExamInput => ({
    ...examInputSchema.parse({
      ...minimal,
      opens_at: NOW + HOUR,
      closes_at: NOW + 4 * HOUR,
      sections: [{ name: "Physics" }, { name: "Chemistry" }],
    }),
    ...change,
  });
  const good = [
    { section: 0, gradable: true },
    { section: 1, gradable: true },
  ];

  it("is empty for an exam ready to publish", () => {
    expect(publishProblems(exam(), good, NOW)).toEqual([]);
    expect(publishProblems(exam({ sections: [] }), [{ section: 0, gradable: true }], NOW)).toEqual([]);
  });

  const sec = (name: string) => ({ name, marking_scheme: null, attempt_limit: null, time_limit_min: null });

  it("needs at least one question", () => {
    expect(publishProblems(exam(), [], NOW)).toEqual(["Add at least one question."]);
    expect(publishProblems(exam({ sections: [] }), [], NOW)).toEqual(["Add at least one question."]);
  });

  it("names each empty section", () => {
    const three = exam({ sections: ["Physics", "Chemistry", "Mathematics"].map(sec) });
    expect(publishProblems(three, [{ section: 1, gradable: true }], NOW)).toEqual([
      'Section "Physics" has no questions.',
      'Section "Mathematics" has no questions.',
    ]);
  });

  it("finds items in a section that does not exist", () => {
    expect(publishProblems(exam(), [...good, { section: 2, gradable: true }], NOW)).toEqual([
      "Question 3 is in a section that does not exist.",
    ]);
    expect(publishProblems(exam({ sections: [] }), [{ section: 1, gradable: true }], NOW)).toEqual([
      "Question 1 is in a section that does not exist.",
    ]);
    expect(publishProblems(exam(), [...good, { section: -1, gradable: true }], NOW)).toEqual([
      "Question 3 is in a section that does not exist.",
    ]);
  });

  it("names ungradable questions by position", () => {
    const items = [...good, { section: 0, gradable: false }, { section: 1, gradable: true }];
    expect(publishProblems(exam(), items, NOW)).toEqual([
      "Question 3 cannot be graded: fix it in the question bank.",
    ]);
  });

  it("needs a window for a test series exam, not for a demo", () => {
    expect(publishProblems(exam({ opens_at: null, closes_at: null }), good, NOW)).toEqual([
      "Set when the exam opens and closes.",
    ]);
    expect(publishProblems(exam({ closes_at: null }), good, NOW)).toEqual([
      "Set when the exam opens and closes.",
    ]);
    expect(publishProblems(exam({ opens_at: null }), good, NOW)).toEqual([
      "Set when the exam opens and closes.",
    ]);
    expect(publishProblems(exam({ opens_at: null, closes_at: null, is_demo: true }), good, NOW)).toEqual([]);
  });

  it("refuses a window that has already closed", () => {
    expect(publishProblems(exam({ opens_at: NOW - 4 * HOUR, closes_at: NOW - HOUR }), good, NOW)).toEqual([
      "The exam window has already closed.",
    ]);
    expect(publishProblems(exam({ opens_at: NOW - 4 * HOUR, closes_at: NOW }), good, NOW)).toEqual([
      "The exam window has already closed.",
    ]);
    expect(publishProblems(exam({ opens_at: NOW - HOUR, closes_at: NOW + 1 }), good, NOW)).toEqual([]);
    expect(
      publishProblems(exam({ is_demo: true, opens_at: null, closes_at: NOW - HOUR }), good, NOW),
    ).toEqual(["The exam window has already closed."]);
  });

  it("refuses a window that closes before it opens", () => {
    expect(publishProblems(exam({ opens_at: NOW + 2 * HOUR, closes_at: NOW + HOUR }), good, NOW)).toEqual([
      "The exam must close after it opens.",
    ]);
  });

  it("lists every problem in order", () => {
    const items = [
      { section: 0, gradable: false },
      { section: 5, gradable: false },
    ];
    expect(publishProblems(exam({ closes_at: null }), items, NOW)).toEqual([
      'Section "Chemistry" has no questions.',
      "Question 1 cannot be graded: fix it in the question bank.",
      "Question 2 is in a section that does not exist.",
      "Question 2 cannot be graded: fix it in the question bank.",
      "Set when the exam opens and closes.",
    ]);
  });
});

describe("seededRandom", () => {
  it("repeats for the same seed and stays in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(first.slice(0, 2)).toEqual([0.6011037519201636, 0.44829055899754167]);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });
});

describe("drawRandom", () => {
  const pool = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, difficulty: (i % 4) + 1 }));
  // ids by difficulty: 1 -> 1,5,9,13,17; 2 -> 2,6,10,14,18; 3 -> 3,7,11,15,19; 4 -> 4,8,12,16,20

  it("draws the same questions for the same seed", () => {
    const first = drawRandom(pool, { 1: 2, 3: 3 }, seededRandom(7));
    const again = drawRandom(pool, { 1: 2, 3: 3 }, seededRandom(7));
    expect(again).toEqual(first);
    expect(first.picked.map((q) => q.id)).toEqual([1, 5, 19, 15, 7]);
    expect(first.shortBy).toEqual({});
    expect(drawRandom(pool, { 1: 2, 3: 3 }, seededRandom(8)).picked.map((q) => q.id)).toEqual([
      1, 13, 7, 15, 3,
    ]);
  });

  it("picks per difficulty, distinct, grouped easy to very hard", () => {
    const { picked } = drawRandom(pool, { 4: 1, 1: 2, 3: 3 }, seededRandom(7));
    expect(picked.map((q) => q.difficulty)).toEqual([1, 1, 3, 3, 3, 4]);
    expect(new Set(picked.map((q) => q.id)).size).toBe(6);
  });

  it("follows Fisher-Yates on the injected random", () => {
    // Always 0: each step keeps the next question in pool order.
    expect(drawRandom(pool, { 2: 3 }, () => 0).picked.map((q) => q.id)).toEqual([2, 6, 10]);
    // Almost 1: each step takes the last one, which the first swap put the first question (2) in place of.
    expect(drawRandom(pool, { 2: 3 }, () => 0.999999).picked.map((q) => q.id)).toEqual([18, 2, 6]);
    // Exactly 1 (a bad generator) is clamped into range.
    expect(drawRandom(pool, { 2: 2 }, () => 1).picked.map((q) => q.id)).toEqual([18, 2]);
    // 0.5 of 5 -> index 2 (10); then 0.5 of 4 -> index 1+2 = 3 (14).
    expect(drawRandom(pool, { 2: 2 }, () => 0.5).picked.map((q) => q.id)).toEqual([10, 14]);
  });

  it("reports shortfalls and takes everything there is", () => {
    const result = drawRandom(pool, { 1: 7, 2: 5, 4: 0 }, () => 0);
    expect(result.picked.map((q) => q.id)).toEqual([1, 5, 9, 13, 17, 2, 6, 10, 14, 18]);
    expect(result.shortBy).toEqual({ 1: 2 });
    expect(drawRandom([], { 3: 4 }).shortBy).toEqual({ 3: 4 });
  });

  it("counts a question repeated in the pool once", () => {
    const repeated = [
      { id: 1, difficulty: 1 },
      { id: 1, difficulty: 1 },
      { id: 2, difficulty: 1 },
    ];
    const result = drawRandom(repeated, { 1: 3 }, () => 0);
    expect(result.picked.map((q) => q.id)).toEqual([1, 2]);
    expect(result.shortBy).toEqual({ 1: 1 });
  });

  it("keeps the pool's objects and leaves the pool untouched", () => {
    const rich = [
      { id: 1, difficulty: 2, text: "a" },
      { id: 2, difficulty: 2, text: "b" },
    ];
    const copy = structuredClone(rich);
    const { picked } = drawRandom(rich, { 2: 2 }, () => 0.99);
    expect(picked).toEqual([rich[1], rich[0]]);
    expect(picked[0]).toBe(rich[1]);
    expect(rich).toEqual(copy);
  });

  it("draws nothing for no counts", () => {
    expect(drawRandom(pool, {})).toEqual({ picked: [], shortBy: {} });
  });

  it.each([-1, 1.5, Number.NaN])("refuses a count of %s", (count) => {
    expect(() => drawRandom(pool, { 2: count })).toThrow(RangeError);
  });
});

describe("API documentation", () => {
  const all = Object.entries(exams as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );

  it("covers every exported schema", () => {
    expect(all.map(([name]) => name).sort()).toEqual([
      "examInputSchema",
      "examItemSchema",
      "examItemsSchema",
      "examSectionSchema",
    ]);
  });

  it.each(all)("%s converts to JSON Schema for input and output", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });
});

describe("partialCreditRule", () => {
  it("scales partial credit, except under JEE Advanced's own rule", () => {
    expect(partialCreditRule("plus1zero", true)).toBe("scaled");
    expect(partialCreditRule("custom", false)).toBe(false);
    expect(partialCreditRule("jeeadvanced", false)).toBe("jee-advanced");
  });
});

describe("answersReleased", () => {
  const open = { now: NOW, closesAt: NOW + HOUR, attemptsUsed: 1, attemptsAllowed: 3 };
  it("holds answers back until the rule allows them", () => {
    expect(answersReleased("after_attempt", open)).toBe(true);
    expect(answersReleased("after_last_attempt", open)).toBe(false);
    expect(answersReleased("after_last_attempt", { ...open, attemptsUsed: 3 })).toBe(true);
    expect(answersReleased("after_last_attempt", { ...open, now: NOW + HOUR })).toBe(true);
    expect(answersReleased("after_close", { ...open, attemptsUsed: 3 })).toBe(false);
    expect(answersReleased("after_close", { ...open, now: NOW + HOUR })).toBe(true);
    expect(answersReleased("never", { ...open, now: NOW + 2 * HOUR })).toBe(false);
  });

  it("shows a test without a closing time (a demo) after the attempt", () => {
    expect(answersReleased("after_close", { ...open, closesAt: null })).toBe(true);
  });

  it("tells the student when answers will come", () => {
    expect(answersWithheldNotice("after_close", Date.UTC(2026, 0, 10, 12, 30))).toBe(
      "Answers will be shown after the test window closes on 10 Jan 2026, 18:00 IST.",
    );
    // On the academy's configured clock, labelled with its zone.
    expect(answersWithheldNotice("after_close", Date.UTC(2026, 0, 10, 12, 30), "Asia/Dubai")).toBe(
      "Answers will be shown after the test window closes on 10 Jan 2026, 16:30 Asia/Dubai.",
    );
    expect(answersWithheldNotice("after_last_attempt", null)).toBe(
      "Answers will be shown after your last attempt, or when the test window closes.",
    );
    expect(answersWithheldNotice("never", null)).toBe(
      "This test does not show correct answers or solutions.",
    );
  });
});

describe("publishAnnouncement", () => {
  const window = { opensAt: NOW, closesAt: NOW + HOUR };
  it("announces once, and again only when the window moved", () => {
    expect(publishAnnouncement(null, window)).toBe("scheduled");
    expect(publishAnnouncement({ ...window }, window)).toBeNull();
    expect(publishAnnouncement({ ...window, closesAt: NOW + 2 * HOUR }, window)).toBe("rescheduled");
  });
});
