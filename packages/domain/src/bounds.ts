import { z } from "zod";
import { MAX_INT4, MAX_TIMESTAMP_MS, TEXT_MAX } from "./fieldBounds";
import { MESSAGES } from "./messages";

// The bounds of every number and string a request may carry (README "Security"). Each one fits the
// column it ends in, so no input reaches the database only to fail there as a 500.

export const textTooLong = (max: number) => `Too long: at most ${max} characters.`;
export const NUL_NOT_ALLOWED = "Text must not contain the NUL character (\\u0000).";
export const NUMBER_TOO_LARGE = (max: number) => `Must be at most ${max}.`;

// PostgreSQL text cannot hold U+0000.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this pattern refuses.
const NO_NUL = /^[^\u0000]*$/;

/**
 * The one string builder every schema starts from: at most `max` characters and no NUL. `error` is the
 * message for a missing or non-string value, `tooLong` replaces the generic length message.
 */
export function text(max: number, error?: string, tooLong = textTooLong(max)) {
  return z
    .string(error === undefined ? undefined : { error })
    .max(max, { error: tooLong })
    .regex(NO_NUL, { error: NUL_NOT_ALLOWED });
}

/** Required one-line text: missing, non-string, empty and blank all read "This field is required.". */
export function requiredText(max: number = TEXT_MAX.NAME) {
  return text(max, MESSAGES.REQUIRED).trim().min(1, { error: MESSAGES.REQUIRED });
}

/** A whole number in [min, max], with one message for every way of being wrong. */
export function intInRange(min: number, max: number, message?: string) {
  const e = message === undefined ? undefined : { error: message };
  return z
    .number(e)
    .int(e)
    .min(min, e)
    .max(max, message === undefined ? { error: NUMBER_TOO_LARGE(max) } : e);
}

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_INT4}.`;

/** A positive int4 id in a JSON body. */
export function idSchema(message = ID_MESSAGE) {
  return intInRange(1, MAX_INT4, message);
}

/**
 * A whole number in [min, max] that may also come as a digit string (path and query parameters, form
 * values). z.coerce would let true, "1e3" or "0x1f" through.
 */
export function intParamSchema(min: number, max: number, message?: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    intInRange(min, max, message),
  );
}

/** A positive int4 id that may also come as a digit string (path and query parameters, form values). */
export function idParamSchema(message = ID_MESSAGE) {
  return intParamSchema(1, MAX_INT4, message);
}

/** The `:id` path parameter of every route that names one object. */
export const idParamsSchema = z.object({ id: idParamSchema() });

/** Milliseconds since 1970, up to the year 9999. */
export const timestampSchema = intInRange(0, MAX_TIMESTAMP_MS, MESSAGES.INVALID_TIMESTAMP);
