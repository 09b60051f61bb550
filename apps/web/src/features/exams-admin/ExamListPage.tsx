import type { Paged } from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import GavelOutlinedIcon from "@mui/icons-material/GavelOutlined";
import InsightsOutlinedIcon from "@mui/icons-material/InsightsOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { OptionalSelect } from "../../lib/FilterFields";
import { ApiError, api } from "../../lib/http";
import { ListPagination } from "../../lib/ListPagination";
import { LoadError } from "../../lib/LoadStates";
import { SearchField } from "../../lib/SearchField";
import { toastSuccess } from "../../lib/toast";
import { ExamSettingsDialog } from "./ExamSettingsDialog";
import { type ExamSummary, examKeys, formatWhen } from "./types";

const STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];

/** The exams, newest first: search, status filter, pagination; opens the composer. */
export function ExamListPage({ onOpen }: { onOpen: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ExamSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(input.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [input]);

  const list = useQuery({
    queryKey: examKeys.list(q, status, page, pageSize),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page + 1), pageSize: String(pageSize) });
      if (q) params.set("q", q);
      if (status) params.set("status", status);
      return api.get<Paged<ExamSummary>>(`/exams?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<null>(`/exams/${id}`, { silent: true }),
    onSuccess: () => {
      toastSuccess("Exam deleted.");
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
    },
    onError: (error) =>
      setDeleteError(error instanceof ApiError ? error.message : "The exam was not deleted."),
  });

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5, mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New exam
        </Button>
        <SearchField
          label="Search titles"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          sx={{ flex: { xs: "1 1 100%", sm: "0 1 320px" } }}
        />
        <OptionalSelect
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
          options={STATUS_OPTIONS}
          anyLabel="All"
          sx={{ minWidth: 160 }}
        />
      </Stack>
      <Paper variant="outlined">
        {list.isError ? (
          <LoadError message="The exams could not be loaded." onRetry={() => void list.refetch()} />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Exams" sx={{ minWidth: 820 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Course</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Questions</TableCell>
                  <TableCell align="right">Duration</TableCell>
                  <TableCell>Window</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.isPending &&
                  Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <TableRow key={i}>
                      <TableCell colSpan={7}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {!list.isPending && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7} sx={{ py: 4, textAlign: "center" }}>
                      <Typography color="text.secondary" sx={{ mb: 1 }}>
                        No exams match.
                      </Typography>
                      <Button size="small" onClick={() => setCreating(true)}>
                        Create an exam
                      </Button>
                    </TableCell>
                  </TableRow>
                )}
                {rows.map((exam) => (
                  <TableRow key={exam.id} hover>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => onOpen(exam.id)}
                        sx={{ textAlign: "left" }}
                      >
                        {exam.title}
                      </Link>
                      {exam.is_demo && <Chip size="small" label="Demo" variant="outlined" sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{exam.courseName ?? "—"}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={exam.status === "published" ? "Published" : "Draft"}
                        color={exam.status === "published" ? "success" : "default"}
                      />
                    </TableCell>
                    <TableCell align="right">{exam.questions}</TableCell>
                    <TableCell align="right">{exam.duration_min} min</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap", fontSize: "0.8125rem" }}>
                      {exam.opens_at === null && exam.closes_at === null
                        ? "Always open"
                        : `${formatWhen(exam.opens_at)} – ${formatWhen(exam.closes_at)}`}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Tooltip title="Results">
                        <IconButton
                          size="small"
                          component={RouterLink}
                          to={`/admin/exam/${exam.id}/results`}
                          aria-label={`Results of ${exam.title}`}
                        >
                          <InsightsOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Answer key challenges">
                        <IconButton
                          size="small"
                          component={RouterLink}
                          to={`/admin/exam/${exam.id}/challenges`}
                          aria-label={`Answer key challenges of ${exam.title}`}
                        >
                          <GavelOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Compose">
                        <IconButton
                          size="small"
                          aria-label={`Open ${exam.title}`}
                          onClick={() => onOpen(exam.id)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={exam.status === "published" ? "Unpublish it first" : "Delete"}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={`Delete ${exam.title}`}
                            disabled={exam.status === "published"}
                            onClick={() => {
                              setDeleteError(null);
                              setDeleting(exam);
                            }}
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </span>
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
          sizes={[10, 20, 50]}
        />
      </Paper>

      <ExamSettingsDialog
        open={creating}
        exam={null}
        onClose={() => setCreating(false)}
        onSaved={(exam) => onOpen(exam.id)}
      />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-exam-title">
        <DialogTitle id="delete-exam-title">Delete “{deleting?.title}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The draft and its question list are removed. Bank questions stay.
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
            onClick={() => deleting && remove.mutate(deleting.id)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
