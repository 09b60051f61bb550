import type { ActiveExam } from "@medhavi/domain";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import FiberNewOutlinedIcon from "@mui/icons-material/FiberNewOutlined";
import PendingOutlinedIcon from "@mui/icons-material/PendingOutlined";
import Chip from "@mui/material/Chip";
import type { ReactElement } from "react";
import { useT } from "../../lib/i18n/useT";

type ActiveExamStatus = ActiveExam["status"];

const STATUS: Record<
  ActiveExamStatus,
  { label: string; color: "info" | "warning" | "success"; icon: ReactElement }
> = {
  new: { label: "New", color: "info", icon: <FiberNewOutlinedIcon /> },
  in_progress: { label: "In progress", color: "warning", icon: <PendingOutlinedIcon /> },
  submitted: { label: "Submitted", color: "success", icon: <CheckCircleOutlineIcon /> },
};

/** New / In progress / Submitted, with an icon so the state does not rest on colour alone. */
export function ExamStatusChip({ status }: { status: ActiveExamStatus }) {
  const { label, color, icon } = STATUS[status];
  const { t } = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`examStatus.${status}`, label)}
      color={color}
      icon={icon}
      sx={{ fontWeight: 600 }}
    />
  );
}
