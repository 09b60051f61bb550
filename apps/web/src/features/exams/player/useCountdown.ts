import { useMemo, useSyncExternalStore } from "react";
import { translate } from "../../../lib/i18n/language";

/**
 * The test's clock: whole seconds left until the server's `deadline`, read from the browser's clock
 * corrected by the skew seen when the attempt arrived (`serverNow` against the local time then), so a wrong
 * PC clock neither shortens nor lengthens the test. Listeners hear each new second; only what shows or
 * acts on the time subscribes, so a tick re-renders the timer and not the whole test screen (on a slow
 * phone that render was a task of 60-100 ms every second, in the way of the student's taps).
 */
export interface Countdown {
  subscribe: (listener: () => void) => () => void;
  secondsLeft: () => number;
}

export function createCountdown(deadline: number, serverNow: number): Countdown {
  const skew = serverNow - Date.now();
  const read = () => Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000));
  const listeners = new Set<() => void>();
  let seconds = read();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const next = read();
    if (next === seconds) return;
    seconds = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      // A short tick keeps the display within a quarter second of the true time after the tab sleeps.
      if (!timer) timer = setInterval(tick, 250);
      tick();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    secondsLeft: () => seconds,
  };
}

/** One clock per attempt (a new deadline makes a new one). */
export function useCountdown(deadline: number, serverNow: number): Countdown {
  return useMemo(() => createCountdown(deadline, serverNow), [deadline, serverNow]);
}

/** Re-renders the caller when `select` of the seconds left changes (every second without `select`). */
export function useClock<T = number>(clock: Countdown, select?: (secondsLeft: number) => T): T {
  return useSyncExternalStore(clock.subscribe, () =>
    select ? select(clock.secondsLeft()) : (clock.secondsLeft() as T),
  );
}

/** 1:05:09 or 05:09. */
export function formatClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const mmss = `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** "1 hour 5 minutes" style, for screen readers. */
export function spokenClock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const hours =
    h > 0 ? translate("time.hours", "{{count}} hours", { count: h, defaultValue_one: "{{count}} hour" }) : "";
  const minutes =
    m > 0
      ? translate("time.minutes", "{{count}} minutes", { count: m, defaultValue_one: "{{count}} minute" })
      : "";
  const seconds = (n: number) =>
    translate("time.seconds", "{{count}} seconds", { count: n, defaultValue_one: "{{count}} second" });
  return [hours, minutes, h === 0 && s > 0 ? seconds(s) : ""].filter(Boolean).join(" ") || seconds(0);
}
