import ArrowBackRoundedIcon from "@mui/icons-material/ArrowBackRounded";
import ArrowForwardRoundedIcon from "@mui/icons-material/ArrowForwardRounded";
import { alpha, styled } from "@mui/material/styles";
import { useT } from "../../../lib/i18n/useT";
import { buttonLook, containedLook } from "./buttonLooks";

export interface ActionBarProps {
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onPrevious: () => void;
  /** Opens the Question Paper (every question at a glance). */
  onPaper?: () => void;
  isFirst: boolean;
}

/** Plain buttons in MUI Button's looks (./buttonLooks): outlined and text in brown, contained in gold. */
const Bar = styled("div")(({ theme }) => {
  const brown = theme.palette.secondary.main;
  return {
    flexShrink: 0,
    borderTop: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    padding: theme.spacing(1.5),
    display: "grid",
    gap: theme.spacing(1),
    gridTemplateColumns: "1fr 1fr",
    [theme.breakpoints.up("md")]: {
      padding: theme.spacing(1.5, 3),
      gridTemplateColumns: "auto auto auto 1fr auto auto",
    },
    "& button": { ...buttonLook(theme, brown), minHeight: 48 },
    "& .outlined": { borderColor: alpha(brown, 0.5) },
    "& .outlined:hover:not(:disabled)": { borderColor: brown },
    "& .mark": { backgroundColor: "#F3E5F5" },
    "& .contained": containedLook(theme),
    "& button:disabled": {
      color: theme.palette.action.disabled,
      borderColor: theme.palette.action.disabledBackground,
      cursor: "default",
    },
    "& .wide-only": { display: "none", [theme.breakpoints.up("md")]: { display: "block" } },
  };
});

/** NTA's buttons under the question: two rows on a phone, one on a wide screen. */
export function ActionBar({ onSaveNext, onMarkNext, onClear, onPrevious, onPaper, isFirst }: ActionBarProps) {
  const { t } = useT();
  return (
    <Bar>
      <button type="button" className="outlined mark" onClick={onMarkNext}>
        {t("player.markNext", "Mark for Review & Next")}
      </button>
      <button type="button" className="outlined" onClick={onClear}>
        {t("player.clear", "Clear Response")}
      </button>
      {onPaper ? (
        <button type="button" onClick={onPaper}>
          {t("player.paper", "Question Paper")}
        </button>
      ) : (
        <div />
      )}
      <div className="wide-only" />
      <button type="button" className="outlined" onClick={onPrevious} disabled={isFirst}>
        <ArrowBackRoundedIcon fontSize="small" />
        {t("player.previous", "Previous")}
      </button>
      <button type="button" className="contained" onClick={onSaveNext}>
        {t("player.saveNext", "Save & Next")}
        <ArrowForwardRoundedIcon fontSize="small" />
      </button>
    </Bar>
  );
}
