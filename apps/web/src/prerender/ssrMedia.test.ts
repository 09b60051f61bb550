import { describe, expect, it } from "vitest";
import { theme } from "../lib/theme";
import { layoutSwitchCss, matchesWidth, PRERENDER_LAYOUTS } from "./ssrMedia";

describe("matchesWidth", () => {
  it("answers MUI's breakpoint queries for a width", () => {
    const belowMd = theme.breakpoints.down("md");
    const fromLg = theme.breakpoints.up("lg");
    expect(matchesWidth(belowMd, 390)).toBe(true);
    expect(matchesWidth(belowMd, 1280)).toBe(false);
    expect(matchesWidth(fromLg, 1280)).toBe(true);
    expect(matchesWidth(fromLg, 1199)).toBe(false);
    expect(matchesWidth(theme.breakpoints.between("sm", "md"), 700)).toBe(true);
    expect(matchesWidth(theme.breakpoints.between("sm", "md"), 390)).toBe(false);
  });

  it("refuses a query it cannot answer instead of guessing", () => {
    expect(() => matchesWidth("(prefers-reduced-motion: reduce)", 390)).toThrow(/cannot answer/);
  });
});

describe("the layouts rendered ahead of time", () => {
  it("each shows on the screens it was rendered for, and the phone one is the app's mobile layout", () => {
    for (const layout of PRERENDER_LAYOUTS) expect(matchesWidth(layout.media, layout.width)).toBe(true);
    const [phone, desktop] = PRERENDER_LAYOUTS;
    expect(matchesWidth(theme.breakpoints.down("md"), phone.width)).toBe(true);
    expect(matchesWidth(theme.breakpoints.down("md"), desktop.width)).toBe(false);
    // Every width is covered by exactly one layout.
    for (const width of [320, 899, 900, 1920])
      expect(PRERENDER_LAYOUTS.filter((l) => matchesWidth(l.media, width))).toHaveLength(1);
    expect(layoutSwitchCss()).toBe(
      '@media not all and (max-width:899.95px){[data-prerender="phone"]{display:none}}' +
        '@media not all and (min-width:900px){[data-prerender="desktop"]{display:none}}',
    );
  });
});
