/**
 * jsdom has no matchMedia; MUI's useMediaQuery needs one. Tests choose which queries match:
 * `setMatchMedia((query) => query.includes("max-width"))` pretends to be a phone.
 */
type Matcher = (query: string) => boolean;

let matcher: Matcher = () => false;

export function setMatchMedia(next: Matcher): void {
  matcher = next;
}

export function resetMatchMedia(): void {
  matcher = () => false;
}

/** Matches MUI's `theme.breakpoints.down("md")` query, i.e. a narrow screen. */
export const phone: Matcher = (query) => query.includes("max-width");

Object.defineProperty(window, "matchMedia", {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => {
    const matches = matcher(query);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  },
});
