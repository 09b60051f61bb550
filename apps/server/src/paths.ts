import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The server package root, found by walking up from this file: works from src/ (tsx, tests) and from the bundled dist/. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "@medhavi/server") return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error("Cannot locate the @medhavi/server package root");
    dir = up;
  }
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = resolve(SERVER_ROOT, "../..");
export const MIGRATIONS_DIR = join(SERVER_ROOT, "drizzle");
export const DEFAULT_WEB_DIST = join(REPO_ROOT, "apps/web/dist");
