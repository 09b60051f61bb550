import { alpha, type Theme } from "@mui/material/styles";

/**
 * MUI Button's looks for the test screen's plain buttons (its bars style their own buttons: an MUI Button
 * is ButtonBase, a ripple and label and icon wrappers, each styled, and five of them were a third of the
 * screen's first render on a phone at 4x CPU). Keyboard focus shows the app's global ring (lib/theme.ts).
 */
export function buttonLook(theme: Theme, color: string) {
  return {
    ...theme.typography.button,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 2),
    border: "1px solid transparent",
    borderRadius: theme.shape.borderRadius,
    background: "none",
    color,
    cursor: "pointer",
    transition: theme.transitions.create(["background-color", "border-color"], {
      duration: theme.transitions.duration.short,
    }),
    "&:hover:not(:disabled)": { backgroundColor: alpha(color, theme.palette.action.hoverOpacity) },
  };
}

/** A contained (gold) button's colours, over `buttonLook`. */
export function containedLook(theme: Theme) {
  return {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    "&:hover:not(:disabled)": { backgroundColor: theme.palette.primary.dark },
  };
}
