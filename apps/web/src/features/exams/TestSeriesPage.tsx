import {
  type ActiveExam,
  ATTEMPT_PARAM,
  type AttemptResult,
  attemptInQuery,
  type StartedAttempt,
} from "@medhavi/domain";
import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { endResumeFocus } from "../../lib/focusMode";
import { ApiError, api } from "../../lib/http";
import { translate } from "../../lib/i18n/language";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { usePageTitle } from "../../lib/usePageTitle";
import { StudentPage } from "../auth/StudentPage";
import { useUserInfo } from "../auth/session";
import { resumeAttempt } from "./earlyResume";
import { ExamInstructions } from "./player/ExamInstructions";
import { studentEndpoints } from "./player/endpoints";
import { LazyTestPlayer, preloadPlayer } from "./player/lazyPlayer";
import { attemptKeys, reviewPath } from "./types";

const examKey = (examId: number) => [...attemptKeys.all, "exam", examId] as const;

/** Why Start is not offered, in the student's words. */
function closedReason(exam: ActiveExam, now = Date.now()): string {
  if (exam.opens_at !== null && now < exam.opens_at)
    return translate("test.opensOn", "This test opens on {{time}}.", {
      time: formatAcademyTime(exam.opens_at),
    });
  if (exam.closes_at !== null && now >= exam.closes_at)
    return translate("test.closedOn", "This test closed on {{time}}.", {
      time: formatAcademyTime(exam.closes_at),
    });
  if (exam.attempts_used >= exam.attempts_allowed) {
    return translate("test.usedAll", "You have used all {{count}} attempts of this test.", {
      count: exam.attempts_allowed,
      defaultValue_one: "You have used all {{count}} attempt of this test.",
    });
  }
  return translate("test.cannotStart", "This test cannot be started now.");
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
      {children}
    </Container>
  );
}

const NOT_COVERED = "Subscribe to take this test";

function NotCovered({ message }: { message: string }) {
  const { t } = useT();
  return (
    <Centered>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3 }}>
        <WorkspacePremiumOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: "1.5rem", my: 1 }}>
          {t("test.notCovered", NOT_COVERED)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translateMessage(message)}
        </Typography>
        <Button component={RouterLink} to="/course-subscription" variant="contained" size="large">
          {t("action.Choose a course", "Choose a course")}
        </Button>
      </Paper>
    </Centered>
  );
}

/** 404: no such test; 409: not open now (the server says why); anything else: worth a retry. */
function loadErrorTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return translate("test.notFound", "Test not found");
  if (error instanceof ApiError && error.status === 409)
    return translate("test.notOpen", "This test is not open now");
  return translate("test.loadError", "The test could not be loaded");
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const answered = error instanceof ApiError && (error.status === 404 || error.status === 409);
  const { t } = useT();
  return (
    <Centered>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 2 }}>
        {loadErrorTitle(error)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {answered
          ? t("test.seeActive", "Your course's open tests are listed under Active Tests.")
          : t("common.checkConnection", "Check your connection and try again.")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ justifyContent: "center" }}>
        {!answered && (
          <Button variant="contained" onClick={onRetry}>
            {t("player.tryAgain", "Try again")}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/active-test"
          variant={answered ? "contained" : "outlined"}
          color={answered ? "primary" : "secondary"}
        >
          {t("nav.Active Tests", "Active Tests")}
        </Button>
      </Stack>
    </Centered>
  );
}

/** While the attempt (or the player's code) is on its way. */
function Opening({ resuming }: { resuming: boolean }) {
  const { t } = useT();
  return (
    <Centered>
      <CircularProgress aria-hidden sx={{ mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: "1.5rem" }} role="status">
        {resuming ? t("test.resuming", "Resuming your test…") : t("test.opening", "Opening your test…")}
      </Typography>
    </Centered>
  );
}

function TestSeries() {
  useAcademyZone();
  const examId = Number(useParams().examId);
  const { t } = useT();
  const validId = Number.isSafeInteger(examId) && examId > 0;
  const [params, setParams] = useSearchParams();
  const resumeId = attemptInQuery(params);
  const navigate = useNavigate();
  const client = useQueryClient();
  // A reload in the middle of a test (the attempt in the address): resume that attempt at once (the app
  // asked as it started, ./earlyResume), beside the player's code. The instructions are read only when it
  // cannot be resumed (submitted meanwhile, time up, no connection): one round trip fewer before the
  // questions are back.
  const [reloadedId] = useState(resumeId);
  const [started, setStarted] = useState<StartedAttempt | null>(null);
  const resume = useMutation({
    mutationFn: (attemptId: number) => resumeAttempt(examId, attemptId),
    onSuccess: setStarted,
  });
  const resumed = useRef(false);
  const { mutate: resumeReloaded } = resume;
  useEffect(() => {
    if (validId && reloadedId !== null && !resumed.current) {
      resumed.current = true;
      resumeReloaded(reloadedId);
    }
  }, [validId, reloadedId, resumeReloaded]);

  // The page opened in focus mode for the test screen (lib/focusMode): the instructions come with the shell.
  const noResume = !validId || resume.isError;
  useEffect(() => {
    if (noResume) endResumeFocus();
  }, [noResume]);

  const exam = useQuery({
    queryKey: examKey(examId),
    queryFn: () => api.get<ActiveExam>(`/user_exam/exams/${examId}`, { silent: true }),
    enabled: validId && (reloadedId === null || resume.isError),
    // A 4xx is an answer (not covered, not found); only a failed connection or server is worth a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const start = useMutation({
    mutationFn: () => {
      preloadPlayer();
      return api.post<StartedAttempt>(`/user_exam/${examId}/start`, undefined, { silent: true });
    },
    onSuccess: (attempt) => {
      setStarted(attempt);
      setParams({ [ATTEMPT_PARAM]: String(attempt.attemptId) }, { replace: true });
    },
  });

  const endpoints = useMemo(() => (started ? studentEndpoints(started.attemptId) : null), [started]);
  const onSubmitted = useCallback(
    (result: AttemptResult) => {
      void client.invalidateQueries({ queryKey: attemptKeys.all });
      navigate(reviewPath(examId, result.attemptId), { replace: true });
    },
    [client, navigate, examId],
  );

  const notCovered = exam.error instanceof ApiError && exam.error.status === 403;
  // One title for every state; the test screen sets the same (the exam's title).
  usePageTitle(
    notCovered
      ? t("test.notCovered", NOT_COVERED)
      : exam.error || !validId
        ? loadErrorTitle(exam.error ?? new ApiError("Not found", 404))
        : (exam.data?.title ??
          (resumeId ? t("test.resumingTitle", "Resuming your test") : t("test.series", "Test Series"))),
  );

  if (started && endpoints) {
    return (
      <Suspense fallback={<Opening resuming={resume.isSuccess || exam.data?.status === "in_progress"} />}>
        <LazyTestPlayer
          attempt={started}
          endpoints={endpoints}
          onSubmitted={onSubmitted}
          exitTo="/active-test"
        />
      </Suspense>
    );
  }
  if (exam.error) {
    if (notCovered) return <NotCovered message={exam.error.message} />;
    return <LoadError error={exam.error} onRetry={() => void exam.refetch()} />;
  }
  if (!validId) {
    return <LoadError error={new ApiError("Not found", 404)} onRetry={() => {}} />;
  }
  if (!exam.data) {
    return reloadedId ? (
      <Opening resuming />
    ) : (
      <Skeleton variant="rectangular" height={320} aria-label={t("test.loading", "Loading the test")} />
    );
  }

  const info = exam.data;
  const inProgress = info.status === "in_progress";
  const submittedThis = info.status === "submitted" && info.attemptId !== null && info.attemptId === resumeId;
  return (
    <ExamInstructions exam={info} eyebrow={info.courseName ?? undefined}>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        {submittedThis && info.attemptId !== null && (
          <Alert severity="success">
            {t("test.submitted", "This attempt has been submitted.")}{" "}
            <RouterLink to={reviewPath(info.id, info.attemptId)}>
              {t("test.seeResult", "See your result")}
            </RouterLink>
          </Alert>
        )}
        {start.error && (
          <Alert severity="error">
            {start.error instanceof Error
              ? translateMessage(start.error.message)
              : t("test.startError", "The test could not be started.")}
          </Alert>
        )}
        {inProgress || info.canStart ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <Button
              variant="contained"
              size="large"
              onClick={() => start.mutate()}
              onPointerEnter={preloadPlayer}
              onFocus={preloadPlayer}
              disabled={start.isPending}
              startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              sx={{ minHeight: 52, px: 4 }}
            >
              {inProgress ? t("test.resume", "Resume test") : t("test.start", "Start test")}
            </Button>
            <Typography color="text.secondary">
              {inProgress
                ? t("test.resumeText", "Your answers so far are saved; the timer has kept running.")
                : t("test.attemptOf", "Attempt {{n}} of {{total}}", {
                    n: info.attempts_used + 1,
                    total: info.attempts_allowed,
                  })}
            </Typography>
          </Stack>
        ) : (
          <Alert severity="info">{closedReason(info)}</Alert>
        )}
        {info.status === "submitted" && info.attemptId !== null && !submittedThis && (
          <Button component={RouterLink} to={reviewPath(info.id, info.attemptId)} color="secondary">
            {t("test.lastResult", "See your last result")}
          </Button>
        )}
      </Stack>
    </ExamInstructions>
  );
}

/** /testseries/:examId: the test's instructions, then the test screen; a visitor is asked to log in. */
export default function TestSeriesPage() {
  const user = useUserInfo();
  const { t } = useT();
  // Signed out (asked to log in) or gone elsewhere: not the test screen the page may have opened for.
  useEffect(() => {
    if (!user) endResumeFocus();
  }, [user]);
  useEffect(() => endResumeFocus, []);
  if (!user) {
    return (
      <StudentPage
        title={t("test.series", "Test Series")}
        lead=""
        loggedOutLead={t(
          "test.loggedOut",
          "Test series are part of your course. Log in to see this test's instructions and take it.",
        )}
      />
    );
  }
  return <TestSeries />;
}
