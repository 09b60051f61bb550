import createCache, { type EmotionCache } from "@emotion/cache";
import { StyleSheet } from "@emotion/sheet";

/**
 * The attribute of the <style> element holding a prerendered page's CSS (prerender/entry.tsx): the ids of
 * its rules, separated by spaces. Not emotion's own `data-emotion`, which emotion's default cache (created
 * when @emotion/react loads) would take over and move.
 */
export const PRERENDERED_CSS_ATTRIBUTE = "data-prerendered-css";

/**
 * A style sheet that leaves the style elements the server rendered where they are. Emotion's own moves
 * each one to its place in the head (it removes and inserts it again even when it is there already), and
 * the browser then parses the CSS again and restyles and lays out the whole page: twice on a prerendered
 * page (the page's rules when the app loads, its global rules in the take-over), 50–120 ms each on a phone.
 * The server put them in emotion's order, so there is nothing to move. Global styles' sheets are made by
 * the same constructor (`new cache.sheet.constructor`), so they keep theirs too.
 */
class InPlaceStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/**
 * The browser's emotion cache (main.tsx). Over a prerendered page it knows the page's rules as inserted, so
 * the take-over compiles none of them again, and new rules go into elements after the page's.
 */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: "css" });
  cache.sheet = new InPlaceStyleSheet({ key: cache.key, container: doc.head, speedy: cache.sheet.isSpeedy });
  const prerendered = doc.querySelector<HTMLStyleElement>(`style[${PRERENDERED_CSS_ATTRIBUTE}]`);
  if (prerendered) {
    for (const id of prerendered.getAttribute(PRERENDERED_CSS_ATTRIBUTE)?.split(" ") ?? [])
      if (id) cache.inserted[id] = true;
    cache.sheet.hydrate([prerendered]);
  }
  return cache;
}
