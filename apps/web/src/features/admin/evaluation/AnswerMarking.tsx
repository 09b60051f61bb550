import type { WrittenAnswer } from "@medhavi/domain";
import { MAX_FEEDBACK_TEXT, MESSAGES, validEvaluation } from "@medhavi/domain";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import { ApiError, api } from "../../../lib/http";
import { RichText } from "../../../lib/RichText";

/** The evaluator's inputs for one answer, kept as typed. */
export interface Draft {
  marks: string;
  feedback: string;
}

export const draftOf = (answer: WrittenAnswer): Draft => ({
  marks: answer.awarded === null ? "" : String(answer.awarded),
  feedback: answer.feedback,
});

export const isDirty = (answer: WrittenAnswer, draft: Draft) =>
  draft.marks.trim() !== (answer.awarded === null ? "" : String(answer.awarded)) ||
  draft.feedback.trim() !== answer.feedback.trim();

/** The marks as a number when they are valid for this question, else null. */
export function parseAward(marks: string, max: number): number | null {
  if (marks.trim() === "") return null;
  const value = Number(marks);
  return validEvaluation(value, max) ? value : null;
}

function Block({ title, area, children }: { title: string; area: string; children: ReactNode }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One written answer: the question, the model answer, the student's text and the marks form. */
export function AnswerMarking({
  attemptId,
  answer,
  number,
  of,
  draft,
  readOnly,
  onDraft,
  onSaved,
}: {
  attemptId: number;
  answer: WrittenAnswer;
  number: number;
  of: number;
  draft: Draft;
  readOnly: boolean;
  onDraft: (draft: Draft) => void;
  onSaved: (answer: WrittenAnswer) => void;
}) {
  const save = useMutation({
    mutationFn: (body: { awarded: number; feedback: string }) =>
      api.put<WrittenAnswer>(`/evaluations/${attemptId}/answers/${answer.question_id}`, body, {
        silent: true,
      }),
    onSuccess: onSaved,
  });
  const award = parseAward(draft.marks, answer.marks);
  const invalid = draft.marks.trim() !== "" && award === null;
  const dirty = isDirty(answer, draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (award === null) return;
    save.mutate({ awarded: award, feedback: draft.feedback.trim() });
  };

  const headingId = `answer-${answer.question_id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 1, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: "1.0625rem", color: "secondary.dark" }}>
          Written answer {number} of {of}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
          Out of {answer.marks} marks
        </Typography>
      </Stack>
      <Box
        sx={{
          display: "grid",
          columnGap: 3,
          rowGap: 2,
          alignItems: "start",
          // Phones read question, answer, model answer; wide screens put the answer beside both.
          gridTemplateAreas: { xs: '"question" "answer" "model"', md: '"question answer" "model answer"' },
          gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
          gridTemplateRows: { md: "auto 1fr" },
        }}
      >
        <Block title="Question" area="question">
          <RichText html={answer.text} />
        </Block>
        <Block title="Student's answer" area="answer">
          <Paper
            variant="outlined"
            sx={{ p: 1.5, bgcolor: "background.default", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          >
            {answer.answer}
          </Paper>
        </Block>
        <Block title="Model answer" area="model">
          {answer.model_answer ? (
            <RichText html={answer.model_answer} />
          ) : (
            <Typography color="text.secondary">No model answer was given.</Typography>
          )}
        </Block>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          sx={{ alignItems: { sm: "flex-start" } }}
        >
          <TextField
            label="Marks"
            type="number"
            size="small"
            required
            value={draft.marks}
            disabled={readOnly}
            onChange={(e) => onDraft({ ...draft, marks: e.target.value })}
            error={invalid}
            helperText={invalid ? MESSAGES.AWARD_INVALID : `0 to ${answer.marks}, in steps of 0.25`}
            slotProps={{ htmlInput: { min: 0, max: answer.marks, step: 0.25, inputMode: "decimal" } }}
            sx={{ width: { sm: 200 } }}
          />
          <TextField
            label="Feedback for the student"
            size="small"
            multiline
            minRows={2}
            fullWidth
            value={draft.feedback}
            disabled={readOnly}
            onChange={(e) => onDraft({ ...draft, feedback: e.target.value })}
            slotProps={{ htmlInput: { maxLength: MAX_FEEDBACK_TEXT } }}
          />
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: "center", flexWrap: "wrap" }}>
            <Button
              type="submit"
              variant="contained"
              disabled={award === null || !dirty || save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Save marks
            </Button>
            <SaveState saved={answer.awarded !== null} dirty={dirty} />
          </Stack>
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {save.error instanceof ApiError ? save.error.message : "The marks were not saved."}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}

function SaveState({ saved, dirty }: { saved: boolean; dirty: boolean }) {
  if (dirty) {
    return (
      <Typography variant="body2" color="warning.dark" role="status">
        Unsaved changes
      </Typography>
    );
  }
  if (!saved) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Not marked yet
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      color="success.dark"
      role="status"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
    >
      <CheckCircleIcon fontSize="small" aria-hidden />
      Saved
    </Typography>
  );
}
