import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { fail, isAppPath, type QuerySeed } from "@medhavi/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { liveRenderer } from "./liveRender";
import { loadPrerendered, PRERENDERED_FILE, seesPrerendered, withPrerendered } from "./prerendered";
import { loadRoutePreloads, ROUTE_PRELOADS_FILE, withPreloads } from "./routePreloads";
import { type HeadMeta, injectHead, sendWithEtag, type WholePage } from "./seo";

/**
 * A page of the app is sent as HTML whatever the Accept header says (curl and link-preview crawlers accept
 * anything, or say nothing); another address gets the app's not-found page (status 404) when HTML is
 * acceptable and it does not look like a file (a missing /assets/x.js stays a short 404, never a page).
 */
function wantsPage(path: string, accept = "*/*"): boolean {
  if (path.startsWith("/uploads/")) return false;
  if (isAppPath(path)) return true;
  return /text\/html|\*\/\*/.test(accept) && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built web app (hashed assets cached for a year, index.html never) with a history fallback
 * for client routes (uploads are served by modules/files from storage). Unknown /api paths get a 404 envelope.
 * With `head`, each page's HTML carries its own title, description, canonical URL and share tags
 * (platform/seo.ts), an ETag, and the status the head asks for (404 for an unknown address or blog post); a page the
 * web build rendered ahead of time carries that rendering too (platform/prerendered.ts), and so does a
 * page of `live` (the demo test's instructions, the course page), rendered here with its data
 * (platform/liveRender.ts).
 * With `document`, a path the server renders whole (a published blog post) is sent without the app (with
 * the Vary and Set-Cookie headers it asks for: a post follows the language cookie).
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: {
    webDist: string;
    head?: (request: FastifyRequest, path: string) => Promise<{ meta: HeadMeta; base: string }>;
    document?: (request: FastifyRequest, path: string) => Promise<WholePage | null>;
    /** Pages rendered per request for a first-time visitor: the data of one, null when there is none. */
    live?: ReadonlyArray<{
      matches: (path: string) => boolean;
      data: (path: string) => Promise<QuerySeed | null>;
    }>;
  },
) {
  const indexPath = join(opts.webDist, "index.html");
  const hasWeb = existsSync(indexPath);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      index: false,
      // Read by the server (platform/prerendered.ts, platform/routePreloads.ts), not files of the site.
      allowedPath: (pathName) =>
        pathName !== `/${PRERENDERED_FILE}` && pathName !== `/${ROUTE_PRELOADS_FILE}`,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(opts.webDist, "assets")}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  // Read once: the built shell does not change while the server runs.
  let shell: string | undefined;
  const prerendered = loadPrerendered(opts.webDist);
  const preloadsFor = loadRoutePreloads(opts.webDist);
  const render = liveRenderer(join(opts.webDist, "..", "dist-ssr", "entry.js"), (message, err) =>
    app.log.warn({ err }, message),
  );
  const liveFor = (path: string) => opts.live?.find((live) => live.matches(path));
  /**
   * The page for a first-time visitor (English, signed out, no flags in the URL), if there is one: rendered
   * with its data here, else as the build rendered it (a page with both falls back to the build's).
   */
  const rendering = async (request: FastifyRequest, path: string) => {
    if (!seesPrerendered(request.url, request.headers.cookie)) return null;
    const live = request.url === path ? liveFor(path) : undefined;
    // Without its data (the database not answering) the page is still sent, as the build rendered it.
    const seed =
      live &&
      (await live.data(path).catch((err: unknown) => {
        app.log.warn({ err }, `${path}: no data to render it with`);
        return null;
      }));
    const page = seed && (await render(path, seed));
    if (page && seed) return { page, seed };
    const built = prerendered.get(path);
    return built ? { page: built } : null;
  };
  const page = { type: "text/html; charset=utf-8", cacheControl: "no-cache", compress: true };
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const whole = await opts.document?.(request, path);
    if (whole) {
      if (whole.setCookie) reply.header("Set-Cookie", whole.setCookie);
      return sendWithEtag(request, reply, whole.body, { ...page, vary: whole.vary });
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).");
    }
    if (!opts.head) {
      return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html", opts.webDist);
    }
    shell ??= readFileSync(indexPath, "utf8");
    const { meta, base } = await opts.head(request, path);
    const html = injectHead(shell, meta, base);
    const rendered = await rendering(request, path);
    return sendWithEtag(
      request,
      reply,
      rendered
        ? withPrerendered(html, rendered.page, rendered.seed)
        : withPreloads(html, preloadsFor(request.url)),
      {
        ...page,
        status: meta.status ?? 200,
        // Who sees the rendered page depends on the language and signed-in cookies.
        vary: prerendered.has(path) || liveFor(path) ? "Cookie" : undefined,
      },
    );
  };

  // The static plugin answers "/" as a directory: with `index: false` that is a 403 whenever no
  // pre-compressed variant applies (curl, health checks, crawlers send no Accept-Encoding).
  if (hasWeb) app.get("/", { schema: { hide: true } }, (request, reply) => sendApp(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      return reply.status(404).send(fail(`There is no API call ${request.method} ${path}.`));
    }
    if ((request.method === "GET" || request.method === "HEAD") && wantsPage(path, request.headers.accept)) {
      return sendApp(request, reply);
    }
    return reply.status(404).send(fail("Not found."));
  });
}
