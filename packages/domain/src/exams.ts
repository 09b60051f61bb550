import { z } from "zod";
import { ACADEMY_TIME_ZONE, formatAcademyDateTime } from "./academyCalendar";
import { idSchema, requiredText, text, timestampSchema } from "./bounds";
import { MAX_MARKS, TEXT_MAX } from "./fieldBounds";
import type { RankBy } from "./grading";
import { MARKING_SCHEME_IDS } from "./marking";
import { MESSAGES } from "./messages";
import { SECTION_MESSAGES } from "./sectionMessages";

export const MAX_CHALLENGE_HOURS = 24 * 14;

// Exam authoring rules, modelled on NTA's computer-based JEE Main / NEET tests: sections, a marking scheme,
// an open/close window and publish checks.

export const MAX_EXAM_DURATION_MIN = 600;
export const MAX_EXAM_SECTIONS = 12;
export const MAX_EXAM_ATTEMPTS = 50;
export const MAX_EXAM_QUESTIONS = 300;

/** When a student may see the correct answers, solutions and model answers of a submitted attempt. */
export const ANSWER_RELEASES = [
  { id: "after_attempt", label: "After each attempt" },
  { id: "after_last_attempt", label: "After the student's last attempt" },
  { id: "after_close", label: "After the test window closes" },
  { id: "never", label: "Never" },
] as const;
export type AnswerRelease = (typeof ANSWER_RELEASES)[number]["id"];
export const ANSWER_RELEASE_IDS = [
  "after_attempt",
  "after_last_attempt",
  "after_close",
  "never",
] as const satisfies readonly AnswerRelease[];

export const RANK_BY = [
  { id: "first", label: "Each student's first attempt" },
  { id: "best", label: "Each student's best attempt" },
] as const satisfies ReadonlyArray<{ id: RankBy; label: string }>;
export const RANK_BY_IDS = ["first", "best"] as const satisfies readonly RankBy[];

/**
 * Whether answers are shown now. Later attempts must not be taken with the key in hand, so "after the
 * last attempt" also waits for the student to have none left (or the window to close). A test with no
 * closing time (a demo) has no window to wait for: "after the window closes" shows after the attempt.
 */
export function answersReleased(
  release: AnswerRelease,
  s: { now: number; closesAt: number | null; attemptsUsed: number; attemptsAllowed: number },
): boolean {
  const closed = s.closesAt === null || s.now >= s.closesAt;
  switch (release) {
    case "after_attempt":
      return true;
    case "after_last_attempt":
      return closed || s.attemptsUsed >= s.attemptsAllowed;
    case "after_close":
      return closed;
    default:
      return false;
  }
}

/** What the review tells a student while answers are withheld. */
export function answersWithheldNotice(
  release: AnswerRelease,
  closesAt: number | null,
  timeZone = ACADEMY_TIME_ZONE,
): string {
  const when = closesAt === null ? "" : ` on ${formatAcademyDateTime(closesAt, timeZone)}`;
  if (release === "never") return "This test does not show correct answers or solutions.";
  if (release === "after_last_attempt")
    return `Answers will be shown after your last attempt, or when the test window closes${when}.`;
  return `Answers will be shown after the test window closes${when}.`;
}

/**
 * What publishing tells students: "scheduled" the first time, "rescheduled" when the window differs
 * from the one announced, nothing when an unpublished exam comes back unchanged.
 */
export function publishAnnouncement(
  announced: { opensAt: number | null; closesAt: number | null } | null,
  window: { opensAt: number | null; closesAt: number | null },
): "scheduled" | "rescheduled" | null {
  if (!announced) return "scheduled";
  const same = announced.opensAt === window.opensAt && announced.closesAt === window.closesAt;
  return same ? null : "rescheduled";
}

const rangedInt = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Section names compare trimmed and case-insensitively: "Physics" and "physics " are the same section. */
const sectionKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The cross-field rules, reading the value defensively because they also run when a field is malformed. */
function examProblems(exam: Record<string, unknown>): Array<{ path: PropertyKey[]; message: string }> {
  const problems: Array<{ path: PropertyKey[]; message: string }> = [];
  if ((exam.course_id === null || exam.course_id === undefined) && exam.is_demo !== true) {
    problems.push({ path: ["course_id"], message: MESSAGES.EXAM_COURSE_REQUIRED });
  }
  const { opens_at: opens, closes_at: closes } = exam;
  if (typeof opens === "number" && typeof closes === "number" && closes <= opens) {
    problems.push({ path: ["closes_at"], message: MESSAGES.EXAM_CLOSES_BEFORE_OPENS });
  }
  const seen = new Set<string>();
  const sections = Array.isArray(exam.sections) ? (exam.sections as unknown[]) : [];
  const limits = sections.map((s) => (isRecord(s) ? s.time_limit_min : undefined));
  const timed = limits.filter((m) => typeof m === "number") as number[];
  if (timed.length > 0 && timed.length < sections.length)
    problems.push({ path: ["sections"], message: SECTION_MESSAGES.TIME_LIMITS_ALL_OR_NONE });
  const total = timed.reduce((a, b) => a + b, 0);
  if (timed.length > 0 && typeof exam.duration_min === "number" && total > exam.duration_min)
    problems.push({ path: ["sections"], message: SECTION_MESSAGES.TIME_LIMITS_OVER_DURATION });
  sections.forEach((section, index) => {
    const name = isRecord(section) ? section.name : undefined;
    if (typeof name !== "string" || name.trim() === "") return;
    const key = sectionKey(name);
    if (seen.has(key))
      problems.push({ path: ["sections", index, "name"], message: MESSAGES.EXAM_SECTION_NAMES_UNIQUE });
    seen.add(key);
  });
  return problems;
}

/**
 * A section and its own rules: a marking scheme (null: the exam's), "attempt any N" (null: all), and a
 * time limit in minutes (null: none; when every section has one they run in order, switching locked).
 */
export const examSectionSchema = z.object({
  name: requiredText(TEXT_MAX.NAME),
  marking_scheme: z
    .enum(MARKING_SCHEME_IDS, { error: MESSAGES.EXAM_MARKING_SCHEME_INVALID })
    .nullable()
    .default(null),
  attempt_limit: rangedInt(1, MAX_EXAM_QUESTIONS, SECTION_MESSAGES.ATTEMPT_LIMIT_RANGE)
    .nullable()
    .default(null),
  time_limit_min: rangedInt(1, MAX_EXAM_DURATION_MIN, MESSAGES.EXAM_DURATION_RANGE).nullable().default(null),
});

export const examInputSchema = z
  .object({
    title: requiredText(TEXT_MAX.LINE),
    course_id: idSchema(MESSAGES.COURSE_ID_INVALID).nullable().default(null),
    instructions: text(TEXT_MAX.RICH).default(""),
    duration_min: rangedInt(1, MAX_EXAM_DURATION_MIN, MESSAGES.EXAM_DURATION_RANGE),
    opens_at: timestampSchema.nullable().default(null),
    closes_at: timestampSchema.nullable().default(null),
    sections: z
      .array(examSectionSchema)
      .max(MAX_EXAM_SECTIONS, { error: MESSAGES.EXAM_TOO_MANY_SECTIONS })
      .default([]),
    marking_scheme: z
      .enum(MARKING_SCHEME_IDS, { error: MESSAGES.EXAM_MARKING_SCHEME_INVALID })
      .default("plus4minus1"),
    attempts_allowed: rangedInt(1, MAX_EXAM_ATTEMPTS, MESSAGES.EXAM_ATTEMPTS_RANGE).default(1),
    show_answers: z
      .enum(ANSWER_RELEASE_IDS, { error: MESSAGES.EXAM_ANSWER_RELEASE_INVALID })
      .default("after_close"),
    rank_by: z.enum(RANK_BY_IDS, { error: MESSAGES.EXAM_RANK_BY_INVALID }).default("first"),
    is_demo: z.boolean().default(false),
    partial_credit: z.boolean().default(false),
    /** Hours after the window closes in which students may challenge the provisional key; 0: none. */
    challenge_hours: rangedInt(0, MAX_CHALLENGE_HOURS, SECTION_MESSAGES.CHALLENGE_HOURS_RANGE).default(48),
    /** A fee per challenge in rupees, recorded as a setting (NTA charges one); 0: free. */
    challenge_fee: rangedInt(0, 10_000, MESSAGES.INVALID_FEE).default(0),
    /** Who gets full marks for a question dropped from the key. */
    drop_policy: z.enum(["attempted", "all"]).default("attempted"),
  })
  .superRefine(
    (exam, ctx) => {
      for (const problem of examProblems(exam as unknown as Record<string, unknown>)) {
        ctx.addIssue({ code: "custom", path: problem.path, message: problem.message, input: exam });
      }
    },
    // Run even when a field failed, so the form shows every problem at once.
    { when: (payload) => isRecord(payload.value) },
  );

export type ExamInput = z.infer<typeof examInputSchema>;
export type ExamSection = z.infer<typeof examSectionSchema>;

export const examItemSchema = z.object({
  question_id: idSchema(),
  /** Index into the exam's sections; 0 when the exam has none. */
  section: rangedInt(0, MAX_EXAM_SECTIONS, MESSAGES.EXAM_SECTION_INVALID),
  marks: z
    .number({ error: MESSAGES.MARKS_POSITIVE })
    .positive({ error: MESSAGES.MARKS_POSITIVE })
    .max(MAX_MARKS, { error: MESSAGES.MARKS_TOO_LARGE }),
  negative_marks: z
    .number({ error: MESSAGES.NEGATIVE_MARKS_INVALID })
    .nonnegative({ error: MESSAGES.NEGATIVE_MARKS_INVALID })
    .max(MAX_MARKS, { error: MESSAGES.MARKS_TOO_LARGE }),
});

export type ExamItem = z.infer<typeof examItemSchema>;

export const examItemsSchema = z
  .array(examItemSchema)
  .max(MAX_EXAM_QUESTIONS, { error: MESSAGES.EXAM_TOO_MANY_QUESTIONS })
  .superRefine(
    (items, ctx) => {
      const seen = new Set<unknown>();
      (items as unknown[]).forEach((item, index) => {
        const id = isRecord(item) ? item.question_id : undefined;
        if (typeof id !== "number") return;
        if (seen.has(id)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "question_id"],
            message: MESSAGES.EXAM_DUPLICATE_QUESTION,
            input: items,
          });
        }
        seen.add(id);
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

/** Integer hundredths, rounding through 15 significant digits so 1.005 counts as 1.01 and not 1.00. */
function hundredths(value: number): number {
  return Math.round(Number((value * 100).toPrecision(15)));
}

/**
 * The exam's header line: how many questions, its maximum marks (summed exactly to 2 decimals) and minutes.
 * An "attempt any N" section counts only its N highest-marked questions: a perfect NEET UG paper (Section B
 * any 10 of 15 in each subject) scores 720, not 800.
 */
export function examTotals(
  items: ReadonlyArray<{ marks: number; section?: number }>,
  durationMin: number,
  sections: ReadonlyArray<{ attempt_limit?: number | null } | undefined> = [],
): { questions: number; marks: number; minutes: number } {
  const bySection = new Map<number, number[]>();
  for (const item of items) {
    const section = item.section ?? 0;
    const marks = bySection.get(section) ?? [];
    marks.push(hundredths(item.marks));
    bySection.set(section, marks);
  }
  let total = 0;
  for (const [section, marks] of bySection) {
    const limit = sections[section]?.attempt_limit;
    const counted = limit == null ? marks : marks.sort((a, b) => b - a).slice(0, limit);
    total += counted.reduce((sum, m) => sum + m, 0);
  }
  return { questions: items.length, marks: total / 100, minutes: durationMin };
}

/**
 * Why the exam cannot be published yet, as sentences for the author; empty when it can. In order: no
 * questions, each empty section, each item in a missing section or not gradable (by 1-based position),
 * then the window (missing for a non-demo exam, reversed, or already closed at `now`).
 */
export function publishProblems(
  exam: ExamInput,
  items: ReadonlyArray<{ section: number; gradable: boolean }>,
  now: number,
): string[] {
  const problems: string[] = [];
  if (items.length === 0) problems.push(MESSAGES.PUBLISH_NO_QUESTIONS);
  else {
    exam.sections.forEach((section, index) => {
      const inSection = items.filter((item) => item.section === index).length;
      if (inSection === 0) problems.push(`Section "${section.name}" has no questions.`);
      else if (section.attempt_limit != null && section.attempt_limit > inSection)
        problems.push(
          `Section "${section.name}" allows ${section.attempt_limit} answers but has ${inSection} questions.`,
        );
    });
  }
  const sectionCount = Math.max(1, exam.sections.length);
  items.forEach((item, index) => {
    const position = index + 1;
    if (!Number.isInteger(item.section) || item.section < 0 || item.section >= sectionCount) {
      problems.push(`Question ${position} is in a section that does not exist.`);
    }
    if (!item.gradable) problems.push(`Question ${position} cannot be graded: fix it in the question bank.`);
  });
  const { opens_at: opens, closes_at: closes } = exam;
  if (!exam.is_demo && (opens === null || closes === null)) problems.push(MESSAGES.PUBLISH_WINDOW_MISSING);
  if (opens !== null && closes !== null && closes <= opens) problems.push(MESSAGES.EXAM_CLOSES_BEFORE_OPENS);
  else if (closes !== null && closes <= now) problems.push(MESSAGES.PUBLISH_WINDOW_CLOSED);
  return problems;
}

export type DifficultyCounts = Partial<Record<1 | 2 | 3 | 4, number>>;

const DRAW_DIFFICULTIES = [1, 2, 3, 4] as const;

/**
 * Picks `counts[d]` distinct questions of each difficulty d without replacement (a partial Fisher-Yates
 * shuffle driven by `random`, so a seeded random gives the same draw every time). Questions repeated in the
 * pool (same id) count once. The result is grouped by difficulty 1-4, each group in draw order; `shortBy`
 * says how many were missing where the pool had too few (all of those are picked).
 */
export function drawRandom<T extends { id: number; difficulty: number }>(
  pool: readonly T[],
  counts: DifficultyCounts,
  random: () => number = Math.random,
): { picked: T[]; shortBy: DifficultyCounts } {
  const picked: T[] = [];
  const shortBy: DifficultyCounts = {};
  const seen = new Set<number>();
  const unique = pool.filter((question) => !seen.has(question.id) && seen.add(question.id));
  for (const difficulty of DRAW_DIFFICULTIES) {
    const want = counts[difficulty] ?? 0;
    if (!Number.isInteger(want) || want < 0) {
      throw new RangeError(`drawRandom: count for difficulty ${difficulty} must be a whole number 0 or more`);
    }
    if (want === 0) continue;
    const bucket = unique.filter((question) => question.difficulty === difficulty);
    const take = Math.min(want, bucket.length);
    for (let i = 0; i < take; i++) {
      const j = Math.min(bucket.length - 1, i + Math.max(0, Math.floor(random() * (bucket.length - i))));
      const chosen = bucket[j] as T;
      bucket[j] = bucket[i] as T;
      bucket[i] = chosen;
      picked.push(chosen);
    }
    if (want > bucket.length) shortBy[difficulty] = want - bucket.length;
  }
  return { picked, shortBy };
}

/** A small seeded generator (mulberry32) for reproducible draws, e.g. one shuffle per student and exam. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
