import { ANSWER_LENGTHS, ANSWER_TYPES, DIFFICULTIES, lookupLabel, QUESTION_KINDS } from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/Edit";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
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
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, api } from "../../lib/http";
import { ListPagination } from "../../lib/ListPagination";
import { LoadError } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { toastError, toastSuccess } from "../../lib/toast";
import { downloadStaffFile, filterParams, questionKeys, useQuestionList } from "./api";
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

/** The actions column stays in view when the table scrolls sideways. */
const stickyRight = { position: "sticky", right: 0, bgcolor: "background.paper", zIndex: 1 } as const;

/** The question bank: search, filters, pagination, editor, duplicate/delete, CSV import and export. */
export function QuestionBankPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<QuestionFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [editing, setEditing] = useState<Question | "new" | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useQuestionList(filter, page, pageSize);

  const changeFilter = (next: QuestionFilter) => {
    setFilter(next);
    setPage(0);
  };

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

  const download = (path: string, name: string) =>
    downloadStaffFile(path, name).catch((error: unknown) =>
      toastError(error instanceof Error ? error.message : "The download failed."),
    );
  const exportParams = filterParams(filter).toString();

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

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
            void download(
              `/questions/export.csv${exportParams ? `?${exportParams}` : ""}`,
              "question-bank.csv",
            )
          }
        >
          Export
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void download("/questions/template.csv", "question-bank-template.csv")}
        >
          Download template
        </Button>
      </Stack>
      <QuestionFilters filter={filter} onChange={changeFilter} course />
      <Paper variant="outlined" sx={{ mt: 2 }}>
        {list.isError ? (
          <LoadError message="The questions could not be loaded." onRetry={() => void list.refetch()} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Questions" sx={{ minWidth: 900 }}>
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell sx={{ minWidth: 260 }}>Question</TableCell>
                  <TableCell>Subject</TableCell>
                  <TableCell>Topic</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell>Answer</TableCell>
                  <TableCell>Difficulty</TableCell>
                  <TableCell>Marks</TableCell>
                  <TableCell align="right" sx={stickyRight}>
                    Actions
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.isPending &&
                  Array.from({ length: 6 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <TableRow key={i}>
                      <TableCell colSpan={9}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {!list.isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={9} sx={{ py: 4, textAlign: "center" }}>
                      <Typography color="text.secondary" sx={{ mb: 1 }}>
                        No questions match these filters.
                      </Typography>
                      <Button size="small" onClick={() => setEditing("new")}>
                        Add a question
                      </Button>
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((q) => (
                  <TableRow key={q.id} hover>
                    <TableCell>{q.id}</TableCell>
                    <TableCell>
                      <RichText html={q.text} lines={2} sx={{ fontSize: "0.875rem", maxWidth: 460 }} />
                    </TableCell>
                    <TableCell>{q.subject}</TableCell>
                    <TableCell sx={{ maxWidth: 150, fontSize: "0.8125rem" }}>{q.topic || "—"}</TableCell>
                    <TableCell>{lookupLabel(QUESTION_KINDS, q.kind)}</TableCell>
                    <TableCell sx={{ fontSize: "0.8125rem" }}>{answerLabel(q)}</TableCell>
                    <TableCell>{lookupLabel(DIFFICULTIES, q.difficulty)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {marksLabel(q.marks, q.negative_marks)}
                    </TableCell>
                    <TableCell align="right" sx={{ ...stickyRight, whiteSpace: "nowrap" }}>
                      <Tooltip title="Edit">
                        <IconButton
                          size="small"
                          aria-label={`Edit question ${q.id}`}
                          onClick={() => setEditing(q)}
                        >
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
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListPagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
          sizes={[10, 20, 50, 100]}
        />
      </Paper>

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
