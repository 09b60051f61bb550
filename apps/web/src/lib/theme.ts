import { CARD_ANIMATION_MS } from "@medhavi/domain";
import { createTheme } from "@mui/material/styles";
// A file of its own, not inlined: every page would carry it, most have no prices.
import rupeeFont from "../assets/inter-rupee-wght.woff2?no-inline";
import { SKIP_LINK_CSS } from "./SkipLink";

// Theme per shared/design/UI.md: gold primary (dark text on it for WCAG AA), brown secondary, warm page
// background, radius 12 on cards and 8 on buttons, self-hosted Inter (imported in main.tsx).
export const BRAND_COLORS = {
  gold: "#C9972B",
  goldDark: "#9C7018",
  goldLight: "#E7C46A",
  /** Gold dark enough for small text on white or the page background (6.5:1; goldDark is only 4.4:1). */
  goldText: "#7F5B12",
  onGold: "#1F1A12",
  brown: "#5D4037",
  brownDark: "#3E2723",
  brownLight: "#8D6E63",
  page: "#FFFBF3",
  paper: "#FFFFFF",
} as const;

/**
 * The keyboard focus ring (WCAG 2.4.7, 2.4.13): a dark ring with a white halo, so it shows on the light
 * pages and on the dark bars alike. MUI marks keyboard focus on its buttons, radios and checkboxes with
 * .Mui-focusVisible (their native input is invisible); plain elements use :focus-visible.
 */
export const FOCUS_RING = {
  outline: `3px solid ${BRAND_COLORS.brownDark}`,
  outlineOffset: "2px",
  boxShadow: "0 0 0 2px #FFFFFF",
} as const;

/** The visitor asked the system for less motion: MUI's transitions (dialogs, menus, drawers) go instant. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

const INSTANT = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/** Name of the card entry keyframes, declared once in CssBaseline. */
export const CARD_ENTER_KEYFRAMES = "medhavi-card-enter";

export const theme = createTheme({
  palette: {
    primary: {
      main: BRAND_COLORS.gold,
      dark: BRAND_COLORS.goldDark,
      light: BRAND_COLORS.goldLight,
      contrastText: BRAND_COLORS.onGold,
    },
    secondary: {
      main: BRAND_COLORS.brown,
      dark: BRAND_COLORS.brownDark,
      light: BRAND_COLORS.brownLight,
      contrastText: "#FFFFFF",
    },
    // MUI's orange warning (3.1:1 with white) fails as text and under white text; this one is 5.5:1.
    warning: { main: "#A85000", dark: "#7A3A00", light: "#F0A24F", contrastText: "#FFFFFF" },
    // MUI's info blue is 3.9:1 on white (a "New" chip's text fails AA); this one is 6.6:1.
    info: { main: "#0B5FA5", dark: "#084A80", light: "#4F8FD0", contrastText: "#FFFFFF" },
    background: { default: BRAND_COLORS.page, paper: BRAND_COLORS.paper },
    text: { primary: "#2B2118", secondary: "#5E5247" },
  },
  shape: { borderRadius: 8 },
  ...(prefersReducedMotion() ? { transitions: { duration: INSTANT } } : {}),
  typography: {
    fontFamily:
      '"Inter Variable", "Inter", "Inter Fallback", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2, letterSpacing: "-0.01em" },
    h2: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: "1.375rem", fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: "1.125rem", fontWeight: 700, lineHeight: 1.35 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: `
        /* Until Inter has loaded, text is set in Arial (or its metric twin Liberation Sans) scaled to Inter's
           size and line metrics, so the swap to Inter moves nothing on the page (it was the home page's
           only layout shift). The figures are Inter's own against Arial's, as Next.js's font tooling uses. */
        @font-face {
          font-family: "Inter Fallback";
          src: local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo");
          size-adjust: 107.06%;
          ascent-override: 90.49%;
          descent-override: 22.56%;
          line-gap-override: 0%;
        }
        /* The rupee sign from its own 1 KB file (scripts/make-rupee-font.mjs): declared after @fontsource's
           faces, so it is the face checked first for U+20B9, and a page with prices does not download
           Inter's 85 KB latin-ext file for that one glyph. */
        @font-face {
          font-family: "Inter Variable";
          font-style: normal;
          font-display: swap;
          font-weight: 100 900;
          src: url(${rupeeFont}) format("woff2");
          unicode-range: U+20B9;
        }
        @keyframes ${CARD_ENTER_KEYFRAMES} {
          from { opacity: 0; transform: translateY(16px); }
          to { opacity: 1; transform: none; }
        }
        html { scroll-padding-top: 80px; }
        @media (prefers-reduced-motion: reduce) {
          html { scroll-behavior: auto; }
          *, *::before, *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
        /* "html" lifts these above the components' own single-class styles (ButtonBase sets outline: 0). */
        html :focus-visible, html .Mui-focusVisible {
          outline: ${FOCUS_RING.outline};
          outline-offset: ${FOCUS_RING.outlineOffset};
          box-shadow: ${FOCUS_RING.boxShadow};
        }
        /* Text fields show focus with their own border (see MuiOutlinedInput); <main> takes focus from the
           skip link and headings from the test player, neither needs a ring. */
        html .MuiInputBase-input:focus-visible, html main:focus, html [tabindex="-1"]:focus {
          outline: none;
          box-shadow: none;
        }
        ${SKIP_LINK_CSS}
      `,
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // Gold is a fill colour: as text (text and outlined buttons) it takes the darker gold (6.2:1).
      styleOverrides: {
        root: {
          borderRadius: 8,
          variants: [
            { props: { variant: "text", color: "primary" }, style: { color: BRAND_COLORS.goldText } },
            {
              props: { variant: "outlined", color: "primary" },
              style: { color: BRAND_COLORS.goldText, borderColor: BRAND_COLORS.goldDark },
            },
          ],
        },
      },
    },
    MuiIconButton: {
      styleOverrides: { colorPrimary: { color: BRAND_COLORS.goldText } },
    },
    MuiTab: {
      styleOverrides: { textColorPrimary: { "&.Mui-selected": { color: BRAND_COLORS.goldText } } },
    },
    MuiChip: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: "outlined", color: "primary" },
              style: { color: BRAND_COLORS.goldText, borderColor: BRAND_COLORS.goldDark },
            },
          ],
        },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          borderRadius: 12,
          "@media (prefers-reduced-motion: no-preference)": {
            animation: `${CARD_ENTER_KEYFRAMES} ${CARD_ANIMATION_MS}ms cubic-bezier(0.2, 0.7, 0.2, 1) both`,
          },
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // The focused field's border: gold text colour, 6.5:1 on white (the gold itself is under 3:1).
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          "&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline": {
            borderColor: BRAND_COLORS.goldText,
          },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { "&.Mui-focused:not(.Mui-error)": { color: BRAND_COLORS.goldText } } },
    },
    MuiLink: {
      defaultProps: { underline: "hover" },
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.color === undefined || ownerState.color === "primary"
            ? { color: BRAND_COLORS.goldText, textDecorationColor: "currentColor" }
            : {},
      },
    },
  },
});
