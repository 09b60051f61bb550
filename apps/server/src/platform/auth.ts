import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";
import type { InvalidationBus } from "./bus";
import { forbidden, unauthorized } from "./errors";

export type Role = "student" | "admin";

/** Student and staff tokens carry different audiences, so one can never pass for the other. */
const AUDIENCE: Record<Role, string> = { student: "medhavi:student", admin: "medhavi:staff" };
const ISSUER = "medhavi";
export const SESSION_TTL_MS: Record<Role, number> = {
  student: 7 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

/**
 * How long a verified session is trusted without asking the database again. Revoking on this server
 * takes effect at once; on another replica sharing the database, within this time.
 */
export const SESSION_CACHE_MS = 5_000;
/** After a revocation, sessions of that user are not cached for this long (covers the commit). */
const REVOKE_SETTLE_MS = 3_000;
const SESSION_CACHE_MAX = 50_000;

export interface AuthContext {
  userId: number;
  role: Role;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

interface Cached {
  auth: AuthContext;
  until: number;
}

export class Tokens {
  private readonly key: Uint8Array;
  /** Verified sessions by token (signature, expiry and the database row all checked), for a few seconds. */
  private readonly cache = new Map<string, Cached>();
  /** Users (and sessions) recently revoked here: not cached until the revoking transaction has committed. */
  private readonly unsettled = new Map<string, number>();

  constructor(
    secret: string,
    private readonly db: DbOrTx,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Opens a server-side session and returns its signed token. */
  async issue(db: DbOrTx, userId: number, role: Role): Promise<string> {
    const sessionId = randomBytes(18).toString("base64url");
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS[role]);
    await db.insert(sessions).values({ id: sessionId, userId, role, expiresAt });
    return new SignJWT({ role, sid: sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[role])
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** Verifies signature, expiry and audience, then that the session is still open and the account active. */
  async verify(token: string): Promise<AuthContext | null> {
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit) {
      if (hit.until > now) return hit.auth;
      this.cache.delete(token);
    }
    const auth = await this.verifyInDb(token);
    if (auth && !this.isUnsettled(auth, now)) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.sweep(now);
      this.cache.set(token, { auth, until: now + SESSION_CACHE_MS });
    }
    return auth;
  }

  private isUnsettled(auth: AuthContext, now: number): boolean {
    for (const key of [`u:${auth.userId}`, `s:${auth.sessionId}`]) {
      const until = this.unsettled.get(key);
      if (until === undefined) continue;
      if (until > now) return true;
      this.unsettled.delete(key);
    }
    return false;
  }

  private sweep(now: number): void {
    for (const [token, entry] of this.cache) if (entry.until <= now) this.cache.delete(token);
    // Still full of live entries: drop the oldest half (Map keeps insertion order).
    let drop = this.cache.size - SESSION_CACHE_MAX / 2;
    for (const token of this.cache.keys()) {
      if (drop-- <= 0) break;
      this.cache.delete(token);
    }
  }

  private bus: InvalidationBus | undefined;

  /** Revocations here reach the other server processes' caches through `bus`, and theirs this one's. */
  attach(bus: InvalidationBus): void {
    this.bus = bus;
    bus.on("sessions", (key) => {
      const id = key.slice(2);
      if (key.startsWith("u:")) this.forgetHere(key, (auth) => String(auth.userId) === id);
      else if (key.startsWith("s:")) this.forgetHere(key, (auth) => auth.sessionId === id);
    });
  }

  /** Forgets cached sessions matching `match` here and on the other processes. */
  private forget(key: string, match: (auth: AuthContext) => boolean): void {
    this.forgetHere(key, match);
    void this.bus?.publish("sessions", key);
  }

  /** Forgets cached sessions matching `match`, and keeps `key` out of the cache until the change commits. */
  private forgetHere(key: string, match: (auth: AuthContext) => boolean): void {
    this.unsettled.set(key, Date.now() + REVOKE_SETTLE_MS);
    for (const [token, entry] of this.cache) if (match(entry.auth)) this.cache.delete(token);
  }

  private async verifyInDb(token: string): Promise<AuthContext | null> {
    let payload: { sub?: string; role?: unknown; sid?: unknown };
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: Object.values(AUDIENCE),
        algorithms: ["HS256"],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
    const role = payload.role;
    const userId = Number(payload.sub);
    if (
      (role !== "student" && role !== "admin") ||
      !Number.isInteger(userId) ||
      typeof payload.sid !== "string"
    ) {
      return null;
    }
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, payload.sid),
          eq(sessions.userId, userId),
          eq(sessions.role, role),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.status, "active"),
          eq(users.role, role),
        ),
      );
    return row ? { userId, role, sessionId: payload.sid } : null;
  }

  async revoke(db: DbOrTx, sessionId: string): Promise<void> {
    this.forget(`s:${sessionId}`, (auth) => auth.sessionId === sessionId);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user except `keep` (the one that changed the password, if any). */
  async revokeAllFor(db: DbOrTx, userId: number, keep?: string): Promise<void> {
    this.forget(`u:${userId}`, (auth) => auth.userId === userId && auth.sessionId !== keep);
    const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(keep ? and(open, ne(sessions.id, keep)) : open);
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
const GUARDS = new WeakSet<Guard>();

/**
 * A guard that admits only the given roles: no, expired or forged token -> 401 (the session is
 * over); a valid token of another role -> 403. Routes name it as their `preHandler`;
 * `authenticateFirst` runs it at `onRequest` instead.
 */
export function requireRole(tokens: Tokens, ...roles: Role[]): Guard {
  const guard: Guard = async (request) => {
    const token = bearer(request);
    if (!token) throw unauthorized("Please log in to continue.");
    const auth = await tokens.verify(token);
    if (!auth) throw unauthorized("Your session has ended. Please log in again.");
    if (!roles.includes(auth.role)) throw forbidden();
    request.auth = auth;
  };
  GUARDS.add(guard);
  return guard;
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * An `onRoute` hook: moves a route's guard from `preHandler` to `onRequest`, so every protected route
 * authenticates before its body is read or validated. Without a token the answer is 401, never a 400
 * that shows an outsider the expected format, and no body is parsed for a caller who may not call.
 */
export function authenticateFirst(route: RouteOptions): void {
  const pre = asList(route.preHandler);
  const guards = pre.filter((hook) => GUARDS.has(hook as Guard));
  if (guards.length === 0) return;
  route.preHandler = pre.filter((hook) => !GUARDS.has(hook as Guard));
  route.onRequest = [...guards, ...asList(route.onRequest)] as RouteOptions["onRequest"];
}

/** The authenticated caller; only call from a route guarded by requireRole. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
