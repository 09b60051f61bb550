import { createHash } from "node:crypto";

/**
 * How long a replica serves the catalogue from memory without reading the database again. A change made
 * through this server clears it at once; a change made through another replica (or straight in the
 * database) shows within this time.
 */
export const CATALOGUE_TTL_MS = 2_000;

export interface CachedBody {
  /** The reply, serialised once. */
  body: string;
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string;
}

/**
 * A rarely-changing public reply kept in memory, serialised, with its ETag: built at most once per
 * `ttlMs` however many requests arrive (concurrent misses share one build), cleared by `invalidate()`.
 */
export function memoizedReply(build: () => Promise<unknown>, ttlMs = CATALOGUE_TTL_MS) {
  let cached: { value: CachedBody; until: number } | null = null;
  let building: Promise<CachedBody> | null = null;
  let generation = 0;
  return {
    async get(now = Date.now()): Promise<CachedBody> {
      if (cached && cached.until > now) return cached.value;
      if (!building) {
        const started = generation;
        building = build()
          .then((data) => {
            const body = JSON.stringify(data);
            const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
            const value = { body, etag };
            // A change while this build ran: serve it to the callers waiting, but do not keep it.
            if (started === generation) cached = { value, until: Date.now() + ttlMs };
            return value;
          })
          .finally(() => {
            building = null;
          });
      }
      return building;
    },
    invalidate(): void {
      generation++;
      cached = null;
      building = null;
    },
  };
}

/** Whether the request's `If-None-Match` names this ETag (a list, or `*`). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
