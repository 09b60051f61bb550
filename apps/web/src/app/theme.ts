import { CARD_ANIMATION_MS } from "@medhavi/domain";
import { createTheme } from "@mui/material/styles";

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
    background: { default: BRAND_COLORS.page, paper: BRAND_COLORS.paper },
    text: { primary: "#2B2118", secondary: "#5E5247" },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
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
        @keyframes ${CARD_ENTER_KEYFRAMES} {
          from { opacity: 0; transform: translateY(16px); }
          to { opacity: 1; transform: none; }
        }
        html { scroll-padding-top: 80px; }
        @media (prefers-reduced-motion: reduce) {
          html { scroll-behavior: auto; }
        }
      `,
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
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
    MuiLink: { defaultProps: { underline: "hover" } },
  },
});
