import { DIFFICULTIES, type ExamInput, examTotals, lookupLabel, MARKING_SCHEMES } from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import CasinoOutlinedIcon from "@mui/icons-material/CasinoOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import LibraryAddIcon from "@mui/icons-material/LibraryAdd";
import LockIcon from "@mui/icons-material/Lock";
import SettingsIcon from "@mui/icons-material/Settings";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, api } from "../../lib/http";
import { RichText } from "../../lib/RichText";
import { toastSuccess } from "../../lib/toast";
import { answerLabel } from "../questions/QuestionBankPage";
import { ExamSettingsDialog } from "./ExamSettingsDialog";
import { PublishConfirmation } from "./PublishConfirmation";
import { QuestionPickerDialog } from "./QuestionPickerDialog";
import { RandomDialog } from "./RandomDialog";
import { type ExamDetail, type ExamItemDetail, examKeys, formatWhen } from "./types";

/** An exam question being edited: marks kept as typed. */
export interface DraftItem {
  question_id: number;
  section: number;
  marks: string;
  negative_marks: string;
  question: ExamItemDetail["question"];
}

const toDraft = (items: ExamItemDetail[]): DraftItem[] =>
  items.map((i) => ({
    question_id: i.question_id,
    section: i.section,
    marks: String(i.marks),
    negative_marks: String(i.negative_marks),
    question: i.question,
  }));

/** An edited item's marks as the totals count them (a blank or invalid entry counts 0). */
const counted = (item: DraftItem) => ({
  marks: Number(item.marks) > 0 ? Number(item.marks) : 0,
  section: item.section,
});

/**
 * Questions · maximum marks · minutes, from the items as edited (the header of the composer); an "attempt
 * any N" section counts N questions.
 */
export function ComposerTotals({
  items,
  durationMin,
  sections,
}: {
  items: DraftItem[];
  durationMin: number;
  sections: ExamInput["sections"];
}) {
  const totals = examTotals(items.map(counted), durationMin, sections);
  return (
    <Stack direction="row" spacing={2} aria-label="Totals" role="status" sx={{ flexWrap: "wrap" }}>
      <Typography variant="body2">
        <strong>{totals.questions}</strong> question{totals.questions === 1 ? "" : "s"}
      </Typography>
      <Typography variant="body2">
        <strong>{totals.marks}</strong> marks
      </Typography>
      <Typography variant="body2">
        <strong>{totals.minutes}</strong> minutes
      </Typography>
    </Stack>
  );
}

/** Moves the item at `index` before the previous (-1) or after the next (+1) item of the same section. */
export function moveItem(items: DraftItem[], index: number, step: -1 | 1): DraftItem[] {
  const item = items[index];
  if (!item) return items;
  let other = index + step;
  while (other >= 0 && other < items.length && items[other]?.section !== item.section) other += step;
  if (other < 0 || other >= items.length) return items;
  const next = [...items];
  next[index] = next[other] as DraftItem;
  next[other] = item;
  return next;
}

function sameItems(a: DraftItem[], b: DraftItem[]): boolean {
  return (
    JSON.stringify(a.map(({ question: _q, ...rest }) => rest)) ===
    JSON.stringify(b.map(({ question: _q, ...rest }) => rest))
  );
}

export function useExam(id: number) {
  return useQuery({
    queryKey: examKeys.detail(id),
    queryFn: ({ signal }) => api.get<ExamDetail>(`/exams/${id}`, { signal }),
  });
}

/** One exam: its settings, sections and ordered questions, totals, publish/unpublish. */
export function ExamComposer({ examId, onBack }: { examId: number; onBack: () => void }) {
  const exam = useExam(examId);
  if (exam.isPending) {
    return (
      <Box sx={{ mt: 3 }}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (exam.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 3 }}
        action={
          <Stack direction="row">
            <Button color="inherit" size="small" onClick={() => void exam.refetch()}>
              Retry
            </Button>
            <Button color="inherit" size="small" onClick={onBack}>
              Back
            </Button>
          </Stack>
        }
      >
        {exam.error instanceof ApiError ? exam.error.message : "The exam could not be loaded."}
      </Alert>
    );
  }
  return <Composer key={exam.data.id} exam={exam.data} onBack={onBack} />;
}

type Notice = { severity: "success" | "warning" | "error" | "info"; text: string };

export function Composer({ exam, onBack }: { exam: ExamDetail; onBack: () => void }) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<DraftItem[]>(() => toDraft(exam.items));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [picker, setPicker] = useState<number | null>(null);
  const [random, setRandom] = useState<number | null>(null);
  const saved = toDraft(exam.items);
  const dirty = !sameItems(items, saved);
  const frozen = exam.started;
  // A fixed scheme sets every question's marks (the server applies it); only Custom takes them per question.
  const fixedMarks = exam.marking_scheme !== "custom";
  const published = exam.status === "published";
  const sectionNames = exam.sections.length > 0 ? exam.sections.map((s) => s.name) : ["Questions"];
  const scheme = MARKING_SCHEMES.find((s) => s.id === exam.marking_scheme)?.label ?? exam.marking_scheme;

  // A fresh copy of the exam from the server (after add, random, publish) replaces the edited list.
  const examItemsKey = JSON.stringify(
    exam.items.map((i) => [i.question_id, i.section, i.marks, i.negative_marks]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's list changes
  useEffect(() => setItems(toDraft(exam.items)), [examItemsKey]);

  const update = (next: ExamDetail) => {
    queryClient.setQueryData(examKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: ["exams", "list"] });
  };

  const invalidMarks = items.some(
    (i) => !(Number(i.marks) > 0) || !(Number(i.negative_marks) >= 0) || i.negative_marks.trim() === "",
  );

  const saveItems = useMutation({
    mutationFn: () =>
      api.put<ExamDetail>(`/exams/${exam.id}/questions`, {
        items: items.map((i) => ({
          question_id: i.question_id,
          section: i.section,
          marks: Number(i.marks),
          negative_marks: Number(i.negative_marks),
        })),
      }),
    onSuccess: (next) => {
      toastSuccess("Questions saved.");
      update(next);
    },
  });

  const [confirmPublish, setConfirmPublish] = useState(false);
  const publish = useMutation({
    mutationFn: () =>
      api.post<ExamDetail & { notified: number }>(`/exams/${exam.id}/publish`, undefined, { silent: true }),
    onSuccess: (next) => {
      const text = `Exam published. ${next.notified} student${next.notified === 1 ? "" : "s"} notified.`;
      toastSuccess(text);
      setNotice({ severity: "success", text });
      update(next);
    },
    onError: (error) =>
      setNotice({
        severity: "error",
        text: `Not published: ${error instanceof Error ? error.message : "the server refused."}`,
      }),
  });

  const unpublish = useMutation({
    mutationFn: () => api.post<ExamDetail>(`/exams/${exam.id}/unpublish`),
    onSuccess: (next) => {
      toastSuccess("Exam moved back to draft.");
      setNotice(null);
      update(next);
    },
  });

  const setItem = (index: number, patch: Partial<DraftItem>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <Box sx={{ mt: 2 }}>
      <Paper
        elevation={2}
        sx={{
          position: "sticky",
          top: { xs: 56, sm: 64 },
          zIndex: 3,
          p: 2,
          mb: 2,
        }}
      >
        <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} sx={{ alignItems: { md: "center" } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <IconButton aria-label="Back to exams" onClick={onBack} size="small">
                <ArrowBackIcon />
              </IconButton>
              <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }} noWrap>
                {exam.title}
              </Typography>
              <Chip
                size="small"
                label={published ? "Published" : "Draft"}
                color={published ? "success" : "default"}
              />
              {frozen && <Chip size="small" icon={<LockIcon />} label="Started" color="warning" />}
            </Stack>
            <Box sx={{ mt: 0.5, pl: { md: 5 } }}>
              <ComposerTotals items={items} durationMin={exam.duration_min} sections={exam.sections} />
            </Box>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
            <Button size="small" startIcon={<SettingsIcon />} onClick={() => setSettingsOpen(true)}>
              Settings
            </Button>
            {dirty && !frozen && (
              <>
                <Button size="small" onClick={() => setItems(saved)}>
                  Discard
                </Button>
                <Button
                  size="small"
                  variant="contained"
                  disabled={saveItems.isPending || invalidMarks}
                  onClick={() => saveItems.mutate()}
                  startIcon={saveItems.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
                >
                  Save questions
                </Button>
              </>
            )}
            {published ? (
              <Button
                size="small"
                variant="outlined"
                disabled={frozen || unpublish.isPending}
                onClick={() => unpublish.mutate()}
              >
                Unpublish
              </Button>
            ) : (
              <Button
                size="small"
                variant="contained"
                color="secondary"
                disabled={dirty || publish.isPending}
                onClick={() => {
                  setNotice(null);
                  setConfirmPublish(true);
                }}
                startIcon={publish.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                Publish
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      <PublishConfirmation
        examId={exam.id}
        title={exam.title}
        open={confirmPublish}
        onClose={() => setConfirmPublish(false)}
        onConfirm={() => publish.mutateAsync()}
      />
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {frozen && (
        <Alert severity="info" icon={<LockIcon />} sx={{ mb: 2 }}>
          Students have started this exam, so its questions and marking are frozen.
        </Alert>
      )}
      {dirty && !frozen && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          You have unsaved changes to the questions. Save them before adding more or publishing.
        </Alert>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {exam.course_id === null ? "Demo exam" : "Course exam"} · {scheme} · {exam.duration_min} minutes ·
        opens {formatWhen(exam.opens_at)} · closes {formatWhen(exam.closes_at)} · {exam.attempts_allowed}{" "}
        attempt
        {exam.attempts_allowed === 1 ? "" : "s"}
      </Typography>

      {sectionNames.map((name, section) => {
        const inSection = items
          .map((item, index) => ({ item, index }))
          .filter(({ item }) => item.section === section);
        const sectionMarks = examTotals(
          inSection.map(({ item }) => counted(item)),
          0,
          exam.sections,
        ).marks;
        return (
          <Paper key={name} variant="outlined" component="section" aria-label={name} sx={{ mb: 2 }}>
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={1}
              sx={{ p: 1.5, alignItems: { sm: "center" }, borderBottom: 1, borderColor: "divider" }}
            >
              <Typography variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {name}{" "}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({inSection.length} question{inSection.length === 1 ? "" : "s"}, {sectionMarks} marks)
                </Typography>
              </Typography>
              {!frozen && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    startIcon={<LibraryAddIcon />}
                    disabled={dirty}
                    onClick={() => setPicker(section)}
                    aria-label={`Add from bank to ${name}`}
                  >
                    Add from bank
                  </Button>
                  <Button
                    size="small"
                    startIcon={<CasinoOutlinedIcon />}
                    disabled={dirty}
                    onClick={() => setRandom(section)}
                    aria-label={`Add random to ${name}`}
                  >
                    Add random
                  </Button>
                </Stack>
              )}
            </Stack>
            {inSection.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                No questions yet. Add them from the bank or draw them at random.
              </Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={`${name} questions`} sx={{ minWidth: 720 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell sx={{ width: "45%" }}>Question</TableCell>
                      <TableCell>Answer</TableCell>
                      <TableCell>Difficulty</TableCell>
                      <TableCell>Marks</TableCell>
                      <TableCell>Negative</TableCell>
                      <TableCell align="right">Order</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {inSection.map(({ item, index }, position) => (
                      <TableRow key={item.question_id}>
                        <TableCell>{position + 1}</TableCell>
                        <TableCell>
                          <RichText html={item.question.text} lines={2} sx={{ fontSize: "0.875rem" }} />
                          <Typography variant="caption" color="text.secondary">
                            #{item.question_id} · {item.question.subject}
                            {item.question.topic ? ` · ${item.question.topic}` : ""}
                          </Typography>
                        </TableCell>
                        <TableCell>{answerLabel(item.question)}</TableCell>
                        <TableCell>{lookupLabel(DIFFICULTIES, item.question.difficulty)}</TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            type="number"
                            value={item.marks}
                            disabled={frozen || fixedMarks}
                            error={!(Number(item.marks) > 0)}
                            onChange={(e) => setItem(index, { marks: e.target.value })}
                            slotProps={{
                              htmlInput: {
                                min: 0,
                                step: "any",
                                "aria-label": `Marks for question ${item.question_id}`,
                              },
                            }}
                            sx={{ width: 84 }}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            type="number"
                            value={item.negative_marks}
                            disabled={frozen || fixedMarks}
                            error={!(Number(item.negative_marks) >= 0) || item.negative_marks.trim() === ""}
                            onChange={(e) => setItem(index, { negative_marks: e.target.value })}
                            slotProps={{
                              htmlInput: {
                                min: 0,
                                step: "any",
                                "aria-label": `Negative marks for question ${item.question_id}`,
                              },
                            }}
                            sx={{ width: 84 }}
                          />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                          <IconButton
                            size="small"
                            aria-label={`Move question ${item.question_id} up`}
                            disabled={frozen || position === 0}
                            onClick={() => setItems((current) => moveItem(current, index, -1))}
                          >
                            <ArrowUpwardIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={`Move question ${item.question_id} down`}
                            disabled={frozen || position === inSection.length - 1}
                            onClick={() => setItems((current) => moveItem(current, index, 1))}
                          >
                            <ArrowDownwardIcon fontSize="small" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={`Remove question ${item.question_id}`}
                            disabled={frozen}
                            onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Paper>
        );
      })}

      <ExamSettingsDialog
        open={settingsOpen}
        exam={exam}
        onClose={() => setSettingsOpen(false)}
        onSaved={update}
      />
      {picker !== null && (
        <QuestionPickerDialog
          open
          exam={exam}
          sectionNames={sectionNames}
          initialSection={picker}
          onClose={() => setPicker(null)}
          onAdded={(next) => {
            setNotice(null);
            update(next);
          }}
        />
      )}
      {random !== null && (
        <RandomDialog
          open
          exam={exam}
          sectionNames={sectionNames}
          initialSection={random}
          onClose={() => setRandom(null)}
          onAdded={(next, text, short) => {
            toastSuccess(text);
            setNotice({ severity: short ? "warning" : "success", text });
            update(next);
          }}
        />
      )}
    </Box>
  );
}
