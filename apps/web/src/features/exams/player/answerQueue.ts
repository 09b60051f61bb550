import type { AnswerSave } from "@medhavi/domain";
import { ApiError } from "../../../lib/http";
import { registerPendingSource } from "../../../lib/outbox/outboxState";

/**
 * The answer queue: every change the student makes becomes a save with a per-attempt `seq`, kept in
 * localStorage until the server acknowledges it and sent in order, one at a time. A network failure (or a
 * server hiccup) retries with back-off and again at once when the browser or the connectivity monitor
 * says the connection is back; a 409 (time up / submitted) closes the queue. Because the seq counter and
 * the unsent saves are stored, a reload resumes exactly where the last tab stopped.
 *
 * Answers keep this queue (not the app's outbox in lib/outbox): saves are superseded per question, ordered
 * by the attempt's `seq` (which the server already uses to ignore replays), read synchronously on resume
 * and flushed before submission. Its unsent saves count in the app's "changes waiting" indicator.
 */

export type AnswerBody = Omit<AnswerSave, "seq">;

export interface QueuedSave {
  questionId: number;
  body: AnswerSave & { seq: number };
}

export interface QueueState {
  /** Saves not yet acknowledged by the server. */
  pending: number;
  /** idle: nothing to do; sending: a save is in flight; waiting: retrying after a failure; closed: 409. */
  status: "idle" | "sending" | "waiting" | "closed";
  /**
   * While waiting: the server answered but asked us to come back (503 under load, 429), so the student
   * is not offline and nothing is wrong; the screen keeps saying "Saving…".
   */
  busy?: true;
}

export interface StoredQueue {
  seq: number;
  pending: QueuedSave[];
}

export interface AnswerQueueOptions {
  /** localStorage key of this attempt's queue. */
  key: string;
  send: (save: QueuedSave) => Promise<unknown>;
  /** Called once when the server refuses saves for good (409, or 404 for an attempt that is not ours). */
  onClosed?: (error: ApiError) => void;
  /** Reports that the connection is back; returns an unsubscribe. */
  onReconnect?: (listener: () => void) => () => void;
  storage?: Storage;
  retryDelaysMs?: readonly number[];
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The longest a server's Retry-After may hold a save back. */
export const MAX_RETRY_AFTER_MS = 60_000;

export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** Storage key of an attempt's queue; `scope` keeps student and demo attempts apart. */
export function queueKey(scope: "exam" | "demo", attemptId: number): string {
  return `medhavi-answers:${scope}:${attemptId}`;
}

/** The stored queue of an attempt (empty when there is none or it cannot be read). */
export function readStoredQueue(key: string, storage: Storage = window.localStorage): StoredQueue {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? "null") as Partial<StoredQueue> | null;
    if (parsed && Number.isSafeInteger(parsed.seq) && Array.isArray(parsed.pending)) {
      return { seq: parsed.seq as number, pending: parsed.pending };
    }
  } catch {
    // Unreadable: start afresh; the server has every save it acknowledged.
  }
  return { seq: 0, pending: [] };
}

/** Worth retrying: no connection, the server or a proxy failing, rate limiting, a session to renew. */
function transient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

function closes(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}

export class AnswerQueue {
  private seq: number;
  private pending: QueuedSave[];
  private state: QueueState;
  private inFlight = false;
  private retryTimer: unknown = null;
  /** Whether the last failure was the server asking for a later retry rather than no connection. */
  private busy = false;
  private failures = 0;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private readonly storage: Storage;
  private readonly unsubscribeReconnect: () => void;
  private readonly unregisterPending: () => void;
  private readonly timers: Required<Pick<AnswerQueueOptions, "setTimeout" | "clearTimeout">>;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage ?? window.localStorage;
    const stored = readStoredQueue(options.key, this.storage);
    this.seq = stored.seq;
    this.pending = stored.pending;
    this.state = { pending: this.pending.length, status: "idle" };
    this.timers = {
      setTimeout: options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms)),
      clearTimeout:
        options.clearTimeout ??
        ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)),
    };
    this.unsubscribeReconnect = options.onReconnect?.(() => this.retryNow()) ?? (() => {});
    this.unregisterPending = registerPendingSource(options.key, {
      count: () => this.pending.length,
      subscribe: this.subscribe,
    });
    this.pump(); // saves left from the last page load go first
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Saves restored from storage, oldest first (they win over the server's copy on resume). */
  pendingSaves(): readonly QueuedSave[] {
    return this.pending;
  }

  /** The last seq used. */
  lastSeq(): number {
    return this.seq;
  }

  /** Keeps new seqs above what the server already holds (e.g. saved from another browser). */
  raiseSeq(atLeast: number): void {
    if (atLeast > this.seq) {
      this.seq = atLeast;
      this.persist();
    }
  }

  /** Queues a save and sends it as soon as the ones before it are through. */
  enqueue(questionId: number, body: AnswerBody): QueuedSave {
    this.seq += 1;
    const save: QueuedSave = { questionId, body: { ...body, seq: this.seq } };
    if (this.disposed) return save; // a queue left behind (remount, submitted) must not touch storage
    if (this.state.status !== "closed") {
      // An unsent older save of the same question is superseded: the server would ignore it anyway.
      this.pending = this.pending.filter((p, i) => p.questionId !== questionId || (i === 0 && this.inFlight));
      this.pending.push(save);
    }
    this.persist();
    this.update();
    this.pump();
    return save;
  }

  /** Try again now (reconnected, or the student asked). */
  retryNow(): void {
    if (this.state.status !== "waiting") return;
    this.clearRetry();
    this.pump();
  }

  /** Resolves when every save is acknowledged ("saved") or the server closed the attempt ("closed"). */
  flush(): Promise<"saved" | "closed"> {
    this.retryNow();
    return new Promise((resolve) => {
      const check = () => {
        if (this.state.status === "closed") resolve("closed");
        else if (this.pending.length === 0) resolve("saved");
        else return false;
        unsubscribe();
        return true;
      };
      const unsubscribe = this.subscribe(() => void check());
      check();
    });
  }

  /** After submission: nothing is left to send, so forget the attempt's storage (and stop). */
  clear(): void {
    this.pending = [];
    this.storage.removeItem(this.options.key);
    this.update();
    this.dispose();
  }

  dispose(): void {
    this.disposed = true;
    this.clearRetry();
    this.unsubscribeReconnect();
    this.unregisterPending();
    this.listeners.clear();
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.retryTimer !== null || this.state.status === "closed") return;
    const next = this.pending[0];
    if (!next) return;
    this.inFlight = true;
    this.update();
    this.options.send(next).then(
      () => {
        this.inFlight = false;
        if (this.disposed) return;
        this.failures = 0;
        this.pending = this.pending.filter((p) => p !== next);
        this.persist();
        this.update();
        this.pump();
      },
      (error: unknown) => {
        this.inFlight = false;
        if (this.disposed) return;
        if (closes(error)) {
          this.state = { pending: this.pending.length, status: "closed" };
          this.notify();
          this.options.onClosed?.(error);
        } else if (transient(error)) {
          const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
          const backOff = delays[Math.min(this.failures, delays.length - 1)] ?? 1_000;
          // An overloaded server (503/429 with Retry-After) says when to come back: not sooner, and not
          // later than a minute, whatever it says. The save stays queued and the student sees no error.
          const asked = error instanceof ApiError ? error.retryAfterMs : null;
          this.busy = error instanceof ApiError && (error.status >= 500 || error.status === 429);
          const delay = asked === null ? backOff : Math.min(Math.max(asked, backOff), MAX_RETRY_AFTER_MS);
          this.failures += 1;
          this.retryTimer = this.timers.setTimeout(() => {
            this.retryTimer = null;
            this.pump();
          }, delay);
          this.update();
        } else {
          // A save the server can never accept (e.g. a 400) must not hold back the ones after it.
          console.error(`Answer save ${next.body.seq} for question ${next.questionId} was refused`, error);
          this.pending = this.pending.filter((p) => p !== next);
          this.persist();
          this.update();
          this.pump();
        }
      },
    );
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) {
      this.timers.clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }

  private persist(): void {
    try {
      this.storage.setItem(this.options.key, JSON.stringify({ seq: this.seq, pending: this.pending }));
    } catch (error) {
      // Storage full or refused (private mode): the saves still go out while this tab is open.
      console.warn("The answer queue could not be stored", error);
    }
  }

  private update(): void {
    if (this.state.status === "closed") return;
    const status: QueueState["status"] = this.inFlight
      ? "sending"
      : this.retryTimer !== null
        ? "waiting"
        : "idle";
    const busy = status === "waiting" && this.busy;
    if (
      status === this.state.status &&
      this.pending.length === this.state.pending &&
      busy === !!this.state.busy
    )
      return;
    this.state = { pending: this.pending.length, status, ...(busy ? { busy: true as const } : {}) };
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
