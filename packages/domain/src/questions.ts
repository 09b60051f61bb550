import { z } from "zod";
import { idSchema, requiredText, text } from "./bounds";
import { MAX_MARKS, TEXT_MAX } from "./fieldBounds";
import { MESSAGES } from "./messages";
import { NUMERIC_MESSAGES } from "./numerical";
import { numericKeySchema } from "./numericalSchema";
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

// Question bank rules (in the manner of Moodle's question bank): what makes a question complete and gradable.
// Lookup ids are those of lookups.ts (QUESTION_KINDS, ANSWER_TYPES, ANSWER_LENGTHS, DIFFICULTIES).

const { REQUIRED } = MESSAGES;

// ---------------------------------------------------------------------------------------------------------
// Plain text of question HTML

/** Block-level tags read as a word break ("<p>a</p><p>b</p>" is "a b"); inline ones do not ("H<sub>2</sub>O"). */
const BLOCK_TAG =
  /^(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(match: string, name: string): string {
  const lower = name.toLowerCase();
  if (Object.hasOwn(NAMED_ENTITIES, lower)) return NAMED_ENTITIES[lower] as string;
  const code = lower.startsWith("#x")
    ? Number.parseInt(lower.slice(2), 16)
    : Number.parseInt(lower.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * The readable text of an HTML fragment: comments, scripts and styles dropped, tags stripped, the common
 * entities (&amp; &lt; &gt; &quot; &#39; &nbsp;, plus &apos; and numeric ones) decoded once, whitespace
 * collapsed and trimmed. Used for option uniqueness and search, never for display.
 */
export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g, (_tag, name: string) =>
      BLOCK_TAG.test(name) ? " " : "",
    )
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});/gi, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Images, formulas and media that carry meaning without any text ("<img src=…>" as an option). */
function mediaOf(html: string): string[] {
  const found = html.match(/<(?:img|video|audio|source)\b[^>]*>|<(svg|math)\b[\s\S]*?<\/\1\s*>/gi) ?? [];
  return found.map((tag) => tag.replace(/\s+/g, " "));
}

/** True when the HTML shows something: text, or an image/formula/media element. */
export function hasContent(html: string): boolean {
  return plainText(html) !== "" || mediaOf(html).length > 0;
}

/** What two options are compared by: their plain text plus any media, so image-only options stay distinct. */
function optionIdentity(html: string, ignoreCase: boolean): string {
  const text = plainText(html);
  return [ignoreCase ? text.toLowerCase() : text, ...mediaOf(html)].join("\u0000");
}

// ---------------------------------------------------------------------------------------------------------
// Schemas

/** HTML that must show something; blank or tag-only ("<p> </p>") reads "This field is required.". */
const requiredHtml = () => text(TEXT_MAX.RICH, REQUIRED).trim().refine(hasContent, { error: REQUIRED });

export const questionOptionSchema = z.object({
  key: z.enum(OPTION_KEYS, { error: MESSAGES.OPTIONS_ORDER }),
  text: requiredHtml(),
});

export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const HINDI_MESSAGES = {
  OPTIONS_MATCH: "The Hindi version must have the same options (A, B, C…) as the English one.",
  NO_OPTIONS: "The Hindi version of a question without options has no options.",
} as const;

/**
 * The Hindi version of a question (as in NTA's bilingual papers): the same question in other words. Its
 * options are the English options' keys with Hindi text, so grading never looks at it.
 */
export const questionHindiSchema = z.object({
  text: requiredHtml(),
  options: z
    .array(questionOptionSchema)
    .max(OPTION_KEYS.length * 2)
    .default([]),
  solution: text(TEXT_MAX.RICH).default(""),
  model_answer: text(TEXT_MAX.RICH).default(""),
});

export type QuestionHindi = z.infer<typeof questionHindiSchema>;

const KEY_ORDER = new Map<string, number>(OPTION_KEYS.map((key, index) => [key, index]));

function isOptionKey(value: unknown): value is OptionKey {
  return typeof value === "string" && KEY_ORDER.has(value);
}

/** Correct keys are kept once each, in A-J order, so "C;A;A" and "A;C" are the same answer. */
const correctKeysSchema = z
  .array(z.enum(OPTION_KEYS, { error: MESSAGES.CORRECT_NOT_AN_OPTION }))
  .overwrite((keys) => [...new Set(keys)].sort((a, b) => (KEY_ORDER.get(a) ?? 0) - (KEY_ORDER.get(b) ?? 0)))
  .default([]);

const marksSchema = z
  .number({ error: MESSAGES.MARKS_POSITIVE })
  .positive({ error: MESSAGES.MARKS_POSITIVE })
  .max(MAX_MARKS, { error: MESSAGES.MARKS_TOO_LARGE });

const negativeMarksSchema = z
  .number({ error: MESSAGES.NEGATIVE_MARKS_INVALID })
  .nonnegative({ error: MESSAGES.NEGATIVE_MARKS_INVALID })
  .max(MAX_MARKS, { error: MESSAGES.MARKS_TOO_LARGE })
  .default(0);

const courseIdSchema = idSchema(MESSAGES.COURSE_ID_INVALID);

interface Problem {
  path: PropertyKey[];
  message: string;
}

/**
 * The cross-field rules. They run even when a field is malformed (so a form or CSV row shows every problem
 * at once), which is why they read the value defensively.
 */
function questionProblems(value: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: PropertyKey[], message: string) => problems.push({ path, message });
  const options = Array.isArray(value.options) ? (value.options as unknown[]) : [];
  const correct = Array.isArray(value.correct) ? [...new Set(value.correct as unknown[])] : [];

  if (value.kind === QUESTION_KIND.OBJECTIVE && value.answer_type === ANSWER_TYPE.NUMERICAL) {
    // A typed number: no options, the key is `numeric` (checked by its own schema).
    if (options.length > 0 || correct.length > 0) add(["options"], NUMERIC_MESSAGES.NUMERICAL_NO_OPTIONS);
    if (value.numeric === null || value.numeric === undefined)
      add(["numeric"], NUMERIC_MESSAGES.KEY_REQUIRED);
  } else if (value.kind === QUESTION_KIND.OBJECTIVE) {
    if (value.answer_type === null || value.answer_type === undefined) {
      add(["answer_type"], MESSAGES.ANSWER_TYPE_REQUIRED);
    }
    if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
      add(["options"], MESSAGES.OPTIONS_COUNT);
    } else {
      const inOrder = options.every((option, index) => keyOf(option) === OPTION_KEYS[index]);
      // A malformed key has its own issue already; only report the order of valid keys.
      if (!inOrder && options.every((option) => isOptionKey(keyOf(option)))) {
        add(["options"], MESSAGES.OPTIONS_ORDER);
      }
    }
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const text = textOf(option);
      if (text === undefined || !hasContent(text)) return;
      const identity = optionIdentity(text, true);
      if (seen.has(identity)) add(["options", index, "text"], MESSAGES.OPTIONS_DUPLICATE);
      seen.add(identity);
    });
    const keys = new Set(options.map(keyOf));
    if (correct.some((key) => isOptionKey(key) && !keys.has(key))) {
      add(["correct"], MESSAGES.CORRECT_NOT_AN_OPTION);
    }
    if (value.answer_type === ANSWER_TYPE.SINGLE && correct.length !== 1) {
      add(["correct"], MESSAGES.SINGLE_CORRECT);
    }
    if (value.answer_type === ANSWER_TYPE.MULTI && correct.length === 0) {
      add(["correct"], MESSAGES.MULTI_CORRECT);
    }
  } else if (value.kind === QUESTION_KIND.SUBJECTIVE) {
    if (value.answer_length === null || value.answer_length === undefined) {
      add(["answer_length"], MESSAGES.ANSWER_LENGTH_REQUIRED);
    }
    if (typeof value.model_answer === "string" && !hasContent(value.model_answer)) {
      add(["model_answer"], MESSAGES.MODEL_ANSWER_REQUIRED);
    }
    if (options.length > 0) add(["options"], MESSAGES.SUBJECTIVE_NO_OPTIONS);
    if (correct.length > 0) add(["correct"], MESSAGES.SUBJECTIVE_NO_OPTIONS);
  }
  problems.push(...hindiProblems(value.hindi, options));
  return problems;
}

/** The Hindi options must be the English ones, key for key, in the same order. */
function hindiProblems(hindi: unknown, options: unknown[]): Problem[] {
  if (typeof hindi !== "object" || hindi === null) return [];
  const hindiOptions = (hindi as { options?: unknown }).options;
  if (!Array.isArray(hindiOptions)) return [];
  const same =
    hindiOptions.length === options.length &&
    hindiOptions.every((option, index) => keyOf(option) === keyOf(options[index]));
  if (same) return [];
  const message = options.length === 0 ? HINDI_MESSAGES.NO_OPTIONS : HINDI_MESSAGES.OPTIONS_MATCH;
  return [{ path: ["hindi", "options"], message }];
}

function keyOf(option: unknown): unknown {
  return typeof option === "object" && option !== null ? (option as { key?: unknown }).key : undefined;
}

function textOf(option: unknown): string | undefined {
  const text =
    typeof option === "object" && option !== null ? (option as { text?: unknown }).text : undefined;
  return typeof text === "string" ? text : undefined;
}

const isObjectPayload = (payload: z.core.ParsePayload) =>
  typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value);

export const questionInputSchema = z
  .object({
    kind: z.literal([QUESTION_KIND.OBJECTIVE, QUESTION_KIND.SUBJECTIVE], {
      error: MESSAGES.QUESTION_KIND_INVALID,
    }),
    answer_type: z
      .literal([ANSWER_TYPE.SINGLE, ANSWER_TYPE.MULTI, ANSWER_TYPE.NUMERICAL], {
        error: MESSAGES.ANSWER_TYPE_REQUIRED,
      })
      .nullable()
      .default(null),
    answer_length: z
      .literal([ANSWER_LENGTH.VERY_SHORT, ANSWER_LENGTH.SHORT, ANSWER_LENGTH.LONG], {
        error: MESSAGES.ANSWER_LENGTH_REQUIRED,
      })
      .nullable()
      .default(null),
    difficulty: z.literal([DIFFICULTY.EASY, DIFFICULTY.MEDIUM, DIFFICULTY.HARD, DIFFICULTY.VERY_HARD], {
      error: MESSAGES.DIFFICULTY_INVALID,
    }),
    course_id: courseIdSchema.nullable().default(null),
    subject: requiredText(TEXT_MAX.NAME),
    topic: text(TEXT_MAX.NAME).trim().default(""),
    text: requiredHtml(),
    // Beyond MAX_OPTIONS the count rule below reports it; the bound only stops huge arrays.
    options: z
      .array(questionOptionSchema)
      .max(OPTION_KEYS.length * 2)
      .default([]),
    correct: correctKeysSchema,
    /** The correct value of a numerical question; null for every other kind. */
    numeric: numericKeySchema.nullable().default(null),
    model_answer: text(TEXT_MAX.RICH).default(""),
    solution: text(TEXT_MAX.RICH).default(""),
    /** The Hindi version, or null for an English-only question. */
    hindi: questionHindiSchema.nullable().default(null),
    marks: marksSchema,
    negative_marks: negativeMarksSchema,
  })
  .superRefine(
    (value, ctx) => {
      for (const problem of questionProblems(value as unknown as Record<string, unknown>)) {
        ctx.addIssue({ code: "custom", path: problem.path, message: problem.message, input: value });
      }
    },
    // Run even when a field failed, so every problem shows at once.
    { when: isObjectPayload },
  )
  // The other kind's lookup is meaningless: an objective question has no answer length, a subjective one
  // no answer type. Cleared so a kind switch in the form leaves nothing stale behind.
  .overwrite((question) => ({
    ...question,
    answer_type: question.kind === QUESTION_KIND.OBJECTIVE ? question.answer_type : null,
    answer_length: question.kind === QUESTION_KIND.SUBJECTIVE ? question.answer_length : null,
    numeric:
      question.kind === QUESTION_KIND.OBJECTIVE && question.answer_type === ANSWER_TYPE.NUMERICAL
        ? question.numeric
        : null,
  }));

export type QuestionInput = z.infer<typeof questionInputSchema>;

/** A stored question is gradable when it still passes every rule (e.g. before it goes into a published exam). */
export function isGradable(question: unknown): boolean {
  return questionInputSchema.safeParse(question).success;
}

// ---------------------------------------------------------------------------------------------------------
// Edits

function optionSet(question: QuestionInput): string {
  return question.options
    .map((option) => `${option.key}\u0001${optionIdentity(option.text, false)}`)
    .sort()
    .join("\u0002");
}

function correctSet(question: QuestionInput): string {
  return [...new Set(question.correct)].sort().join(",");
}

/**
 * True when an edit changes how answers are graded (so existing attempts need regrading or a new version):
 * the kind, the answer type, the options (key and plain text, so a case change in an option counts; pure
 * HTML formatting does not), the correct set, marks or negative marks. Question text, solution, topic,
 * difficulty and the model answer are not grading changes.
 */
export function gradingChanged(before: QuestionInput, after: QuestionInput): boolean {
  return (
    before.kind !== after.kind ||
    before.answer_type !== after.answer_type ||
    optionSet(before) !== optionSet(after) ||
    correctSet(before) !== correctSet(after) ||
    JSON.stringify(before.numeric ?? null) !== JSON.stringify(after.numeric ?? null) ||
    before.marks !== after.marks ||
    before.negative_marks !== after.negative_marks
  );
}

/**
 * What makes two bank questions the same for an import: the question's plain text (case and spacing
 * ignored, media kept) and its course. Re-importing a file must not double the bank.
 */
export function duplicateKey(q: { text: string; course_id: number | null }): string {
  return `${q.course_id ?? 0}|${optionIdentity(q.text, true)}`;
}

export const duplicateOfBank = (id: number) =>
  `Duplicate: question #${id} in the bank has the same text and course.`;
export const duplicateInFile = (line: number) =>
  `Duplicate of line ${line} of this file (same text and course).`;

/**
 * Marks the rows whose question is already in the bank (`existing`: key → id) or earlier in the file.
 * Returns the line numbers with their reason.
 */
export function findDuplicates(
  rows: ReadonlyArray<{ line: number; question: { text: string; course_id: number | null } }>,
  existing: ReadonlyMap<string, number>,
): Map<number, string> {
  const seen = new Map<string, number>();
  const found = new Map<number, string>();
  for (const { line, question } of rows) {
    const key = duplicateKey(question);
    const bankId = existing.get(key);
    const earlier = seen.get(key);
    if (bankId !== undefined) found.set(line, duplicateOfBank(bankId));
    else if (earlier !== undefined) found.set(line, duplicateInFile(earlier));
    else seen.set(key, line);
  }
  return found;
}
