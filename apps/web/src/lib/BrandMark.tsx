import { BRAND } from "@medhavi/domain";
import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router";
import { BRAND_COLORS } from "./theme";

/** The academy's mark: gold tile with a brown "M" (same drawing as public/favicon.svg). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={BRAND_COLORS.gold} />
      <path
        d="M15 46V19l17 16 17-16v27"
        fill="none"
        stroke={BRAND_COLORS.brownDark}
        strokeWidth="7.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Responsive CSS display value, e.g. `{ xs: "inline", md: "none", lg: "inline" }`. */
type DisplayValue = string | Partial<Record<"xs" | "sm" | "md" | "lg" | "xl", string>>;

/** Logo and name, linking home. `nameDisplay` can hide the name where space is short. */
export function BrandLink({ nameDisplay = "inline", to = "/" }: { nameDisplay?: DisplayValue; to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${BRAND.name} home`}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1.25,
        color: "inherit",
        textDecoration: "none",
        flexShrink: 0,
        borderRadius: 1,
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.light", outlineOffset: 4 },
      }}
    >
      <LogoMark />
      <Box
        component="span"
        sx={{
          display: nameDisplay,
          fontWeight: 700,
          fontSize: "1.125rem",
          letterSpacing: "0.01em",
          whiteSpace: "nowrap",
        }}
      >
        {BRAND.name}
      </Box>
    </Box>
  );
}
