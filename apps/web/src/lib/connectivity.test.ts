import { MESSAGES, OFFLINE_CHECK_TIMEOUT_MS, RETRY_CAP_MS } from "@medhavi/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "./connectivity";

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function setup() {
  const target = new EventTarget();
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  const monitor = new ConnectivityMonitor({
    fetch: fetchMock,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => 1234,
    target: target as unknown as Window,
  });
  monitor.start();
  return { monitor, fetchMock, target };
}

const up = () => Promise.resolve(new Response(null, { status: 200 }));
const down = () => Promise.reject(new TypeError("Failed to fetch"));

describe("ConnectivityMonitor", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts online and probes HEAD /favicon.ico with a cache-busting value and no cache", async () => {
    const { monitor, fetchMock } = setup();
    expect(monitor.getState().online).toBe(true);
    fetchMock.mockImplementation(up);
    await monitor.check();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/favicon.ico?t=1234");
    expect(init).toMatchObject({ method: "HEAD", cache: "no-store" });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("declares down only after a browser offline event is confirmed by a failed probe", async () => {
    const { monitor, fetchMock, target } = setup();
    fetchMock.mockImplementation(down);
    target.dispatchEvent(new Event("offline"));
    expect(monitor.getState()).toMatchObject({ online: true, checking: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState()).toMatchObject({ online: false, checking: false, nextRetryMs: 3000 });
  });

  it("stays online when the offline event turns out to be wrong", async () => {
    const { monitor, fetchMock, target } = setup();
    fetchMock.mockImplementation(up);
    target.dispatchEvent(new Event("offline"));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().online).toBe(true);
  });

  it("retries after 3 s, then 1.5 times longer each time, and recovers when the probe succeeds", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockImplementation(down);
    monitor.reportFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(monitor.getState().nextRetryMs).toBe(4500);

    await vi.advanceTimersByTimeAsync(4500);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(monitor.getState().nextRetryMs).toBe(6750);

    fetchMock.mockImplementation(up);
    await vi.advanceTimersByTimeAsync(6750);
    expect(monitor.getState()).toEqual({ online: true, checking: false, nextRetryMs: null });

    // A later outage starts again at 3 s.
    fetchMock.mockImplementation(down);
    await monitor.check();
    expect(monitor.getState().nextRetryMs).toBe(3000);
  });

  it("never waits longer than the 3600 s cap", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockImplementation(down);
    await monitor.check();
    for (let i = 0; i < 30; i++) {
      await vi.advanceTimersByTimeAsync(monitor.getState().nextRetryMs!);
    }
    expect(monitor.getState().nextRetryMs).toBe(RETRY_CAP_MS);
  });

  it("treats a probe that does not answer within 5 s as down", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const result = monitor.check();
    await vi.advanceTimersByTimeAsync(OFFLINE_CHECK_TIMEOUT_MS - 1);
    expect(monitor.getState().checking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
    expect(monitor.getState().online).toBe(false);
  });

  it("counts any HTTP answer (even an error status) as reachable", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));
    await expect(monitor.check()).resolves.toBe(true);
  });

  it("retry() probes at once and replaces the pending timer", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockImplementation(down);
    await monitor.check();
    fetchMock.mockImplementation(up);
    await monitor.retry();
    expect(monitor.getState().online).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("re-checks on the browser online event", async () => {
    const { monitor, fetchMock, target } = setup();
    fetchMock.mockImplementation(down);
    await monitor.check();
    fetchMock.mockImplementation(up);
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.getState().online).toBe(true);
  });

  it("shares one probe between concurrent checks and notifies subscribers", async () => {
    const { monitor, fetchMock } = setup();
    fetchMock.mockImplementation(down);
    const listener = vi.fn();
    monitor.subscribe(listener);
    await Promise.all([monitor.check(), monitor.check(), monitor.retry()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2); // checking, then down
  });

  it("stop() detaches the listeners and cancels the retry", async () => {
    const { monitor, fetchMock, target } = setup();
    fetchMock.mockImplementation(down);
    await monitor.check();
    monitor.stop();
    target.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uses the spec's offline message", () => {
    expect(MESSAGES.OFFLINE).toBe("You are offline. Please check your internet connection.");
  });
});
