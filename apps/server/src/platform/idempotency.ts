import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";

/**
 * `Idempotency-Key` on state-changing requests of a signed-in user (the web app's offline outbox sends one
 * with every queued request and re-sends it until it gets an answer). The first request with a key claims
 * it (a row with no status) and runs; its reply is stored. A replay with the same key gets the stored reply
 * (status and body, marked `Idempotency-Replayed: true`) and runs nothing. While the first is still
 * running a replay gets 409 with Retry-After. Replies of 5xx and 429 are not stored: the claim is
 * released so the request may run again. Keys belong to a user, so nobody reads another's reply.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** How long stored replies are kept (the outbox gives up on a request long before). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim this old without a reply belongs to a process that died mid-request: it may run again. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface Claim {
  userId: number;
  key: string;
  settled: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

function envelope(message: string): string {
  return JSON.stringify({ status: "error", message, data: null });
}

/** Claims the key; null when it was already claimed (and the claim is not stale). */
async function claim(db: Db, userId: number, key: string, request: FastifyRequest): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, method: request.method, path: request.url })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  // Take over a claim abandoned by a crashed process (its request never answered).
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.statusCode} is null`,
        lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  let lastPurge = 0;
  const purge = () => {
    const now = Date.now();
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
      .catch((err: unknown) => app.log.warn({ err }, "purging old idempotency keys failed"));
  };

  // The hooks are synchronous for the requests they leave alone (nearly all): an async hook costs a promise
  // and a microtask turn on every request. With work to do, each returns its promise and Fastify awaits it.
  app.addHook("preHandler", (request, reply, done) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !request.auth || SAFE_METHODS.has(request.method)) return done();
    return claimOrReplay(request, reply, key, request.auth.userId);
  });

  async function claimOrReplay(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | string[],
    userId: number,
  ) {
    if (typeof key !== "string" || !KEY_PATTERN.test(key)) {
      return reply
        .code(400)
        .type("application/json")
        .send(envelope("Idempotency-Key must be 8 to 100 letters, digits, - or _."));
    }
    purge();
    if (await claim(db, userId, key, request)) {
      request.idempotency = { userId, key, settled: false };
      return;
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) {
      // Purged between the two statements: tell the client to try again rather than guess.
      return reply
        .code(409)
        .header("retry-after", "1")
        .type("application/json")
        .send(envelope("Please try again."));
    }
    if (row.method !== request.method || row.path !== request.url) {
      return reply
        .code(422)
        .type("application/json")
        .send(envelope("This Idempotency-Key was already used for another request."));
    }
    if (row.statusCode === null) {
      return reply
        .code(409)
        .header("retry-after", "1")
        .type("application/json")
        .send(envelope("This request is still being processed."));
    }
    return reply
      .code(row.statusCode)
      .header("idempotency-replayed", "true")
      .type("application/json")
      .send(row.body ?? "");
  }

  app.addHook("onSend", (request, reply, payload, done) => {
    const held = request.idempotency;
    if (!held || held.settled) return done(null, payload);
    return storeReply(held, reply, payload);
  });

  async function storeReply(held: Claim, reply: FastifyReply, payload: unknown) {
    held.settled = true;
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    const status = reply.statusCode;
    // Replies built as bytes (Start's) are stored as their text; a stream is not stored.
    const body = Buffer.isBuffer(payload) ? payload.toString("utf8") : payload;
    if (status >= 500 || status === 429 || typeof body !== "string") {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db.update(idempotencyKeys).set({ statusCode: status, body }).where(where);
    }
    return payload;
  }

  // A request that ended without a reply being sent (client gone, crash in a hook) releases its claim.
  app.addHook("onResponse", (request, _reply, done) => {
    const held = request.idempotency;
    if (!held || held.settled) return done();
    held.settled = true;
    return db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key)))
      .then(() => undefined);
  });
}
