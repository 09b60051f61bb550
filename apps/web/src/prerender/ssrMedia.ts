import type { Theme } from "@mui/material/styles";

/**
 * Media queries answered for a fixed screen width, for pages rendered to HTML ahead of time: the
 * app picks its phone or desktop layout with `useMediaQuery`, which cannot measure a screen on the server.
 * Understands the queries MUI's breakpoints write: `@media (min-width:1200px)`, `(max-width:899.95px)`,
 * and both joined with `and`.
 */
export function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) throw new Error(`prerender: cannot answer the media query "${query}" for a width`);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** The layouts rendered ahead of time, each shown by CSS on the screens it was rendered for. */
export const PRERENDER_LAYOUTS = [
  // A phone, and what the `md` breakpoint and below show (useMobileLayout).
  { name: "phone", width: 390, media: "(max-width:899.95px)" },
  { name: "desktop", width: 1280, media: "(min-width:900px)" },
] as const;

export type PrerenderLayout = (typeof PRERENDER_LAYOUTS)[number];

/**
 * `theme` with MUI's media queries answered for a screen `width` wherever React renders or hydrates HTML
 * (`useMediaQuery`'s server snapshot): the page renderer lays a page out so, and the browser hydrates the
 * page with the same answers; then each query re-renders with the screen's own.
 */
export function themeForWidth(theme: Theme, width: number): Theme {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiUseMediaQuery: {
        defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, width) }) },
      },
    },
  };
}

/** CSS that hides every layout but the one rendered for this screen. */
export function layoutSwitchCss(): string {
  return PRERENDER_LAYOUTS.map(
    (l) => `@media not all and ${l.media}{[data-prerender="${l.name}"]{display:none}}`,
  ).join("");
}
