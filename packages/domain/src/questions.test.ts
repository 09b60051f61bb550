import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ANSWER_LENGTHS, ANSWER_TYPES, DIFFICULTIES, QUESTION_KINDS } from "./lookups";
import { MESSAGES } from "./messages";
import * as questions from "./questions";
import {
  duplicateInFile,
  duplicateKey,
  duplicateOfBank,
  findDuplicates,
  gradingChanged,
  hasContent,
  isGradable,
  plainText,
  type QuestionInput,
  questionInputSchema,
  questionOptionSchema,
} from "./questions";
import {
  ANSWER_LENGTH,
  ANSWER_TYPE,
  DIFFICULTY,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_KEYS,
  type OptionKey,
  QUESTION_KIND,
} from "./questionTypes";

const REQUIRED = "This field is required.";

function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

const options = (...texts: string[]) =>
  texts.map((text, index) => ({ key: OPTION_KEYS[index] as OptionKey, text }));

const single = {
  kind: 1,
  answer_type: 1,
  difficulty: 2,
  subject: "Physics",
  text: "<p>The SI unit of force is</p>",
  options: options("Newton", "Joule", "Watt", "Pascal"),
  correct: ["A"],
  marks: 4,
  negative_marks: 1,
};

const multi = { ...single, answer_type: 2, correct: ["A", "C"] };

const subjective = {
  kind: 2,
  answer_length: 3,
  difficulty: 3,
  subject: "Chemistry",
  text: "Explain hybridisation in methane.",
  model_answer: "Carbon forms four sp3 orbitals pointing to the corners of a tetrahedron.",
  marks: 5,
};

describe("constants", () => {
  it("match the lookup lists of the spec", () => {
    expect(Object.values(QUESTION_KIND)).toEqual(QUESTION_KINDS.map((item) => item.id));
    expect(Object.values(ANSWER_TYPE)).toEqual(ANSWER_TYPES.map((item) => item.id));
    expect(Object.values(ANSWER_LENGTH)).toEqual(ANSWER_LENGTHS.map((item) => item.id));
    expect(Object.values(DIFFICULTY)).toEqual(DIFFICULTIES.map((item) => item.id));
    expect(QUESTION_KIND).toEqual({ OBJECTIVE: 1, SUBJECTIVE: 2 });
    expect(ANSWER_TYPE).toEqual({ SINGLE: 1, MULTI: 2, NUMERICAL: 3 });
  });

  it("letters options A to J, between 2 and 10 of them", () => {
    expect(OPTION_KEYS).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);
    expect([MIN_OPTIONS, MAX_OPTIONS]).toEqual([2, 10]);
  });

  it("names the labels of the lookups in the lookup messages", () => {
    for (const item of DIFFICULTIES) expect(MESSAGES.DIFFICULTY_INVALID).toContain(item.label);
    for (const item of QUESTION_KINDS) expect(MESSAGES.QUESTION_KIND_INVALID).toContain(item.label);
  });
});

describe("plainText", () => {
  it.each([
    ["<p>Hello <b>world</b></p>", "Hello world"],
    ["H<sub>2</sub>O", "H2O"],
    ["<p>a</p><p>b</p>", "a b"],
    ["line<br>break<br/>here", "line break here"],
    ["  lots \n of\t\tspace  ", "lots of space"],
    ["a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;", "a & b < c > d \"e\" 'f'"],
    ["x&nbsp;&nbsp;y", "x y"],
    ["&amp;lt;b&amp;gt;", "&lt;b&gt;"],
    ["&lt;b&gt;bold&lt;/b&gt;", "<b>bold</b>"],
    ["&#8377;100 &#x2264; 200", "₹100 ≤ 200"],
    ["<!-- note -->kept", "kept"],
    ['<script>alert("x")</script>safe<style>p{}</style>', "safe"],
    ['<span class="k" data-x="1">$x^2$</span>', "$x^2$"],
    ["2 < 3 and 5 > 4", "2 < 3 and 5 > 4"],
    ["&unknown; &#0;", "&unknown; &#0;"],
    ["", ""],
  ])("%j -> %j", (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe("hasContent", () => {
  it("counts text, images and formulas, not empty markup", () => {
    expect(hasContent("<p> </p>")).toBe(false);
    expect(hasContent("&nbsp;")).toBe(false);
    expect(hasContent('<img src="/q/1.png">')).toBe(true);
    expect(hasContent("<math><mi>x</mi></math>")).toBe(true);
    expect(hasContent("0")).toBe(true);
  });
});

describe("questionOptionSchema", () => {
  it("needs a letter and some text", () => {
    expect(questionOptionSchema.parse({ key: "B", text: "  Joule " })).toEqual({ key: "B", text: "Joule" });
    expect(issues(questionOptionSchema, { key: "B", text: " " })).toEqual([`text: ${REQUIRED}`]);
    expect(issues(questionOptionSchema, { key: "B", text: "<p></p>" })).toEqual([`text: ${REQUIRED}`]);
    expect(issues(questionOptionSchema, { key: "B" })).toEqual([`text: ${REQUIRED}`]);
    expect(issues(questionOptionSchema, { key: "K", text: "x" })).toEqual([
      "key: Options must be lettered A, B, C… in order.",
    ]);
    expect(issues(questionOptionSchema, { key: "a", text: "x" })).toEqual([
      "key: Options must be lettered A, B, C… in order.",
    ]);
  });

  it("accepts an image-only option", () => {
    expect(issues(questionOptionSchema, { key: "A", text: '<img src="/a.png">' })).toEqual([]);
  });
});

describe("questionInputSchema: objective questions", () => {
  it("accepts a single-select question and fills the defaults", () => {
    expect(questionInputSchema.parse(single)).toEqual({
      kind: 1,
      answer_type: 1,
      answer_length: null,
      difficulty: 2,
      course_id: null,
      subject: "Physics",
      topic: "",
      text: "<p>The SI unit of force is</p>",
      options: [
        { key: "A", text: "Newton" },
        { key: "B", text: "Joule" },
        { key: "C", text: "Watt" },
        { key: "D", text: "Pascal" },
      ],
      correct: ["A"],
      numeric: null,
      model_answer: "",
      solution: "",
      hindi: null,
      marks: 4,
      negative_marks: 1,
    });
  });

  it("accepts a multi-select question", () => {
    expect(issues(questionInputSchema, multi)).toEqual([]);
    expect(issues(questionInputSchema, { ...multi, correct: ["A", "B", "C", "D"] })).toEqual([]);
  });

  it("trims subject, topic and text", () => {
    const parsed = questionInputSchema.parse({
      ...single,
      subject: " Physics ",
      topic: " Laws ",
      text: " x ",
    });
    expect([parsed.subject, parsed.topic, parsed.text]).toEqual(["Physics", "Laws", "x"]);
  });

  it("keeps correct keys once each, in letter order", () => {
    expect(questionInputSchema.parse({ ...multi, correct: ["C", "A", "C"] }).correct).toEqual(["A", "C"]);
    expect(questionInputSchema.parse({ ...single, correct: ["A", "A"] }).correct).toEqual(["A"]);
  });

  it("needs an answer type", () => {
    expect(issues(questionInputSchema, { ...single, answer_type: null })).toEqual([
      "answer_type: Choose single select, multi select or numerical.",
    ]);
    const { answer_type: _a, ...withoutType } = single;
    expect(issues(questionInputSchema, withoutType)).toEqual([
      "answer_type: Choose single select, multi select or numerical.",
    ]);
    expect(issues(questionInputSchema, { ...single, answer_type: 4 })).toEqual([
      "answer_type: Choose single select, multi select or numerical.",
    ]);
  });

  it("accepts 2 and 10 options", () => {
    expect(issues(questionInputSchema, { ...single, options: options("Yes", "No") })).toEqual([]);
    const ten = options("1", "2", "3", "4", "5", "6", "7", "8", "9", "10");
    expect(issues(questionInputSchema, { ...single, options: ten, correct: ["J"] })).toEqual([]);
  });

  it("refuses 0, 1 and 11 options", () => {
    expect(issues(questionInputSchema, { ...single, options: [], correct: [] })).toEqual([
      "options: Give between 2 and 10 options.",
      "correct: A single-select question has exactly one correct option.",
    ]);
    const { options: _o, correct: _c, ...bare } = single;
    expect(issues(questionInputSchema, bare)).toEqual([
      "options: Give between 2 and 10 options.",
      "correct: A single-select question has exactly one correct option.",
    ]);
    expect(issues(questionInputSchema, { ...single, options: options("Only") })).toEqual([
      "options: Give between 2 and 10 options.",
    ]);
    const eleven = [...options("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"), { key: "K", text: "11" }];
    expect(issues(questionInputSchema, { ...single, options: eleven })).toEqual([
      "options.10.key: Options must be lettered A, B, C… in order.",
      "options: Give between 2 and 10 options.",
    ]);
  });

  it("needs options lettered in order without gaps", () => {
    const gap = [
      { key: "A", text: "x" },
      { key: "C", text: "y" },
    ];
    expect(issues(questionInputSchema, { ...single, options: gap })).toEqual([
      "options: Options must be lettered A, B, C… in order.",
    ]);
    const swapped = [
      { key: "B", text: "x" },
      { key: "A", text: "y" },
    ];
    expect(issues(questionInputSchema, { ...single, options: swapped })).toEqual([
      "options: Options must be lettered A, B, C… in order.",
    ]);
    const repeated = [
      { key: "A", text: "x" },
      { key: "A", text: "y" },
    ];
    expect(issues(questionInputSchema, { ...single, options: repeated })).toEqual([
      "options: Options must be lettered A, B, C… in order.",
    ]);
  });

  it.each([
    ["the same text", ["Newton", "Newton"]],
    ["a different case", ["Newton", "newton"]],
    ['"A" and "a"', ["A", "a"]],
    ["only HTML", ["Newton", "<b>Newton</b>"]],
    ["only spacing", ["two  words", " two words&nbsp;"]],
    ["only entities", ["a & b", "a &amp; b"]],
  ])("refuses options differing by %s", (_why, texts) => {
    expect(issues(questionInputSchema, { ...single, options: options(...texts) })).toEqual([
      "options.1.text: Options must be different from each other.",
    ]);
  });

  it("flags each repeat of an option", () => {
    expect(issues(questionInputSchema, { ...single, options: options("x", "y", "X", "<i>x</i>") })).toEqual([
      "options.2.text: Options must be different from each other.",
      "options.3.text: Options must be different from each other.",
    ]);
  });

  it("tells image-only options apart by their image", () => {
    const images = options('<img src="/a.png">', '<img src="/b.png">');
    expect(issues(questionInputSchema, { ...single, options: images })).toEqual([]);
    const same = options('<img src="/a.png">', '<img  src="/a.png">');
    expect(issues(questionInputSchema, { ...single, options: same })).toEqual([
      "options.1.text: Options must be different from each other.",
    ]);
  });

  it("needs the correct keys among the options", () => {
    expect(issues(questionInputSchema, { ...single, correct: ["E"] })).toEqual([
      "correct: A correct answer must be one of the options.",
    ]);
    expect(issues(questionInputSchema, { ...multi, correct: ["A", "F"] })).toEqual([
      "correct: A correct answer must be one of the options.",
    ]);
    expect(issues(questionInputSchema, { ...single, correct: ["K"] })).toEqual([
      "correct.0: A correct answer must be one of the options.",
    ]);
  });

  it("needs exactly one correct option for single select", () => {
    expect(issues(questionInputSchema, { ...single, correct: [] })).toEqual([
      "correct: A single-select question has exactly one correct option.",
    ]);
    expect(issues(questionInputSchema, { ...single, correct: ["A", "B"] })).toEqual([
      "correct: A single-select question has exactly one correct option.",
    ]);
    const { correct: _c, ...noCorrect } = single;
    expect(issues(questionInputSchema, noCorrect)).toEqual([
      "correct: A single-select question has exactly one correct option.",
    ]);
  });

  it("needs at least one correct option for multi select", () => {
    expect(issues(questionInputSchema, { ...multi, correct: [] })).toEqual([
      "correct: Mark at least one correct option.",
    ]);
  });

  it("clears an answer length given to an objective question", () => {
    expect(questionInputSchema.parse({ ...single, answer_length: 2 }).answer_length).toBeNull();
  });
});

describe("questionInputSchema: subjective questions", () => {
  it("accepts a subjective question and fills the defaults", () => {
    expect(questionInputSchema.parse(subjective)).toEqual({
      ...subjective,
      answer_type: null,
      course_id: null,
      topic: "",
      options: [],
      correct: [],
      numeric: null,
      solution: "",
      hindi: null,
      negative_marks: 0,
    });
  });

  it("needs an answer length", () => {
    expect(issues(questionInputSchema, { ...subjective, answer_length: null })).toEqual([
      "answer_length: Choose the answer length.",
    ]);
    expect(issues(questionInputSchema, { ...subjective, answer_length: 4 })).toEqual([
      "answer_length: Choose the answer length.",
    ]);
  });

  it("needs a model answer", () => {
    const { model_answer: _m, ...noAnswer } = subjective;
    expect(issues(questionInputSchema, noAnswer)).toEqual([
      "model_answer: Give a model answer for the evaluator.",
    ]);
    expect(issues(questionInputSchema, { ...subjective, model_answer: "<p>&nbsp;</p>" })).toEqual([
      "model_answer: Give a model answer for the evaluator.",
    ]);
  });

  it("has no options and no correct keys", () => {
    expect(issues(questionInputSchema, { ...subjective, options: options("a", "b") })).toEqual([
      "options: A subjective question has no options.",
    ]);
    expect(issues(questionInputSchema, { ...subjective, correct: ["A"] })).toEqual([
      "correct: A subjective question has no options.",
    ]);
    expect(
      issues(questionInputSchema, { ...subjective, options: options("a", "b"), correct: ["A"] }),
    ).toEqual([
      "options: A subjective question has no options.",
      "correct: A subjective question has no options.",
    ]);
  });

  it("clears an answer type given to a subjective question", () => {
    expect(questionInputSchema.parse({ ...subjective, answer_type: 1 }).answer_type).toBeNull();
  });
});

describe("questionInputSchema: common fields", () => {
  it("needs a known kind and difficulty", () => {
    expect(issues(questionInputSchema, { ...single, kind: 3 })).toEqual([
      "kind: Choose Objective or Subjective.",
    ]);
    expect(issues(questionInputSchema, { ...single, kind: "1" })).toEqual([
      "kind: Choose Objective or Subjective.",
    ]);
    expect(issues(questionInputSchema, { ...single, difficulty: 0 })).toEqual([
      "difficulty: Choose the difficulty: Easy, Medium, Hard or Very Hard.",
    ]);
    expect(issues(questionInputSchema, { ...single, difficulty: 5 })).toEqual([
      "difficulty: Choose the difficulty: Easy, Medium, Hard or Very Hard.",
    ]);
  });

  it("accepts every difficulty", () => {
    for (const difficulty of [1, 2, 3, 4]) {
      expect(issues(questionInputSchema, { ...single, difficulty })).toEqual([]);
    }
  });

  it("needs a subject and a question text", () => {
    expect(issues(questionInputSchema, { ...single, subject: " ", text: "<p><br></p>" })).toEqual([
      `subject: ${REQUIRED}`,
      `text: ${REQUIRED}`,
    ]);
    expect(issues(questionInputSchema, { ...single, text: '<img src="/q.png">' })).toEqual([]);
  });

  it("takes a positive whole course id or none", () => {
    expect(questionInputSchema.parse({ ...single, course_id: 7 }).course_id).toBe(7);
    expect(questionInputSchema.parse({ ...single, course_id: null }).course_id).toBeNull();
    for (const course_id of [0, -1, 1.5, "7"]) {
      expect(issues(questionInputSchema, { ...single, course_id })).toEqual([
        "course_id: Course id must be a positive whole number.",
      ]);
    }
  });

  it("needs marks above 0 and negative marks of 0 or more", () => {
    expect(issues(questionInputSchema, { ...single, marks: 0 })).toEqual([
      "marks: Marks must be more than 0.",
    ]);
    expect(issues(questionInputSchema, { ...single, marks: -1 })).toEqual([
      "marks: Marks must be more than 0.",
    ]);
    const { marks: _m, ...noMarks } = single;
    expect(issues(questionInputSchema, noMarks)).toEqual(["marks: Marks must be more than 0."]);
    expect(issues(questionInputSchema, { ...single, negative_marks: -0.25 })).toEqual([
      "negative_marks: Negative marks must be 0 or more.",
    ]);
    expect(questionInputSchema.parse({ ...single, marks: 0.25, negative_marks: 0 })).toMatchObject({
      marks: 0.25,
      negative_marks: 0,
    });
  });

  it("reports every problem at once, even with a malformed field", () => {
    expect(
      issues(questionInputSchema, {
        kind: 1,
        answer_type: 1,
        difficulty: "hard",
        subject: "",
        text: "t",
        options: options("x", "X"),
        correct: ["A", "B"],
        marks: 0,
      }),
    ).toEqual([
      "difficulty: Choose the difficulty: Easy, Medium, Hard or Very Hard.",
      `subject: ${REQUIRED}`,
      "marks: Marks must be more than 0.",
      "options.1.text: Options must be different from each other.",
      "correct: A single-select question has exactly one correct option.",
    ]);
  });

  it("refuses what is not an object", () => {
    expect(issues(questionInputSchema, null)).toHaveLength(1);
    expect(issues(questionInputSchema, [single])).toHaveLength(1);
  });
});

describe("questionInputSchema: the Hindi version", () => {
  const hindi = {
    text: "<p>बल का SI मात्रक है</p>",
    options: options("न्यूटन", "जूल", "वाट", "पास्कल"),
    solution: "<p>F = ma</p>",
  };

  it("is null when left out, and kept with its options, solution and model answer when given", () => {
    expect(questionInputSchema.parse(single).hindi).toBeNull();
    expect(questionInputSchema.parse({ ...single, hindi }).hindi).toEqual({ ...hindi, model_answer: "" });
  });

  it("needs the English options, key for key", () => {
    const fewer = { ...hindi, options: hindi.options.slice(0, 3) };
    const lettered = {
      ...hindi,
      options: hindi.options.map((o, i) => ({ ...o, key: i === 3 ? "E" : o.key })),
    };
    const message =
      "hindi.options: The Hindi version must have the same options (A, B, C…) as the English one.";
    expect(issues(questionInputSchema, { ...single, hindi: fewer })).toEqual([message]);
    expect(issues(questionInputSchema, { ...single, hindi: lettered })).toEqual([message]);
    const subjective = { ...single, kind: 2, answer_length: 2, options: [], correct: [], model_answer: "x" };
    expect(issues(questionInputSchema, { ...subjective, hindi })).toEqual([
      "hindi.options: The Hindi version of a question without options has no options.",
    ]);
  });

  it("needs text in each field that shows, with the English limits", () => {
    const blank = { ...hindi, text: "<p> </p>", options: options("न्यूटन", "", "वाट", "पास्कल") };
    expect(issues(questionInputSchema, { ...single, hindi: blank })).toEqual([
      `hindi.text: ${REQUIRED}`,
      `hindi.options.1.text: ${REQUIRED}`,
    ]);
    const long = { ...hindi, solution: "क".repeat(100_001) };
    expect(issues(questionInputSchema, { ...single, hindi: long })).toHaveLength(1);
  });

  it("is not a grading change", () => {
    const before = questionInputSchema.parse(single);
    expect(gradingChanged(before, questionInputSchema.parse({ ...single, hindi }))).toBe(false);
  });
});

describe("isGradable", () => {
  it("is true only for a question that passes every rule", () => {
    expect(isGradable(single)).toBe(true);
    expect(isGradable(subjective)).toBe(true);
    expect(isGradable({ ...single, correct: [] })).toBe(false);
    expect(isGradable({ ...subjective, model_answer: "" })).toBe(false);
    expect(isGradable(undefined)).toBe(false);
  });
});

describe("gradingChanged", () => {
  const before: QuestionInput = questionInputSchema.parse({ ...single, topic: "Laws", solution: "F = ma" });
  const edit = (change: Partial<QuestionInput>): QuestionInput => ({ ...before, ...change });

  it("ignores changes that do not affect grading", () => {
    expect(gradingChanged(before, before)).toBe(false);
    expect(gradingChanged(before, edit({ text: "<p>The SI unit of force is:</p>" }))).toBe(false);
    expect(gradingChanged(before, edit({ solution: "Newton's second law." }))).toBe(false);
    expect(gradingChanged(before, edit({ topic: "Mechanics", subject: "Physics I" }))).toBe(false);
    expect(gradingChanged(before, edit({ difficulty: 4, course_id: 3 }))).toBe(false);
    expect(gradingChanged(before, edit({ model_answer: "Newton" }))).toBe(false);
  });

  it("ignores formatting-only option edits", () => {
    const formatted = before.options.map((o) => ({ ...o, text: `<b>${o.text}</b>` }));
    expect(gradingChanged(before, edit({ options: formatted }))).toBe(false);
    expect(gradingChanged(before, edit({ options: [...before.options].reverse() }))).toBe(false);
  });

  it("sees changes that affect grading", () => {
    expect(gradingChanged(before, edit({ kind: 2 }))).toBe(true);
    expect(gradingChanged(before, edit({ answer_type: 2 }))).toBe(true);
    expect(gradingChanged(before, edit({ correct: ["B"] }))).toBe(true);
    expect(gradingChanged(before, edit({ marks: 3 }))).toBe(true);
    expect(gradingChanged(before, edit({ negative_marks: 0 }))).toBe(true);
    expect(gradingChanged(before, edit({ options: before.options.slice(0, 3) }))).toBe(true);
    const renamed = before.options.map((o) => (o.key === "B" ? { ...o, text: "Joules" } : o));
    expect(gradingChanged(before, edit({ options: renamed }))).toBe(true);
    const swapped = before.options.map((o, i) => ({ ...o, text: before.options[(i + 1) % 4]?.text ?? "" }));
    expect(gradingChanged(before, edit({ options: swapped }))).toBe(true);
    const image = options('<img src="/a.png">', "b");
    const otherImage = options('<img src="/c.png">', "b");
    expect(gradingChanged(edit({ options: image }), edit({ options: otherImage }))).toBe(true);
  });

  it("compares the correct keys as a set", () => {
    const a = questionInputSchema.parse(multi);
    expect(gradingChanged(a, { ...a, correct: ["C", "A"] })).toBe(false);
  });
});

describe("API documentation", () => {
  const all = Object.entries(questions as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );

  it("covers every exported schema", () => {
    expect(all.map(([name]) => name).sort()).toEqual([
      "questionHindiSchema",
      "questionInputSchema",
      "questionOptionSchema",
    ]);
  });

  it.each(all)("%s converts to JSON Schema for input and output", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input" })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
  });
});

describe("findDuplicates (CSV re-import)", () => {
  it("finds rows already in the bank or earlier in the file, by plain text and course", () => {
    const bank = new Map([[duplicateKey({ text: "<p>What is  2 + 2?</p>", course_id: 5 }), 12]]);
    const found = findDuplicates(
      [
        { line: 2, question: { text: "what is 2 + 2?", course_id: 5 } },
        { line: 3, question: { text: "What is 2 + 2?", course_id: 6 } },
        { line: 4, question: { text: "<b>What is 2 + 2?</b>", course_id: 6 } },
        { line: 5, question: { text: "What is 3 + 3?", course_id: 5 } },
      ],
      bank,
    );
    expect([...found]).toEqual([
      [2, duplicateOfBank(12)],
      [4, duplicateInFile(3)],
    ]);
  });
});
