import { type ApplicationStatus, STATUS_LABEL } from "@medhavi/domain";
import Chip from "@mui/material/Chip";

const COLOR: Record<ApplicationStatus, "default" | "info" | "success" | "error" | "warning" | "primary"> = {
  new: "primary",
  in_review: "info",
  approved: "success",
  rejected: "error",
  contacted: "warning",
  closed: "default",
};

export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" label={STATUS_LABEL[status]} color={COLOR[status]} variant="outlined" />;
}
