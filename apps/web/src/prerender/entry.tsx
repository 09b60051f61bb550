/**
 * Renders public pages to HTML at build time (scripts/prerender.mjs), so a visitor's phone paints the page
 * as soon as the HTML and its CSS arrive, before the JavaScript has loaded. The app then renders over it
 * (main.tsx). Each page is rendered once per layout (phone and desktop), each shown by CSS on its screens.
 * The page is rendered as a first-time visitor sees it: English, signed out (the server sends the plain
 * shell to anyone else, apps/server/src/platform/prerendered.ts).
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { QuerySeed } from "@medhavi/domain";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers";
import { routes } from "../app/routes";
import { theme } from "../lib/theme";
import { layoutSwitchCss, PRERENDER_LAYOUTS, themeForWidth } from "./ssrMedia";

/**
 * The public pages a first-time visitor most often opens first. Only pages whose first screen is the same
 * for every visitor until its data arrives: /courses renders its price catalogue's loading state, as the
 * app does before the catalogue arrives. (The server renders /courses again with the catalogue,
 * modules/courses/catalogue.ts; this rendering is what it sends when it cannot.)
 */
export const PRERENDERED_PATHS = ["/", "/courses"];

export interface Prerendered {
  /** Style elements for the <head>: the page's CSS and the layout switch. */
  head: string;
  /** The content of <div id="root">. */
  root: string;
}

const handler = createStaticHandler(routes);

async function renderLayout(
  path: string,
  width: number,
  cache: ReturnType<typeof createCache>,
  seed: QuerySeed,
) {
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  if (context.statusCode !== 200 || context.matches.at(-1)?.route.path === "*")
    throw new Error(`prerender: ${path} is not a page (it renders the 404 page)`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sized = themeForWidth(theme, width);
  const client = createQueryClient();
  for (const [key, data] of seed) client.setQueryData(key, data);
  return renderToString(
    <CacheProvider value={cache}>
      <AppProviders theme={sized} client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
}

/**
 * Renders `path` for each layout. `seed`: data the page would otherwise fetch (the server's own replies);
 * the page renders with it instead of its loading state, and the app is given the same (main.tsx).
 */
export async function prerender(path: string, seed: QuerySeed = []): Promise<Prerendered> {
  // One emotion cache for every layout: a rule used by both is sent once.
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let root = "";
  for (const layout of PRERENDER_LAYOUTS) {
    const html = await renderLayout(path, layout.width, cache, seed);
    root += `<div data-prerender="${layout.name}">${html}</div>`;
  }
  const critical = extractCriticalToChunks(root);
  withInnerLayers(critical.styles, cache);
  return {
    head: `<style data-prerender-switch>${layoutSwitchCss()}</style>${constructStyleTagsFromChunks(critical)}`,
    root,
  };
}

/**
 * Adds the styles of nested styled components' inner layers (a Card's own class, which its Paper merges
 * into the class the element carries) to the page's regular styles: no element carries their class, so
 * the critical extraction leaves them out, and the app inserted them again in its take-over (some 125
 * rules through the CSS compiler on the home page while it hydrates).
 */
function withInnerLayers(
  chunks: Array<{ key: string; ids: string[]; css: string }>,
  cache: ReturnType<typeof createCache>,
): void {
  const regular = chunks.find((chunk) => chunk.key === cache.key);
  if (!regular) return;
  const sent = new Set(regular.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== "string" || sent.has(id) || !cache.registered[`${cache.key}-${id}`]) continue;
    regular.ids.push(id);
    regular.css += css;
  }
}
