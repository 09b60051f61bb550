import {
  ANSWER_LENGTHS,
  ANSWER_TYPES,
  DIFFICULTIES,
  lookupLabel,
  type Paged,
  QUESTION_KINDS,
} from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Column, DataTable } from "../../lib/DataTable";
import { ApiError, api } from "../../lib/http";
import { RichText } from "../../lib/RichText";
import { downloadStaffFile } from "../../lib/staffFiles";
import { toastSuccess } from "../../lib/toast";
import { useMobileLayout } from "../../lib/useMobileLayout";
import { filterParams, questionKeys } from "./api";
import { ImportDialog } from "./ImportDialog";
import { QuestionEditorDialog } from "./QuestionEditorDialog";
import { QuestionFilters } from "./QuestionFilters";
import { EMPTY_FILTER, type Question, type QuestionFilter } from "./types";

export function answerLabel(q: Pick<Question, "kind" | "answer_type" | "answer_length">): string {
  return q.kind === 1
    ? (lookupLabel(ANSWER_TYPES, q.answer_type ?? 0) ?? "—")
    : (lookupLabel(ANSWER_LENGTHS, q.answer_length ?? 0) ?? "—");
}

export function marksLabel(marks: number, negative: number): string {
  return negative > 0 ? `+${marks} / −${negative}` : `+${marks}`;
}

/** The question bank: search, filters, pagination, editor, duplicate/delete, CSV import and export. */
export function QuestionBankPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QuestionFilter>(EMPTY_FILTER);
  const [editing, setEditing] = useState<Question | "new" | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const mobile = useMobileLayout();

  const duplicate = useMutation({
    mutationFn: (id: number) => api.post<Question>(`/questions/${id}/duplicate`),
    onSuccess: (copy) => {
      toastSuccess(`Question duplicated as #${copy.id}.`);
      void queryClient.invalidateQueries({ queryKey: questionKeys.all });
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(`/questions/${id}`, { silent: true }),
    onSuccess: () => {
      toastSuccess("Question deleted.");
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: questionKeys.all });
    },
    onError: (error) =>
      setDeleteError(error instanceof ApiError ? error.message : "The question was not deleted."),
  });

  const exportParams = filterParams(filter).toString();

  const actions = (q: Question) => (
    <Box sx={{ whiteSpace: "nowrap" }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit question ${q.id}`} onClick={() => setEditing(q)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Duplicate">
        <IconButton
          size="small"
          aria-label={`Duplicate question ${q.id}`}
          disabled={duplicate.isPending}
          onClick={() => duplicate.mutate(q.id)}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton
          size="small"
          aria-label={`Delete question ${q.id}`}
          onClick={() => {
            setDeleteError(null);
            setDeleting(q);
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
  // On phones each question is a card with its whole text; on wide screens a row clamped to two lines.
  const columns: Column<Question>[] = [
    { key: "id", header: "#", cell: (q) => q.id, card: "hidden" },
    {
      key: "text",
      header: "Question",
      card: "title",
      cell: (q) => <QuestionSummary question={q} lines={mobile ? undefined : 2} />,
    },
    { key: "subject", header: "Subject", cell: (q) => q.subject },
    { key: "topic", header: "Topic", cell: (q) => q.topic || "—" },
    { key: "kind", header: "Kind", cell: (q) => lookupLabel(QUESTION_KINDS, q.kind) },
    { key: "answer", header: "Answer", cell: (q) => answerLabel(q) },
    { key: "difficulty", header: "Difficulty", cell: (q) => lookupLabel(DIFFICULTIES, q.difficulty) },
    { key: "marks", header: "Marks", cell: (q) => marksLabel(q.marks, q.negative_marks) },
    { key: "actions", header: "Actions", align: "right", cell: actions },
  ];

  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          New question
        </Button>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadStaffFile(
              `/questions/export.csv${exportParams ? `?${exportParams}` : ""}`,
              "question-bank.csv",
            )
          }
        >
          Export
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void downloadStaffFile("/questions/template.csv", "question-bank-template.csv")}
        >
          Download template
        </Button>
      </Stack>
      <DataTable<Question>
        label="Questions"
        columns={columns}
        queryKey={[...questionKeys.all, "bank", filter]}
        fetchPage={({ page, pageSize }) => {
          const params = filterParams(filter);
          params.set("page", String(page));
          params.set("pageSize", String(pageSize));
          return api.get<Paged<Question>>(`/questions?${params}`, { silent: true });
        }}
        rowKey={(q) => q.id}
        pageSizes={[20, 50, 100]}
        filters={<QuestionFilters filter={filter} onChange={setFilter} course />}
        empty={
          <Box sx={{ py: 4, textAlign: "center" }}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              No questions match these filters.
            </Typography>
            <Button size="small" onClick={() => setEditing("new")}>
              Add a question
            </Button>
          </Box>
        }
      />

      <QuestionEditorDialog
        open={editing !== null}
        question={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-question-title"
      >
        <DialogTitle id="delete-question-title">Delete question #{deleting?.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It is removed from the bank and from draft exams. A question used in a published exam cannot be
            deleted.
          </DialogContentText>
          {deleteError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {deleteError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending || deleteError !== null}
            startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={() => deleting && remove.mutate(deleting.id)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** A question's text in the bank's list, marked when it also has a Hindi version (a bilingual paper). */
export function QuestionSummary({ question, lines }: { question: Question; lines?: number }) {
  return (
    <Box>
      <RichText html={question.text} lines={lines} sx={{ fontSize: "0.875rem", maxWidth: 460 }} />
      {question.hindi && (
        <Chip
          size="small"
          variant="outlined"
          label="Also in Hindi"
          title="This question has a Hindi version: students can read it in either language."
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
