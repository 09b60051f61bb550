import {
  ANSWER_TYPE,
  type ChallengedQuestion,
  describeNumericKey,
  type RegradeStatus,
} from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { formatAcademyTime } from "../../lib/academyTime";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { usePageTitle } from "../../lib/usePageTitle";

type Decision = { decision: "keep" | "change" | "drop"; correct?: string[]; numeric?: unknown };

/** "Drop question 3?", "Change the key of question 3 to B, D?". */
function decisionTitle(d: Decision, number: number): string {
  if (d.decision === "keep") return `Keep the key of question ${number}?`;
  if (d.decision === "drop") return `Drop question ${number} from the key?`;
  return d.correct
    ? `Change the key of question ${number} to ${d.correct.join(", ")}?`
    : `Change the key of question ${number}?`;
}

function DecisionForm({ examId, q }: { examId: number; q: ChallengedQuestion }) {
  const client = useQueryClient();
  const numerical = q.answer_type === ANSWER_TYPE.NUMERICAL;
  const [value, setValue] = useState(numerical ? "" : q.correct.join(","));
  const [message, setMessage] = useState<string | null>(null);
  /** The decision waiting for the staff member's confirmation. */
  const [pending, setPending] = useState<Decision | null>(null);
  const regrade = useQuery({
    queryKey: ["regrade", examId],
    queryFn: () => api.get<RegradeStatus>(`/exams/${examId}/regrade`),
    enabled: pending !== null,
  });
  const mutation = useMutation({
    mutationFn: (d: Decision) =>
      api.post<{ unchanged: boolean }>(`/exams/${examId}/key-decisions`, {
        question_id: q.question_id,
        ...d,
      }),
    onSuccess: (r) => {
      setMessage(r.unchanged ? "The key already says this; nothing changed." : "Decision saved.");
      void client.invalidateQueries({ queryKey: ["challenges", examId] });
      void client.invalidateQueries({ queryKey: ["regrade", examId] });
    },
  });
  const change = () =>
    setPending(
      numerical
        ? {
            decision: "change",
            numeric: { mode: "exact", value: Number(value), integer: Number.isInteger(Number(value)) },
          }
        : {
            decision: "change",
            correct: value
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map((k) => k.toUpperCase()),
          },
    );
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <Button variant="outlined" onClick={() => setPending({ decision: "keep" })}>
          Keep the key
        </Button>
        <TextField
          size="small"
          label={
            numerical
              ? `New value for question ${q.number}`
              : `New correct option(s) for question ${q.number}`
          }
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={
            q.answer_type === ANSWER_TYPE.SINGLE
              ? "Two options (e.g. B, D): whoever chose either gets full marks."
              : undefined
          }
        />
        <Button variant="contained" onClick={change}>
          Change the key
        </Button>
        <Button color="warning" variant="outlined" onClick={() => setPending({ decision: "drop" })}>
          Drop the question
        </Button>
      </Stack>
      <ConfirmActionDialog
        open={pending !== null}
        title={pending ? decisionTitle(pending, q.number) : ""}
        message={
          regrade.data
            ? `Every submitted attempt of this exam (${regrade.data.attempts}) is graded again with the key this decision leaves. Students whose score changes are told their old and new score.`
            : "Counting the attempts this re-grades…"
        }
        confirmLabel="Decide and re-grade"
        askReason={false}
        ready={regrade.data !== undefined || regrade.isError}
        onClose={() => setPending(null)}
        onConfirm={() => (pending ? mutation.mutateAsync(pending) : Promise.resolve())}
      />
      {mutation.isError && <Alert severity="error">{mutation.error.message}</Alert>}
      {message && <Alert severity="success">{message}</Alert>}
    </Stack>
  );
}

/** The re-grade a decision queued: polled while it waits for its job, then what it changed. */
function RegradeBanner({ examId }: { examId: number }) {
  const query = useQuery({
    queryKey: ["regrade", examId],
    queryFn: () => api.get<RegradeStatus>(`/exams/${examId}/regrade`),
    refetchInterval: (q) => (q.state.data?.state === "pending" ? 1500 : false),
  });
  const status = query.data;
  if (!status || status.state === "none") return null;
  if (status.state === "pending")
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        Re-grading every attempt of this exam… Students whose score changes will be notified. If this stays
        here for long, see Jobs in the back office.
      </Alert>
    );
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      Re-graded {status.regraded} attempts at {formatAcademyTime(status.finished_at ?? 0)}: {status.changed}{" "}
      {status.changed === 1 ? "score" : "scores"} changed, and those students were notified.
    </Alert>
  );
}

/** Staff: the challenges to an exam's provisional key, by question, with counts, reasons and decisions. */
export default function ChallengesPage() {
  usePageTitle("Answer key challenges");
  const examId = Number(useParams().id);
  const query = useQuery({
    queryKey: ["challenges", examId],
    queryFn: () => api.get<ChallengedQuestion[]>(`/exams/${examId}/challenges`),
  });
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: "1.5rem", mb: 2 }}>
        Answer key challenges
      </Typography>
      <RegradeBanner examId={examId} />
      {query.isPending ? (
        <LoadingSkeletons label="Loading the challenges" height={160} />
      ) : query.isError ? (
        <LoadError message="The challenges could not be loaded." onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <Alert severity="info">No question of this exam has been challenged.</Alert>
      ) : (
        <Stack spacing={2}>
          {query.data.map((q) => (
            <Paper
              key={q.question_id}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={`Question ${q.number}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
                <Typography variant="h2" sx={{ fontSize: "1.0625rem" }}>
                  Question {q.number}
                </Typography>
                <Chip size="small" label={`${q.challenges} challenge${q.challenges === 1 ? "" : "s"}`} />
                {q.decision && <Chip size="small" color="info" label={`Decided: ${q.decision}`} />}
              </Stack>
              <RichText html={q.text} />
              <Typography sx={{ mt: 1 }}>
                Key: <strong>{q.numeric ? describeNumericKey(q.numeric) : q.correct.join(", ")}</strong>
              </Typography>
              <Box component="ul" sx={{ my: 1 }}>
                {q.reasons.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: reasons may repeat and have no id
                  <li key={i}>{r}</li>
                ))}
              </Box>
              <DecisionForm examId={examId} q={q} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
