import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

export type Encoding = "br" | "gzip";

const TOKEN: Record<Encoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** Whether the request's Accept-Encoding names `encoding`: the one test of it for pages and the API. */
const accepts = (request: FastifyRequest, encoding: Encoding): boolean =>
  TOKEN[encoding].test(String(request.headers["accept-encoding"] ?? ""));

/** The encoding a client takes, brotli first; none for a client that sends no Accept-Encoding (curl). */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  return accepts(request, "br") ? "br" : accepts(request, "gzip") ? "gzip" : undefined;
}

/** Below this a reply fits one packet anyway, and compressing it costs more than it saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Compressed bodies by encoding and `key`, which must name the body's bytes (its hash; the pages' ETag
 * is one): a body many ask for (a page, the course list, a public post) is compressed once, not per
 * request, so at the highest quality, as the build's own files are (scripts/precompress.mjs), in zlib's
 * thread pool: some 100 ms for the course page's 180 KB, whose HTML then fits a new connection's first
 * round trip at brotli 11 (quality 9 did not).
 */
const COMPRESSED = new Map<string, Promise<Buffer>>();

export function compressedOnce(body: string | Buffer, key: string, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${encoding}${key}`;
  const hit = COMPRESSED.get(cacheKey);
  if (hit) return hit;
  const out =
    encoding === "br"
      ? brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        })
      : gzip(body, { level: 9 });
  if (COMPRESSED.size >= 500) COMPRESSED.clear();
  COMPRESSED.set(cacheKey, out);
  out.catch(() => COMPRESSED.delete(cacheKey));
  return out;
}

const compressReply: onSendHookHandler = async (request, reply, payload) => {
  if (!compressible(request, reply, payload)) return payload;
  reply.header("vary", withAcceptEncoding(reply.getHeader("vary")));
  if (!accepts(request, "gzip")) return payload;
  try {
    // A reply with an ETag (the course list, a public post) is one body many ask for: compressed once,
    // kept under the body's own hash, so that nothing depends on how a route makes its ETag.
    const out = reply.hasHeader("etag")
      ? await compressedOnce(payload, createHash("sha1").update(payload).digest("base64url"), "gzip")
      : await gzip(payload, { level: 6 });
    reply.header("content-encoding", "gzip").removeHeader("content-length");
    return out;
  } catch (error) {
    // The reply still goes out, as it was.
    request.log.warn({ err: error }, "a reply could not be compressed");
    return payload;
  }
};

function compressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is Buffer | string {
  if (request.method === "HEAD" || reply.hasHeader("content-encoding")) return false;
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return false; // a stream: a file
  if (Buffer.byteLength(payload) < MIN_BYTES) return false;
  return String(reply.getHeader("content-type") ?? "").startsWith("application/json");
}

function withAcceptEncoding(vary: unknown): string {
  const current =
    vary === undefined
      ? []
      : String(vary)
          .split(",")
          .map((v) => v.trim());
  return current.some((v) => v.toLowerCase() === "accept-encoding" || v === "*")
    ? current.join(", ")
    : [...current, "Accept-Encoding"].join(", ");
}

/**
 * Gzips the API's JSON replies for clients that accept it: a full paper on Start is 119 KB of JSON,
 * 6.5 KB gzipped, which a phone on a slow network gets some 0.6 s sooner. Gzip at level 6, not brotli:
 * each reply is compressed for its one request, and in zlib's thread pool brotli cost 2.5-6.7 ms of CPU
 * a reply against gzip's 0.8 ms (a start storm of 1,000 students went from p99 144 ms to 4.1 s with
 * brotli 5, 105 requests shed). A reply with an ETag is compressed once (the course list served 4,491
 * req/s gzipped per request, 9,545 plain). Added to each route's own onSend hooks, which run after
 * every plugin's, so the idempotency store and the blog ETags still see the plain JSON. Pages and static
 * files are compressed elsewhere (web.ts, seo.ts).
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, compressReply];
  });
}
