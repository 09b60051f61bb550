import { MESSAGES } from "@medhavi/domain";
import WifiOffRoundedIcon from "@mui/icons-material/WifiOffRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import Typography from "@mui/material/Typography";
import { type ConnectivityMonitor, connectivity, useConnectivity } from "../lib/connectivity";
import { useInFocusMode } from "./focusMode";

/**
 * Full-screen notice while the connection is confirmed down (spec section 2), with a retry. Not in focus
 * mode: the test screen keeps working offline and shows its own banner.
 */
export function OfflineOverlay({ monitor = connectivity }: { monitor?: ConnectivityMonitor }) {
  const { online, checking, retry } = useConnectivity(monitor);
  const focus = useInFocusMode();
  return (
    <Dialog
      fullScreen
      open={!online && !focus}
      disableEscapeKeyDown
      aria-labelledby="offline-title"
      aria-describedby="offline-detail"
      role="alertdialog"
      sx={{ zIndex: (theme) => theme.zIndex.tooltip + 10 }}
    >
      <Box
        sx={{
          flexGrow: 1,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          textAlign: "center",
          gap: 2,
          p: 3,
          bgcolor: "background.default",
        }}
      >
        <WifiOffRoundedIcon sx={{ fontSize: 64, color: "secondary.main" }} aria-hidden />
        <Typography id="offline-title" component="p" variant="h5" sx={{ fontWeight: 700 }}>
          No connection
        </Typography>
        <Typography id="offline-detail" sx={{ maxWidth: 420 }}>
          {MESSAGES.OFFLINE}
        </Typography>
        <Button
          variant="contained"
          size="large"
          onClick={() => void retry()}
          disabled={checking}
          startIcon={checking ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Retry
        </Button>
      </Box>
    </Dialog>
  );
}
