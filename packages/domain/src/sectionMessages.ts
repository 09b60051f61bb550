// Messages of section rules, apart so exams.ts and sectionRules.ts share them without a cycle.
export const SECTION_MESSAGES = {
  ATTEMPT_LIMIT_RANGE: "Attempt any: give a whole number of questions, 1 or more.",
  TIME_LIMITS_ALL_OR_NONE: "Give every section a time limit, or none.",
  TIME_LIMITS_OVER_DURATION: "The sections' time limits add up to more than the test's duration.",
  CHALLENGE_HOURS_RANGE: "The challenge window is 0 to 336 hours (two weeks).",
  SECTION_LOCKED: "This section is closed: its time is over or has not begun.",
} as const;
