import type { z } from "zod";
import { ANSWER_LENGTHS, ANSWER_TYPES, DIFFICULTIES, type LookupItem, QUESTION_KINDS } from "./lookups";
import { MESSAGES } from "./messages";
import { formatNumericKey, parseNumericKey } from "./numerical";
import { type QuestionInput, questionInputSchema } from "./questions";
import { OPTION_KEYS, type OptionKey } from "./questionTypes";

// Bulk import and export of questions as CSV (RFC 4180), as spreadsheets write and read it.

// ---------------------------------------------------------------------------------------------------------
// RFC 4180

/** A malformed CSV file; `line` is the 1-based physical line where the problem starts. */
export class CsvError extends Error {
  readonly line: number;

  constructor(line: number, detail: string) {
    super(`Line ${line}: ${detail}`);
    this.name = "CsvError";
    this.line = line;
  }
}

interface CsvRow {
  /** Physical line the row starts on (a quoted field may span several lines). */
  line: number;
  cells: string[];
}

function parseRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  const end = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let rowLine = 1;
  let cells: string[] = [];
  while (i < end) {
    let field: string;
    if (text[i] === '"') {
      const quoteLine = line;
      i++;
      field = "";
      for (;;) {
        if (i >= end) throw new CsvError(quoteLine, "a quoted field is not closed.");
        const c = text[i] as string;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) line++;
        field += c;
        i++;
      }
      if (i < end && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        throw new CsvError(line, "unexpected text after a closing quote.");
      }
    } else {
      const start = i;
      while (i < end && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') {
          throw new CsvError(
            line,
            "a quote inside an unquoted field; quote the whole field and double the quote.",
          );
        }
        i++;
      }
      field = text.slice(start, i);
    }
    cells.push(field);
    if (i >= end) break;
    if (text[i] === ",") {
      i++;
      if (i >= end) cells.push(""); // "a," ends with an empty last field
      continue;
    }
    // A line end: CRLF, LF, or a lone CR (old spreadsheet exports).
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    rows.push({ line: rowLine, cells });
    cells = [];
    line++;
    rowLine = line;
  }
  if (cells.length > 0) rows.push({ line: rowLine, cells });
  return rows;
}

/**
 * RFC 4180 CSV to rows of fields: commas, double-quoted fields with "" escapes, commas and line breaks inside
 * quotes, CRLF or LF (or a lone CR) line ends. A leading UTF-8 BOM is ignored, and so is the line break after
 * the last row; an empty line in the middle is a row with one empty field. Throws CsvError on an unterminated
 * quote, a quote inside an unquoted field or text after a closing quote.
 */
export function parseCsv(text: string): string[][] {
  return parseRows(text).map((row) => row.cells);
}

/** Spreadsheets run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain number is harmless in a spreadsheet even with a sign, so "-1" and "-0.25" stay as they are. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Prefixes a cell a spreadsheet would evaluate (starting with =, +, -, @, tab or CR) with a single quote,
 * which makes it text. Plain numbers such as "-1" or "-0.25" are left alone: they cannot run anything, and
 * marks are written as non-negative numbers anyway. Cells that already start with quotes before such a
 * character get one more, so `restoreFormulaCell` is an exact inverse.
 */
export function neutraliseFormulaCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** Undoes `neutraliseFormulaCell` on import: "'=A1" becomes "=A1" again; "'hello" is kept as typed. */
export function restoreFormulaCell(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

function quoteCell(cell: string): string {
  const safe = neutraliseFormulaCell(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows to RFC 4180 CSV with CRLF line ends (each row, the last included), formula cells neutralised. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(quoteCell).join(",")}\r\n`).join("");
}

// ---------------------------------------------------------------------------------------------------------
// Questions

const OPTION_COLUMNS = OPTION_KEYS.map((key) => `option_${key.toLowerCase()}` as const);
const HINDI_OPTION_COLUMNS = OPTION_KEYS.map((key) => `hindi_option_${key.toLowerCase()}` as const);

export const QUESTION_CSV_COLUMNS = [
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
  // The Hindi version (all blank: an English-only question).
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
] as const;

const HINDI_COLUMNS = QUESTION_CSV_COLUMNS.filter((column) => column.startsWith("hindi_"));

/**
 * Columns a file may leave out: options past B (a paper of four options, or true/false, has no option_e
 * to option_j), and those added after files were first written (older exports still import).
 */
const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set([
  ...QUESTION_CSV_COLUMNS.filter((column) => /^option_[c-j]$/.test(column)),
  "numeric_answer",
  ...HINDI_COLUMNS,
]);

export type QuestionCsvColumn = (typeof QUESTION_CSV_COLUMNS)[number];

export const MAX_CSV_QUESTIONS = 2000;

/** The words written on export (first) and every spelling accepted on import: the word, the lookup label, the id. */
function lookupWords(words: readonly string[], list: readonly LookupItem[]): ReadonlyMap<string, number> {
  const map = new Map<string, number>();
  list.forEach((item, index) => {
    const word = words[index];
    if (word !== undefined) map.set(word, item.id);
    map.set(normaliseWord(item.label), item.id);
    map.set(String(item.id), item.id);
  });
  return map;
}

const KIND_WORDS = ["objective", "subjective"] as const;
const ANSWER_TYPE_WORDS = ["single", "multi", "numerical"] as const;
const ANSWER_LENGTH_WORDS = ["very short", "short", "long"] as const;
const DIFFICULTY_WORDS = ["easy", "medium", "hard", "very hard"] as const;

const KINDS = lookupWords(KIND_WORDS, QUESTION_KINDS);
const ANSWER_TYPE_IDS = lookupWords(ANSWER_TYPE_WORDS, ANSWER_TYPES);
const ANSWER_LENGTH_IDS = lookupWords(ANSWER_LENGTH_WORDS, ANSWER_LENGTHS);
const DIFFICULTY_IDS = lookupWords(DIFFICULTY_WORDS, DIFFICULTIES);

function normaliseWord(cell: string): string {
  return cell
    .trim()
    .replace(/[\s_-]+/g, " ")
    .toLowerCase();
}

/** A lookup cell: its id, `empty` when blank, or the text itself so the schema reports it. */
function lookupCell(cell: string, ids: ReadonlyMap<string, number>, empty: null | undefined): unknown {
  const word = normaliseWord(cell);
  if (word === "") return empty;
  return ids.get(word) ?? cell;
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

function numberCell(cell: string): unknown {
  const text = cell.trim();
  if (text === "") return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

function courseCell(cell: string): unknown {
  const text = cell.trim();
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** "A;C", "a, c" or "A C" to ["A", "C"]; anything else is passed on for the schema to report. */
function correctCell(cell: string): string[] {
  return cell
    .split(/[;,\s]+/)
    .map((key) => key.trim().toUpperCase())
    .filter((key) => key !== "");
}

function headerName(cell: string): string {
  return cell
    .trim()
    .replace(/[\s-]+/g, "_")
    .toLowerCase();
}

export type QuestionCsvRow =
  | { line: number; ok: true; question: QuestionInput }
  | { line: number; ok: false; errors: string[] };

export interface QuestionCsvResult {
  rows: QuestionCsvRow[];
  /** Problems with the file as a whole; when there are any, no row is read. */
  headerErrors: string[];
}

/** The CSV column an issue belongs to, so the author knows which cell to fix. */
function columnOf(path: readonly PropertyKey[], options: ReadonlyArray<{ key: OptionKey }>): string {
  const [first, second, third] = path;
  if (first === "options" && typeof second === "number") {
    const key = options[second]?.key;
    return key ? `option_${key.toLowerCase()}` : "options";
  }
  if (first === "hindi") {
    if (second === "options" && typeof third === "number")
      return `hindi_option_${OPTION_KEYS[third]?.toLowerCase()}`;
    return second === "options" ? "hindi options" : `hindi_${String(second ?? "text")}`;
  }
  return first === undefined ? "" : String(first);
}

function issueText(issue: z.core.$ZodIssue, options: ReadonlyArray<{ key: OptionKey }>): string {
  const column = columnOf(issue.path, options);
  return column === "" ? issue.message : `${column}: ${issue.message}`;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * Reads a question CSV. The header must name every column of QUESTION_CSV_COLUMNS once, in any order and
 * case ("Option A" reads as option_a); unknown or repeated columns are errors, and so is a malformed file or
 * one with more than 2000 questions. Blank rows are skipped. Each other row is checked with
 * questionInputSchema; its errors read "column: message". With `knownCourseIds`, a course id not in the set
 * is refused.
 */
export function csvToQuestions(text: string, knownCourseIds?: ReadonlySet<number>): QuestionCsvResult {
  let parsed: CsvRow[];
  try {
    parsed = parseRows(text);
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], headerErrors: [error.message] };
    throw error;
  }
  const [header, ...data] = parsed;
  if (!header || (isBlank(header.cells) && data.every((row) => isBlank(row.cells)))) {
    return { rows: [], headerErrors: [MESSAGES.CSV_EMPTY] };
  }

  const headerErrors: string[] = [];
  const columnIndex = new Map<string, number>();
  const known = new Set<string>(QUESTION_CSV_COLUMNS);
  header.cells.forEach((cell, index) => {
    const name = headerName(cell);
    if (name === "") {
      // Spreadsheets often add unnamed trailing columns; harmless while they stay empty.
      if (data.some((row) => (row.cells[index] ?? "").trim() !== "")) {
        headerErrors.push(`Column ${index + 1} has no name.`);
      }
    } else if (!known.has(name)) headerErrors.push(`Unknown column: ${cell.trim()}`);
    else if (columnIndex.has(name)) headerErrors.push(`Duplicate column: ${name}`);
    else columnIndex.set(name, index);
  });
  for (const column of QUESTION_CSV_COLUMNS) {
    if (!columnIndex.has(column) && !OPTIONAL_COLUMNS.has(column))
      headerErrors.push(`Missing column: ${column}`);
  }
  const filled = data.filter((row) => !isBlank(row.cells));
  if (filled.length > MAX_CSV_QUESTIONS) headerErrors.push(MESSAGES.CSV_TOO_MANY_ROWS);
  if (headerErrors.length > 0) return { rows: [], headerErrors };

  const rows = filled.map((row) => readRow(row, columnIndex, header.cells.length, knownCourseIds));
  return { rows, headerErrors };
}

function readRow(
  row: CsvRow,
  columnIndex: ReadonlyMap<string, number>,
  width: number,
  knownCourseIds: ReadonlySet<number> | undefined,
): QuestionCsvRow {
  const cell = (column: QuestionCsvColumn) =>
    restoreFormulaCell(row.cells[columnIndex.get(column) ?? -1] ?? "");
  const options: Array<{ key: OptionKey; text: string }> = [];
  OPTION_KEYS.forEach((key, index) => {
    const text = cell(OPTION_COLUMNS[index] as QuestionCsvColumn);
    if (text.trim() !== "") options.push({ key, text });
  });
  const raw = {
    kind: lookupCell(cell("kind"), KINDS, undefined),
    answer_type: lookupCell(cell("answer_type"), ANSWER_TYPE_IDS, null),
    answer_length: lookupCell(cell("answer_length"), ANSWER_LENGTH_IDS, null),
    difficulty: lookupCell(cell("difficulty"), DIFFICULTY_IDS, undefined),
    course_id: courseCell(cell("course_id")),
    subject: cell("subject"),
    topic: cell("topic"),
    text: cell("text"),
    options,
    correct: correctCell(cell("correct")),
    model_answer: cell("model_answer"),
    solution: cell("solution"),
    marks: numberCell(cell("marks")),
    negative_marks: numberCell(cell("negative_marks")),
    // "42", "9.8~0.1" (give or take) or "2.4..2.6" (range); "#" in front for whole numbers only.
    numeric: cell("numeric_answer").trim() === "" ? null : parseNumericKey(cell("numeric_answer")),
    hindi: readHindi(cell),
  };

  const errors: string[] = [];
  if (row.cells.slice(width).some((extra) => extra.trim() !== "")) errors.push(MESSAGES.CSV_TOO_MANY_CELLS);
  const result = questionInputSchema.safeParse(raw);
  if (!result.success) errors.push(...result.error.issues.map((issue) => issueText(issue, options)));
  if (
    knownCourseIds &&
    typeof raw.course_id === "number" &&
    Number.isSafeInteger(raw.course_id) &&
    raw.course_id > 0 &&
    !knownCourseIds.has(raw.course_id)
  ) {
    errors.push(`course_id: No course with id ${raw.course_id}.`);
  }
  const unique = [...new Set(errors)];
  if (unique.length > 0 || !result.success) return { line: row.line, ok: false, errors: unique };
  return { line: row.line, ok: true, question: result.data };
}

/** The Hindi columns as the question's Hindi version; null when every one is blank. */
function readHindi(cell: (column: QuestionCsvColumn) => string) {
  if (HINDI_COLUMNS.every((column) => cell(column).trim() === "")) return null;
  const options: Array<{ key: OptionKey; text: string }> = [];
  OPTION_KEYS.forEach((key, index) => {
    const text = cell(HINDI_OPTION_COLUMNS[index] as QuestionCsvColumn);
    if (text.trim() !== "") options.push({ key, text });
  });
  return {
    text: cell("hindi_text"),
    options,
    model_answer: cell("hindi_model_answer"),
    solution: cell("hindi_solution"),
  };
}

function lookupWord(words: readonly string[], id: number | null): string {
  return id === null ? "" : (words[id - 1] ?? String(id));
}

function questionRow(question: QuestionInput): string[] {
  const byKey = new Map(question.options.map((option) => [option.key, option.text]));
  const values: Record<QuestionCsvColumn, string> = {
    kind: lookupWord(KIND_WORDS, question.kind),
    answer_type: lookupWord(ANSWER_TYPE_WORDS, question.answer_type),
    answer_length: lookupWord(ANSWER_LENGTH_WORDS, question.answer_length),
    difficulty: lookupWord(DIFFICULTY_WORDS, question.difficulty),
    course_id: question.course_id === null ? "" : String(question.course_id),
    subject: question.subject,
    topic: question.topic,
    text: question.text,
    option_a: "",
    option_b: "",
    option_c: "",
    option_d: "",
    option_e: "",
    option_f: "",
    option_g: "",
    option_h: "",
    option_i: "",
    option_j: "",
    correct: question.correct.join(";"),
    model_answer: question.model_answer,
    solution: question.solution,
    marks: String(question.marks),
    negative_marks: String(question.negative_marks),
    numeric_answer: question.numeric ? formatNumericKey(question.numeric) : "",
    hindi_text: question.hindi?.text ?? "",
    hindi_option_a: "",
    hindi_option_b: "",
    hindi_option_c: "",
    hindi_option_d: "",
    hindi_option_e: "",
    hindi_option_f: "",
    hindi_option_g: "",
    hindi_option_h: "",
    hindi_option_i: "",
    hindi_option_j: "",
    hindi_model_answer: question.hindi?.model_answer ?? "",
    hindi_solution: question.hindi?.solution ?? "",
  };
  const hindiByKey = new Map(question.hindi?.options.map((option) => [option.key, option.text]));
  OPTION_KEYS.forEach((key, index) => {
    values[OPTION_COLUMNS[index] as QuestionCsvColumn] = byKey.get(key) ?? "";
    values[HINDI_OPTION_COLUMNS[index] as QuestionCsvColumn] = hindiByKey.get(key) ?? "";
  });
  return QUESTION_CSV_COLUMNS.map((column) => values[column]);
}

/** Questions as CSV in the import layout (header first); `csvToQuestions` reads it back unchanged. */
export function questionsToCsv(questions: readonly QuestionInput[]): string {
  return toCsv([[...QUESTION_CSV_COLUMNS], ...questions.map(questionRow)]);
}

const TEMPLATE_QUESTIONS: readonly QuestionInput[] = [
  {
    kind: 1,
    answer_type: 1,
    answer_length: null,
    difficulty: 1,
    course_id: null,
    subject: "Mathematics",
    topic: "Differentiation",
    text: "What is the derivative of $x^2$ with respect to $x$?",
    options: [
      { key: "A", text: "$2x$" },
      { key: "B", text: "$x$" },
      { key: "C", text: "$\\frac{x^3}{3}$" },
      { key: "D", text: "$2$" },
    ],
    correct: ["A"],
    numeric: null,
    model_answer: "",
    solution: "By the power rule, $\\frac{d}{dx}x^n = nx^{n-1}$, so the derivative is $2x$.",
    // The hindi_ columns: optional, all blank for an English-only question; the same options, in Hindi.
    hindi: {
      text: "$x$ के सापेक्ष $x^2$ का अवकलज क्या है?",
      options: [
        { key: "A", text: "$2x$" },
        { key: "B", text: "$x$" },
        { key: "C", text: "$\\frac{x^3}{3}$" },
        { key: "D", text: "$2$" },
      ],
      model_answer: "",
      solution: "घात नियम से $\\frac{d}{dx}x^n = nx^{n-1}$, अतः अवकलज $2x$ है।",
    },
    marks: 4,
    negative_marks: 1,
  },
  {
    kind: 1,
    answer_type: 2,
    answer_length: null,
    difficulty: 2,
    course_id: null,
    subject: "Chemistry",
    topic: "Periodic table",
    text: "Which of these are noble gases?",
    options: [
      { key: "A", text: "Helium" },
      { key: "B", text: "Nitrogen" },
      { key: "C", text: "Argon" },
      { key: "D", text: "Oxygen" },
    ],
    correct: ["A", "C"],
    numeric: null,
    model_answer: "",
    solution: "Helium and argon are in group 18; nitrogen and oxygen are not.",
    hindi: {
      text: "इनमें से कौन-सी उत्कृष्ट गैसें हैं?",
      options: [
        { key: "A", text: "हीलियम" },
        { key: "B", text: "नाइट्रोजन" },
        { key: "C", text: "आर्गन" },
        { key: "D", text: "ऑक्सीजन" },
      ],
      model_answer: "",
      solution: "हीलियम और आर्गन समूह 18 में हैं; नाइट्रोजन और ऑक्सीजन नहीं।",
    },
    marks: 4,
    negative_marks: 2,
  },
  {
    kind: 2,
    answer_type: null,
    answer_length: 2,
    difficulty: 3,
    course_id: null,
    subject: "Physics",
    topic: "Optics",
    text: "Explain why the sky appears blue during the day.",
    options: [],
    correct: [],
    numeric: null,
    model_answer:
      "Sunlight is scattered by air molecules (Rayleigh scattering), which scatter shorter wavelengths far more, since intensity goes as $1/\\lambda^4$. Blue light is scattered across the sky, so it reaches the eye from every direction.",
    solution: "",
    hindi: null,
    marks: 5,
    negative_marks: 0,
  },
  {
    kind: 1,
    answer_type: 3,
    answer_length: null,
    difficulty: 2,
    course_id: null,
    subject: "Physics",
    topic: "Kinematics",
    text: "A stone falls from rest for 2 s ($g = 9.8\\,m/s^2$). How far does it fall, in metres?",
    options: [],
    correct: [],
    numeric: { mode: "tolerance", value: 19.6, tolerance: 0.1, integer: false },
    model_answer: "",
    solution: "$s = \\frac{1}{2}gt^2 = \\frac{1}{2} \\times 9.8 \\times 4 = 19.6$ m.",
    hindi: null,
    marks: 4,
    negative_marks: 0,
  },
];

/**
 * A file to start from: the header and four example questions (single, multi, numerical, subjective); the
 * first two carry a Hindi version in the optional hindi_ columns.
 */
export const QUESTION_CSV_TEMPLATE: string = questionsToCsv(TEMPLATE_QUESTIONS);
