import { createHash } from "node:crypto";
import { type CourseNode, ok, publicCoursesQueryKey, type QuerySeed } from "@medhavi/domain";
import type { DbOrTx } from "../../db/client";
import type { InvalidationBus } from "../../platform/bus";
import { listCourses } from "./service";

/**
 * How long a replica serves the catalogue from memory without reading the database again. A change made
 * through this server clears it at once; a change made through another replica (or straight in the
 * database) shows within this time.
 */
export const CATALOGUE_TTL_MS = 2_000;

export interface CachedBody<T = unknown> {
  /** The reply as built. */
  data: T;
  /** The reply, serialised once. */
  body: string;
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string;
}

/**
 * A rarely-changing public reply kept in memory, serialised, with its ETag: built at most once per
 * `ttlMs` however many requests arrive (concurrent misses share one build), cleared by `invalidate()`.
 */
export function memoizedReply<T>(build: () => Promise<T>, ttlMs = CATALOGUE_TTL_MS) {
  let cached: { value: CachedBody<T>; until: number } | null = null;
  let building: Promise<CachedBody<T>> | null = null;
  let generation = 0;
  return {
    async get(now = Date.now()): Promise<CachedBody<T>> {
      if (cached && cached.until > now) return cached.value;
      if (!building) {
        const started = generation;
        building = build()
          .then((data) => {
            const body = JSON.stringify(data);
            const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
            const value = { data, body, etag };
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

/**
 * The public course list (GET /user_exam/get_all_courses's reply), one per server: the route and the
 * course page the server renders with it (`coursesPage`) share it. Another server's change clears it
 * within a moment (the bus), not after the TTL.
 */
export function publicCatalogue(db: DbOrTx, bus: InvalidationBus) {
  const catalogue = memoizedReply(async () => ok(await listCourses(db), "Courses fetched successfully"));
  bus.on("courses", () => catalogue.invalidate());
  return Object.assign(catalogue, {
    /** The course list itself, from memory: the hierarchy a Start checks its coverage against. */
    courses: async (): Promise<readonly CourseNode[]> => (await catalogue.get()).data.data,
  });
}

export type PublicCatalogue = ReturnType<typeof publicCatalogue>;

declare module "fastify" {
  interface FastifyInstance {
    courseCatalogue: PublicCatalogue;
  }
}

/**
 * /courses, rendered on the server with the course list for a first-time visitor (platform/web.ts), so its
 * catalogue of courses and prices is in the HTML: painted before the app loads, read by search engines,
 * and taken over by the app rather than built in the browser.
 */
export function coursesPage(catalogue: PublicCatalogue) {
  return {
    matches: (path: string) => path === "/courses",
    data: async (): Promise<QuerySeed | null> => {
      return [[publicCoursesQueryKey, await catalogue.courses()]];
    },
  };
}
