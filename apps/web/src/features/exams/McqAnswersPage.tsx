import type { AttemptReview } from "@medhavi/domain";
import PendingActionsOutlinedIcon from "@mui/icons-material/PendingActionsOutlined";
import SearchOffOutlinedIcon from "@mui/icons-material/SearchOffOutlined";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError, api } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import { LoadError } from "../../lib/LoadStates";
import { StudentPage } from "../auth/StudentPage";
import { ReviewTabs } from "./analysis/ReviewTabs";
import { attemptKeys, testSeriesPath } from "./types";

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function StatePanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
      {icon}
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mt: 1, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}

function NotFound() {
  const { t } = useT();
  return (
    <StatePanel
      icon={<SearchOffOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />}
      title={t("answers.notFound", "This attempt was not found")}
      text={t("answers.notFoundText", "The link may be wrong, or the attempt belongs to another account.")}
      action={
        <Button component={RouterLink} to="/attempt-history" variant="contained">
          {t("answers.seeHistory", "See your attempt history")}
        </Button>
      }
    />
  );
}

/** 4xx answers are final (not found, not submitted); only network and server errors are worth a retry. */
const retryable = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

function Review({ examId, attemptId }: { examId: number; attemptId: number }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: attemptKeys.review(attemptId),
    queryFn: () => api.get<AttemptReview>(`/user_exam/attempts/${attemptId}`, { silent: true }),
    retry: retryable,
  });

  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t("answers.loading", "Loading the review")}>
        <Skeleton variant="rounded" height={180} />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={220} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 409) {
      return (
        <StatePanel
          icon={<PendingActionsOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />}
          title={t("answers.inProgress", "This test is still in progress")}
          text={t(
            "answers.inProgressText",
            "Its answers and solutions open once you submit it. Resume the test to finish and submit.",
          )}
          action={
            <Button component={RouterLink} to={testSeriesPath(examId)} variant="contained">
              {t("answers.resume", "Resume the test")}
            </Button>
          }
        />
      );
    }
    return (
      <LoadError
        message={t(
          "answers.loadError",
          "The review could not be loaded. Check your connection and try again.",
        )}
        onRetry={() => query.refetch()}
      />
    );
  }
  return <ReviewTabs review={query.data} />;
}

export default function McqAnswersPage() {
  const { t } = useT();
  const params = useParams();
  const examId = positiveId(params.examId);
  const attemptId = positiveId(params.attemptId);
  return (
    <StudentPage
      title={t("answers.title", "Answers and Solutions")}
      lead={t(
        "answers.lead",
        "Review a submitted test question by question: your answer, the correct answer and the worked solution.",
      )}
      loggedOutLead={t("answers.loggedOutLead", "Log in to review the answers and solutions of your tests.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {examId !== null && attemptId !== null ? (
          <Review examId={examId} attemptId={attemptId} />
        ) : (
          <NotFound />
        )}
      </Container>
    </StudentPage>
  );
}
