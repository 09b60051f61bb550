import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** An id a proxy in front may have set (Caddy, nginx): kept when it looks like one, else a fresh one. */
const INCOMING = /^[A-Za-z0-9._:-]{8,100}$/;

export const REQUEST_ID_HEADER = "x-request-id";

/** Fastify's genReqId: every log line of a request carries this id as `reqId`. */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && INCOMING.test(sent) ? sent : randomUUID();
}

/**
 * The id goes back in the X-Request-Id header of every reply and in the `requestId` field of every
 * error envelope, so the web app can show it ("Reference: …") and support can find the log lines.
 */
export function registerRequestId(app: FastifyInstance): void {
  // Synchronous hooks: an async one costs a promise and a microtask turn on every request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    if (payload && typeof payload === "object" && (payload as { status?: unknown }).status === "error") {
      done(null, { ...(payload as object), requestId: request.id });
    } else done(null, payload);
  });
}
