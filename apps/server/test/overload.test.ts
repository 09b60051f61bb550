import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { OVERLOADED } from "../src/platform/overload";
import { send, startTestApp } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  // A threshold any stall of the loop passes, sampled often, so the test can force the overload.
  t = await startTestApp({
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: "30",
    OVERLOAD_SAMPLE_INTERVAL_MS: "50",
    OVERLOAD_RETRY_AFTER_S: "4",
  });
  await t.app.ready();
});
afterAll(async () => t?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the event loop like a server that cannot keep up, then lets the pressure sample run. */
async function stallLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
  await pause(0); // the overdue sample timer runs before this one
}

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

  it("answers API requests 503 with Retry-After and the envelope while overloaded, never health checks", async () => {
    await pause(150); // past the start-up samples
    expect((await send(t.app, "GET", "/api/user_exam/get_all_courses")).status).toBe(200);

    let shed: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    let health: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 10 && !shed; i++) {
      await stallLoop(250);
      const res = await t.app.inject({ method: "GET", url: "/api/user_exam/get_all_courses" });
      if (res.statusCode === 503) {
        shed = res;
        health = await send(t.app, "GET", "/api/health");
      }
    }
    expect(shed, "the server never shed load").toBeDefined();
    expect(shed!.headers["retry-after"]).toBe("4");
    expect(shed!.json()).toEqual({
      status: "error",
      message: OVERLOADED,
      data: null,
      requestId: shed!.headers["x-request-id"],
    });
    expect(health!.status).toBe(200);

    // The loop recovers: the next samples clear the pressure and the same request succeeds again.
    await pause(200);
    expect((await send(t.app, "GET", "/api/user_exam/get_all_courses")).status).toBe(200);
  });
});
