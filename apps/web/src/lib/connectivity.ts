import { nextRetryDelay, OFFLINE_CHECK_TIMEOUT_MS } from "@medhavi/domain";
import { useSyncExternalStore } from "react";

/**
 * Connectivity state machine (spec sections 2, 4, 7 and 9).
 *
 *   up --(browser "offline" event | failed request)--> checking --(probe fails)--> down
 *   down --(timer: 3 s, then x1.5 up to 3600 s | retry() | "online" event)--> checking --(probe ok)--> up
 *
 * "Down" is only ever declared after a probe fails: a HEAD request for /favicon.ico with a cache-busting
 * query, aborted after 5 s. Any HTTP answer counts as reachable; only a network error or the time-out
 * counts as down.
 */

export interface ConnectivityState {
  /** False only once a probe has confirmed the connection is down. */
  online: boolean;
  /** A probe is in flight. */
  checking: boolean;
  /** Delay in ms before the next automatic retry while down, or null. */
  nextRetryMs: number | null;
}

export interface ConnectivityDeps {
  fetch: typeof fetch;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export const PROBE_PATH = "/favicon.ico";

export class ConnectivityMonitor {
  private state: ConnectivityState = { online: true, checking: false, nextRetryMs: null };
  private readonly listeners = new Set<() => void>();
  private retryTimer: unknown = null;
  private lastDelay: number | null = null;
  private inFlight: Promise<boolean> | null = null;
  private stopListening: (() => void) | null = null;

  constructor(private readonly deps: ConnectivityDeps) {}

  getState = (): ConnectivityState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Starts listening to the browser's online/offline events. Idempotent. */
  start(): void {
    const target = this.deps.target;
    if (!target || this.stopListening) return;
    const onOffline = () => void this.check();
    const onOnline = () => void this.check();
    target.addEventListener("offline", onOffline);
    target.addEventListener("online", onOnline);
    this.stopListening = () => {
      target.removeEventListener("offline", onOffline);
      target.removeEventListener("online", onOnline);
    };
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.clearRetry();
  }

  /** A request failed at the network level: confirm with a probe. */
  reportFailure(): void {
    void this.check();
  }

  /** Manual retry (the overlay's button): probe now. */
  retry = (): Promise<boolean> => this.check();

  /** Probes the server once (concurrent callers share the probe); resolves to "is up". */
  check(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    this.clearRetry();
    this.setState({ ...this.state, checking: true, nextRetryMs: null });
    this.inFlight = this.probe().then((up) => {
      this.inFlight = null;
      if (up) {
        this.lastDelay = null;
        this.setState({ online: true, checking: false, nextRetryMs: null });
      } else {
        const delay = nextRetryDelay(this.lastDelay);
        this.lastDelay = delay;
        this.retryTimer = this.deps.setTimeout(() => {
          this.retryTimer = null;
          void this.check();
        }, delay);
        this.setState({ online: false, checking: false, nextRetryMs: delay });
      }
      return up;
    });
    return this.inFlight;
  }

  private async probe(): Promise<boolean> {
    const controller = new AbortController();
    const timer = this.deps.setTimeout(() => controller.abort(), OFFLINE_CHECK_TIMEOUT_MS);
    try {
      await this.deps.fetch(`${PROBE_PATH}?t=${this.deps.now()}`, {
        method: "HEAD",
        cache: "no-store",
        signal: controller.signal,
      });
      return true;
    } catch {
      return false;
    } finally {
      this.deps.clearTimeout(timer);
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) {
      this.deps.clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }

  private setState(next: ConnectivityState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The app-wide monitor; main.tsx calls start(). */
export const connectivity = new ConnectivityMonitor({
  fetch: (input, init) => globalThis.fetch(input, init),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  target: typeof window === "undefined" ? undefined : window,
});

export function useConnectivity(monitor: ConnectivityMonitor = connectivity): {
  online: boolean;
  checking: boolean;
  retry: () => Promise<boolean>;
} {
  const state = useSyncExternalStore(monitor.subscribe, monitor.getState, monitor.getState);
  return { online: state.online, checking: state.checking, retry: monitor.retry };
}
