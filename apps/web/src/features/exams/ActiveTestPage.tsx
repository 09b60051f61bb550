import type { ActiveTests } from "@medhavi/domain";
import EventBusyOutlinedIcon from "@mui/icons-material/EventBusyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { api } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { StudentPage } from "../auth/StudentPage";
import { ActiveExamCard } from "./ActiveExamCard";
import { CARD_GRID } from "./cardGrid";
import { SubscriptionPrompt } from "./SubscriptionPrompt";
import { attemptKeys } from "./types";

function EmptyState() {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
      <EventBusyOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mt: 1, mb: 1 }}>
        {t("history.noTestsAreOpen", "No tests are open for your course right now")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(
          "history.whenANewTest",
          "When a new test is scheduled you get a notification, and it appears here while it is open.",
        )}
      </Typography>
      <Button component={RouterLink} to="/attempt-history" variant="contained">
        {t("history.seeYourAttemptHistory", "See your attempt history")}
      </Button>
    </Paper>
  );
}

function ActiveTestList() {
  const { t } = useT();
  const query = useQuery({
    queryKey: attemptKeys.active,
    queryFn: () => api.get<ActiveTests>("/user_exam/active", { silent: true }),
    // Statuses change in the test screen; show them fresh every time the page opens.
    staleTime: 0,
  });

  if (query.isPending) {
    return (
      <LoadingSkeletons label={t("history.loadingTests", "Loading tests")} height={240} grid={CARD_GRID} />
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={t(
          "history.yourTestsCouldNot",
          "Your tests could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => query.refetch()}
      />
    );
  }
  const { expired, subscription, exams } = query.data;
  if (expired) return <SubscriptionPrompt subscription={subscription} />;
  if (exams.length === 0) return <EmptyState />;
  return (
    <Box component="ul" sx={CARD_GRID} aria-label={t("history.tests", "Tests")}>
      {exams.map((exam, index) => (
        <ActiveExamCard key={exam.id} exam={exam} index={index} />
      ))}
    </Box>
  );
}

export default function ActiveTestPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("history.activeTests", "Active Tests")}
      lead={t(
        "history.testsScheduledForYour",
        "Tests scheduled for your course that are open now, with their duration and closing time.",
      )}
      loggedOutLead={t("history.logInToSee3", "Log in to see the tests that are open for your course.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ActiveTestList />
      </Container>
    </StudentPage>
  );
}
