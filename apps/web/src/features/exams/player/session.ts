import {
  ANSWER_TYPE,
  type AttemptQuestion,
  attemptLimitRefusal,
  MAX_TIME_SPENT_MS,
  type OptionKey,
  QUESTION_KIND,
  readNumericAnswer,
  type StartedAttempt,
} from "@medhavi/domain";
import { AnswerQueue, type AnswerQueueOptions, queueKey } from "./answerQueue";
import {
  type AnswerState,
  type Answers,
  isAnswered,
  orderQuestions,
  restoreAnswers,
  resumeIndex,
  UNSEEN,
} from "./attemptState";
import type { AttemptEndpoints } from "./endpoints";

/** A written answer is saved once typing pauses this long. */
export const TEXT_SAVE_DELAY_MS = 600;

export interface SessionState {
  /** The saved answers (what the palette shows and the server grades). */
  answers: Answers;
  /** Index of the question on screen, in paper order. */
  index: number;
  /**
   * The choice on screen not yet saved (NTA: only Save & Next or Mark for Review & Next save it; moving
   * by the palette, a section tab or Previous drops it). Null when the screen shows the saved answer.
   */
  draft: Pick<AnswerState, "selected" | "text"> | null;
  /** Why the last Save was refused (attempt any N, an unreadable number); cleared by the next change. */
  refusal: string | null;
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
  private readonly sections: StartedAttempt["exam"]["sections"];
  private state: SessionState;
  private enteredAt: number;
  private textTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor({ attempt, endpoints, onClosed, onReconnect, now = Date.now }: SessionOptions) {
    this.now = now;
    this.questions = orderQuestions(attempt.questions);
    this.sections = attempt.exam.sections;
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
      draft: null,
      refusal: null,
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

  /** What the screen shows for a question: the unsaved choice on the current one, else the saved answer. */
  shownOf(questionId: number): AnswerState {
    const saved = this.answerOf(questionId);
    const { draft } = this.state;
    return draft && questionId === this.current.id ? { ...saved, ...draft } : saved;
  }

  /** Picks an option: replaces the choice of a single-select question, toggles one of a multi-select. */
  choose(key: string): void {
    const q = this.current;
    const { selected, text } = this.shownOf(q.id);
    if (q.answer_type === ANSWER_TYPE.MULTI) {
      const next = selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key].sort();
      this.setDraft({ selected: next, text });
    } else if (selected.length !== 1 || selected[0] !== key) {
      this.setDraft({ selected: [key], text });
    }
  }

  /** A number typed on the keypad or keyboard: held on screen until a Save button saves it. */
  setNumber(text: string): void {
    this.setDraft({ selected: [], text });
  }

  /** A written answer shows at once and is saved when typing pauses (long answers are never lost). */
  setText(text: string): void {
    const id = this.current.id;
    this.patch(id, { text });
    if (this.textTimer !== null) clearTimeout(this.textTimer);
    this.textTimer = setTimeout(() => {
      this.textTimer = null;
      this.save(id);
    }, TEXT_SAVE_DELAY_MS);
  }

  /** NTA's Clear Response: the question is unanswered again, saved at once. */
  clearResponse(): void {
    this.dropTextTimer();
    this.state = { ...this.state, draft: null, refusal: null };
    this.change({ selected: [], text: "" });
  }

  /** NTA's Save & Next: the choice on screen is saved (no longer marked for review) and the next question shows. */
  saveAndNext(): boolean {
    return this.commit(false);
  }

  /** NTA's Mark for Review & Next: saved and marked ("answered and marked" is evaluated). */
  markAndNext(): boolean {
    return this.commit(true);
  }

  /**
   * Saves the choice on screen with the mark, then moves on; refused (staying here, with the reason
   * in `refusal`) when the number cannot be read or the section already has its "any N" answers.
   */
  private commit(marked: boolean): boolean {
    const q = this.current;
    const chosen = this.shownOf(q.id);
    const refusal = this.refusalFor(q, chosen);
    if (refusal) {
      this.state = { ...this.state, refusal };
      for (const listener of this.listeners) listener();
      return false;
    }
    this.state = { ...this.state, draft: null, refusal: null };
    this.patch(q.id, { selected: chosen.selected, text: chosen.text, marked });
    this.goTo(this.state.index + 1);
    return true;
  }

  private refusalFor(q: AttemptQuestion, chosen: AnswerState): string | null {
    if (q.kind === QUESTION_KIND.SUBJECTIVE || !isAnswered(chosen)) return null;
    if (q.answer_type === ANSWER_TYPE.NUMERICAL) {
      const read = readNumericAnswer(chosen.text, q.integer_only);
      if (read && !read.ok) return read.message;
    }
    if (isAnswered(this.answerOf(q.id))) return null;
    const others = this.questions.filter(
      (o) => o.section === q.section && o.id !== q.id && isAnswered(this.answerOf(o.id)),
    ).length;
    return attemptLimitRefusal(this.sections[q.section], others);
  }

  previous(): void {
    this.goTo(this.state.index - 1);
  }

  /**
   * Leaves the question on screen (saving its time; an unsaved choice is dropped, as NTA's palette
   * does) and visits another.
   */
  goTo(index: number): void {
    const target = Math.min(Math.max(index, 0), this.questions.length - 1);
    this.finish();
    if (target === this.state.index) return;
    this.state = { ...this.state, index: target, draft: null, refusal: null };
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

  private setDraft(draft: Pick<AnswerState, "selected" | "text">): void {
    this.state = { ...this.state, draft, refusal: null };
    for (const listener of this.listeners) listener();
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
