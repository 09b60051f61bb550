import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { HttpError } from "./errors";

/** Fixed-window counters shared by every server process: in the database, or in Redis when configured. */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the window's count and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The current window's count without adding a hit. */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
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
    async peek(key) {
      const rows = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`);
      const row = rows[0];
      return row ? { count: row.count, resetAt: row.resetAt.getTime() } : { count: 0, resetAt: Date.now() };
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async close() {},
  };
}

export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const k = (key: string) => `medhavi:rl:${key}`;
  return {
    async hit(key, windowMs) {
      const replies = await redis.multi().incr(k(key)).pexpire(k(key), windowMs, "NX").pttl(k(key)).exec();
      const count = Number(replies?.[0]?.[1] ?? 1);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}

export interface Limit {
  /** Part of the counter's key, e.g. "login-fail:account". */
  name: string;
  max: number;
  windowMs: number;
}

function tooMany(resetAt: number): HttpError {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts this request and refuses it (429) once the window's limit is passed. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const { count, resetAt } = await this.store.hit(`${limit.name}:${subject}`, limit.windowMs);
    if (count > limit.max) throw tooMany(resetAt);
  }

  /** Refuses (429) when earlier failures already used up the limit; does not count this request. */
  async assertUnder(limit: Limit, subject: string): Promise<void> {
    const { count, resetAt } = await this.store.peek(`${limit.name}:${subject}`);
    if (count >= limit.max) throw tooMany(resetAt);
  }

  /** Records a failure against the limit (see assertUnder). */
  async fail(limit: Limit, subject: string): Promise<void> {
    await this.store.hit(`${limit.name}:${subject}`, limit.windowMs);
  }

  async clear(limit: Limit, subject: string): Promise<void> {
    await this.store.reset(`${limit.name}:${subject}`);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
