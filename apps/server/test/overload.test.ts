import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { eventLoopSignal, isOverloaded, type Load, OVERLOADED } from "../src/platform/overload";
import { send, startTestApp } from "./helpers";

// The server reads an injected load, so what these tests see never depends on how busy the machine is.
const load: Load = { delayMs: 0, utilization: 0 };
const signal = { start() {}, stop() {}, read: () => load };

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp(
    { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "30", OVERLOAD_RETRY_AFTER_S: "4" },
    { loadSignal: signal },
  );
  await t.app.ready();
});
afterAll(async () => t?.close());

const SETTINGS = {
  maxEventLoopDelayMs: 30,
  maxEventLoopUtilization: 0.9,
  sampleIntervalMs: 50,
  retryAfterS: 4,
};

describe("load shedding", () => {
  it("reads sane defaults and the environment's thresholds", () => {
    expect(loadConfig({}).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 500,
      retryAfterS: 3,
    });
    expect(t.app.platform.config.overload.maxEventLoopDelayMs).toBe(30);
    expect(() => loadConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: "2" })).toThrow(/OVERLOAD/);
  });

  it("counts a load as too much past either limit, and a limit of 0 as no limit", () => {
    expect(isOverloaded({ delayMs: 30, utilization: 0.9 }, SETTINGS)).toBe(false);
    expect(isOverloaded({ delayMs: 31, utilization: 0 }, SETTINGS)).toBe(true);
    expect(isOverloaded({ delayMs: 0, utilization: 0.95 }, SETTINGS)).toBe(true);
    const off = { ...SETTINGS, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 };
    expect(isOverloaded({ delayMs: 10_000, utilization: 1 }, off)).toBe(false);
  });

  it("answers API requests 503 with Retry-After and the envelope while overloaded, never health checks", async () => {
    load.delayMs = 0;
    expect((await send(t.app, "GET", "/api/user_exam/get_all_courses")).status).toBe(200);

    load.delayMs = 250;
    const shed = await t.app.inject({ method: "GET", url: "/api/user_exam/get_all_courses" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("4");
    expect(shed.json()).toEqual({
      status: "error",
      message: OVERLOADED,
      data: null,
      requestId: shed.headers["x-request-id"],
    });
    expect((await send(t.app, "GET", "/api/health")).status).toBe(200);
    // Static files and pages are never shed.
    expect((await t.app.inject({ method: "GET", url: "/favicon.ico" })).statusCode).not.toBe(503);

    // The load passes: the same request succeeds again.
    load.delayMs = 0;
    expect((await send(t.app, "GET", "/api/user_exam/get_all_courses")).status).toBe(200);
  });
});

describe("the event loop's own signal", () => {
  it("reads a stalled loop as delayed and busy once a sample covers the stall", async () => {
    const own = eventLoopSignal(100);
    own.start();
    try {
      expect(own.read()).toEqual({ delayMs: 0, utilization: 0 });
      const until = performance.now() + 200;
      while (performance.now() < until) {} // the loop cannot turn for 200 ms
      // Wait for the sample that covers the stall, however late the machine runs the timer.
      await expect.poll(() => own.read().delayMs, { timeout: 30_000, interval: 5 }).toBeGreaterThan(30);
    } finally {
      own.stop();
    }
  });
});
