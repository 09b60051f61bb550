import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

/**
 * Tells the other server processes that something they keep in memory changed (the course list, a
 * session), so they drop it within a moment instead of at the end of its time to live. On PostgreSQL a
 * NOTIFY on one channel reaches every process listening; on the embedded database there is one process,
 * so a message only reaches the handlers in this one. A message is a hint: losing one (a listener
 * reconnecting) costs at most the cache's own time to live.
 */
export type Topic = "courses" | "sessions" | "blogs";

export interface InvalidationBus {
  /** Runs `handler` when another process publishes on `topic` (never for this process's own messages). */
  on(topic: Topic, handler: (payload: string) => void): void;
  /** Sends to every other process; resolves once handed to the database, never throws. */
  publish(topic: Topic, payload?: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = "medhavi_invalidate";
const RECONNECT_MS = 1_000;

function handlers() {
  const byTopic = new Map<Topic, Array<(payload: string) => void>>();
  return {
    on(topic: Topic, handler: (payload: string) => void) {
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
    },
    deliver(topic: Topic, payload: string, log: FastifyBaseLogger) {
      for (const handler of byTopic.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (err) {
          log.error({ err, topic }, "an invalidation handler failed");
        }
      }
    },
  };
}

/** One process: nothing to tell anyone. */
export function localBus(): InvalidationBus {
  const h = handlers();
  return { on: h.on, publish: async () => {}, close: async () => {} };
}

/** LISTEN on a dedicated connection (reconnecting), NOTIFY through a small pool of its own. */
export async function postgresBus(url: string, log: FastifyBaseLogger): Promise<InvalidationBus> {
  const origin = randomBytes(6).toString("hex");
  const h = handlers();
  const sender = new pg.Pool({ connectionString: url, max: 2, application_name: "medhavi-bus" });
  sender.on("error", (err) => log.warn({ err }, "an idle invalidation-bus connection failed"));
  let listener: pg.Client | null = null;
  let closed = false;

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: "medhavi-bus-listen" });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        const { o, t, p } = JSON.parse(msg.payload) as { o: string; t: Topic; p: string };
        if (o !== origin) h.deliver(t, p, log);
      } catch (err) {
        log.warn({ err }, "an unreadable invalidation message");
      }
    });
    client.on("error", (err) => {
      log.warn({ err }, "the invalidation listener lost its connection; reconnecting");
      void client.end().catch(() => {});
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (closed) await client.end();
    else listener = client;
  };
  const retry = (err: unknown) => {
    log.warn({ err }, "could not listen for invalidations; trying again");
    if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS).unref();
  };
  await listen();

  return {
    on: h.on,
    async publish(topic, payload = "") {
      try {
        await sender.query("SELECT pg_notify($1, $2)", [
          CHANNEL,
          JSON.stringify({ o: origin, t: topic, p: payload }),
        ]);
      } catch (err) {
        log.warn(
          { err, topic },
          "could not publish an invalidation; other servers catch up within their cache time",
        );
      }
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await sender.end();
    },
  };
}
