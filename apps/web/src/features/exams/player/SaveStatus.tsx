import CloudDoneOutlinedIcon from "@mui/icons-material/CloudDoneOutlined";
import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import CloudSyncOutlinedIcon from "@mui/icons-material/CloudSyncOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { QueueState } from "./answerQueue";

export function saveStatusText({ pending, status }: QueueState): string {
  if (status === "waiting") {
    return `Offline — ${pending} ${pending === 1 ? "answer" : "answers"} will be sent when you're back online`;
  }
  if (status === "closed") return "Saving has stopped";
  return pending > 0 ? "Saving…" : "All answers saved";
}

/** Unobtrusive save state, read out politely by screen readers. */
export function SaveStatus({ state }: { state: QueueState }) {
  const text = saveStatusText(state);
  const Icon =
    state.status === "waiting" || state.status === "closed"
      ? CloudOffOutlinedIcon
      : state.pending > 0
        ? CloudSyncOutlinedIcon
        : CloudDoneOutlinedIcon;
  return (
    <Box role="status" title={text} sx={{ display: "flex", alignItems: "center", gap: 0.75, minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap>
        {text}
      </Typography>
    </Box>
  );
}
