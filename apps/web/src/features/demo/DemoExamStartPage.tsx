import {
  ATTEMPT_PARAM,
  attemptInQuery,
  demoExamQueryKey,
  type ExamOverview,
  type StartedAttempt,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { ApiError, api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { ExamInstructions } from "../exams/player/ExamInstructions";
import { type AttemptEndpoints, demoEndpoints } from "../exams/player/endpoints";
import { LazyTestPlayer, preloadPlayer } from "../exams/player/lazyPlayer";
import {
  type DemoCredentials,
  forgetDemoAttempt,
  readDemoAttempt,
  storeDemoAttempt,
} from "../exams/player/resumeStorage";

type View =
  | { kind: "instructions" }
  /** After a reload with `?attempt=`: is that attempt still open (resume) or submitted (show the result)? */
  | { kind: "checking"; stored: DemoCredentials; endpoints: AttemptEndpoints }
  | { kind: "test"; attempt: StartedAttempt; endpoints: AttemptEndpoints }
  | { kind: "result"; endpoints: AttemptEndpoints };

function initialView(examId: number, resumeId: number | null): View {
  const stored = readDemoAttempt(examId);
  return stored && stored.attemptId === resumeId
    ? { kind: "checking", stored, endpoints: demoEndpoints(stored.attemptId, stored.attemptToken) }
    : { kind: "instructions" };
}

// The review is shown after the test only: its code loads then, beside the review's data, not with the paper.
const AttemptReviewView = lazy(() =>
  import("../exams/AttemptReviewView").then((m) => ({ default: m.AttemptReviewView })),
);

/** The demo result, reviewed in place: a visitor has no attempt history to come back to. */
function DemoResult({
  title,
  endpoints,
  onAgain,
}: {
  title: string;
  endpoints: AttemptEndpoints;
  onAgain: () => void;
}) {
  const review = useQuery({
    queryKey: ["demo-review", endpoints.attemptId],
    queryFn: () => endpoints.review(),
  });
  const { t } = useT();
  const loading = (
    <Skeleton
      variant="rectangular"
      height={240}
      aria-label={t("demo.loadingResult", "Loading your result")}
    />
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t("demo.result", "Your result: {{title}}", { title })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("demo.resultLead", "This is how every test in our courses is marked and reviewed.")}
      </Typography>
      {review.data ? (
        <Suspense fallback={loading}>
          <AttemptReviewView review={review.data} />
        </Suspense>
      ) : review.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void review.refetch()}>
              {t("player.tryAgain", "Try again")}
            </Button>
          }
        >
          {t("demo.resultError", "Your test is submitted, but its result could not be loaded.")}
        </Alert>
      ) : (
        loading
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/course-subscription" variant="contained" size="large">
          {t("action.Choose a course", "Choose a course")}
        </Button>
        <Button onClick={onAgain} variant="outlined" color="secondary" size="large">
          {t("demo.again", "Take the demo again")}
        </Button>
      </Stack>
    </Container>
  );
}

/** /demo-exam-start/:examId: the free demo test, no login; the attempt's token stands in for a session. */
export default function DemoExamStartPage() {
  const examId = Number(useParams().examId);
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(() => initialView(examId, attemptInQuery(params)));
  const exam = useQuery({
    queryKey: demoExamQueryKey(examId),
    queryFn: () => api.get<ExamOverview>(`/user_demo_exam/exams/${examId}`, { silent: true }),
  });
  const startPath = `/user_demo_exam/${examId}/start`;
  const opened = useCallback(
    (attempt: StartedAttempt, stored: DemoCredentials | null) => {
      const token = attempt.attemptToken ?? stored?.attemptToken ?? "";
      storeDemoAttempt(examId, { attemptId: attempt.attemptId, attemptToken: token });
      setParams({ [ATTEMPT_PARAM]: String(attempt.attemptId) }, { replace: true });
      setView({ kind: "test", attempt, endpoints: demoEndpoints(attempt.attemptId, token) });
    },
    [examId, setParams],
  );
  const start = useMutation({
    // Passing the stored attempt resumes it if it is still open; otherwise the server starts a new one.
    mutationFn: (stored: DemoCredentials | null) =>
      api.post<StartedAttempt>(startPath, stored ?? {}, { silent: true }),
    onSuccess: opened,
  });
  const { mutate } = start;
  const begin = useCallback(() => {
    preloadPlayer();
    mutate(readDemoAttempt(examId));
  }, [mutate, examId]);

  // Reload: the attempt is resumed at once if it is still open (one request). Refused (409), it has ended:
  // its result shows if it has one; an attempt the server does not know is forgotten.
  const checking = view.kind === "checking" ? view : null;
  useEffect(() => {
    if (!checking) return;
    let live = true;
    const toInstructions = (error: unknown) => {
      if (!live) return;
      if (error instanceof ApiError && error.status === 404) forgetDemoAttempt(examId);
      setView({ kind: "instructions" });
    };
    preloadPlayer();
    api.post<StartedAttempt>(startPath, { ...checking.stored, resumeOnly: true }, { silent: true }).then(
      (attempt) => live && opened(attempt, checking.stored),
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 409)) return toInstructions(error);
        checking.endpoints
          .review()
          .then(() => live && setView({ kind: "result", endpoints: checking.endpoints }), toInstructions);
      },
    );
    return () => {
      live = false;
    };
  }, [checking, startPath, opened, examId]);

  const { t } = useT();
  const title = exam.data?.title ?? t("demo.title", "Demo Test");
  usePageTitle(view.kind === "result" ? t("demo.result", "Your result: {{title}}", { title }) : title);
  const onSubmitted = useCallback(
    () => setView((v) => (v.kind === "test" ? { kind: "result", endpoints: v.endpoints } : v)),
    [],
  );

  const opening = (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: "center" }}>
      <CircularProgress aria-hidden sx={{ mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: "1.5rem" }} role="status">
        {t("demo.opening", "Opening your demo test…")}
      </Typography>
    </Container>
  );
  if (view.kind === "test") {
    return (
      <Suspense fallback={opening}>
        <LazyTestPlayer
          attempt={view.attempt}
          endpoints={view.endpoints}
          onSubmitted={onSubmitted}
          exitTo="/demo-test"
        />
      </Suspense>
    );
  }
  if (view.kind === "result") return <DemoResult title={title} endpoints={view.endpoints} onAgain={begin} />;
  if (view.kind === "checking" || (start.isPending && !exam.data)) return opening;
  if (exam.error) {
    const missing = exam.error instanceof ApiError && exam.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
        <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 2 }}>
          {missing
            ? t("demo.notFound", "Demo test not found")
            : t("demo.loadError", "The demo test could not be loaded")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {missing
            ? t("demo.gone", "This demo test is no longer offered; the demo page lists the current ones.")
            : t("common.checkConnection", "Check your connection and try again.")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center" }}>
          {!missing && (
            <Button variant="contained" onClick={() => void exam.refetch()}>
              {t("player.tryAgain", "Try again")}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/demo-test"
            variant={missing ? "contained" : "outlined"}
            color={missing ? "primary" : "secondary"}
          >
            {t("demo.tests", "Demo tests")}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!exam.data)
    return (
      <Skeleton variant="rectangular" height={320} aria-label={t("demo.loading", "Loading the demo test")} />
    );
  return (
    <ExamInstructions exam={exam.data} eyebrow={t("demo.eyebrow", "Free demo test · no login needed")}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        {start.error && (
          <Alert severity="error">
            {start.error instanceof Error
              ? translateMessage(start.error.message)
              : t("demo.startError", "The demo test could not be started.")}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={begin}
          onPointerEnter={preloadPlayer}
          onFocus={preloadPlayer}
          disabled={start.isPending}
          startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 52, px: 4 }}
        >
          {t("test.start", "Start test")}
        </Button>
      </Stack>
    </ExamInstructions>
  );
}
