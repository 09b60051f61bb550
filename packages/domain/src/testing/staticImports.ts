import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

// For tests that keep a heavy library off the home page or the test screen (zod, KaTeX, DOMPurify): what a
// module brings along when it loads. Node only; not exported from the package's index.

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/**
 * The files and packages `file` loads at run time through static imports, itself included: relative
 * imports are followed, packages (and files that are not TypeScript, such as CSS) are listed by their
 * specifier. Type-only imports are erased and `import()` loads later, so neither counts.
 */
export function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, spec] of source.matchAll(/^import (?!type )(?:[^;]*?from )?"([^"]+)";/gms)) {
    if (!spec) continue;
    const local = spec.startsWith(".") ? resolveModule(file, spec) : null;
    if (local) staticImports(local, seen);
    else seen.add(spec);
  }
  return seen;
}
