// The bounds of every number and string a request may carry (README "Security"), as plain values: the
// zod builders that apply them are in bounds.ts. Kept free of zod so that a screen needing one number
// (the test player's answer length) does not load zod.

/** Ids and counts are PostgreSQL `integer` (int4) columns. */
export const MAX_INT4 = 2_147_483_647;
/** 9999-12-31T23:59:59.999Z: the last instant every date type on the way accepts. */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;
/** Marks are `numeric(6,2)`; no question or exam needs more than this. */
export const MAX_MARKS = 1000;
/** Fees are rupees and become paise in an int4 column; ₹1 crore is far above any plan. */
export const MAX_FEE = 10_000_000;
/** Pages of a list: far beyond any real list, and the offset stays a safe integer. */
export const MAX_PAGE = 1_000_000;
/** Most rows one page of a list call returns (an export streams every row instead). */
export const MAX_PAGE_SIZE = 100;

/** Longest text per kind of field (characters). */
export const TEXT_MAX = {
  /** First and last names, course names and types, section names, subjects, topics, search terms. */
  NAME: 100,
  /** Email addresses (RFC 5321). */
  EMAIL: 254,
  /** Passwords: argon2 hashes any length, but nobody types more. */
  PASSWORD: 256,
  /** Titles, descriptions, links, ids and tokens from gateways, other one-line values. */
  LINE: 500,
  /** Notification messages, reasons, evaluator feedback. */
  MESSAGE: 2_000,
  /** Written answers. */
  ANSWER: 20_000,
  /** Rich text (HTML) of questions, options, solutions, model answers and exam instructions. */
  RICH: 100_000,
} as const;
