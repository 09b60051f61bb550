import { z } from "zod";
import { formatAcademyDateTime } from "./academyCalendar";
import { idSchema, text } from "./bounds";
import { TEXT_MAX } from "./fieldBounds";
import { numericKeySchema } from "./numericalSchema";
import { OPTION_KEYS } from "./questionTypes";

// NTA's provisional answer key: published when the exam's window closes, open to challenges for a set
// window, then final after staff decide each challenged question (keep, change the key, or drop it).

export const KEY_MESSAGES = {
  NOT_YET: "The provisional answer key is published when the test window closes.",
  NO_CHALLENGES: "This test does not take challenges to its answer key.",
  NOT_TAKEN: "Only students who took this test may see its answer key or challenge it.",
  TWICE: "You have already challenged this question.",
  NOT_IN_EXAM: "That question is not in this test.",
  IN_PROGRESS:
    "Students are still taking this test. The key can change once the test window has closed and every attempt is submitted.",
  CHANGE_NEEDS_KEY: "Give the new correct option(s), or the new numerical value.",
  REASON_REQUIRED: "Say why the key is wrong.",
} as const;

export const keyChallengeSchema = z.object({
  question_id: idSchema(),
  reason: text(TEXT_MAX.MESSAGE, KEY_MESSAGES.REASON_REQUIRED)
    .trim()
    .min(1, { error: KEY_MESSAGES.REASON_REQUIRED }),
});
export type KeyChallengeInput = z.infer<typeof keyChallengeSchema>;

export const keyDecisionSchema = z
  .object({
    question_id: idSchema(),
    decision: z.enum(["keep", "change", "drop"]),
    correct: z.array(z.enum(OPTION_KEYS)).max(OPTION_KEYS.length).nullable().default(null),
    numeric: numericKeySchema.nullable().default(null),
  })
  .refine((d) => d.decision !== "change" || (d.correct?.length ?? 0) > 0 || d.numeric !== null, {
    error: KEY_MESSAGES.CHANGE_NEEDS_KEY,
    path: ["correct"],
  });
export type KeyDecisionInput = z.infer<typeof keyDecisionSchema>;

export type ChallengeWindow =
  | { state: "before-close" }
  | { state: "none" }
  | { state: "open"; until: number }
  | { state: "closed"; until: number };

/** Where the exam is in its key's life: before its window closes, challengeable until, or past that. */
export function challengeWindow(closesAt: number | null, hours: number, now: number): ChallengeWindow {
  if (closesAt === null || now < closesAt) return { state: "before-close" };
  if (hours <= 0) return { state: "none" };
  const until = closesAt + hours * 3_600_000;
  return now < until ? { state: "open", until } : { state: "closed", until };
}

/** Why a challenge is refused now, or null when it may be made. */
export function challengeRefusal(w: ChallengeWindow, timeZone?: string): string | null {
  if (w.state === "before-close") return KEY_MESSAGES.NOT_YET;
  if (w.state === "none") return KEY_MESSAGES.NO_CHALLENGES;
  if (w.state === "closed")
    return `The challenge window closed on ${formatAcademyDateTime(w.until, timeZone)}.`;
  return null;
}

/** The notification a student gets when the final key changes their score. */
export function scoreChangedMessage(title: string, before: number, after: number): string {
  return `The answer key of "${title}" was revised after challenges: your score changed from ${before} to ${after}.`;
}

/** What staff see of one challenged question. */
export interface ChallengedQuestion {
  question_id: number;
  /** 1-based number in the paper. */
  number: number;
  section: number;
  text: string;
  options: Array<{ key: string; text: string }>;
  answer_type: number | null;
  correct: string[];
  numeric: z.infer<typeof numericKeySchema> | null;
  challenges: number;
  reasons: string[];
  decision: "keep" | "change" | "drop" | null;
}

/**
 * Where the re-grade after a key decision stands: "pending" from the decision until its job has run,
 * then "done" with what the run changed. "none" before any decision.
 */
export interface RegradeStatus {
  state: "none" | "pending" | "done";
  /** Attempts graded again and scores that moved, in the last finished run. */
  regraded: number | null;
  changed: number | null;
  /** When the last run finished (ms). */
  finished_at: number | null;
  /** Submitted attempts a decision now would grade again (staff confirm with this count). */
  attempts: number;
}
