import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMatchMedia, setMatchMedia } from "../test/matchMedia";

async function freshTheme() {
  vi.resetModules();
  return (await import("./theme")).theme;
}

describe("theme and motion", () => {
  afterEach(() => resetMatchMedia());

  it("turns MUI's transitions off when the system asks for reduced motion", async () => {
    setMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const theme = await freshTheme();
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.standard).toBe(0);
  });

  it("keeps them otherwise", async () => {
    const theme = await freshTheme();
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });

  it("declares a focus ring for keyboard focus, above the components' own styles", async () => {
    const theme = await freshTheme();
    const css = String(theme.components?.MuiCssBaseline?.styleOverrides);
    expect(css).toContain("html :focus-visible, html .Mui-focusVisible");
    expect(css).toContain("prefers-reduced-motion: reduce");
    expect(css).toContain(".medhavi-skip-link:focus");
  });
});
