import underPressure from "@fastify/under-pressure";
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

export const OVERLOADED =
  "The server is very busy right now. Your work is safe; it will be sent again shortly.";

/**
 * Load shedding (`@fastify/under-pressure`): while the event loop lags past the limits, API requests get a
 * quick 503 with `Retry-After` instead of queueing behind work the server cannot finish in time (a start
 * storm on exam day). Clients that honour it (the test player's save queue) retry without showing an
 * error. Health checks are never shed, so a load balancer does not take a busy replica out; neither are
 * static files (the page shell is cheap and precompressed, and a 503 page would be worse than a slow one).
 */
export async function registerLoadShedding(app: FastifyInstance, settings: OverloadSettings) {
  if (settings.maxEventLoopDelayMs <= 0 && settings.maxEventLoopUtilization <= 0) return;
  // Start-up (migrations, seeding, PGlite's initdb on the event loop) stalls the loop for seconds by design;
  // the samples that cover it say nothing about load, so shedding starts two samples after the server is ready.
  let shedFrom = Number.POSITIVE_INFINITY;
  app.addHook("onReady", async () => {
    shedFrom = Date.now() + 2 * settings.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterS,
    pressureHandler: (request, reply) => {
      const path = request.url;
      if (Date.now() < shedFrom) return;
      if (!path.startsWith("/api/") || /^\/api\/health(?:[/?]|$)/.test(path)) return;
      reply.status(503).header("retry-after", String(settings.retryAfterS));
      // A value returned here is what the plugin sends (its types say void, its code sends any non-null).
      return fail(OVERLOADED) as unknown as undefined;
    },
  });
}
