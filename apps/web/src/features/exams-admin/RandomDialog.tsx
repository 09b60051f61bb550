import { DIFFICULTIES, QUESTION_KINDS } from "@medhavi/domain";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CoursePicker } from "../../lib/CoursePicker";
import { OptionalSelect } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { useCourses, useFacets } from "../questions/api";
import type { ExamDetail } from "./types";

type Counts = Record<1 | 2 | 3 | 4, string>;

interface Props {
  open: boolean;
  exam: ExamDetail;
  sectionNames: string[];
  initialSection: number;
  onClose: () => void;
  /** The updated exam and the message to show (says when the bank was short). */
  onAdded: (exam: ExamDetail, message: string, short: boolean) => void;
}

/** Draws N random bank questions per difficulty (optionally of a subject/topic/kind) into a section. */
export function RandomDialog({ open, exam, sectionNames, initialSection, onClose, onAdded }: Props) {
  const facets = useFacets();
  const [section, setSection] = useState(initialSection);
  const [counts, setCounts] = useState<Counts>({ 1: "", 2: "", 3: "", 4: "" });
  const [subject, setSubject] = useState("");
  const [topic, setTopic] = useState("");
  const [kind, setKind] = useState("");
  // The exam's own course by default, so an Olympiad paper does not draw from the general bank.
  const [courseId, setCourseId] = useState<number | null>(exam.course_id ?? null);
  const courses = useCourses();
  const total = Object.values(counts).reduce((sum, c) => sum + (Number(c) || 0), 0);

  const draw = useMutation({
    mutationFn: () => {
      const body = {
        section,
        counts: Object.fromEntries(
          Object.entries(counts)
            .filter(([, v]) => Number(v) > 0)
            .map(([k, v]) => [k, Math.floor(Number(v))]),
        ),
        filter: {
          ...(subject ? { subject } : {}),
          ...(topic ? { topic } : {}),
          ...(kind ? { kind: Number(kind) } : {}),
          ...(courseId ? { course_id: courseId } : {}),
        },
      };
      return api.post<ExamDetail & { shortBy: Partial<Record<string, number>> }>(
        `/exams/${exam.id}/random`,
        body,
      );
    },
    onSuccess: (updated) => {
      const added = updated.items.length - exam.items.length;
      const short = Object.values(updated.shortBy ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);
      const message =
        short > 0 ? `Added ${added}; the bank had ${short} fewer than asked.` : `Added ${added}.`;
      onAdded(updated, message, short > 0);
      onClose();
    },
  });

  const topics = [
    ...new Set(
      (facets.data?.topics ?? []).filter((t) => !subject || t.subject === subject).map((t) => t.topic),
    ),
  ];

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="random-title">
      <DialogTitle id="random-title">Add random questions</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          How many questions of each difficulty to draw from the bank (questions already in the exam are left
          out).
        </Typography>
        <Grid container spacing={2}>
          {DIFFICULTIES.map((d) => (
            <Grid key={d.id} size={{ xs: 6, sm: 3 }}>
              <TextField
                size="small"
                type="number"
                label={d.label}
                value={counts[d.id as 1 | 2 | 3 | 4]}
                onChange={(e) => setCounts((c) => ({ ...c, [d.id]: e.target.value }))}
                slotProps={{ htmlInput: { min: 0, max: 100 } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <CoursePicker
              courses={courses.data ?? []}
              value={courseId}
              onChange={setCourseId}
              label="Course of the questions"
              helperText={
                courseId ? "Only questions of this course are drawn." : "Any course: the whole bank."
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <OptionalSelect
              fullWidth
              label="Subject"
              value={subject}
              onChange={(value) => {
                setSubject(value);
                setTopic("");
              }}
              options={(facets.data?.subjects ?? []).map((s) => ({ value: s, label: s }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <OptionalSelect
              fullWidth
              label="Topic"
              value={topic}
              onChange={setTopic}
              options={topics.map((t) => ({ value: t, label: t }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <OptionalSelect
              fullWidth
              label="Kind"
              value={kind}
              onChange={setKind}
              options={QUESTION_KINDS.map((k) => ({ value: String(k.id), label: k.label }))}
            />
          </Grid>
          {sectionNames.length > 1 && (
            <Grid size={12}>
              <TextField
                select
                fullWidth
                size="small"
                label="Add to section"
                value={section}
                onChange={(e) => setSection(Number(e.target.value))}
              >
                {sectionNames.map((name, index) => (
                  <MenuItem key={name} value={index}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={total === 0 || draw.isPending}
          startIcon={draw.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => draw.mutate()}
        >
          Draw {total || ""} question{total === 1 ? "" : "s"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
