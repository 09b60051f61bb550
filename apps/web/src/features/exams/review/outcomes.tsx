import type { AnswerOutcome } from "@medhavi/domain";
import AdjustIcon from "@mui/icons-material/Adjust";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import RemoveCircleOutlineIcon from "@mui/icons-material/RemoveCircleOutlined";
import Chip from "@mui/material/Chip";
import type { ReactElement } from "react";
import { useT } from "../../../lib/i18n/useT";

type Colour = "success" | "warning" | "error" | "default" | "info";

/** Label, colour and icon of each outcome: never colour alone. */
export const OUTCOME: Record<AnswerOutcome, { label: string; color: Colour; icon: ReactElement }> = {
  correct: { label: "Correct", color: "success", icon: <CheckCircleIcon /> },
  partial: { label: "Partially correct", color: "warning", icon: <AdjustIcon /> },
  wrong: { label: "Wrong", color: "error", icon: <CancelIcon /> },
  unanswered: { label: "Not answered", color: "default", icon: <RemoveCircleOutlineIcon /> },
  pending: { label: "Pending evaluation", color: "info", icon: <HourglassEmptyIcon /> },
};

export function OutcomeChip({ outcome }: { outcome: AnswerOutcome }) {
  const { label, color, icon } = OUTCOME[outcome];
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={t(`outcome.${outcome}`, label)}
      color={color}
      icon={icon}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
