import Dialog, { type DialogProps } from "@mui/material/Dialog";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";

/**
 * A dialog that fills the screen below a breakpoint (`md` by default: the mobile layout; `sm` for small
 * forms). Works above the router too (the login and subscribe dialogs live there).
 */
export function ResponsiveDialog({
  fullScreenBelow = "md",
  ...props
}: Omit<DialogProps, "fullScreen"> & { fullScreenBelow?: "sm" | "md" }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down(fullScreenBelow), {
    noSsr: true,
  });
  return <Dialog {...props} fullScreen={fullScreen} />;
}
