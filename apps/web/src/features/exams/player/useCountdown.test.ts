import { afterEach, describe, expect, it, vi } from "vitest";
import { createCountdown, formatClock } from "./useCountdown";

afterEach(() => vi.useRealTimers());

describe("the test's clock", () => {
  it("tells listeners each new second, not each quarter-second tick, by the server's time", () => {
    vi.useFakeTimers();
    const now = Date.now();
    // The PC clock is a minute fast: by the server, 5 s are left.
    const clock = createCountdown(now - 60_000 + 5_000, now - 60_000);
    expect(clock.secondsLeft()).toBe(5);
    const heard: number[] = [];
    const stop = clock.subscribe(() => heard.push(clock.secondsLeft()));
    vi.advanceTimersByTime(3_000);
    expect(heard).toEqual([4, 3, 2]);
    vi.advanceTimersByTime(10_000);
    expect(heard).toEqual([4, 3, 2, 1, 0]);
    stop();
  });

  it("runs a timer only while someone listens", () => {
    vi.useFakeTimers();
    const clock = createCountdown(Date.now() + 60_000, Date.now());
    expect(vi.getTimerCount()).toBe(0);
    const stopA = clock.subscribe(() => {});
    const stopB = clock.subscribe(() => {});
    expect(vi.getTimerCount()).toBe(1);
    stopA();
    expect(vi.getTimerCount()).toBe(1);
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows hours only when there are some", () => {
    expect(formatClock(3909)).toBe("1:05:09");
    expect(formatClock(309)).toBe("05:09");
  });
});
