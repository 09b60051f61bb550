import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The app shell and the test player import these modules; a zod import anywhere below them puts all of
// zod (24 KiB gzip) on the home page or the test screen (docs/architecture.md, "home weight").
const ZOD_FREE = [
  "academyCalendar",
  "brand",
  "constants",
  "envelope",
  "fieldBounds",
  "grading",
  "marking",
  "messages",
  "navigation",
  "numerical",
  "pageCatalogue",
  "pageData",
  "pageTitle",
  "questionTypes",
  "sectionRules",
];

/** The modules `name` loads at run time (type-only imports are erased), itself included. */
function runtimeImports(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), "utf8");
  for (const [, spec] of source.matchAll(/^import (?!type )[^;]*?from "([^"]+)";/gms)) {
    if (spec?.startsWith("./")) runtimeImports(spec.slice(2), seen);
    else if (spec) seen.add(spec);
  }
  return seen;
}

describe("modules the home page and the test player load", () => {
  it.each(ZOD_FREE)("%s loads no zod", (name) => {
    expect([...runtimeImports(name)]).not.toContain("zod");
  });

  it("the check sees a zod import through a relative one", () => {
    expect([...runtimeImports("questions")]).toContain("zod");
  });
});
