import {
  ANSWER_LENGTHS,
  ANSWER_TYPE,
  ANSWER_TYPES,
  DIFFICULTIES,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_KEYS,
  QUESTION_KIND,
  QUESTION_KINDS,
} from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormHelperText from "@mui/material/FormHelperText";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { CoursePicker } from "../../lib/CoursePicker";
import { api } from "../../lib/http";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { toastSuccess } from "../../lib/toast";
import { questionKeys, useCourses, useFacets } from "./api";
import { HindiFields } from "./HindiFields";
import { ImageInsertButton } from "./ImageInsertButton";
import { QuestionPreview } from "./QuestionPreview";
import {
  checkForm,
  defaultNegativeMarks,
  formFromQuestion,
  hindiView,
  NEW_QUESTION,
  type QuestionForm,
  removeOption,
  toggleCorrect,
} from "./questionForm";
import type { Question } from "./types";

export const VERSIONED_MESSAGE =
  "Saved as a new version: published exams keep the version their students were graded on.";

export const TEXT_HINT =
  "HTML is allowed (<b>, <sub>, <img>…). Formulas in LaTeX: $x^2$ inline, $$x^2$$ on their own line.";

interface Props {
  open: boolean;
  /** The question to edit; null for a new one. */
  question: Question | null;
  onClose: () => void;
  onSaved?: (question: Question & { versioned?: boolean }) => void;
}

/** Creates or edits a bank question, with a live preview of what students will see. */
export function QuestionEditorDialog({ open, question, onClose, onSaved }: Props) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="question-editor-title"
    >
      {open && (
        <EditorBody
          key={question?.id ?? "new"}
          question={question}
          onClose={onClose}
          {...(onSaved ? { onSaved } : {})}
        />
      )}
    </ResponsiveDialog>
  );
}

function EditorBody({ question, onClose, onSaved }: Omit<Props, "open">) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<QuestionForm>(() =>
    question ? formFromQuestion(question) : NEW_QUESTION,
  );
  const [submitted, setSubmitted] = useState(false);
  const [previewHindi, setPreviewHindi] = useState(false);
  const facets = useFacets();
  const courses = useCourses();
  const checked = useMemo(() => checkForm(form), [form]);
  const errors = submitted ? checked.errors : {};
  const objective = form.kind === QUESTION_KIND.OBJECTIVE;
  const multi = form.answer_type === ANSWER_TYPE.MULTI;

  const save = useMutation({
    mutationFn: (input: NonNullable<typeof checked.data>) =>
      question
        ? api.put<Question & { versioned: boolean }>(`/questions/${question.id}`, input)
        : api.post<Question>("/questions", input),
    onSuccess: (saved) => {
      const versioned = "versioned" in saved && saved.versioned === true;
      toastSuccess(versioned ? VERSIONED_MESSAGE : "Question saved.");
      void queryClient.invalidateQueries({ queryKey: questionKeys.all });
      onSaved?.(saved);
      onClose();
    },
  });

  const set = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.data) save.mutate(checked.data);
  };

  const topics = (facets.data?.topics ?? [])
    .filter((t) => form.subject === "" || t.subject === form.subject)
    .map((t) => t.topic);
  const optionsError = errors.options ?? errors.correct;
  const helper = (key: string, fallback = " ") => errors[key] ?? fallback;
  const lookupSelect = (
    key: "kind" | "answer_type" | "answer_length" | "difficulty",
    label: string,
    options: ReadonlyArray<{ id: number; label: string }>,
    onChange: (value: number) => void,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={form[key] ?? ""}
      onChange={(e) => onChange(Number(e.target.value))}
      helperText={helper(key)}
      error={Boolean(errors[key])}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
      <DialogTitle id="question-editor-title">
        {question ? `Edit question #${question.id}` : "New question"}
      </DialogTitle>
      <DialogContent dividers>
        {question?.retired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This is an old version of a question; edit its newest version.
          </Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                {lookupSelect("kind", "Kind", QUESTION_KINDS, (kind) =>
                  setForm((f) => ({
                    ...f,
                    kind,
                    answer_type:
                      kind === QUESTION_KIND.OBJECTIVE ? (f.answer_type ?? ANSWER_TYPE.SINGLE) : null,
                    answer_length: kind === QUESTION_KIND.SUBJECTIVE ? (f.answer_length ?? 2) : null,
                    // An untouched default follows the kind; a value the author typed stays.
                    negative_marks:
                      f.negative_marks === defaultNegativeMarks(f.kind)
                        ? defaultNegativeMarks(kind)
                        : f.negative_marks,
                  })),
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                {objective
                  ? lookupSelect("answer_type", "Answer type", ANSWER_TYPES, (value) =>
                      set("answer_type", value),
                    )
                  : lookupSelect("answer_length", "Answer length", ANSWER_LENGTHS, (value) =>
                      set("answer_length", value),
                    )}
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                {lookupSelect("difficulty", "Difficulty", DIFFICULTIES, (value) => set("difficulty", value))}
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Autocomplete
                  freeSolo
                  options={facets.data?.subjects ?? []}
                  inputValue={form.subject}
                  onInputChange={(_, value) => set("subject", value)}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      size="small"
                      label="Subject"
                      required
                      error={Boolean(errors.subject)}
                      helperText={helper("subject")}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Autocomplete
                  freeSolo
                  options={[...new Set(topics)]}
                  inputValue={form.topic}
                  onInputChange={(_, value) => set("topic", value)}
                  renderInput={(params) => (
                    <TextField {...params} size="small" label="Topic" helperText={helper("topic")} />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <CoursePicker
                  courses={courses.data ?? []}
                  value={form.course_id}
                  onChange={(id) => set("course_id", id)}
                  helperText={helper("course_id", "Optional")}
                  error={Boolean(errors.course_id)}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  multiline
                  minRows={3}
                  label="Question text"
                  required
                  value={form.text}
                  onChange={(e) => set("text", e.target.value)}
                  error={Boolean(errors.text)}
                  helperText={errors.text ?? TEXT_HINT}
                />
                <ImageInsertButton onInsert={(img) => setForm((f) => ({ ...f, text: `${f.text}${img}` }))} />
              </Grid>
              {objective && form.answer_type === ANSWER_TYPE.NUMERICAL ? (
                <Grid size={12}>
                  <TextField
                    fullWidth
                    label="Correct value"
                    value={form.numeric}
                    onChange={(e) => setForm((f) => ({ ...f, numeric: e.target.value }))}
                    error={Boolean(errors.numeric ?? errors["numeric.value"] ?? errors["numeric.max"])}
                    helperText={
                      errors.numeric ??
                      errors["numeric.value"] ??
                      errors["numeric.max"] ??
                      'Exact "42", give or take "9.8~0.1", a range "2.4..2.6"; put "#" in front for whole numbers only.'
                    }
                  />
                </Grid>
              ) : objective ? (
                <Grid size={12}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    Options — mark the correct {multi ? "ones" : "one"}
                  </Typography>
                  <Stack spacing={1}>
                    {form.options.map((text, index) => {
                      const key = OPTION_KEYS[index] ?? "?";
                      const isCorrect = form.correct.includes(index);
                      const control = {
                        checked: isCorrect,
                        size: "small" as const,
                        slotProps: { input: { "aria-label": `Option ${key} is correct` } },
                      };
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (its letter)
                        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                          {/* A hint only: not hoverable, so it never covers the next option's box. */}
                          <Tooltip title="Correct answer" disableInteractive>
                            {multi ? (
                              <Checkbox
                                {...control}
                                onChange={(e) => setForm((f) => toggleCorrect(f, index, e.target.checked))}
                              />
                            ) : (
                              <Radio
                                {...control}
                                onChange={() => setForm((f) => toggleCorrect(f, index, true))}
                              />
                            )}
                          </Tooltip>
                          <TextField
                            fullWidth
                            size="small"
                            multiline
                            label={`Option ${key}`}
                            value={text}
                            onChange={(e) =>
                              setForm((f) => ({
                                ...f,
                                options: f.options.map((o, i) => (i === index ? e.target.value : o)),
                              }))
                            }
                            error={Boolean(errors[`options.${index}.text`] ?? errors[`options.${index}.key`])}
                            helperText={errors[`options.${index}.text`] ?? errors[`options.${index}.key`]}
                          />
                          <IconButton
                            aria-label={`Remove option ${key}`}
                            disabled={form.options.length <= MIN_OPTIONS}
                            onClick={() => setForm((f) => removeOption(f, index))}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Stack>
                      );
                    })}
                  </Stack>
                  {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    sx={{ mt: 1 }}
                    disabled={form.options.length >= MAX_OPTIONS}
                    onClick={() => set("options", [...form.options, ""])}
                  >
                    Add option
                  </Button>
                </Grid>
              ) : (
                <Grid size={12}>
                  <TextField
                    fullWidth
                    multiline
                    minRows={3}
                    label="Model answer"
                    required
                    value={form.model_answer}
                    onChange={(e) => set("model_answer", e.target.value)}
                    error={Boolean(errors.model_answer)}
                    helperText={errors.model_answer ?? "For the evaluator; students see it after evaluation."}
                  />
                </Grid>
              )}
              <Grid size={12}>
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  label="Solution"
                  value={form.solution}
                  onChange={(e) => set("solution", e.target.value)}
                  helperText={helper("solution", "Optional; shown with the answers after the test.")}
                  error={Boolean(errors.solution)}
                />
              </Grid>
              <Grid size={12}>
                <HindiFields form={form} setForm={setForm} errors={errors} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  label="Marks"
                  required
                  value={form.marks}
                  onChange={(e) => set("marks", e.target.value)}
                  slotProps={{ htmlInput: { min: 0, step: "any" } }}
                  error={Boolean(errors.marks)}
                  helperText={helper("marks")}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  label="Negative marks"
                  value={form.negative_marks}
                  onChange={(e) => set("negative_marks", e.target.value)}
                  slotProps={{ htmlInput: { min: 0, step: "any" } }}
                  error={Boolean(errors.negative_marks)}
                  helperText={helper("negative_marks")}
                />
              </Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-label="Preview"
              sx={{ p: 2, position: { md: "sticky" }, top: 0, bgcolor: "background.default" }}
            >
              <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
                <Typography variant="overline" color="text.secondary">
                  Preview
                </Typography>
                {form.hindi.enabled && (
                  <ToggleButtonGroup
                    size="small"
                    exclusive
                    aria-label="Preview language"
                    value={previewHindi ? "hi" : "en"}
                    onChange={(_, value) => value && setPreviewHindi(value === "hi")}
                  >
                    <ToggleButton value="en">English</ToggleButton>
                    <ToggleButton value="hi" lang="hi">
                      हिन्दी
                    </ToggleButton>
                  </ToggleButtonGroup>
                )}
              </Stack>
              <QuestionPreview form={form.hindi.enabled && previewHindi ? hindiView(form) : form} />
            </Paper>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        {submitted && Object.keys(checked.errors).length > 0 && (
          <Typography color="error" variant="body2" sx={{ mr: "auto", pl: 2 }}>
            Fix the marked fields.
          </Typography>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save question
        </Button>
      </DialogActions>
    </Box>
  );
}
