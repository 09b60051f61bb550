import { resolve } from "node:path";
import { staticImports } from "@medhavi/domain/testing/static-imports";
import { describe, expect, it } from "vitest";

// The test screen loads neither KaTeX's script (75 KiB gzip) nor DOMPurify (11 KiB): the server sends the
// paper and the instructions sanitised and typeset, and the screen shows them with PaperHtml
// (docs/decisions/017-paper-typeset-on-the-server.md). A static import of either below these modules
// undoes it.
const SRC = resolve(__dirname, "../../..");
const ENTRIES = ["features/exams/player/TestPlayer.tsx", "features/demo/DemoExamStartPage.tsx"];

describe("what the test screen loads", () => {
  it.each(ENTRIES)("%s imports neither KaTeX's script nor DOMPurify", (entry) => {
    const loaded = [...staticImports(resolve(SRC, entry))];
    expect(loaded.filter((m) => m === "katex" || m === "dompurify" || m.endsWith("lib/mathHtml.ts"))).toEqual(
      [],
    );
  });

  it("the test paper brings KaTeX's stylesheet; the demo test's instructions do not (lib/katexStylesheet.ts)", () => {
    const [player, instructions] = ENTRIES.map((entry) => [...staticImports(resolve(SRC, entry))]);
    expect(player).toContain("katex/dist/katex.min.css");
    expect(instructions).not.toContain("katex/dist/katex.min.css");
  });

  it("the check sees KaTeX and DOMPurify through relative imports", () => {
    const loaded = [...staticImports(resolve(SRC, "lib/RichText.tsx"))];
    expect(loaded).toContain("katex");
    expect(loaded).toContain("dompurify");
  });
});
