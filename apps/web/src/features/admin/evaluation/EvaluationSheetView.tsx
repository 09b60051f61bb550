import type { AttemptResult, EvaluationSheet, WrittenAnswer } from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
import { ApiError, api } from "../../../lib/http";
import { LoadError } from "../../../lib/LoadStates";
import { ResponsiveDialog } from "../../../lib/ResponsiveDialog";
import { toastSuccess } from "../../../lib/toast";
import { formatMarks } from "../../exams/format";
import { AnswerMarking, type Draft, draftOf, isDirty } from "./AnswerMarking";
import { evaluationKeys, studentName } from "./types";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The score once completed: the objective marks the server holds plus every awarded mark. */
export function finalScore(sheet: EvaluationSheet): number {
  return round2(sheet.score + sheet.answers.reduce((sum, a) => sum + (a.awarded ?? 0), 0));
}

function CompleteDialog({
  sheet,
  open,
  onClose,
  onDone,
}: {
  sheet: EvaluationSheet;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const complete = useMutation({
    mutationFn: () =>
      api.post<AttemptResult>(`/evaluations/${sheet.attemptId}/complete`, undefined, { silent: true }),
    onSuccess: onDone,
  });
  const written = round2(finalScore(sheet) - sheet.score);
  return (
    <ResponsiveDialog open={open} onClose={onClose} aria-labelledby="complete-title">
      <DialogTitle id="complete-title">Complete the evaluation?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          <Typography sx={{ fontSize: "1.25rem", fontWeight: 700, color: "text.primary" }}>
            Final score: {formatMarks(finalScore(sheet))} / {formatMarks(sheet.maxMarks)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {formatMarks(sheet.score)} from objective answers and {formatMarks(written)} from written answers.
          </Typography>
          {studentName(sheet.student)} is notified and sees your marks and feedback in the test review. Marks
          cannot be changed afterwards.
        </DialogContentText>
        {complete.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {complete.error instanceof ApiError
              ? complete.error.message
              : "The evaluation was not completed."}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={complete.isPending}
          onClick={() => complete.mutate()}
          startIcon={complete.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Complete evaluation
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

function Sheet({ sheet, onBack }: { sheet: EvaluationSheet; onBack: () => void }) {
  useAcademyZone();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() =>
    Object.fromEntries(sheet.answers.map((a) => [a.question_id, draftOf(a)])),
  );
  const [confirming, setConfirming] = useState(false);
  const done = sheet.evaluatedAt !== null;
  const unmarked = sheet.answers.filter((a) => a.awarded === null).length;
  const unsaved = sheet.answers.filter(
    (a) => drafts[a.question_id] && isDirty(a, drafts[a.question_id]!),
  ).length;

  const saved = (updated: WrittenAnswer) =>
    queryClient.setQueryData<EvaluationSheet>(
      evaluationKeys.sheet(sheet.attemptId),
      (current) =>
        current && {
          ...current,
          answers: current.answers.map((a) => (a.question_id === updated.question_id ? updated : a)),
        },
    );

  const completed = () => {
    toastSuccess("Evaluation complete. The student has been notified.");
    void queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
    onBack();
  };

  const blocker =
    unmarked > 0
      ? `Save marks for every answer first (${unmarked} left).`
      : unsaved > 0
        ? "Save or undo your changes first."
        : null;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", color: "secondary.dark" }}>
          {sheet.exam.title}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {studentName(sheet.student)}
          {sheet.student && ` · ${sheet.student.email}`} · submitted {formatAcademyTime(sheet.submittedAt)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Objective marks: <strong>{formatMarks(sheet.score)}</strong> of {formatMarks(sheet.objectiveMax)} ·{" "}
          {sheet.answers.length} written {sheet.answers.length === 1 ? "answer" : "answers"}
        </Typography>
      </Paper>
      {done && (
        <Alert severity="success">
          Evaluated on {formatAcademyTime(sheet.evaluatedAt!)}. Final score {formatMarks(sheet.score)} of{" "}
          {formatMarks(sheet.maxMarks)}.
        </Alert>
      )}
      {sheet.answers.map((answer, index) => (
        <AnswerMarking
          key={answer.question_id}
          attemptId={sheet.attemptId}
          answer={answer}
          number={index + 1}
          of={sheet.answers.length}
          draft={drafts[answer.question_id] ?? draftOf(answer)}
          readOnly={done}
          onDraft={(draft) => setDrafts((all) => ({ ...all, [answer.question_id]: draft }))}
          onSaved={saved}
        />
      ))}
      {!done && (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          sx={{ alignItems: { sm: "center" }, justifyContent: "flex-end" }}
        >
          {blocker && (
            <Typography variant="body2" color="text.secondary">
              {blocker}
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={blocker !== null}
            onClick={() => setConfirming(true)}
          >
            Complete evaluation
          </Button>
        </Stack>
      )}
      <CompleteDialog
        sheet={sheet}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDone={completed}
      />
    </Stack>
  );
}

/** One attempt's written answers to mark, then completion. */
export function EvaluationSheetView({ attemptId, onBack }: { attemptId: number; onBack: () => void }) {
  const query = useQuery({
    queryKey: evaluationKeys.sheet(attemptId),
    queryFn: () => api.get<EvaluationSheet>(`/evaluations/${attemptId}`, { silent: true }),
    staleTime: 0,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Button color="secondary" startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
        Back to the queue
      </Button>
      {query.isPending && (
        <Stack spacing={2} role="status" aria-label="Loading the answers">
          <Skeleton variant="rounded" height={90} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      )}
      {query.isError &&
        (query.error instanceof ApiError && query.error.status === 404 ? (
          <Alert severity="warning">This attempt was not found or has not been submitted.</Alert>
        ) : (
          <LoadError message="The answers could not be loaded." onRetry={() => query.refetch()} />
        ))}
      {query.data && <Sheet key={attemptId} sheet={query.data} onBack={onBack} />}
    </Box>
  );
}
