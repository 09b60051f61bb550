import {
  ANSWER_TYPE,
  type AttemptQuestion,
  MAX_TIME_SPENT_MS,
  type OptionKey,
  type StartedAttempt,
} from "@medhavi/domain";
import { AnswerQueue, type AnswerQueueOptions, queueKey } from "./answerQueue";
import {
  type AnswerState,
  type Answers,
  orderQuestions,
  restoreAnswers,
  resumeIndex,
  UNSEEN,
} from "./attemptState";
import type { AttemptEndpoints } from "./endpoints";

/** A written answer is saved once typing pauses this long. */
export const TEXT_SAVE_DELAY_MS = 600;

export interface SessionState {
  answers: Answers;
  /** Index of the question on screen, in paper order. */
  index: number;
}

export interface SessionOptions {
  attempt: StartedAttempt;
  endpoints: AttemptEndpoints;
  onClosed?: AnswerQueueOptions["onClosed"];
  onReconnect?: AnswerQueueOptions["onReconnect"];
  now?: () => number;
}

/**
 * One attempt as the test screen drives it: the answers, the question on screen, the time spent on each
 * question, and a save queued for every change and every visit. React reads it with useSyncExternalStore.
 */
export class AttemptSession {
  readonly questions: AttemptQuestion[];
  readonly queue: AnswerQueue;
  private state: SessionState;
  private enteredAt: number;
  private textTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor({ attempt, endpoints, onClosed, onReconnect, now = Date.now }: SessionOptions) {
    this.now = now;
    this.questions = orderQuestions(attempt.questions);
    this.queue = new AnswerQueue({
      key: queueKey(endpoints.scope, endpoints.attemptId),
      send: ({ questionId, body }) => endpoints.save(questionId, body),
      onClosed,
      onReconnect,
    });
    const serverSeq = Math.max(0, ...attempt.answers.map((a) => a.seq));
    this.queue.raiseSeq(serverSeq);
    const pending = this.queue.pendingSaves();
    this.state = {
      answers: restoreAnswers(attempt.answers, pending),
      index: resumeIndex(this.questions, attempt.currentQuestionId, serverSeq, pending),
    };
    this.enteredAt = this.now();
    this.visit();
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  get current(): AttemptQuestion {
    return this.questions[this.state.index]!;
  }

  answerOf(questionId: number): AnswerState {
    return this.state.answers[questionId] ?? UNSEEN;
  }

  /** Picks an option: replaces the choice of a single-select question, toggles one of a multi-select. */
  choose(key: string): void {
    const q = this.current;
    const { selected } = this.answerOf(q.id);
    if (q.answer_type === ANSWER_TYPE.MULTI) {
      const next = selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key].sort();
      this.change({ selected: next });
    } else if (selected.length !== 1 || selected[0] !== key) {
      this.change({ selected: [key] });
    }
  }

  /** A written answer shows at once and is saved when typing pauses. */
  setText(text: string): void {
    const id = this.current.id;
    this.patch(id, { text });
    if (this.textTimer !== null) clearTimeout(this.textTimer);
    this.textTimer = setTimeout(() => {
      this.textTimer = null;
      this.save(id);
    }, TEXT_SAVE_DELAY_MS);
  }

  clearResponse(): void {
    this.dropTextTimer();
    this.change({ selected: [], text: "" });
  }

  /** NTA's Save & Next: the answer stands (no longer marked for review) and the next question shows. */
  saveAndNext(): void {
    this.patch(this.current.id, { marked: false });
    this.goTo(this.state.index + 1);
  }

  markAndNext(): void {
    this.patch(this.current.id, { marked: true });
    this.goTo(this.state.index + 1);
  }

  previous(): void {
    this.goTo(this.state.index - 1);
  }

  /** Leaves the question on screen (saving its answer and time) and visits another. */
  goTo(index: number): void {
    const target = Math.min(Math.max(index, 0), this.questions.length - 1);
    this.finish();
    if (target === this.state.index) return;
    this.state = { ...this.state, index: target };
    this.visit();
  }

  /**
   * Saves the answer on screen with its time so far: before leaving it, before submitting, and when the
   * page is hidden or unloaded (the queue stores it at once, so a reload loses neither typing nor time).
   */
  finish(): void {
    const id = this.current.id;
    this.dropTextTimer();
    this.patch(id, { timeSpentMs: this.timeOnScreen(id) });
    this.enteredAt = this.now();
    this.save(id);
  }

  /** The page is visible again: time while it was hidden does not count (finish() ran when it hid). */
  restartClock(): void {
    this.enteredAt = this.now();
  }

  dispose(): void {
    this.dropTextTimer();
    this.queue.dispose();
    this.listeners.clear();
  }

  /** Cumulative time on a question, counting the current visit. */
  private timeOnScreen(questionId: number): number {
    const base = this.answerOf(questionId).timeSpentMs;
    return questionId === this.current.id ? base + Math.max(0, this.now() - this.enteredAt) : base;
  }

  private visit(): void {
    this.patch(this.current.id, { visited: true });
    this.save(this.current.id);
  }

  private change(patch: Partial<AnswerState>): void {
    this.patch(this.current.id, patch);
    this.save(this.current.id);
  }

  private save(questionId: number): void {
    const a = this.answerOf(questionId);
    this.queue.enqueue(questionId, {
      // Keys come from the question's own options, so they are option keys.
      selected: a.selected as OptionKey[],
      text: a.text,
      marked: a.marked,
      time_spent_ms: Math.min(Math.round(this.timeOnScreen(questionId)), MAX_TIME_SPENT_MS),
    });
  }

  private patch(questionId: number, patch: Partial<AnswerState>): void {
    const answer = { ...this.answerOf(questionId), ...patch };
    this.state = { ...this.state, answers: { ...this.state.answers, [questionId]: answer } };
    for (const listener of this.listeners) listener();
  }

  private dropTextTimer(): void {
    if (this.textTimer !== null) {
      clearTimeout(this.textTimer);
      this.textTimer = null;
    }
  }
}
