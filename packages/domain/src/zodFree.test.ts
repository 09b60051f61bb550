import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticImports } from "./testing/staticImports";

// The app shell, the test player and the forum's pages import these modules; a zod import anywhere below them puts all of
// zod (24 KiB gzip) on the home page or the test screen (docs/architecture.md, "home weight").
const ZOD_FREE = [
  "academyCalendar",
  "appPaths",
  "brand",
  "constants",
  "csv",
  "envelope",
  "fieldBounds",
  "forum",
  "grading",
  "marking",
  "messages",
  "navigation",
  "numerical",
  "pageCatalogue",
  "pageData",
  "pageTitle",
  "pictures",
  "questionTypes",
  "sectionRules",
];

/** The modules `name` loads at run time, itself included. */
const runtimeImports = (name: string) =>
  staticImports(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)));

describe("modules the home page and the test player load", () => {
  it.each(ZOD_FREE)("%s loads no zod", (name) => {
    expect([...runtimeImports(name)]).not.toContain("zod");
  });

  it("the check sees a zod import through a relative one", () => {
    expect([...runtimeImports("questions")]).toContain("zod");
  });
});
