import { MESSAGES, type SubscriberInfo, subscriptionPromptText } from "@medhavi/domain";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { useSubscribeDialog } from "../subscription/SubscribeDialogContext";

/**
 * Shown instead of the tests when the server says the student has no live subscription. The heading is the
 * floating prompt's text for the subscription the server reported (spec section 4), so both agree.
 */
export function SubscriptionPrompt({ subscription }: { subscription: SubscriberInfo | null }) {
  const { openSubscribeDialog } = useSubscribeDialog();
  const lapsed = subscription !== null;
  const { t } = useT();
  const heading = subscriptionPromptText(subscription ?? {}) ?? MESSAGES.PROMPT_EXPIRED;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="subscription-prompt-heading"
      sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}
    >
      <WorkspacePremiumOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
      <Typography id="subscription-prompt-heading" variant="h2" sx={{ fontSize: "1.25rem", mt: 1, mb: 1 }}>
        {translateMessage(heading)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 560, mx: "auto" }}>
        {lapsed
          ? `${translateMessage(MESSAGES.SUBSCRIPTION_EXPIRED_TITLE)} ${translateMessage(MESSAGES.SUBSCRIPTION_EXPIRED_DETAIL)} ${t("tests.backSoon", "Your course's tests appear here again as soon as you do.")}`
          : t(
              "tests.partOfCourse",
              "Tests are part of a course subscription. Choose your course to start the 15-day free trial or a plan, and its tests appear here.",
            )}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center" }}>
        <Button variant="contained" size="large" onClick={openSubscribeDialog}>
          {lapsed ? t("tests.resubscribe", "Re-subscribe") : translateMessage(MESSAGES.SUBSCRIBE_HEADING)}
        </Button>
        <Button component={RouterLink} to="/demo-test" color="secondary" variant="outlined" size="large">
          {t("tests.tryDemo", "Try a free demo test")}
        </Button>
      </Stack>
    </Paper>
  );
}
