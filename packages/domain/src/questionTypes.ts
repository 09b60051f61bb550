// Question kinds, answer types and option keys: plain values shared by the question bank (questions.ts,
// with its zod schemas) and the test player, which needs only these.
// Lookup ids are those of lookups.ts (QUESTION_KINDS, ANSWER_TYPES, ANSWER_LENGTHS, DIFFICULTIES).

export const QUESTION_KIND = { OBJECTIVE: 1, SUBJECTIVE: 2 } as const;
export const ANSWER_TYPE = { SINGLE: 1, MULTI: 2, NUMERICAL: 3 } as const;
export const ANSWER_LENGTH = { VERY_SHORT: 1, SHORT: 2, LONG: 3 } as const;
export const DIFFICULTY = { EASY: 1, MEDIUM: 2, HARD: 3, VERY_HARD: 4 } as const;

export const OPTION_KEYS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

export type QuestionKind = (typeof QUESTION_KIND)[keyof typeof QUESTION_KIND];
export type AnswerType = (typeof ANSWER_TYPE)[keyof typeof ANSWER_TYPE];
export type AnswerLength = (typeof ANSWER_LENGTH)[keyof typeof ANSWER_LENGTH];
export type Difficulty = (typeof DIFFICULTY)[keyof typeof DIFFICULTY];
export type OptionKey = (typeof OPTION_KEYS)[number];
