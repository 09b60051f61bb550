import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useT } from "../../lib/i18n/useT";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";

/** Above a locked list: why the items are locked and the way to open them (the one subscribe dialog). */
export function LockedBanner({ lapsed }: { lapsed: boolean }) {
  const { t } = useT();
  const { openSubscribeDialog } = useSubscribeDialog();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="materials-locked-heading"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, borderColor: "primary.light", bgcolor: "#FFF8E6" }}
    >
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "center" } }}>
        <LockOutlinedIcon sx={{ fontSize: 40, color: "primary.dark" }} aria-hidden />
        <Stack sx={{ flex: 1 }} spacing={0.5}>
          <Typography
            id="materials-locked-heading"
            variant="h2"
            sx={{ fontSize: "1.125rem", fontWeight: 700 }}
          >
            {lapsed
              ? t("study.yourSubscriptionExpired", "Your subscription expired")
              : t("study.subscribeToOpenThese", "Subscribe to open these materials")}
          </Typography>
          <Typography color="text.secondary">
            {lapsed
              ? t(
                  "study.reSubscribeToYour",
                  "Re-subscribe to your course and every note and lecture below opens again, with your progress kept.",
                )
              : t(
                  "study.belowIsEverythingYour",
                  "Below is everything your course includes. Start the 15-day free trial or choose a plan to open the notes and lectures.",
                )}
          </Typography>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button variant="contained" onClick={openSubscribeDialog}>
            {lapsed
              ? t("study.reSubscribe", "Re-subscribe")
              : t("study.subscribeToACourse", "Subscribe to a course")}
          </Button>
          <Button component={RouterLink} to="/demo-study-materials" color="secondary" variant="outlined">
            {t("study.freeSamples", "Free samples")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
