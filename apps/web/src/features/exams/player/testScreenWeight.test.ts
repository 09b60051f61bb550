import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The test screen loads neither KaTeX's script (75 KiB gzip) nor DOMPurify (11 KiB): the server sends the
// paper and the instructions sanitised and typeset, and the screen shows them with PaperHtml
// (docs/benchmarks.md, the test screen's weight). A static import of either below these modules undoes it.
const SRC = resolve(__dirname, "../../..");
const ENTRIES = ["features/exams/player/TestPlayer.tsx", "features/demo/DemoExamStartPage.tsx"];

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** The packages and files `file` loads at run time through static imports (not `import()`), itself included. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
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

describe("what the test screen loads", () => {
  it.each(ENTRIES)("%s imports neither KaTeX's script nor DOMPurify", (entry) => {
    const loaded = [...staticImports(resolve(SRC, entry))];
    expect(loaded.filter((m) => m === "katex" || m === "dompurify" || m.endsWith("lib/mathHtml.ts"))).toEqual(
      [],
    );
    expect(loaded).toContain("katex/dist/katex.min.css");
  });

  it("the check sees KaTeX and DOMPurify through relative imports", () => {
    const loaded = [...staticImports(resolve(SRC, "lib/RichText.tsx"))];
    expect(loaded).toContain("katex");
    expect(loaded).toContain("dompurify");
  });
});
