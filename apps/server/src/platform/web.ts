import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { fail } from "@medhavi/domain";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Serves the built web app (hashed assets cached for a year, index.html never) with a history fallback
 * for client routes (uploads are served by modules/files from storage). Unknown /api paths get a 404 envelope.
 */
export async function registerWeb(app: FastifyInstance, opts: { webDist: string }) {
  const hasWeb = existsSync(join(opts.webDist, "index.html"));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      index: false,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(opts.webDist, "assets")}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const sendApp = (reply: FastifyReply) =>
    reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html", opts.webDist);

  // The static plugin answers "/" as a directory: with `index: false` that is a 403 whenever no
  // pre-compressed variant applies (curl, health checks, crawlers send no Accept-Encoding).
  if (hasWeb) app.get("/", { schema: { hide: true } }, (_request, reply) => sendApp(reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      return reply.status(404).send(fail(`There is no API call ${request.method} ${path}.`));
    }
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/uploads/") &&
      (request.headers.accept ?? "").includes("text/html");
    if (wantsPage && hasWeb) return sendApp(reply);
    if (wantsPage) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).");
    }
    return reply.status(404).send(fail("Not found."));
  });
}
