import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { resumeAddress } from "@medhavi/domain";

/** Written by the web build (apps/web/scripts/route-preloads.mjs); read by the server, not a file of the site. */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * The chunks a page's address needs at once beyond the shell's own: a student's test screen reloaded
 * mid-test (`/testseries/:examId?attempt=…`) gets the test page's and the player's, so they download beside
 * the app's code instead of after it has started. None for any other address, or without the build's list.
 */
export function loadRoutePreloads(webDist: string): (url: string) => readonly string[] {
  const file = join(webDist, ROUTE_PRELOADS_FILE);
  const listed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).testScreen : [];
  const testScreen = Array.isArray(listed)
    ? listed.filter((f): f is string => typeof f === "string" && CHUNK.test(f))
    : [];
  return (url) => {
    const at = url.indexOf("?");
    const address = at < 0 ? resumeAddress(url, "") : resumeAddress(url.slice(0, at), url.slice(at + 1));
    return address ? testScreen : [];
  };
}

/** The shell with `files` preloaded, after its own preloads (the app's code comes first). */
export function withPreloads(shell: string, files: readonly string[]): string {
  if (files.length === 0) return shell;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return shell.replace(/<\/head>/i, () => `  ${links.join("\n    ")}\n  </head>`);
}
