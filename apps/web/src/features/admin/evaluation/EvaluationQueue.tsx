import type { Paged, EvaluationQueueItem as QueueItem } from "@medhavi/domain";
import RateReviewOutlinedIcon from "@mui/icons-material/RateReviewOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
import { api } from "../../../lib/http";
import { ListPagination } from "../../../lib/ListPagination";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { visuallyHidden } from "../../../lib/visuallyHidden";
import { evaluationKeys, studentName } from "./types";

const PAGE_SIZES = [20, 50, 100];

/** Attempts with written answers to mark, oldest first, each opening the evaluator view. */
export function EvaluationQueue({ onOpen }: { onOpen: (attemptId: number) => void }) {
  useAcademyZone();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const query = useQuery({
    queryKey: evaluationKeys.queue(page, pageSize),
    queryFn: () =>
      api.get<Paged<QueueItem>>(`/evaluations?page=${page + 1}&pageSize=${pageSize}`, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  if (query.isPending) {
    return <LoadingSkeletons label="Loading the queue" count={4} height={40} spacing={0.75} sx={{ mt: 3 }} />;
  }
  if (query.isError) {
    return (
      <LoadError
        message="The evaluation queue could not be loaded."
        onRetry={() => query.refetch()}
        sx={{ mt: 3 }}
      />
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 2 }}>
        <RateReviewOutlinedIcon sx={{ fontSize: 44, color: "primary.main" }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>Nothing to evaluate.</Typography>
        <Typography color="text.secondary" variant="body2">
          Submitted written answers appear here, oldest first.
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ mt: 3, borderRadius: 2, overflow: "hidden", position: "relative" }}>
      {query.isFetching && (
        <LinearProgress sx={{ position: "absolute", top: 0, left: 0, right: 0 }} aria-label="Updating" />
      )}
      <TableContainer>
        <Table size="small" aria-label="Attempts waiting for evaluation" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Submitted</TableCell>
              <TableCell>Student</TableCell>
              <TableCell>Exam</TableCell>
              <TableCell align="right">Written answers</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Action
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.attemptId} hover>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatAcademyTime(item.submittedAt)}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflowWrap: "anywhere" }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {studentName(item.student)}
                  </Typography>
                  {item.student && (
                    <Typography variant="caption" color="text.secondary">
                      {item.student.email}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{item.examTitle}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {item.pending} of {item.total} to mark
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onOpen(item.attemptId)}
                    aria-label={`Evaluate ${studentName(item.student)}, ${item.examTitle}`}
                  >
                    Evaluate
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={setPageSize}
        sizes={PAGE_SIZES}
      />
    </Paper>
  );
}
