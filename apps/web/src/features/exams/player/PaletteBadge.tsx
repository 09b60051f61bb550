import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from "@medhavi/domain";
import CheckRoundedIcon from "@mui/icons-material/CheckRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useT } from "../../../lib/i18n/useT";
import { visuallyHidden } from "../../../lib/visuallyHidden";
import type { StatusCounts } from "./attemptState";

/**
 * NTA's palette colours: grey not visited, red not answered, green answered, purple marked for review,
 * purple with a green tick answered and marked. Marked states are round (as on the NTA screen), so the
 * status is not told by colour alone; every colour has at least 4.5:1 contrast with its text.
 */
export const PALETTE_COLORS: Readonly<Record<PaletteStatus, { bg: string; fg: string; border: string }>> = {
  "not-visited": { bg: "#EEEBE6", fg: "#2B2118", border: "#A39B91" },
  "not-answered": { bg: "#C62828", fg: "#FFFFFF", border: "#8E1B1B" },
  answered: { bg: "#2E7D32", fg: "#FFFFFF", border: "#1B5E20" },
  marked: { bg: "#6A1B9A", fg: "#FFFFFF", border: "#4A148C" },
  "answered-marked": { bg: "#6A1B9A", fg: "#FFFFFF", border: "#4A148C" },
};

export const TICK_GREEN = "#2E7D32";

/** The coloured shape of a status, with a number (or nothing) inside. */
export function PaletteShape({
  status,
  size = 44,
  children,
}: {
  status: PaletteStatus;
  size?: number;
  children?: ReactNode;
}) {
  const colors = PALETTE_COLORS[status];
  const round = status === "marked" || status === "answered-marked";
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: "relative",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: round ? "50%" : "8px",
        bgcolor: colors.bg,
        color: colors.fg,
        border: "1px solid",
        borderColor: colors.border,
        fontWeight: 700,
        fontSize: size >= 40 ? "0.9375rem" : "0.75rem",
        fontVariantNumeric: "tabular-nums",
      }}
    >
      {children}
      {status === "answered-marked" && (
        <Box
          component="span"
          sx={{
            position: "absolute",
            right: -4,
            bottom: -4,
            width: size * 0.45,
            height: size * 0.45,
            borderRadius: "50%",
            bgcolor: TICK_GREEN,
            border: "2px solid #FFFFFF",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <CheckRoundedIcon sx={{ fontSize: size * 0.32, color: "#FFFFFF" }} />
        </Box>
      )}
    </Box>
  );
}

/** The five statuses with their names and, on the test screen, how many questions are in each. */
export function PaletteLegend({ counts, dense = false }: { counts?: StatusCounts; dense?: boolean }) {
  const { t } = useT();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: dense ? "1fr 1fr" : { xs: "1fr", sm: "1fr 1fr" },
        gap: dense ? 1 : 1.5,
      }}
    >
      {PALETTE_STATUSES.map((status) => (
        <Box
          component="li"
          key={status}
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            gridColumn: status === "answered-marked" ? "1 / -1" : undefined,
          }}
        >
          <PaletteShape status={status} size={dense ? 28 : 32}>
            {counts?.[status]}
          </PaletteShape>
          <Typography variant="body2" sx={{ lineHeight: 1.25 }}>
            {t(`palette.${status}`, PALETTE_LABELS[status])}

            {counts && <Box component="span" sx={visuallyHidden}>{`: ${counts[status]}`}</Box>}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
