import { ATTEMPT_STATUS_LABELS, type AttemptStatus } from "@medhavi/domain";
import HourglassEmptyIcon from "@mui/icons-material/HourglassEmpty";
import PendingOutlinedIcon from "@mui/icons-material/PendingOutlined";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import Chip from "@mui/material/Chip";
import type { ReactElement } from "react";
import { useT } from "../../lib/i18n/useT";

const LOOK: Record<AttemptStatus, { color: "warning" | "info" | "success"; icon: ReactElement }> = {
  in_progress: { color: "warning", icon: <PendingOutlinedIcon /> },
  pending_evaluation: { color: "info", icon: <HourglassEmptyIcon /> },
  evaluated: { color: "success", icon: <TaskAltIcon /> },
};

/** In progress / Pending evaluation / Evaluated, with an icon as well as a colour. */
export function AttemptStatusChip({ status }: { status: AttemptStatus }) {
  const { color, icon } = LOOK[status];
  const { t } = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={t(`attemptStatus.${status}`, ATTEMPT_STATUS_LABELS[status])}
      sx={{ fontWeight: 600 }}
    />
  );
}
