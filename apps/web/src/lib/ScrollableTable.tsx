import Paper from "@mui/material/Paper";
import type { SxProps, Theme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableContainer from "@mui/material/TableContainer";
import type { ReactNode } from "react";

/**
 * A small table in an outlined card that scrolls sideways on a phone (and down, with `maxHeight`). The
 * scrolling region is focusable and named, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ScrollableTable({
  label,
  regionLabel = `${label}, scrollable`,
  stickyHeader = false,
  sx,
  children,
}: {
  /** The table's name. */
  label: string;
  /** The scrolling region's name. */
  regionLabel?: string;
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={regionLabel}
      // `position: relative` keeps visually hidden (absolutely placed) header text inside the scroller.
      sx={[
        { borderRadius: 3, overflowX: "auto", maxWidth: "100%", position: "relative" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Table size="small" stickyHeader={stickyHeader} aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
