import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Public blog replies carry a weak ETag of their body and `Cache-Control: no-cache`: browsers and proxies
 * keep a copy but ask each time, so a post published or edited shows at once, and an unchanged one costs
 * a 304 with no body. Registered inside the blog plugins only.
 */
export function publicEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const config = request.routeOptions.config as { access?: string } | undefined;
    if (request.method !== "GET" || reply.statusCode !== 200 || config?.access !== "public") return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
    reply.header("etag", etag);
    reply.header("cache-control", "public, no-cache");
    const asked = request.headers["if-none-match"];
    if (asked?.split(",").some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
