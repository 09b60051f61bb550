import { nextRetryDelay } from "@medhavi/domain";
import { ApiError } from "../http";
import type { OutboxEntry, OutboxStore } from "./store";

/**
 * The outbox (spec section 4, Connectivity): state-changing requests a student made while the server could
 * not be reached, kept in IndexedDB and replayed in the order they were made, one at a time, each with its
 * Idempotency-Key (the entry id) so a request that did reach the server before the connection dropped is
 * answered from the server's record instead of running twice.
 *
 * When to send: at once when the connectivity monitor says the server is up; after a failure, again when
 * the monitor turns from down to up (its probe: HEAD /favicon.ico, 5 s time-out, 3 s x 1.5 up to 3600 s)
 * and, for a server that answered with a passing error (5xx, 429, 408, 409 "still processing"), after the
 * same 3 s x 1.5 back-off. A refusal (other 4xx) drops that entry with a toast and the next one goes on.
 * A 401 stops the replay: the session is over and the entries wait for the same student to sign in.
 */

export type Outcome =
  | { kind: "sent"; entry: OutboxEntry; data: unknown }
  | { kind: "refused"; entry: OutboxEntry; message: string };

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one entry (with `Idempotency-Key: entry.id`); resolves to the reply's data. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  connectivity: { getState(): { online: boolean }; subscribe(listener: () => void): () => void };
  /** The signed-in student, or null. */
  currentUser: () => number | null;
  onOutcome: (outcome: Outcome) => void;
  /** The number of entries changed (for the banner and the localStorage hint). */
  onCount?: (count: number) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  now?: () => number;
  newId?: () => string;
}

/** The server keeps idempotency records this long; older entries are not replayed (they could double). */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type NewEntry = Pick<OutboxEntry, "method" | "path" | "label"> & { body?: unknown; id?: string };

/** Worth trying again later: no connection, a server or proxy failing, rate limiting, still processing. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [408, 409, 429].includes(error.status);
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

export class Outbox {
  private entries: OutboxEntry[] = [];
  private readonly ready: Promise<void>;
  private sending = false;
  private retryTimer: unknown = null;
  private lastDelay: number | null = null;
  private wasOnline: boolean;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private readonly setTimer: NonNullable<OutboxDeps["setTimeout"]>;
  private readonly clearTimer: NonNullable<OutboxDeps["clearTimeout"]>;
  private readonly now: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.setTimer = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
    this.clearTimer =
      deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.now = deps.now ?? Date.now;
    this.wasOnline = deps.connectivity.getState().online;
    this.unsubscribe = deps.connectivity.subscribe(() => {
      const { online } = deps.connectivity.getState();
      if (online && !this.wasOnline) this.retryNow();
      this.wasOnline = online;
    });
    this.ready = deps.store.all().then(
      (stored) => {
        // Entries enqueued while the store was loading keep their place after the stored ones.
        const known = new Set(stored.map((e) => e.id));
        this.entries = [...stored, ...this.entries.filter((e) => !known.has(e.id))].sort(
          (a, b) => a.seq - b.seq,
        );
        this.changed();
        this.pump();
      },
      (error: unknown) => console.error("The outbox could not be read", error),
    );
  }

  /** Resolves once the stored entries are loaded. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Entries in sending order. */
  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  count(): number {
    return this.entries.length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Queues a request behind the ones already waiting (and tries to send at once if the server is up). */
  async enqueue(input: NewEntry): Promise<OutboxEntry> {
    await this.ready;
    const last = this.entries[this.entries.length - 1];
    const entry: OutboxEntry = {
      id: input.id ?? (this.deps.newId ?? randomId)(),
      seq: (last?.seq ?? 0) + 1,
      userId: this.deps.currentUser(),
      method: input.method,
      path: input.path,
      label: input.label,
      createdAt: this.now(),
      ...(input.body === undefined ? {} : { body: input.body }),
    };
    this.entries.push(entry);
    this.changed();
    await this.deps.store.put(entry);
    this.pump();
    return entry;
  }

  /** Try now (the server is back, a student signed in, the banner's Retry). */
  retryNow(): void {
    if (this.retryTimer !== null) {
      this.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    this.pump();
  }

  /** Logout: a shared phone must not send one student's changes under the next one's name. */
  async clear(): Promise<void> {
    this.entries = [];
    this.changed();
    await this.deps.store.clear();
  }

  dispose(): void {
    this.unsubscribe();
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.listeners.clear();
  }

  /** The first entry the signed-in student may send now, dropping those too old to replay safely. */
  private next(): OutboxEntry | undefined {
    const user = this.deps.currentUser();
    for (const entry of this.entries) {
      if (this.now() - entry.createdAt > OUTBOX_MAX_AGE_MS) {
        this.drop(entry, "It waited more than a day for a connection; please make this change again.");
        return this.next();
      }
      // Anonymous entries (a public form) carry their own key in the body and go whoever is signed in.
      if (entry.userId === null || entry.userId === user) return entry;
    }
    return undefined;
  }

  private pump(): void {
    if (this.sending || this.retryTimer !== null) return;
    if (!this.deps.connectivity.getState().online) return; // the monitor's "up" brings us back
    const entry = this.next();
    if (!entry) return;
    this.sending = true;
    this.deps.send(entry).then(
      (data) => {
        this.sending = false;
        this.lastDelay = null;
        this.remove(entry);
        this.deps.onOutcome({ kind: "sent", entry, data });
        this.pump();
      },
      (error: unknown) => {
        this.sending = false;
        if (error instanceof ApiError && error.status === 401) return; // waits for the student to sign in
        if (isTransient(error)) {
          const delay = Math.max(
            nextRetryDelay(this.lastDelay),
            error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0,
          );
          this.lastDelay = nextRetryDelay(this.lastDelay);
          this.retryTimer = this.setTimer(() => {
            this.retryTimer = null;
            this.pump();
          }, delay);
          return;
        }
        this.drop(entry, error instanceof ApiError ? error.message : String(error));
        this.pump();
      },
    );
  }

  private drop(entry: OutboxEntry, message: string): void {
    this.remove(entry);
    this.deps.onOutcome({ kind: "refused", entry, message });
  }

  private remove(entry: OutboxEntry): void {
    this.entries = this.entries.filter((e) => e.id !== entry.id);
    this.changed();
    this.deps.store.delete(entry.id).catch((error: unknown) => console.error("outbox: delete failed", error));
  }

  private changed(): void {
    this.deps.onCount?.(this.entries.length);
    for (const listener of this.listeners) listener();
  }
}
