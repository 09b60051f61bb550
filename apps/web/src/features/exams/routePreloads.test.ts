import { describe, expect, it } from "vitest";
import { preloadsFor } from "../../../scripts/route-preloads.mjs";

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) => ({
  type: "chunk",
  fileName,
  facadeModuleId,
  imports,
  dynamicImports: [],
  isEntry,
});

describe("the test screen's preloads (the web build's list for the server)", () => {
  it("names the test page's and the player's chunks, then what they import, less what the shell loads", () => {
    const bundle = Object.fromEntries(
      [
        chunk("assets/index-1.js", "/app/src/main.tsx", ["assets/react-2.js", "assets/http-3.js"], true),
        chunk("assets/react-2.js", null, []),
        chunk("assets/http-3.js", null, []),
        chunk("assets/TestSeriesPage-4.js", "/app/src/features/exams/TestSeriesPage.tsx", [
          "assets/http-3.js",
          "assets/Alert-5.js",
        ]),
        chunk("assets/Alert-5.js", null, ["assets/react-2.js", "assets/Zoom-10.js"]),
        chunk("assets/Zoom-10.js", null, []),
        chunk("assets/TestPlayer-6.js", "/app/src/features/exams/player/TestPlayer.tsx", [
          "assets/grading-7.js",
        ]),
        chunk("assets/grading-7.js", null, []),
        chunk("assets/HomePage-8.js", "/app/src/features/home/HomePage.tsx", ["assets/Hero-9.js"]),
        chunk("assets/Hero-9.js", null, []),
      ].map((c) => [c.fileName, c]),
    );
    // In the order they are needed (the browser fetches them so): the page and the player first, then
    // their imports breadth first.
    expect(preloadsFor(bundle)).toEqual([
      "/assets/TestSeriesPage-4.js",
      "/assets/TestPlayer-6.js",
      "/assets/Alert-5.js",
      "/assets/grading-7.js",
      "/assets/Zoom-10.js",
    ]);
  });
});
