import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

// The stylesheet's module, loaded on demand: it stands for the chunk that carries KaTeX's stylesheet.
const stylesheet = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./katexStyles", async () => {
  stylesheet.loads++;
  const { katexStylesheetLoaded } = await import("./katexStylesheet");
  katexStylesheetLoaded();
  return {};
});

const { HtmlBox } = await import("./HtmlBox");

const shown = (element: HTMLElement) =>
  getComputedStyle(element).visibility !== "hidden" && !element.hasAttribute("aria-busy");

const FORMULA = '<p>Speed <span class="katex"><span class="katex-mathml">v = d/t</span></span></p>';

describe("HtmlBox and KaTeX's stylesheet", () => {
  it("shows text without formulas at once and loads no stylesheet for it", () => {
    render(<HtmlBox html="<p>Read every question carefully.</p>" data-testid="box" />);
    expect(shown(screen.getByTestId("box"))).toBe(true);
    expect(stylesheet.loads).toBe(0);
  });

  it("keeps a box with formulas in its place, unseen, until the stylesheet has loaded; then shows it, and the next at once", async () => {
    render(<HtmlBox html={FORMULA} data-testid="first" />);
    const first = screen.getByTestId("first");
    expect(getComputedStyle(first).visibility).toBe("hidden");
    expect(first.getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(shown(first)).toBe(true));
    expect(stylesheet.loads).toBe(1);

    render(<HtmlBox html={FORMULA} data-testid="second" />);
    expect(shown(screen.getByTestId("second"))).toBe(true);
    expect(stylesheet.loads).toBe(1);
  });
});
