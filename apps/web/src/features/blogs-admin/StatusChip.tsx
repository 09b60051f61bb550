import type { BlogStatus } from "@medhavi/domain";
import Chip from "@mui/material/Chip";

const LOOK: Record<BlogStatus, { label: string; color: "default" | "info" | "success" }> = {
  draft: { label: "Draft", color: "default" },
  scheduled: { label: "Scheduled", color: "info" },
  published: { label: "Published", color: "success" },
};

export function StatusChip({ status }: { status: BlogStatus }) {
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      label={look.label}
      color={look.color}
      variant={status === "draft" ? "outlined" : "filled"}
    />
  );
}
