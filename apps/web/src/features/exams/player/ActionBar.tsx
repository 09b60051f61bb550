import ArrowBackRoundedIcon from "@mui/icons-material/ArrowBackRounded";
import ArrowForwardRoundedIcon from "@mui/icons-material/ArrowForwardRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useT } from "../../../lib/i18n/useT";

export interface ActionBarProps {
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  /** Opens the Question Paper (every question at a glance). */
  onPaper?: () => void;
  isFirst: boolean;
}

const big = { minHeight: 48, px: 2 } as const;

/** NTA's buttons under the question: two rows on a phone, one on a wide screen. */
export function ActionBar({ onSaveNext, onMarkNext, onClear, onPrevious, onPaper, isFirst }: ActionBarProps) {
  const { t } = useT();
  return (
    <Box
      sx={{
        flexShrink: 0,
        borderTop: "1px solid",
        borderColor: "divider",
        bgcolor: "background.paper",
        px: { xs: 1.5, md: 3 },
        py: 1.5,
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "1fr 1fr", md: "auto auto auto 1fr auto auto" },
      }}
    >
      <Button variant="outlined" color="secondary" onClick={onMarkNext} sx={{ ...big, bgcolor: "#F3E5F5" }}>
        {t("player.markNext", "Mark for Review & Next")}
      </Button>
      <Button variant="outlined" color="secondary" onClick={onClear} sx={big}>
        {t("player.clear", "Clear Response")}
      </Button>
      {onPaper ? (
        <Button variant="text" color="secondary" onClick={onPaper} sx={big}>
          {t("player.paper", "Question Paper")}
        </Button>
      ) : (
        <Box />
      )}
      <Box sx={{ display: { xs: "none", md: "block" } }} />
      <Button
        variant="outlined"
        color="secondary"
        onClick={onPrevious}
        disabled={isFirst}
        startIcon={<ArrowBackRoundedIcon />}
        sx={big}
      >
        {t("player.previous", "Previous")}
      </Button>
      <Button variant="contained" onClick={onSaveNext} endIcon={<ArrowForwardRoundedIcon />} sx={big}>
        {t("player.saveNext", "Save & Next")}
      </Button>
    </Box>
  );
}
