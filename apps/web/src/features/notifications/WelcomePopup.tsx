import CelebrationOutlinedIcon from "@mui/icons-material/CelebrationOutlined";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useT } from "../../lib/i18n/useT";
import type { NotificationItem } from "./notificationsApi";

/** The welcome popup shown once after signup + login (spec section 4): a way into the subscription screen. */
export default function WelcomePopup({
  item,
  onClose,
  onChooseCourse,
}: {
  item: NotificationItem | null;
  onClose: () => void;
  onChooseCourse: () => void;
}) {
  const titleId = useId();
  const { t } = useT();
  return (
    <Snackbar
      open={item !== null}
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      // Clicking elsewhere (e.g. the bell) must not dismiss it; only its own buttons do.
      onClose={(_, reason) => {
        if (reason !== "clickaway") onClose();
      }}
      sx={{ top: { xs: 72, sm: 80 } }}
    >
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        elevation={8}
        sx={{ p: 2, pr: 5, maxWidth: 360, position: "relative", borderTop: 4, borderColor: "primary.main" }}
      >
        <IconButton
          aria-label={t("notif.dismiss", "Dismiss")}
          size="small"
          onClick={onClose}
          sx={{ position: "absolute", top: 8, right: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ display: "flex", gap: 1.5 }}>
          <CelebrationOutlinedIcon sx={{ color: "primary.dark", mt: 0.25 }} aria-hidden />
          <Box>
            <Typography id={titleId} sx={{ fontWeight: 700, mb: 0.5 }}>
              {t("notif.welcome", "Welcome aboard!")}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item?.notificationMsg}
            </Typography>
            <Button variant="contained" size="small" onClick={onChooseCourse} sx={{ mt: 1.5 }}>
              {t("home.chooseCourse", "Choose a course")}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Snackbar>
  );
}
