import {
  type AttemptQuestion,
  PALETTE_STATUSES,
  type PaletteStatus,
  paletteStatus,
  type SavedAnswer,
} from "@medhavi/domain";
import { translate } from "../../../lib/i18n/language";
import type { QueuedSave } from "./answerQueue";

// Pure helpers of the test screen: the answers as the browser knows them, palette statuses and sections.

export interface AnswerState {
  selected: string[];
  text: string;
  marked: boolean;
  visited: boolean;
  /** Time on this question before the current visit. */
  timeSpentMs: number;
}

export type Answers = Readonly<Record<number, AnswerState>>;

export const UNSEEN: AnswerState = { selected: [], text: "", marked: false, visited: false, timeSpentMs: 0 };

export function isAnswered(answer: AnswerState): boolean {
  return answer.selected.length > 0 || answer.text.trim() !== "";
}

export function statusOf(answer: AnswerState | undefined): PaletteStatus {
  const a = answer ?? UNSEEN;
  return paletteStatus({ visited: a.visited, answered: isAnswered(a), marked: a.marked });
}

export type StatusCounts = Record<PaletteStatus, number>;

export function countStatuses(questions: readonly AttemptQuestion[], answers: Answers): StatusCounts {
  const counts = Object.fromEntries(PALETTE_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const q of questions) counts[statusOf(answers[q.id])] += 1;
  return counts;
}

/** The order of the paper: section by section, then by position. */
export function orderQuestions(questions: readonly AttemptQuestion[]): AttemptQuestion[] {
  return [...questions].sort((a, b) => a.section - b.section || a.position - b.position);
}

export interface SectionGroup {
  index: number;
  name: string;
  /** Indexes into the ordered question list. */
  questions: number[];
}

/** Sections that have questions; an exam without named sections is one group. */
export function groupSections(
  names: ReadonlyArray<{ name: string }>,
  ordered: readonly AttemptQuestion[],
): SectionGroup[] {
  const groups = new Map<number, SectionGroup>();
  ordered.forEach((q, i) => {
    const group = groups.get(q.section) ?? {
      index: q.section,
      name:
        names[q.section]?.name ??
        (names.length === 0
          ? translate("player.questions", "Questions")
          : translate("player.section", "Section {{n}}", { n: q.section + 1 })),

      questions: [],
    };
    group.questions.push(i);
    groups.set(q.section, group);
  });
  return [...groups.values()];
}

/**
 * The answers on resume: the server's saved answers, overridden by local saves it has not acknowledged
 * (a higher seq is a newer change). Any save, even a bare visit, means the question was visited.
 */
export function restoreAnswers(saved: readonly SavedAnswer[], pending: readonly QueuedSave[]): Answers {
  const answers: Record<number, AnswerState & { seq: number }> = {};
  for (const a of saved) {
    answers[a.question_id] = {
      selected: [...a.selected],
      text: a.text,
      marked: a.marked,
      visited: true,
      timeSpentMs: a.time_spent_ms,
      seq: a.seq,
    };
  }
  for (const { questionId, body } of pending) {
    const known = answers[questionId];
    if (known && known.seq >= body.seq) continue;
    answers[questionId] = {
      selected: [...(body.selected ?? [])],
      text: body.text ?? "",
      marked: body.marked ?? false,
      visited: true,
      timeSpentMs: body.time_spent_ms ?? 0,
      seq: body.seq,
    };
  }
  return Object.fromEntries(
    Object.entries(answers).map(([id, { seq: _seq, ...answer }]) => [id, answer]),
  ) as Answers;
}

/** Where to resume: the last question saved locally if newer than the server's, else the server's. */
export function resumeIndex(
  ordered: readonly AttemptQuestion[],
  serverCurrent: number | null,
  serverSeq: number,
  pending: readonly QueuedSave[],
): number {
  const latest = pending.reduce<QueuedSave | null>(
    (best, save) => (best === null || save.body.seq > best.body.seq ? save : best),
    null,
  );
  const id = latest && latest.body.seq > serverSeq ? latest.questionId : serverCurrent;
  return Math.max(
    0,
    ordered.findIndex((q) => q.id === id),
  );
}
