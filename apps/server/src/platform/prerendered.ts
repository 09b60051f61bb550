import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type QuerySeed, SIGNED_IN_COOKIE } from "@medhavi/domain";
import { requestLanguage } from "../modules/blogs/chrome";
import { cookieValue } from "./cookies";
import { seedScript } from "./liveRender";

/**
 * Pages the web build rendered ahead of time (apps/web/scripts/prerender.mjs writes
 * dist/prerendered.json): their HTML goes into the app shell, so a phone paints the page before the
 * JavaScript has loaded; the app then renders over it.
 */
export interface PrerenderedPage {
  /** Style elements for the <head>. */
  head: string;
  /** The content of <div id="root">. */
  root: string;
}

export const PRERENDERED_FILE = "prerendered.json";

/** The prerendered pages by path; none when the build has not made any. */
export function loadPrerendered(webDist: string): Map<string, PrerenderedPage> {
  const file = join(webDist, PRERENDERED_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, PrerenderedPage>));
}

/**
 * The pages were rendered as a first-time visitor sees them: English, signed out, the layout chosen by the
 * screen's width. Anyone else (Hindi chosen, a student signed in, a `lang` or `mobile` flag in the URL) gets the plain
 * shell, so the app's first screen never swaps one language, top bar or layout for another.
 */
export function seesPrerendered(url: string, cookieHeader: string | undefined): boolean {
  const query = new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");
  if (query.has("lang") || query.has("mobile")) return false;
  if (requestLanguage(url, cookieHeader).language !== "en") return false;
  return !cookieValue(cookieHeader, SIGNED_IN_COOKIE);
}

const APP_SCRIPT = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The shell with the page in it. The app's entry script and its preloads leave the head: the page is on
 * screen without them, and apps/web/public/prerendered.js (listed with them on its tag) loads them after
 * the first paint, so on a slow connection the page's HTML, CSS and font come first. That script also keeps
 * a tap made before the app runs, for the app to replay. A page rendered with data carries that data
 * (`seed`), for the app's first render to be the same page.
 */
export function withPrerendered(shell: string, page: PrerenderedPage, seed?: QuerySeed): string {
  const app = APP_SCRIPT.exec(shell)?.[1];
  if (!app) throw new Error("prerendered: the app shell has no module script");
  const links = [...shell.matchAll(PRELOAD)];
  const preloads = links.map((m) => m[1] ?? "");
  // The library chunks, marked by the web build (apps/web/vite.config.ts), are evaluated before the app,
  // each in a task of its own.
  const first = links.filter((m) => /\sdata-library[\s>]/.test(m[0])).map((m) => m[1] ?? "");
  const boot = `${seed ? `${seedScript(seed)}\n  ` : ""}<script async src="/prerendered.js" data-app="${app}" data-preload="${preloads.join(" ")}" data-first="${first.join(" ")}"></script>`;
  return shell
    .replace(APP_SCRIPT, "")
    .replace(PRELOAD, "")
    .replace(/<\/head>/i, () => `${page.head}\n  ${boot}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`);
}
