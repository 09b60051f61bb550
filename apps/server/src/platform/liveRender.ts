import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { QuerySeed } from "@medhavi/domain";
import type { PrerenderedPage } from "./prerendered";

interface PageRenderer {
  prerender(path: string, seed: QuerySeed): Promise<PrerenderedPage>;
}

// Renderings kept: one per page and data (a demo test's instructions change rarely).
const MAX_KEPT = 64;

/**
 * Renders an app page with its data on the server, with the page renderer the web build made
 * (apps/web/dist-ssr/entry.js, the same one that renders the home page at build time), loaded on first
 * use. A rendering is kept for as long as its page and data are the same. Null when there is no renderer
 * (a server started without the web build) or it fails: the visitor then gets the plain app shell.
 */
export function liveRenderer(
  entry: string,
  warn: (message: string, err?: unknown) => void,
): (path: string, seed: QuerySeed) => Promise<PrerenderedPage | null> {
  let renderer: Promise<PageRenderer | null> | undefined;
  const kept = new Map<string, Promise<PrerenderedPage | null>>();
  const load = () =>
    existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRenderer>).catch((err: unknown) => {
          warn("the page renderer could not load", err);
          return null;
        })
      : Promise.resolve(null);

  return (path, seed) => {
    const key = `${path}\n${JSON.stringify(seed)}`;
    const held = kept.get(key);
    if (held) return held;
    renderer ??= load();
    const rendering = renderer.then(async (r) => {
      if (!r) return null;
      try {
        return await r.prerender(path, seed);
      } catch (err) {
        warn(`${path} could not be rendered on the server`, err);
        kept.delete(key); // try again next time
        return null;
      }
    });
    kept.set(key, rendering);
    for (const oldest of kept.keys()) {
      if (kept.size <= MAX_KEPT) break;
      kept.delete(oldest);
    }
    return rendering;
  };
}

/** The seed as a script element the app reads before its first render; `<` escaped so no tag can end early. */
export function seedScript(seed: QuerySeed): string {
  const json = JSON.stringify(seed).replace(/</g, "\\u003c");
  return `<script type="application/json" id="query-seed">${json}</script>`;
}
