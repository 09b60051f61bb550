import { createConnection } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dbRateLimitStore,
  RateLimiter,
  type RateLimitStore,
  redisRateLimitStore,
  withFallback,
} from "../src/platform/rate-limit";
import { startTestApp } from "./helpers";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.on("connect", () => resolve(socket.end() && true));
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => resolve(socket.destroy() && false));
  });
}

let t: Awaited<ReturnType<typeof startTestApp>>;
const stores: Array<[string, RateLimitStore]> = [];
beforeAll(async () => {
  t = await startTestApp();
  stores.push(["database", dbRateLimitStore(t.app.platform.db)]);
  // Redis is counted too wherever one answers (it does on CI machines).
  if (await redisAnswers()) stores.push(["redis", redisRateLimitStore(REDIS_URL)]);
});
afterAll(async () => {
  for (const [, store] of stores) await store.close();
  await t?.close();
});

describe("rate limit stores", () => {
  it("count hits in a window, refuse past the limit, and start again after it", async () => {
    expect(stores.length).toBeGreaterThanOrEqual(1);
    for (const [name, store] of stores) {
      const limiter = new RateLimiter(store);
      // A window the calls below fit in however loaded the machine; then a wait until it has surely ended.
      const limit = { name: `test-${name}-${Date.now()}`, max: 3, windowMs: 2_000 };
      await limiter.consume(limit, "someone");
      const ended = Date.now() + limit.windowMs; // the window began during that first call
      for (let i = 0; i < 2; i++) await limiter.consume(limit, "someone");
      await expect(limiter.consume(limit, "someone"), name).rejects.toMatchObject({ statusCode: 429 });
      await limiter.consume(limit, "someone-else");
      await new Promise((r) => setTimeout(r, ended + 100 - Date.now()));
      await expect(limiter.consume(limit, "someone"), name).resolves.toBeUndefined();
    }
  });

  it("reserve takes a unit before the check, gives it back when refused or released", async () => {
    for (const [name, store] of stores) {
      const limiter = new RateLimiter(store);
      const limit = { name: `reserve-${name}-${Date.now()}`, max: 2, windowMs: 60_000 };
      const first = await limiter.reserve(limit, "acct");
      (await limiter.reserve(limit, "acct")).keep();
      // Over the limit while `first` is in flight: waits for it, and is refused once it is kept.
      const third = limiter.reserve(limit, "acct");
      setTimeout(() => first.keep(), 50);
      await expect(third, name).rejects.toMatchObject({ statusCode: 429 });
      await first.release(); // kept already: no effect
      await expect(limiter.reserve(limit, "acct"), name).rejects.toMatchObject({ statusCode: 429 });
      await limiter.clear(limit, "acct");
      // A right answer gives its unit back: the waiting request then gets through.
      const right = await limiter.reserve(limit, "acct");
      (await limiter.reserve(limit, "acct")).keep();
      const waiting = limiter.reserve(limit, "acct");
      setTimeout(() => void right.release(), 50);
      await expect(waiting, name).resolves.toMatchObject({ count: 2 });
    }
  });

  it("concurrent reservations never pass the limit", async () => {
    for (const [name, store] of stores) {
      const limiter = new RateLimiter(store);
      const limit = { name: `burst-${name}-${Date.now()}`, max: 7, windowMs: 60_000 };
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, () =>
          limiter.reserve(limit, "x").then((r) => {
            r.keep(); // a wrong answer
            return r;
          }),
        ),
      );
      expect(
        results.filter((r) => r.status === "fulfilled"),
        name,
      ).toHaveLength(7);
    }
  });

  it("a Redis store that cannot connect falls back to the database without an error", async () => {
    const broken = redisRateLimitStore("redis://127.0.0.1:6390");
    const limiter = new RateLimiter(withFallback(broken, dbRateLimitStore(t.app.platform.db)));
    try {
      const limit = { name: `fallback-${Date.now()}`, max: 1, windowMs: 60_000 };
      (await limiter.reserve(limit, "x")).keep();
      await expect(limiter.reserve(limit, "x")).rejects.toMatchObject({ statusCode: 429 });
      expect(await limiter.status()).toBe("down");
    } finally {
      await limiter.close();
    }
  });

  it("two limiters on one store share the count (as two server processes do)", async () => {
    for (const [name, store] of stores) {
      const a = new RateLimiter(store);
      const b = new RateLimiter(store);
      const limit = { name: `shared-${name}-${Date.now()}`, max: 2, windowMs: 60_000 };
      await a.consume(limit, "x");
      await b.consume(limit, "x");
      await expect(a.consume(limit, "x"), name).rejects.toMatchObject({ statusCode: 429 });
    }
  });
});
