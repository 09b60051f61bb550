import { MESSAGES } from "@medhavi/domain";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import WifiOffRoundedIcon from "@mui/icons-material/WifiOffRounded";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ConnectivityMonitor, connectivity, useConnectivity } from "../lib/connectivity";
import { useInFocusMode } from "../lib/focusMode";
import { translateMessage } from "../lib/i18n/message";
import { useT } from "../lib/i18n/useT";
import { pendingMessage, usePendingChanges } from "../lib/outbox/outboxState";

/**
 * The offline banner with retry (spec section 4): a strip along the top while the connection is confirmed
 * down, saying how many changes wait in the outbox. It does not block the page: the student keeps reading
 * what is loaded and keeps editing (changes are queued). While changes are being sent after the
 * connection is back it says so. Not in focus mode: the test screen shows its own banner.
 */
export function OfflineBanner({ monitor = connectivity }: { monitor?: ConnectivityMonitor }) {
  const { t } = useT();
  const { online, checking, retry } = useConnectivity(monitor);
  const pending = usePendingChanges();
  const focus = useInFocusMode();
  if (focus || (online && pending === 0)) return null;
  return (
    <Paper
      role={online ? "status" : "alert"}
      square
      elevation={3}
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "center",
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1,
        bgcolor: online ? "primary.main" : "secondary.main",
        color: online ? "primary.contrastText" : "secondary.contrastText",
      }}
    >
      {online ? <CloudUploadOutlinedIcon aria-hidden /> : <WifiOffRoundedIcon aria-hidden />}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {online
          ? t("outbox.sending", "Sending {{count}} changes…", {
              count: pending,
              defaultValue_one: "Sending {{count}} change…",
            })
          : translateMessage(MESSAGES.OFFLINE)}
        {!online && pending > 0 && ` ${pendingMessage(pending)}`}
      </Typography>
      {!online && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => void retry()}
          disabled={checking}
          startIcon={checking ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {t("outbox.retry", "Retry")}
        </Button>
      )}
    </Paper>
  );
}
