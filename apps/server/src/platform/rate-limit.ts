import type { RateRule } from "@medhavi/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "./errors";

/** Fixed-window counters shared by every server process: in the database, or in Redis when configured. */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the window's count and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes one hit back (never below zero): an attempt that was reserved and turned out fine. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Whether the store's own service answers; the database store always does. */
  status(): Promise<"up" | "down">;
  close(): Promise<void>;
}

export function dbRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return { count: row?.count ?? 1, resetAt: row?.resetAt.getTime() ?? resetAt.getTime() };
    },
    async release(key) {
      await db.execute(
        sql`UPDATE ${rateLimits} SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_at > now()`,
      );
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async status() {
      return "up";
    },
    async close() {},
  };
}

const RELEASE_SCRIPT = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

export function redisRateLimitStore(url: string, log?: FastifyBaseLogger): RateLimitStore {
  // No offline queue and short timeouts: while Redis is away a command fails at once (and the
  // fallback store answers) instead of holding the request.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  let lastLogged = 0;
  redis.on("error", (err) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log?.warn({ err }, "Redis is unreachable; rate limits use the database until it answers");
  });
  const k = (key: string) => `medhavi:rl:${key}`;
  return {
    async hit(key, windowMs) {
      const replies = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").pttl(k(key)).exec();
      const failed = replies?.find(([err]) => err)?.[0];
      if (!replies || failed) throw failed ?? new Error("Redis transaction aborted");
      const count = Number(replies[0]?.[1] ?? 1);
      const ttl = Number(replies[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async status() {
      if (redis.status !== "ready") {
        // Just started: give the first connection a moment before calling Redis down.
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1000);
          redis.once("ready", () => resolve(clearTimeout(timer)));
        });
      }
      if (redis.status !== "ready") return "down";
      return redis.ping().then(
        () => "up" as const,
        () => "down" as const,
      );
    },
    async close() {
      redis.disconnect();
    },
  };
}

/**
 * Redis first; when a Redis call fails, the same call on the database, so a Redis outage never turns
 * logins, signups or OTPs into errors. Counts made during the outage stay in the database.
 */
export function withFallback(primary: RateLimitStore, fallback: RateLimitStore): RateLimitStore {
  const either =
    <A extends unknown[], R>(pick: (s: RateLimitStore) => (...args: A) => Promise<R>) =>
    (...args: A) =>
      pick(primary)(...args).catch(() => pick(fallback)(...args));
  return {
    hit: either((s) => s.hit),
    release: either((s) => s.release),
    reset: either((s) => s.reset),
    status: () => primary.status(),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}

export type Limit = RateRule;

export function tooMany(resetAt: number): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`);
}

/** A unit taken from a counter: give it back (`release`) when the attempt succeeds, else `keep` it. */
export interface Reservation {
  release(): Promise<void>;
  keep(): void;
}

/** How long a request over a limit waits for this process's attempts in flight on the same key. */
const PATIENCE_MS = 5000;

export class RateLimiter {
  /** Reservations of this process not yet released or kept, per key. */
  private readonly inFlight = new Map<string, Set<Promise<void>>>();

  constructor(private readonly store: RateLimitStore) {}

  /** Counts this request and refuses it (429) once the window's limit is passed. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const { count, resetAt } = await this.store.hit(`${limit.name}:${subject}`, limit.windowMs);
    if (count > limit.max) throw tooMany(resetAt);
  }

  /**
   * Takes one unit before the expensive or secret check (increment, then compare), so concurrent
   * requests cannot all pass a check made before any of them was counted. Over the limit, the unit
   * is given back; if attempts of this process are still in flight on the key (right passwords give
   * theirs back), the request waits for them and tries again, else it is refused (429).
   */
  async reserve(limit: Limit, subject: string): Promise<Reservation & { count: number }> {
    const key = `${limit.name}:${subject}`;
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const { count, resetAt } = await this.store.hit(key, limit.windowMs);
      if (count <= limit.max) return { count, ...this.track(key) };
      await this.store.release(key);
      const pending = this.inFlight.get(key);
      const left = deadline - Date.now();
      if (!pending?.size || left <= 0) throw tooMany(resetAt);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pending),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
    }
  }

  private track(key: string): Reservation {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const pending = this.inFlight.get(key) ?? new Set<Promise<void>>();
    pending.add(settled);
    this.inFlight.set(key, pending);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      pending.delete(settled);
      if (pending.size === 0 && this.inFlight.get(key) === pending) this.inFlight.delete(key);
      settle();
    };
    return {
      release: async () => {
        if (done) return;
        try {
          await this.store.release(key);
        } finally {
          finish();
        }
      },
      keep: finish,
    };
  }

  /** Lets one request through per `windowMs` (a time gate); refuses the others with the wait. */
  async gate(name: string, subject: string, windowMs: number): Promise<void> {
    const { count, resetAt } = await this.store.hit(`${name}:${subject}`, windowMs);
    if (count > 1) throw tooMany(resetAt);
  }

  async clear(limit: Limit, subject: string): Promise<void> {
    await this.store.reset(`${limit.name}:${subject}`);
  }

  status(): Promise<"up" | "down"> {
    return this.store.status();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** Several reservations taken in order; if a later one is refused, the earlier ones are given back. */
export async function reserveAll(steps: Array<() => Promise<Reservation>>): Promise<Reservation> {
  const taken: Reservation[] = [];
  try {
    for (const step of steps) taken.push(await step());
  } catch (err) {
    await Promise.all(taken.map((r) => r.release()));
    throw err;
  }
  return {
    release: () => Promise.all(taken.map((r) => r.release())).then(() => undefined),
    keep: () => {
      for (const r of taken) r.keep();
    },
  };
}
