import { PALETTE_LABELS, PALETTE_STATUSES, type PaletteStatus } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useT } from "../../../lib/i18n/useT";
import { PaletteShape } from "../player/PaletteBadge";

const MEANING: Record<PaletteStatus, string> = {
  "not-visited": "Grey square: you have not opened the question yet.",
  "not-answered": "Red square: you opened it but left it without an answer.",
  answered: "Green square: answered; it will be graded.",
  marked: "Purple circle: no answer yet, flagged to come back to. It scores nothing unless you answer it.",
  "answered-marked":
    "Purple circle with a green tick: answered and flagged. The answer is graded even if you do not return to it.",
};

/** The five palette states, drawn exactly as the test screen draws them, with what each means. */
export function PaletteGuide() {
  const { t } = useT();
  return (
    <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
      {PALETTE_STATUSES.map((status, index) => (
        <Box component="li" key={status} sx={{ display: "flex", gap: 1.5, alignItems: "flex-start" }}>
          <PaletteShape status={status} size={36}>
            {index + 1}
          </PaletteShape>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t(`palette.${status}`, PALETTE_LABELS[status])}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`palette.meaning.${status}`, MEANING[status])}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
