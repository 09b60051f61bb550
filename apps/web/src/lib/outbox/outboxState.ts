import { useSyncExternalStore } from "react";
import { translate } from "../i18n/language";

/**
 * What the shell needs to know about unsent changes, without loading the outbox itself (IndexedDB code
 * stays out of the first page's bundle): how many are waiting, from every queue that registers a source
 * (the outbox, a test's answer saves). The outbox leaves a hint in localStorage while it holds anything,
 * so the next start knows to load it and replay.
 */

export const OUTBOX_HINT_KEY = "medhavi-outbox";
/** Fired on window after a queued change reached the server; detail: { path, data }. */
export const DELIVERED_EVENT = "medhavi:outbox-delivered";

type Source = { count: () => number; subscribe: (listener: () => void) => () => void };

const sources = new Map<string, Source>();
const listeners = new Set<() => void>();
let total = 0;

function recompute(): void {
  let next = 0;
  for (const source of sources.values()) next += source.count();
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

/** Adds a queue to the count; returns a function that removes it. */
export function registerPendingSource(name: string, source: Source): () => void {
  sources.set(name, source);
  const unsubscribe = source.subscribe(recompute);
  recompute();
  return () => {
    unsubscribe();
    if (sources.get(name) === source) sources.delete(name);
    recompute();
  };
}

export function pendingChanges(): number {
  return total;
}

/** Waiting in one source only (e.g. "outbox"). */
export function pendingIn(name: string): number {
  return sources.get(name)?.count() ?? 0;
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePendingChanges(): number {
  return useSyncExternalStore(subscribePending, pendingChanges, pendingChanges);
}

/** "2 changes will be sent when you're back online." */
export function pendingMessage(count: number): string {
  return translate("outbox.pending", "{{count}} changes will be sent when you're back online.", {
    count,
    defaultValue_one: "{{count}} change will be sent when you're back online.",
  });
}

/** True when the last page load left changes in the outbox (cheap: no IndexedDB). */
export function outboxHinted(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): boolean {
  try {
    return Number(storage?.getItem(OUTBOX_HINT_KEY) ?? 0) > 0;
  } catch {
    return false;
  }
}
