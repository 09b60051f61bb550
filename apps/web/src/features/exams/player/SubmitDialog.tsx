import { type AttemptQuestion, PALETTE_LABELS, PALETTE_STATUSES } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { translateMessage } from "../../../lib/i18n/message";
import { useT } from "../../../lib/i18n/useT";
import { type Answers, countStatuses, type SectionGroup } from "./attemptState";
import { PaletteShape } from "./PaletteBadge";
import { PlayerDialog } from "./PlayerDialog";
import { type QueueStore, useQueueState } from "./SaveStatus";
import type { SubmissionState } from "./useSubmission";

export interface SubmitDialogProps {
  submission: SubmissionState;
  queue: QueueStore;
  questions: readonly AttemptQuestion[];
  sections: readonly SectionGroup[];
  answers: Answers;
  /** Narrow screen: totals only, no column per section. */
  compact: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: () => void;
  /** Where "Leave the test" goes when submitting keeps failing (the server closes the attempt at its deadline). */
  exitTo: string;
}

const TITLES = {
  student: "Submit the test?",
  time: "Time is up",
  closed: "This test has ended",
} as const;

/** How many questions are in each status, per section and in all. */
function Summary({
  questions,
  sections,
  answers,
  compact,
}: Pick<SubmitDialogProps, "questions" | "sections" | "answers" | "compact">) {
  const perSection = sections.length > 1 && !compact;
  const { t } = useT();
  const columns = [
    ...(perSection
      ? sections.map((s) => ({
          name: s.name,
          counts: countStatuses(
            s.questions.map((i) => questions[i]!),
            answers,
          ),
        }))
      : []),
    {
      name: perSection ? t("player.total", "Total") : t("player.questions", "Questions"),
      counts: countStatuses(questions, answers),
    },
  ];
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={t("player.byStatus", "Your answers by status")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("player.status", "Status")}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.name} align="right">
                {c.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PALETTE_STATUSES.map((status) => (
            <TableRow key={status}>
              <TableCell component="th" scope="row">
                <Stack direction="row" sx={{ alignItems: "center", gap: 1 }}>
                  <PaletteShape status={status} size={22} />
                  {t(`palette.${status}`, PALETTE_LABELS[status])}
                </Stack>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.name} align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  {c.counts[status]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Progress({ children }: { children: string }) {
  return (
    <Stack direction="row" role="status" sx={{ alignItems: "center", gap: 1.5, mt: 2 }}>
      <CircularProgress size={22} aria-hidden />
      <Typography>{children}</Typography>
    </Stack>
  );
}

/** Confirmation with the summary; then the saving/submitting progress, or what went wrong. */
export function SubmitDialog({
  submission,
  queue,
  onConfirm,
  onCancel,
  onRetry,
  exitTo,
  ...summary
}: SubmitDialogProps) {
  const { phase, reason } = submission;
  const open = phase !== "idle";
  const cancellable =
    reason === "student" && (phase === "confirm" || phase === "saving" || phase === "error");
  const saves = useQueueState(queue);
  const unsent = saves.pending;
  const { t } = useT();
  return (
    <PlayerDialog
      open={open}
      onClose={cancellable ? onCancel : undefined}
      title={t(`player.submitTitle.${reason}`, TITLES[reason])}
      actions={
        <>
          {cancellable && (
            <Button onClick={onCancel} color="secondary" size="large">
              {t("player.keepAnswering", "Keep answering")}
            </Button>
          )}
          {phase === "confirm" && (
            <Button onClick={onConfirm} variant="contained" size="large">
              {t("player.submitTest", "Submit test")}
            </Button>
          )}
          {phase === "error" && (
            <>
              <Button component={RouterLink} to={exitTo} color="secondary" size="large">
                {t("player.leave", "Leave the test")}
              </Button>
              <Button onClick={onRetry} variant="contained" size="large">
                {t("player.tryAgain", "Try again")}
              </Button>
            </>
          )}
        </>
      }
    >
      {reason === "time" && (
        <Typography sx={{ mb: 2 }}>
          {t("player.beingSubmitted", "Your answers are being submitted.")}
        </Typography>
      )}
      {reason === "closed" && (
        <Typography sx={{ mb: 2 }}>
          {t(
            "player.closedText",
            "The server no longer accepts answers for this test, so it is being submitted as saved.",
          )}
        </Typography>
      )}
      {phase === "confirm" && (
        <Typography sx={{ mb: 2 }}>
          {t(
            "player.confirmText",
            "Once submitted, you cannot change your answers. Here is where you stand:",
          )}
        </Typography>
      )}
      <Summary {...summary} />
      {phase === "saving" &&
        (saves.status === "waiting" && !saves.busy ? (
          <Alert severity="warning" sx={{ mt: 2 }} role="status">
            {t(
              "player.waitingSave",
              "Waiting for connection to save {{count}} answers. The test is submitted as soon as they are saved.",
              {
                count: unsent,
                defaultValue_one:
                  "Waiting for connection to save {{count}} answer. The test is submitted as soon as they are saved.",
              },
            )}
          </Alert>
        ) : (
          <Progress>{t("player.savingAnswers", "Saving your answers…")}</Progress>
        ))}
      {phase === "submitting" &&
        (submission.retrying ? (
          <Alert severity="warning" sx={{ mt: 2 }} role="status">
            {t(
              "player.noConnection",
              "No connection. The test is submitted as soon as you are back online; keep this page open.",
            )}
          </Alert>
        ) : (
          <Progress>{t("player.submitting", "Submitting…")}</Progress>
        ))}
      {phase === "error" && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {submission.error ? translateMessage(submission.error) : null}
        </Alert>
      )}
    </PlayerDialog>
  );
}
