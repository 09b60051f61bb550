import { describe, expect, it } from "vitest";
import * as domain from "./index";
import {
  CsvError,
  csvToQuestions,
  MAX_CSV_QUESTIONS,
  neutraliseFormulaCell,
  parseCsv,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_TEMPLATE,
  questionsToCsv,
  restoreFormulaCell,
  toCsv,
} from "./questionCsv";
import { type QuestionInput, questionInputSchema } from "./questions";

const HEADER = QUESTION_CSV_COLUMNS.join(",");

/** One CSV data line from column values; unnamed columns are empty. */
function line(values: Partial<Record<(typeof QUESTION_CSV_COLUMNS)[number], string>>): string {
  return toCsv([QUESTION_CSV_COLUMNS.map((column) => values[column] ?? "")]).replace(/\r\n$/, "");
}

const singleRow = {
  kind: "objective",
  answer_type: "single",
  difficulty: "easy",
  subject: "Physics",
  text: "The SI unit of force is",
  option_a: "Newton",
  option_b: "Joule",
  option_c: "Watt",
  option_d: "Pascal",
  correct: "A",
  marks: "4",
  negative_marks: "1",
};

const singleQuestion: QuestionInput = {
  kind: 1,
  answer_type: 1,
  answer_length: null,
  difficulty: 1,
  course_id: null,
  subject: "Physics",
  topic: "",
  text: "The SI unit of force is",
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
};

const file = (...rows: string[]) => [HEADER, ...rows].join("\r\n");

/** The errors of the only row of a file. */
/** What `run` throws; fails the test when it does not throw. */
function caught(run: () => unknown): CsvError {
  try {
    run();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error("expected a CsvError");
}

function rowErrors(values: Parameters<typeof line>[0], known?: ReadonlySet<number>): string[] {
  const result = csvToQuestions(file(line(values)), known);
  expect(result.headerErrors).toEqual([]);
  const row = result.rows[0];
  if (!row || row.ok) return [];
  return row.errors;
}

describe("parseCsv", () => {
  it("splits rows and fields", () => {
    expect(parseCsv("a,b,c\n1,2,3")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('"a,b","say ""hi""","line 1\nline 2","line 3\r\nline 4"\r\nx,"",y')).toEqual([
      ["a,b", 'say "hi"', "line 1\nline 2", "line 3\r\nline 4"],
      ["x", "", "y"],
    ]);
  });

  it("takes CRLF, LF and lone CR line ends", () => {
    expect(parseCsv("a\r\nb\nc\rd")).toEqual([["a"], ["b"], ["c"], ["d"]]);
  });

  it("ignores a leading BOM and the line break after the last row", () => {
    expect(parseCsv("\uFEFFa,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a\n")).toEqual([["a"]]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF")).toEqual([]);
  });

  it("keeps empty fields and empty lines in the middle", () => {
    expect(parseCsv(",a,\n\nb")).toEqual([["", "a", ""], [""], ["b"]]);
    expect(parseCsv("a,")).toEqual([["a", ""]]);
    expect(parseCsv('""')).toEqual([[""]]);
  });

  it("keeps spaces, unicode, LaTeX and a BOM that is not leading", () => {
    expect(parseCsv(" a , $\\frac{1}{2}$ ,नमस्ते,x\uFEFF")).toEqual([
      [" a ", " $\\frac{1}{2}$ ", "नमस्ते", "x\uFEFF"],
    ]);
  });

  it("throws on an unterminated quote, at the line it opens", () => {
    const error = caught(() => parseCsv('a,b\n1,"open\nstill open\n'));
    expect([error.name, error.line, error.message]).toEqual([
      "CsvError",
      2,
      "Line 2: a quoted field is not closed.",
    ]);
    expect(caught(() => parseCsv('"')).line).toBe(1);
  });

  it("throws on a quote inside an unquoted field", () => {
    expect(() => parseCsv('a,b\n"multi\nline",ok\nab"c,d')).toThrow(
      new CsvError(4, "a quote inside an unquoted field; quote the whole field and double the quote."),
    );
    expect(() => parseCsv('ab"c')).toThrow(
      "Line 1: a quote inside an unquoted field; quote the whole field and double the quote.",
    );
  });

  it("throws on text after a closing quote", () => {
    expect(() => parseCsv('x\n"ab"c')).toThrow("Line 2: unexpected text after a closing quote.");
    expect(caught(() => parseCsv('"a\nb" c')).line).toBe(2);
    expect(caught(() => parseCsv('a\r\nb\rc\n"d\r\ne"x')).message).toBe(
      "Line 5: unexpected text after a closing quote.",
    );
  });
});

describe("toCsv", () => {
  it("quotes only fields that need it and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["plain", "a,b", 'say "hi"', "two\nlines", "cr\rhere"],
        ["", "x"],
      ]),
    ).toBe('plain,"a,b","say ""hi""","two\nlines","cr\rhere"\r\n,x\r\n');
    expect(toCsv([])).toBe("");
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+91 98765", "'+91 98765"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["'=already", "''=already"],
    ["-", "'-"],
  ])("neutralises the formula %j", (cell, safe) => {
    expect(neutraliseFormulaCell(cell)).toBe(safe);
    expect(restoreFormulaCell(safe)).toBe(cell);
  });

  it("quotes a neutralised cell that starts with CR", () => {
    expect(toCsv([["\r=1"]])).toBe('"\'\r=1"\r\n');
  });

  it.each(["-1", "-0.25", "+2", "0.5", "-.5", "10", "'hello", "a=b", "x-1", "", "'"])(
    "leaves %j as it is",
    (cell) => {
      expect(neutraliseFormulaCell(cell)).toBe(cell);
      expect(restoreFormulaCell(cell)).toBe(cell);
    },
  );

  it("round-trips awkward fields through parseCsv", () => {
    const rows = [
      ["comma, inside", 'quote " inside', "new\nline", "crlf\r\nline", "  spaced  "],
      ["नमस्ते 🙂", "$\\sqrt{x^2 + y^2}$", "\\alpha,\\beta", '""', ""],
      ["=1+1", "-1", "@x", "'=kept"],
    ];
    const back = parseCsv(toCsv(rows)).map((row) => row.map(restoreFormulaCell));
    expect(back).toEqual(rows);
  });
});

describe("QUESTION_CSV_COLUMNS", () => {
  it("lists the layout", () => {
    expect(QUESTION_CSV_COLUMNS).toEqual([
      "kind",
      "answer_type",
      "answer_length",
      "difficulty",
      "course_id",
      "subject",
      "topic",
      "text",
      "option_a",
      "option_b",
      "option_c",
      "option_d",
      "option_e",
      "option_f",
      "option_g",
      "option_h",
      "option_i",
      "option_j",
      "correct",
      "model_answer",
      "solution",
      "marks",
      "negative_marks",
      "numeric_answer",
      "hindi_text",
      "hindi_option_a",
      "hindi_option_b",
      "hindi_option_c",
      "hindi_option_d",
      "hindi_option_e",
      "hindi_option_f",
      "hindi_option_g",
      "hindi_option_h",
      "hindi_option_i",
      "hindi_option_j",
      "hindi_model_answer",
      "hindi_solution",
    ]);
    expect(MAX_CSV_QUESTIONS).toBe(2000);
  });
});

describe("csvToQuestions", () => {
  it("reads a single-select question", () => {
    expect(csvToQuestions(file(line(singleRow)))).toEqual({
      headerErrors: [],
      rows: [{ line: 2, ok: true, question: singleQuestion }],
    });
  });

  it.each([
    [{ kind: "Objective", answer_type: "Single Select", difficulty: "Easy" }],
    [{ kind: "1", answer_type: "1", difficulty: "1" }],
    [{ kind: " OBJECTIVE ", answer_type: "SINGLE", difficulty: "easy " }],
  ])("accepts the words, the lookup labels and the ids (%j)", (lookups) => {
    const result = csvToQuestions(file(line({ ...singleRow, ...lookups })));
    expect(result.rows).toEqual([{ line: 2, ok: true, question: singleQuestion }]);
  });

  it("reads the Hindi columns as the question's Hindi version", () => {
    const hindiRow = {
      ...singleRow,
      hindi_text: "बल का SI मात्रक है",
      hindi_option_a: "न्यूटन",
      hindi_option_b: "जूल",
      hindi_option_c: "वाट",
      hindi_option_d: "पास्कल",
      hindi_solution: "बल = द्रव्यमान × त्वरण",
    };
    const [row] = csvToQuestions(file(line(hindiRow))).rows;
    expect(row).toEqual({
      line: 2,
      ok: true,
      question: {
        ...singleQuestion,
        hindi: {
          text: "बल का SI मात्रक है",
          options: [
            { key: "A", text: "न्यूटन" },
            { key: "B", text: "जूल" },
            { key: "C", text: "वाट" },
            { key: "D", text: "पास्कल" },
          ],
          model_answer: "",
          solution: "बल = द्रव्यमान × त्वरण",
        },
      },
    });
  });

  it("refuses Hindi options that do not match the English ones, naming the columns", () => {
    const rows = csvToQuestions(
      file(
        line({ ...singleRow, hindi_text: "बल का SI मात्रक है", hindi_option_a: "न्यूटन", hindi_option_b: "जूल" }),
        line({
          ...singleRow,
          hindi_option_a: "न्यूटन",
          hindi_option_b: "जूल",
          hindi_option_c: "वाट",
          hindi_option_d: "पास्कल",
        }),
      ),
    ).rows;
    expect(rows).toEqual([
      {
        line: 2,
        ok: false,
        errors: [
          "hindi options: The Hindi version must have the same options (A, B, C…) as the English one.",
        ],
      },
      { line: 3, ok: false, errors: ["hindi_text: This field is required."] },
    ]);
  });

  it("reads a file without the Hindi columns (older exports)", () => {
    const columns = QUESTION_CSV_COLUMNS.filter((column) => !column.startsWith("hindi_"));
    const csv = toCsv([columns, columns.map((column) => singleRow[column as keyof typeof singleRow] ?? "")]);
    expect(csvToQuestions(csv).rows).toEqual([{ line: 2, ok: true, question: singleQuestion }]);
  });

  it("reads every difficulty and answer length spelling", () => {
    const difficulties = ["easy", "medium", "hard", "very hard", "Very Hard", "very_hard", "4"];
    const read = difficulties.map((difficulty) => {
      const row = csvToQuestions(file(line({ ...singleRow, difficulty }))).rows[0];
      return row?.ok ? row.question.difficulty : null;
    });
    expect(read).toEqual([1, 2, 3, 4, 4, 4, 4]);
    const lengths = ["very short", "Very Short Question", "short", "Short Question", "long", "3"];
    const subjective = {
      kind: "subjective",
      difficulty: "hard",
      subject: "Bio",
      text: "Why?",
      model_answer: "Because.",
      marks: "5",
    };
    const readLengths = lengths.map((answer_length) => {
      const row = csvToQuestions(file(line({ ...subjective, answer_length }))).rows[0];
      return row?.ok ? row.question.answer_length : null;
    });
    expect(readLengths).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("reads a multi-select answer key in any separator and case", () => {
    for (const correct of ["A;C", "a,c", "C; A", "A C", "A;;C;"]) {
      const row = csvToQuestions(file(line({ ...singleRow, answer_type: "multi", correct }))).rows[0];
      expect(row).toMatchObject({ ok: true, question: { answer_type: 2, correct: ["A", "C"] } });
    }
  });

  it("reads the course id and checks it against the known courses", () => {
    const known = new Set([3, 7]);
    const row = csvToQuestions(file(line({ ...singleRow, course_id: "7" })), known).rows[0];
    expect(row).toMatchObject({ ok: true, question: { course_id: 7 } });
    expect(rowErrors({ ...singleRow, course_id: "99" }, known)).toEqual(["course_id: No course with id 99."]);
    expect(rowErrors({ ...singleRow, course_id: "99" })).toEqual([]);
    expect(rowErrors({ ...singleRow, course_id: "abc" }, known)).toEqual([
      "course_id: Course id must be a positive whole number.",
    ]);
    expect(rowErrors({ ...singleRow, course_id: "0" }, known)).toEqual([
      "course_id: Course id must be a positive whole number.",
    ]);
  });

  it("names the column of each problem", () => {
    expect(rowErrors({ ...singleRow, correct: "A;B" })).toEqual([
      "correct: A single-select question has exactly one correct option.",
    ]);
    expect(rowErrors({ ...singleRow, correct: "" })).toEqual([
      "correct: A single-select question has exactly one correct option.",
    ]);
    expect(rowErrors({ ...singleRow, correct: "E" })).toEqual([
      "correct: A correct answer must be one of the options.",
    ]);
    expect(rowErrors({ ...singleRow, correct: "Z" })).toEqual([
      "correct: A correct answer must be one of the options.",
    ]);
    expect(rowErrors({ ...singleRow, option_b: "<b>newton</b>" })).toEqual([
      "option_b: Options must be different from each other.",
    ]);
    expect(rowErrors({ ...singleRow, option_b: "", option_c: "", option_d: "" })).toEqual([
      "options: Give between 2 and 10 options.",
    ]);
    expect(rowErrors({ ...singleRow, option_c: "", option_e: "Tesla" })).toEqual([
      "options: Options must be lettered A, B, C… in order.",
    ]);
    expect(rowErrors({ ...singleRow, answer_type: "" })).toEqual([
      "answer_type: Choose single select, multi select or numerical.",
    ]);
    expect(rowErrors({ ...singleRow, answer_type: "both" })).toEqual([
      "answer_type: Choose single select, multi select or numerical.",
    ]);
    expect(rowErrors({ ...singleRow, kind: "essay" })).toEqual(["kind: Choose Objective or Subjective."]);
    expect(rowErrors({ ...singleRow, difficulty: "" })).toEqual([
      "difficulty: Choose the difficulty: Easy, Medium, Hard or Very Hard.",
    ]);
    expect(rowErrors({ ...singleRow, marks: "" })).toEqual(["marks: Marks must be more than 0."]);
    expect(rowErrors({ ...singleRow, marks: "four" })).toEqual(["marks: Marks must be more than 0."]);
    expect(rowErrors({ ...singleRow, negative_marks: "-1" })).toEqual([
      "negative_marks: Negative marks must be 0 or more.",
    ]);
    expect(rowErrors({ ...singleRow, subject: " ", text: "" })).toEqual([
      "subject: This field is required.",
      "text: This field is required.",
    ]);
  });

  it("defaults empty negative marks to 0 and reads decimals", () => {
    const row = csvToQuestions(file(line({ ...singleRow, marks: "2.5", negative_marks: "" }))).rows[0];
    expect(row).toMatchObject({ ok: true, question: { marks: 2.5, negative_marks: 0 } });
    const exp = csvToQuestions(file(line({ ...singleRow, marks: "1e0", negative_marks: ".25" }))).rows[0];
    expect(exp).toMatchObject({ ok: true, question: { marks: 1, negative_marks: 0.25 } });
  });

  it("checks subjective rows", () => {
    const subjective = {
      kind: "subjective",
      answer_length: "long",
      difficulty: "hard",
      subject: "Biology",
      text: "Describe the structure of DNA.",
      model_answer: "A double helix of two antiparallel strands.",
      marks: "5",
    };
    expect(rowErrors(subjective)).toEqual([]);
    expect(rowErrors({ ...subjective, option_a: "x", option_b: "y", correct: "A" })).toEqual([
      "options: A subjective question has no options.",
      "correct: A subjective question has no options.",
    ]);
    expect(rowErrors({ ...subjective, model_answer: "", answer_length: "" })).toEqual([
      "answer_length: Choose the answer length.",
      "model_answer: Give a model answer for the evaluator.",
    ]);
  });

  it("reports the starting line of each row, skipping blank rows", () => {
    const text = [
      HEADER,
      line(singleRow),
      "",
      line({ ...singleRow, text: "Multi\nline text" }),
      ",,,,",
      line({ ...singleRow, correct: "" }),
      "",
    ].join("\r\n");
    const result = csvToQuestions(text);
    expect(result.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [4, true],
      [7, false],
    ]);
    expect(result.rows[1]).toMatchObject({ question: { text: "Multi\nline text" } });
  });

  it("refuses cells beyond the header, but not empty ones", () => {
    expect(csvToQuestions(file(`${line(singleRow)},,`)).rows[0]).toMatchObject({ ok: true });
    expect(csvToQuestions(file(`${line(singleRow)},extra`)).rows[0]).toEqual({
      line: 2,
      ok: false,
      errors: ["This row has more cells than the header."],
    });
  });

  it("takes the columns in any order and case", () => {
    const columns = [...QUESTION_CSV_COLUMNS].reverse();
    const header = columns.map((column) => column.toUpperCase().replace("_", " ")).join(",");
    const values = columns.map((column) => (singleRow as Record<string, string>)[column] ?? "");
    const result = csvToQuestions(`\uFEFF${header}\n${values.join(",")}\n`);
    expect(result).toEqual({ headerErrors: [], rows: [{ line: 2, ok: true, question: singleQuestion }] });
  });

  it("reads a sheet written for four options (no option_e to option_j, no Hindi columns)", () => {
    const columns = QUESTION_CSV_COLUMNS.filter((c) => !/^option_[e-j]$/.test(c) && !c.startsWith("hindi_"));
    const rows = Array.from({ length: 6 }, () =>
      columns.map((column) => (singleRow as Record<string, string>)[column] ?? "").join(","),
    );
    const result = csvToQuestions([columns.join(","), ...rows].join("\r\n"));
    expect(result.headerErrors).toEqual([]);
    expect(result.rows).toHaveLength(6);
    expect(result.rows.every((row) => row.ok && row.question.options.length === 4)).toBe(true);
  });

  it("reports header problems and then reads no row", () => {
    const header = [...QUESTION_CSV_COLUMNS.filter((c) => c !== "marks" && c !== "topic"), "tags", "kind"];
    expect(csvToQuestions(`${header.join(",")}\n${line(singleRow)}`)).toEqual({
      rows: [],
      headerErrors: [
        "Unknown column: tags",
        "Duplicate column: kind",
        "Missing column: topic",
        "Missing column: marks",
      ],
    });
  });

  it("ignores unnamed empty columns but not unnamed filled ones", () => {
    expect(csvToQuestions(file(line(singleRow)).replace(HEADER, `${HEADER},`)).headerErrors).toEqual([]);
    const named = `${HEADER},\r\n${line(singleRow)},oops`;
    expect(csvToQuestions(named).headerErrors).toEqual([
      `Column ${QUESTION_CSV_COLUMNS.length + 1} has no name.`,
    ]);
  });

  it("reports an empty file", () => {
    expect(csvToQuestions("")).toEqual({ rows: [], headerErrors: ["The file is empty."] });
    expect(csvToQuestions("\uFEFF\r\n\r\n")).toEqual({ rows: [], headerErrors: ["The file is empty."] });
  });

  it("reads a header without rows as no questions", () => {
    expect(csvToQuestions(`${HEADER}\r\n`)).toEqual({ rows: [], headerErrors: [] });
  });

  it("reports a malformed file with its line", () => {
    expect(csvToQuestions(`${HEADER}\r\n${line(singleRow)}\r\nobjective,"single\r\n`)).toEqual({
      rows: [],
      headerErrors: ["Line 3: a quoted field is not closed."],
    });
  });

  it("takes 2000 questions, not 2001", () => {
    const rows = (n: number) => file(...Array.from({ length: n }, () => line(singleRow)));
    const ok = csvToQuestions(rows(MAX_CSV_QUESTIONS));
    expect(ok.headerErrors).toEqual([]);
    expect(ok.rows).toHaveLength(2000);
    expect(ok.rows.every((row) => row.ok)).toBe(true);
    expect(ok.rows[1999]?.line).toBe(2001);
    expect(csvToQuestions(rows(MAX_CSV_QUESTIONS + 1))).toEqual({
      rows: [],
      headerErrors: ["The file has more than 2000 questions; split it."],
    });
  });
});

describe("questionsToCsv", () => {
  it("writes the header and words for the lookups", () => {
    expect(questionsToCsv([singleQuestion])).toBe(
      `${HEADER}\r\nobjective,single,,easy,,Physics,,The SI unit of force is,Newton,Joule,Watt,Pascal,,,,,,,A,,,4,1,${",".repeat(13)}\r\n`,
    );
    expect(questionsToCsv([])).toBe(`${HEADER}\r\n`);
  });

  it("round-trips through csvToQuestions", () => {
    const questions = [
      singleQuestion,
      questionInputSchema.parse({
        kind: 1,
        answer_type: 2,
        difficulty: 4,
        course_id: 12,
        subject: "Mathematics, Paper 1",
        topic: 'Vectors "3D"',
        text: '<p>If $\\vec{a} = \\hat{i} + 2\\hat{j}$, which hold?</p>\n<p class="note">Choose all.</p>',
        options: [
          { key: "A", text: "$|\\vec{a}| = \\sqrt{5}$" },
          { key: "B", text: "=a·a = 5" },
          { key: "C", text: "-1" },
          { key: "D", text: "@ origin, ∠ = 90°" },
          { key: "E", text: "'+quoted" },
          { key: "F", text: "six" },
          { key: "G", text: "seven" },
          { key: "H", text: "eight" },
          { key: "I", text: "nine" },
          { key: "J", text: "दस" },
        ],
        correct: ["J", "A", "C"],
        solution: "Line 1\r\nLine 2, with comma\n\tindented",
        hindi: {
          text: "<p>यदि $\\vec{a} = \\hat{i} + 2\\hat{j}$, तो कौन-से सही हैं?</p>",
          options: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"].map((key) => ({
            key,
            text: `विकल्प ${key}`,
          })),
          solution: "=पंक्ति 1, अल्पविराम सहित",
        },
        marks: 4.25,
        negative_marks: 0.25,
      }),
      questionInputSchema.parse({
        kind: 2,
        answer_length: 1,
        difficulty: 3,
        subject: "Chemistry",
        topic: "Bonding",
        text: "Name the bond in H<sub>2</sub>.",
        model_answer: "\t=A single covalent (σ) bond.  ",
        solution: "-",
        hindi: { text: "H<sub>2</sub> में बंध का नाम बताइए।", model_answer: "एकल सहसंयोजी (σ) बंध।" },
        marks: 1,
        negative_marks: 0,
      }),
    ];
    const result = csvToQuestions(questionsToCsv(questions), new Set([12]));
    expect(result.headerErrors).toEqual([]);
    expect(result.rows.map((row) => (row.ok ? row.question : row.errors))).toEqual(questions);
  });

  it("neutralises formulas in the file", () => {
    const csv = questionsToCsv([{ ...singleQuestion, subject: '=HYPERLINK("http://x")' }]);
    expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
  });
});

describe("QUESTION_CSV_TEMPLATE", () => {
  it("imports the example questions without errors", () => {
    const result = csvToQuestions(QUESTION_CSV_TEMPLATE, new Set([1]));
    expect(result.headerErrors).toEqual([]);
    expect(result.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ]);
    const questions = result.rows.map((row) => (row.ok ? row.question : null));
    expect(questions.map((q) => [q?.kind, q?.answer_type, q?.answer_length, q?.correct])).toEqual([
      [1, 1, null, ["A"]],
      [1, 2, null, ["A", "C"]],
      [2, null, 2, []],
      [1, 3, null, []],
    ]);
    expect(questions[0]?.text).toBe("What is the derivative of $x^2$ with respect to $x$?");
    expect(questions[0]?.options[2]).toEqual({ key: "C", text: "$\\frac{x^3}{3}$" });
    expect(questions.map((q) => q?.hindi !== null)).toEqual([true, true, false, false]);
    expect(questions[1]?.hindi?.options.map((o) => o.text)).toEqual(["हीलियम", "नाइट्रोजन", "आर्गन", "ऑक्सीजन"]);
  });

  it("starts with the header", () => {
    expect(QUESTION_CSV_TEMPLATE.split("\r\n")[0]).toBe(HEADER);
    expect(QUESTION_CSV_TEMPLATE.endsWith("\r\n")).toBe(true);
  });
});

describe("package entry", () => {
  it("re-exports the question bank and exam API", () => {
    const names = [
      "QUESTION_KIND",
      "ANSWER_TYPE",
      "OPTION_KEYS",
      "MIN_OPTIONS",
      "MAX_OPTIONS",
      "questionOptionSchema",
      "questionInputSchema",
      "plainText",
      "gradingChanged",
      "MARKING_SCHEMES",
      "markingFor",
      "examInputSchema",
      "examItemSchema",
      "examItemsSchema",
      "examTotals",
      "publishProblems",
      "drawRandom",
      "parseCsv",
      "toCsv",
      "CsvError",
      "QUESTION_CSV_COLUMNS",
      "csvToQuestions",
      "questionsToCsv",
      "QUESTION_CSV_TEMPLATE",
    ];
    expect(names.filter((name) => !(name in domain))).toEqual([]);
  });
});
