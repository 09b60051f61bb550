import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { fail } from "@medhavi/domain";
import type { FastifyInstance } from "fastify";

export interface OverloadSettings {
  /** Shed load when the event loop's mean delay over a sample passes this (ms); 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Shed load when the event loop is busier than this share of a sample (0-1); 0 turns it off. */
  maxEventLoopUtilization: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs: number;
  /** Seconds a shed client is told to wait (`Retry-After`). */
  retryAfterS: number;
}

export interface Load {
  /** Mean event-loop delay over the last sample, in ms. */
  delayMs: number;
  /** Share of the last sample the event loop was busy (0-1). */
  utilization: number;
}

/** What load shedding reads. The server's own is `eventLoopSignal`; tests inject a load of their choosing. */
export interface LoadSignal {
  /** Called when the server is ready: start-up (migrations, PGlite's initdb) stalls the loop by design. */
  start(): void;
  read(): Load;
  stop(): void;
}

export const OVERLOADED =
  "The server is very busy right now. Your work is safe; it will be sent again shortly.";

const RESOLUTION_MS = 10;

/** This process's event loop, sampled every `intervalMs` (as @fastify/under-pressure measures it). */
export function eventLoopSignal(intervalMs: number): LoadSignal {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let since = performance.eventLoopUtilization();
  let last: Load = { delayMs: 0, utilization: 0 };
  let timer: NodeJS.Timeout | undefined;
  const sample = () => {
    // No sample at all means the loop never turned in the interval.
    const mean = histogram.mean / 1e6 - RESOLUTION_MS;
    last = {
      delayMs: Number.isNaN(mean) ? Number.POSITIVE_INFINITY : Math.max(0, mean),
      utilization: performance.eventLoopUtilization(since).utilization,
    };
    since = performance.eventLoopUtilization();
    histogram.reset();
  };
  return {
    start() {
      histogram.enable();
      since = performance.eventLoopUtilization();
      timer = setInterval(sample, intervalMs).unref();
    },
    read: () => last,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

export function isOverloaded(load: Load, settings: OverloadSettings): boolean {
  return (
    (settings.maxEventLoopDelayMs > 0 && load.delayMs > settings.maxEventLoopDelayMs) ||
    (settings.maxEventLoopUtilization > 0 && load.utilization > settings.maxEventLoopUtilization)
  );
}

const HEALTH = /^\/api\/health(?:[/?]|$)/;

/**
 * Load shedding: while the event loop lags past the limits, API requests get a quick 503 with
 * `Retry-After` instead of queueing behind work the server cannot finish in time (a start storm on exam
 * day). Clients that honour it (the test player's save queue) retry without showing an error. Health
 * checks are never shed, so a load balancer does not take a busy replica out; neither are static files
 * (the page shell is cheap and precompressed, and a 503 page would be worse than a slow one).
 */
export function registerLoadShedding(
  app: FastifyInstance,
  settings: OverloadSettings,
  injected?: LoadSignal,
) {
  if (settings.maxEventLoopDelayMs <= 0 && settings.maxEventLoopUtilization <= 0) return;
  const signal = injected ?? eventLoopSignal(settings.sampleIntervalMs);
  app.addHook("onReady", async () => signal.start());
  app.addHook("onClose", async () => signal.stop());
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url;
    if (!path.startsWith("/api/") || HEALTH.test(path)) return;
    if (!isOverloaded(signal.read(), settings)) return;
    return reply.status(503).header("retry-after", String(settings.retryAfterS)).send(fail(OVERLOADED));
  });
}
