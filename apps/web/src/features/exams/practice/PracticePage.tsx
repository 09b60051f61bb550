import type { PracticeSet } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { ApiError, api } from "../../../lib/http";
import { translateMessage } from "../../../lib/i18n/message";
import { useT } from "../../../lib/i18n/useT";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { StudentPage } from "../../auth/StudentPage";
import { formatMarks } from "../format";
import { attemptKeys, reviewPath } from "../types";
import { type DraftAnswer, PracticeQuestionCard } from "./PracticeQuestionCard";

const EMPTY: DraftAnswer = { selected: [], text: "" };

function Practice({ attemptId }: { attemptId: number }) {
  const { t } = useT();
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Record<number, DraftAnswer>>({});
  const query = useQuery({
    queryKey: attemptKeys.practice(attemptId),
    queryFn: () => api.get<PracticeSet>(`/user_exam/attempts/${attemptId}/practice`, { silent: true }),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const submit = useMutation({
    mutationFn: (set: PracticeSet) =>
      api.post<PracticeSet>(`/user_exam/attempts/${attemptId}/practice/submit`, {
        answers: set.questions.map((q) => ({ question_id: q.id, ...(drafts[q.id] ?? EMPTY) })),
      }),
    onSuccess: (set) => {
      client.setQueryData(attemptKeys.practice(attemptId), set);
      window.scrollTo({ top: 0 });
    },
  });

  if (query.isPending)
    return <LoadingSkeletons label={t("practice.loading", "Loading the practice")} height={200} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 409) {
      return (
        <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: "center" }}>
          <Typography sx={{ mb: 2 }}>
            {status === 404
              ? t(
                  "practice.noPractice",
                  "There is no practice for this attempt yet. Start one from the test's review.",
                )
              : translateMessage(query.error.message)}
          </Typography>
          <Button component={RouterLink} to="/attempt-history" variant="contained">
            {t("practice.seeHistory", "See your attempt history")}
          </Button>
        </Paper>
      );
    }
    return (
      <LoadError
        message={t("practice.couldNotLoad", "The practice could not be loaded.")}
        onRetry={() => query.refetch()}
      />
    );
  }
  const set = query.data;
  const done = set.submittedAt !== null;
  const answered = set.questions.filter((q) => {
    const d = drafts[q.id];
    return d && (d.selected.length > 0 || d.text.trim() !== "");
  }).length;
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem" }}>
          {set.title}
        </Typography>
        <Typography color="text.secondary">
          {t("practice.summary", "{{count}} questions · untimed · not ranked · not in your attempt history", {
            count: set.questions.length,
            defaultValue_one: "{{count}} question · untimed · not ranked · not in your attempt history",
          })}
        </Typography>
        {done && (
          <Alert severity="success" sx={{ mt: 1.5 }} role="status">
            {t("practice.score", "Practice score: {{score}} / {{max}}", {
              score: formatMarks(set.score ?? 0),
              max: formatMarks(set.maxMarks),
            })}
          </Alert>
        )}
        <Button component={RouterLink} to={reviewPath(set.examId, set.attemptId)} sx={{ mt: 1 }}>
          {t("practice.backToReview", "Back to the review")}
        </Button>
      </Paper>
      {set.questions.map((q, i) => (
        <PracticeQuestionCard
          key={q.id}
          q={q}
          number={i + 1}
          value={drafts[q.id] ?? EMPTY}
          onChange={(next) => setDrafts((d) => ({ ...d, [q.id]: next }))}
        />
      ))}
      {!done && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
          <Button
            variant="contained"
            size="large"
            disabled={submit.isPending}
            onClick={() => submit.mutate(set)}
          >
            {t("practice.checkMyAnswers", "Check my answers")}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t("practice.answered", "{{answered}} of {{total}} answered", {
              answered,
              total: set.questions.length,
            })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

export default function PracticePage() {
  const { t } = useT();
  const id = Number(useParams().attemptId);
  const attemptId = Number.isSafeInteger(id) && id > 0 ? id : null;
  return (
    <StudentPage
      title={t("practice.title", "Practise your mistakes")}
      lead={t("practice.lead", "The questions you got wrong or marked, once more: no clock, no rank.")}
      loggedOutLead={t("practice.loggedOutLead", "Log in to practise the mistakes of your tests.")}
    >
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {attemptId === null ? (
          <Alert severity="error">{t("practice.invalidLink", "This practice link is not valid.")}</Alert>
        ) : (
          <Practice attemptId={attemptId} />
        )}
      </Container>
    </StudentPage>
  );
}
