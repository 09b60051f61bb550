import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/**
 * A non-interactive header at the top of a MUI Menu (the signed-in name). Marked so that the menu skips it
 * when it opens: keyboard focus lands on the first real item, not on the list.
 */
export function MenuHeader({ children }: { children: ReactNode }) {
  return <Box sx={{ px: 2, py: 1 }}>{children}</Box>;
}
MenuHeader.muiSkipListHighlight = true;
