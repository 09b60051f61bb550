import { DIFFICULTIES, lookupLabel } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/http";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { RichText } from "../../lib/RichText";
import { toastSuccess } from "../../lib/toast";
import { useQuestionList } from "../questions/api";
import { answerLabel, marksLabel } from "../questions/QuestionBankPage";
import { QuestionFilters } from "../questions/QuestionFilters";
import { EMPTY_FILTER, type QuestionFilter } from "../questions/types";
import type { ExamDetail } from "./types";

interface Props {
  open: boolean;
  exam: ExamDetail;
  sectionNames: string[];
  initialSection: number;
  onClose: () => void;
  onAdded: (exam: ExamDetail) => void;
}

/** Picks bank questions (same filters as the bank) and appends them to a section of the exam. */
export function QuestionPickerDialog(props: Props) {
  return (
    <ResponsiveDialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="picker-title"
    >
      {props.open && <PickerBody {...props} />}
    </ResponsiveDialog>
  );
}

function PickerBody({ exam, sectionNames, initialSection, onClose, onAdded }: Props) {
  const [filter, setFilter] = useState<QuestionFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<number[]>([]);
  const [section, setSection] = useState(initialSection);
  const list = useQuestionList(filter, page, pageSize);
  const inExam = new Set(exam.items.map((i) => i.question_id));
  const rows = list.data?.items ?? [];

  const add = useMutation({
    mutationFn: () =>
      api.post<ExamDetail>(`/exams/${exam.id}/questions`, { question_ids: selected, section }),
    onSuccess: (updated) => {
      const added = updated.items.length - exam.items.length;
      toastSuccess(`Added ${added} question${added === 1 ? "" : "s"}.`);
      onAdded(updated);
      onClose();
    },
  });

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    <>
      <DialogTitle id="picker-title">Add questions from the bank</DialogTitle>
      <DialogContent dividers>
        <QuestionFilters
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        <TableContainer sx={{ mt: 2 }}>
          <Table size="small" aria-label="Bank questions" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>#</TableCell>
                <TableCell sx={{ width: "50%" }}>Question</TableCell>
                <TableCell>Subject / topic</TableCell>
                <TableCell>Answer</TableCell>
                <TableCell>Difficulty</TableCell>
                <TableCell>Marks</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Skeleton />
                    <Skeleton />
                  </TableCell>
                </TableRow>
              )}
              {!list.isPending && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} sx={{ textAlign: "center", py: 3, color: "text.secondary" }}>
                    No questions match these filters.
                  </TableCell>
                </TableRow>
              )}
              {rows.map((q) => {
                const already = inExam.has(q.id);
                const checked = already || selected.includes(q.id);
                return (
                  <TableRow
                    key={q.id}
                    hover
                    selected={selected.includes(q.id)}
                    onClick={() => !already && toggle(q.id, !checked)}
                    sx={{ cursor: already ? "default" : "pointer", opacity: already ? 0.6 : 1 }}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={checked}
                        disabled={already}
                        onClick={(e) => e.stopPropagation()}
                        onChange={(e) => toggle(q.id, e.target.checked)}
                        slotProps={{ input: { "aria-label": `Select question ${q.id}` } }}
                      />
                    </TableCell>
                    <TableCell>{q.id}</TableCell>
                    <TableCell>
                      <RichText html={q.text} lines={2} sx={{ fontSize: "0.875rem" }} />
                      {already && (
                        <Typography variant="caption" color="text.secondary">
                          Already in this exam
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {q.subject}
                      {q.topic ? ` · ${q.topic}` : ""}
                    </TableCell>
                    <TableCell>{answerLabel(q)}</TableCell>
                    <TableCell>{lookupLabel(DIFFICULTIES, q.difficulty)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {marksLabel(q.marks, q.negative_marks)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={(list.data?.total ?? 0) === 0 ? 0 : page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {sectionNames.length > 1 && (
          <TextField
            select
            size="small"
            label="Add to section"
            value={section}
            onChange={(e) => setSection(Number(e.target.value))}
            sx={{ minWidth: 200, mr: "auto" }}
          >
            {sectionNames.map((name, index) => (
              <MenuItem key={name} value={index}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box sx={{ flexGrow: sectionNames.length > 1 ? 0 : 1, pl: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {selected.length} selected
          </Typography>
        </Box>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={selected.length === 0 || add.isPending}
          startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => add.mutate()}
        >
          Add {selected.length || ""} question{selected.length === 1 ? "" : "s"}
        </Button>
      </DialogActions>
    </>
  );
}
