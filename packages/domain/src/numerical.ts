import type { NumericKey } from "./numericalSchema";

// Numerical-answer questions (JEE Main Section B, JEE Advanced integer/decimal type): the key, what a
// typed answer may look like, and whether it is right. Compared in millionths so 0.1 + 0.2 style float
// noise never decides a boundary.

/** At most this many digits in an answer (NTA's keypad takes about this many). */
export const MAX_NUMERIC_DIGITS = 10;
/** At most this many digits after the decimal point. */
export const MAX_NUMERIC_DECIMALS = 4;
/** Sign, digits and point: anything longer is refused before it is read. */
export const MAX_NUMERIC_LENGTH = 12;

export const NUMERIC_MESSAGES = {
  NOT_A_NUMBER: "Enter a number, such as 42, -3 or 2.5.",
  TOO_MANY_DIGITS: `A number has at most ${MAX_NUMERIC_DIGITS} digits, ${MAX_NUMERIC_DECIMALS} after the point.`,
  TOO_LONG: `A number is at most ${MAX_NUMERIC_LENGTH} characters long.`,
  WHOLE_NUMBER: "This question takes a whole number.",
  KEY_REQUIRED: "Give the correct value (an exact value, a value with a tolerance, or a range).",
  RANGE_REVERSED: "The lowest value must not be above the highest.",
  NUMERICAL_NO_OPTIONS: "A numerical question has no options.",
} as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

export type NumericRead = { ok: true; value: number } | { ok: false; message: string };

/** Reads a typed answer: "" is no answer (null), otherwise a number within the allowed digits. */
export function readNumericAnswer(raw: string, integerOnly = false): NumericRead | null {
  const text = raw.trim();
  if (text === "") return null;
  if (text.length > MAX_NUMERIC_LENGTH) return { ok: false, message: NUMERIC_MESSAGES.TOO_LONG };
  if (!NUMBER.test(text)) return { ok: false, message: NUMERIC_MESSAGES.NOT_A_NUMBER };
  const [whole = "", fraction = ""] = text.replace("-", "").split(".");
  if (whole.length + fraction.length > MAX_NUMERIC_DIGITS || fraction.length > MAX_NUMERIC_DECIMALS)
    return { ok: false, message: NUMERIC_MESSAGES.TOO_MANY_DIGITS };
  if (integerOnly && fraction.replace(/0+$/, "") !== "")
    return { ok: false, message: NUMERIC_MESSAGES.WHOLE_NUMBER };
  return { ok: true, value: Number(text) };
}

const micro = (n: number) => Math.round(Number((n * 1e6).toPrecision(15)));

/** Whether a value meets the key; boundaries of a tolerance or range count as right. */
export function numericMatches(key: NumericKey, value: number): boolean {
  const v = micro(value);
  if (key.mode === "exact") return v === micro(key.value);
  if (key.mode === "tolerance")
    return v >= micro(key.value) - micro(key.tolerance) && v <= micro(key.value) + micro(key.tolerance);
  return v >= micro(key.min) && v <= micro(key.max);
}

/** The key as people read it: "42", "9.8 ± 0.1", "2.4 to 2.6". */
export function describeNumericKey(key: NumericKey): string {
  if (key.mode === "exact") return String(key.value);
  if (key.mode === "tolerance") return `${key.value} ± ${key.tolerance}`;
  return `${key.min} to ${key.max}`;
}

/** A tolerance's ends without float noise (9.8 − 0.1 is 9.7, not 9.700000000000001). */
const end = (n: number) => Number(n.toFixed(MAX_NUMERIC_DECIMALS));

/**
 * What the review tells a student was accepted: "Exactly 20", "9.8 ± 0.1: any value from 9.7 to 9.9",
 * "Any value from 2.4 to 2.6"; whole-number keys say so.
 */
export function acceptedAnswerText(key: NumericKey): string {
  const text =
    key.mode === "exact"
      ? `Exactly ${key.value}`
      : key.mode === "tolerance"
        ? `${key.value} ± ${key.tolerance}: any value from ${end(key.value - key.tolerance)} to ${end(key.value + key.tolerance)}`
        : `Any value from ${key.min} to ${key.max}`;
  return key.integer ? `${text} (a whole number)` : text;
}

/** CSV's form of a key: "42", "9.8~0.1" (tolerance) or "2.4..2.6" (range); "#" in front for whole numbers. */
export function formatNumericKey(key: NumericKey): string {
  const body =
    key.mode === "exact"
      ? String(key.value)
      : key.mode === "tolerance"
        ? `${key.value}~${key.tolerance}`
        : `${key.min}..${key.max}`;
  return key.integer ? `#${body}` : body;
}

/** Reads CSV's form back; unreadable text gives an object the schema then refuses with a message. */
export function parseNumericKey(raw: string): unknown {
  let text = raw.trim();
  const integer = text.startsWith("#");
  if (integer) text = text.slice(1).trim();
  const num = (s: string | undefined) => (s !== undefined && NUMBER.test(s.trim()) ? Number(s) : Number.NaN);
  if (text.includes("..")) {
    const [min, max] = text.split("..");
    return { mode: "range", min: num(min), max: num(max), integer };
  }
  if (text.includes("~")) {
    const [value, tolerance] = text.split("~");
    return { mode: "tolerance", value: num(value), tolerance: num(tolerance), integer };
  }
  return { mode: "exact", value: num(text), integer };
}
