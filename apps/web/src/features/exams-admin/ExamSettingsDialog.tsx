import {
  ANSWER_RELEASES,
  type AnswerRelease,
  academyZoneLabel,
  EXAM_PRESETS,
  type ExamInput,
  type ExamSection,
  examInputSchema,
  MARKING_SCHEMES,
  MAX_EXAM_SECTIONS,
  RANK_BY,
  type RankBy,
} from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { academyZone } from "../../lib/academyTime";
import { CoursePicker } from "../../lib/CoursePicker";
import { api } from "../../lib/http";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { toastSuccess } from "../../lib/toast";
import { useCourses } from "../questions/api";
import { NumberField } from "./NumberField";
import { type ExamDetail, examKeys, fromLocalInput, toLocalInput } from "./types";

interface SettingsForm {
  title: string;
  course_id: number | null;
  instructions: string;
  duration_min: string;
  opens: string;
  closes: string;
  sections: string[];
  /** Each section's own rules, kept beside its name (same index). */
  rules: Array<Omit<ExamSection, "name">>;
  marking_scheme: string;
  attempts_allowed: string;
  show_answers: AnswerRelease;
  rank_by: RankBy;
  is_demo: boolean;
  partial_credit: boolean;
  challenge_hours: string;
  challenge_fee: string;
  drop_policy: "attempted" | "all";
}

const NO_RULES = { marking_scheme: null, attempt_limit: null, time_limit_min: null } as const;

const NEW_EXAM: SettingsForm = {
  title: "",
  course_id: null,
  instructions: "",
  duration_min: "180",
  opens: "",
  closes: "",
  sections: [],
  rules: [],
  marking_scheme: "plus4minus1",
  attempts_allowed: "1",
  show_answers: "after_close",
  rank_by: "first",
  is_demo: false,
  partial_credit: false,
  challenge_hours: "48",
  challenge_fee: "0",
  drop_policy: "attempted",
};

function formOf(exam: ExamDetail): SettingsForm {
  return {
    title: exam.title,
    course_id: exam.course_id,
    instructions: exam.instructions,
    duration_min: String(exam.duration_min),
    opens: toLocalInput(exam.opens_at),
    closes: toLocalInput(exam.closes_at),
    sections: exam.sections.map((s) => s.name),
    rules: exam.sections.map(({ name: _name, ...rules }) => rules),
    marking_scheme: exam.marking_scheme,
    attempts_allowed: String(exam.attempts_allowed),
    show_answers: exam.show_answers,
    rank_by: exam.rank_by,
    is_demo: exam.is_demo,
    partial_credit: exam.partial_credit,
    challenge_hours: String(exam.challenge_hours),
    challenge_fee: String(exam.challenge_fee),
    drop_policy: exam.drop_policy,
  };
}

const num = (value: string) => (value.trim() === "" ? undefined : Number(value));

function payloadOf(form: SettingsForm) {
  return {
    title: form.title,
    course_id: form.course_id,
    instructions: form.instructions,
    duration_min: num(form.duration_min),
    opens_at: fromLocalInput(form.opens),
    closes_at: fromLocalInput(form.closes),
    sections: form.sections.map((name, i) => ({ name, ...(form.rules[i] ?? NO_RULES) })),
    marking_scheme: form.marking_scheme,
    attempts_allowed: num(form.attempts_allowed),
    show_answers: form.show_answers,
    rank_by: form.rank_by,
    is_demo: form.is_demo,
    partial_credit: form.partial_credit,
    challenge_hours: num(form.challenge_hours),
    challenge_fee: num(form.challenge_fee),
    drop_policy: form.drop_policy,
  };
}

interface Props {
  open: boolean;
  exam: ExamDetail | null;
  onClose: () => void;
  onSaved: (exam: ExamDetail) => void;
}

/** Creates a draft exam or edits an exam's settings (title, course, window, sections, marking). */
export function ExamSettingsDialog({ open, exam, onClose, onSaved }: Props) {
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="exam-settings-title"
    >
      {open && <SettingsBody key={exam?.id ?? "new"} exam={exam} onClose={onClose} onSaved={onSaved} />}
    </ResponsiveDialog>
  );
}

function SettingsBody({ exam, onClose, onSaved }: Omit<Props, "open">) {
  const queryClient = useQueryClient();
  const courses = useCourses();
  const [form, setForm] = useState<SettingsForm>(() => (exam ? formOf(exam) : NEW_EXAM));
  const [submitted, setSubmitted] = useState(false);
  const parsed = useMemo(() => examInputSchema.safeParse(payloadOf(form)), [form]);
  const errors: Record<string, string> = {};
  if (submitted && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".");
      errors[key] ??= issue.message;
    }
  }
  const frozen = exam?.started === true;
  const jeeAdvanced = form.marking_scheme === "jeeadvanced";

  const save = useMutation({
    mutationFn: (input: ExamInput) =>
      exam ? api.put<ExamDetail>(`/exams/${exam.id}`, input) : api.post<ExamDetail>("/exams", input),
    onSuccess: (saved) => {
      toastSuccess(exam ? "Exam saved." : "Exam saved as a draft.");
      queryClient.setQueryData(examKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ["exams", "list"] });
      onSaved(saved);
      onClose();
    },
  });

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setRule = (index: number, patch: Partial<SettingsForm["rules"][number]>) =>
    setForm((f) => ({
      ...f,
      rules: f.sections.map((_, i) => ({ ...NO_RULES, ...f.rules[i], ...(i === index ? patch : {}) })),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) save.mutate(parsed.data);
  };
  const text = (key: keyof SettingsForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? " "}
      {...extra}
    />
  );
  const errorFor = (key: string) => errors[key];

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
      <DialogTitle id="exam-settings-title">{exam ? "Exam settings" : "New exam"}</DialogTitle>
      <DialogContent dividers>
        {frozen && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Students have started this exam: its sections, marking and duration can no longer change.
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>{text("title", "Title", { required: true })}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CoursePicker
              courses={courses.data ?? []}
              value={form.course_id}
              onChange={(id) => set("course_id", id)}
              error={Boolean(errorFor("course_id"))}
              helperText={errorFor("course_id") ?? "Empty: a demo exam"}
            />
          </Grid>
          <Grid size={12}>{text("instructions", "Instructions", { multiline: true, minRows: 2 })}</Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <NumberField
              label="Duration (minutes)"
              required
              disabled={frozen}
              value={form.duration_min}
              onChange={(v) => set("duration_min", v)}
              error={errorFor("duration_min")}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <NumberField
              label="Attempts allowed"
              value={form.attempts_allowed}
              onChange={(v) => set("attempts_allowed", v)}
              error={errorFor("attempts_allowed")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            {text("opens", `Opens (${academyZoneLabel(academyZone())})`, {
              type: "datetime-local",
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              fullWidth
              size="small"
              type="datetime-local"
              label={`Closes (${academyZoneLabel(academyZone())})`}
              value={form.closes}
              onChange={(e) => set("closes", e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errorFor("closes_at"))}
              helperText={errorFor("closes_at") ?? " "}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              select
              fullWidth
              size="small"
              label="Preset (fills duration, marking and sections)"
              value=""
              disabled={frozen}
              onChange={(e) => {
                const preset = EXAM_PRESETS.find((p) => p.id === e.target.value);
                if (!preset) return;
                const { sections, duration_min, marking_scheme, partial_credit } = preset.settings;
                setForm((f) => ({
                  ...f,
                  duration_min: String(duration_min),
                  marking_scheme,
                  partial_credit,
                  sections: sections.map((s) => s.name),
                  rules: sections.map(({ name: _name, ...rules }) => rules),
                }));
              }}
            >
              {EXAM_PRESETS.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField
              label="Challenge window (hours after close)"
              value={form.challenge_hours}
              onChange={(v) => set("challenge_hours", v)}
              error={errorFor("challenge_hours")}
              hint="0: no challenges to the answer key"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NumberField
              label="Challenge fee (₹ per question)"
              value={form.challenge_fee}
              onChange={(v) => set("challenge_fee", v)}
              error={errorFor("challenge_fee")}
              hint="Recorded only; 0: free"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="A dropped question gives full marks to"
              value={form.drop_policy}
              onChange={(e) => set("drop_policy", e.target.value as SettingsForm["drop_policy"])}
            >
              <MenuItem value="attempted">Those who attempted it</MenuItem>
              <MenuItem value="all">Every candidate</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Marking scheme"
              value={form.marking_scheme}
              disabled={frozen}
              onChange={(e) => set("marking_scheme", e.target.value)}
              helperText="Every question takes the scheme's marks; Custom keeps each question's own."
            >
              {MARKING_SCHEMES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack>
              <FormControlLabel
                control={<Switch checked={form.is_demo} onChange={(e) => set("is_demo", e.target.checked)} />}
                label="Demo exam (free, no window needed)"
              />
              <FormControlLabel
                control={
                  <Switch
                    // JEE Advanced's scheme always gives its own partial marks.
                    checked={form.partial_credit || jeeAdvanced}
                    disabled={frozen || jeeAdvanced}
                    onChange={(e) => set("partial_credit", e.target.checked)}
                  />
                }
                label="Partial credit for multi-select"
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField
              label="Show answers"
              value={form.show_answers}
              choices={ANSWER_RELEASES}
              onChange={(v) => set("show_answers", v)}
              helperText="Correct answers and solutions stay hidden until then, so later attempts are fair."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChoiceField
              label="Rank by"
              value={form.rank_by}
              choices={RANK_BY}
              onChange={(v) => set("rank_by", v)}
              helperText="Each student is ranked once, by this attempt."
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2">Sections</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Optional (e.g. Physics, Chemistry, Mathematics). Without sections the exam is one list. Time
              limits are for papers that have them: give every section one, and the sections then run one
              after another, each locked once its time is over.
            </Typography>
            <Stack spacing={1}>
              {form.sections.map((name, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: a section is its position (questions refer to it)
                  key={index}
                  sx={{
                    display: "grid",
                    gap: 1,
                    alignItems: "start",
                    gridTemplateColumns: { xs: "1fr 1fr auto", md: "minmax(0, 1fr) 180px 126px 126px auto" },
                    // Phones stack a section over several rows: a rule keeps sections apart.
                    borderTopWidth: { xs: index > 0 ? 1 : 0, md: 0 },
                    borderTopStyle: "solid",
                    borderTopColor: "divider",
                    pt: { xs: index > 0 ? 1.5 : 0, md: 0 },
                    // Phones: name and delete, then the marking, then the two numbers side by side.
                    "& > .section-name": { gridColumn: { xs: "1 / 3", md: "auto" } },
                    "& > .section-marking": { gridColumn: { xs: "1 / -1", md: "auto" } },
                    "& > .section-minutes": { gridColumn: { xs: "2 / -1", md: "auto" } },
                    "& > .section-remove": {
                      gridRow: { xs: 1, md: "auto" },
                      gridColumn: { xs: 3, md: "auto" },
                    },
                  }}
                >
                  <TextField
                    className="section-name"
                    fullWidth
                    size="small"
                    label={`Section ${index + 1} name`}
                    value={name}
                    disabled={frozen}
                    onChange={(e) =>
                      set(
                        "sections",
                        form.sections.map((s, i) => (i === index ? e.target.value : s)),
                      )
                    }
                    error={Boolean(errorFor(`sections.${index}.name`))}
                    helperText={errorFor(`sections.${index}.name`)}
                  />
                  <TextField
                    select
                    size="small"
                    className="section-marking"
                    label={`Section ${index + 1} marking`}
                    value={form.rules[index]?.marking_scheme ?? ""}
                    disabled={frozen}
                    onChange={(e) =>
                      setRule(index, {
                        marking_scheme: (e.target.value || null) as ExamSection["marking_scheme"],
                      })
                    }
                  >
                    <MenuItem value="">The exam's</MenuItem>
                    {MARKING_SCHEMES.map((m) => (
                      <MenuItem key={m.id} value={m.id}>
                        {m.label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <NumberField
                    label="Answer any"
                    name={`Section ${index + 1}: answer any`}
                    value={String(form.rules[index]?.attempt_limit ?? "")}
                    disabled={frozen}
                    onChange={(v) => setRule(index, { attempt_limit: v === "" ? null : Number(v) })}
                    error={errorFor(`sections.${index}.attempt_limit`)}
                    hint="Empty: all"
                  />
                  <NumberField
                    className="section-minutes"
                    label="Minutes"
                    name={`Section ${index + 1}: minutes`}
                    value={String(form.rules[index]?.time_limit_min ?? "")}
                    disabled={frozen}
                    onChange={(v) => setRule(index, { time_limit_min: v === "" ? null : Number(v) })}
                    error={errorFor(`sections.${index}.time_limit_min`)}
                    hint="Empty: no limit"
                  />
                  <IconButton
                    className="section-remove"
                    aria-label={`Remove section ${index + 1}`}
                    disabled={frozen}
                    onClick={() =>
                      setForm((f) => ({
                        ...f,
                        sections: f.sections.filter((_, i) => i !== index),
                        rules: f.rules.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Stack>
            <Button
              size="small"
              startIcon={<AddIcon />}
              sx={{ mt: 1 }}
              disabled={frozen || form.sections.length >= MAX_EXAM_SECTIONS}
              onClick={() =>
                setForm((f) => ({
                  ...f,
                  sections: [...f.sections, ""],
                  rules: [...f.rules, { ...NO_RULES }],
                }))
              }
            >
              Add section
            </Button>
            {errorFor("sections") && (
              <Typography color="error" variant="body2">
                {errorFor("sections")}
              </Typography>
            )}
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {exam ? "Save settings" : "Create exam"}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A select over one of the domain's labelled choice lists (answer release, rank rule). */
function ChoiceField<T extends string>(props: {
  label: string;
  value: T;
  choices: readonly { id: T; label: string }[];
  onChange: (value: T) => void;
  helperText: string;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      helperText={props.helperText}
    >
      {props.choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
