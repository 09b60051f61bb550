import type { JobRow, JobState, QueueCounts } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { OptionalSelect } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { ScrollableTable } from "../../lib/ScrollableTable";
import { toastSuccess } from "../../lib/toast";
import { visuallyHidden } from "../../lib/visuallyHidden";
import { AdminPage } from "../admin/AdminPage";

interface JobsReply {
  queues: QueueCounts[];
  jobs: JobRow[];
}

/** What each queue does, in the staff's words. */
const QUEUE_LABEL: Record<string, string> = {
  "answer-key.regrade": "Re-grading after an answer key decision",
  "answer-key.regrade.dead": "Re-grades that kept failing",
  "attempts.expiry-sweep": "Grade attempts whose time ran out",
  "blogs.went-live": "Scheduled blog posts going live",
  "notifications.fan-out": "Notifications to many students",
  "sms.send": "SMS retries",
  "sms.send.dead": "SMS that could not be sent",
  "blogs.went-live.dead": "Blog jobs that kept failing",
  "notifications.fan-out.dead": "Notification jobs that kept failing",
};

const STATE_LABEL: Record<JobState, string> = {
  created: "Queued",
  retry: "Waiting to retry",
  active: "Running",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};
const STATE_COLOR: Record<JobState, "default" | "info" | "warning" | "success" | "error"> = {
  created: "info",
  retry: "warning",
  active: "info",
  completed: "success",
  cancelled: "default",
  failed: "error",
};

/** A wide table scrolls inside its box instead of widening the page (relative: holds the hidden header text too). */

const isDeadLetter = (queue: string) => queue.endsWith(".dead");
/** A failed job, or a dead letter waiting in its queue, can be sent again. */
const canRetry = (j: JobRow) => j.state === "failed" || (isDeadLetter(j.queue) && j.state === "created");

export default function JobsPage() {
  useAcademyZone();
  const client = useQueryClient();
  const [queue, setQueue] = useState("");
  const [state, setState] = useState<JobState | "">("");
  const [busy, setBusy] = useState<string | null>(null);
  const params = new URLSearchParams({ limit: "100" });
  if (queue) params.set("queue", queue);
  if (state) params.set("state", state);
  const jobs = useQuery({
    queryKey: ["admin", "jobs", queue, state],
    queryFn: () => api.get<JobsReply>(`/admin/jobs?${params}`, { silent: true }),
    refetchInterval: 5_000,
  });

  const retry = async (j: JobRow) => {
    setBusy(j.id);
    try {
      await api.post(`/admin/jobs/${j.queue}/${j.id}/retry`);
      toastSuccess("The job is queued again.");
      await client.invalidateQueries({ queryKey: ["admin", "jobs"] });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminPage
      title="Background jobs"
      description="Work the servers do in the background: each job runs once, on one server. Failed jobs are retried with growing waits; what still fails is kept here to send again."
    >
      {jobs.isPending ? (
        <LoadingSkeletons label="Loading jobs" height={48} count={4} />
      ) : jobs.isError ? (
        <LoadError message="The job queues could not be loaded." onRetry={() => void jobs.refetch()} />
      ) : (
        <Stack spacing={3}>
          {/* Focusable: on a narrow screen the table scrolls sideways, by keyboard too. */}
          <ScrollableTable label="Queues">
            <TableHead>
              <TableRow>
                <TableCell>Queue</TableCell>
                <TableCell align="right">Queued</TableCell>
                <TableCell align="right">Running</TableCell>
                <TableCell align="right">Retrying</TableCell>
                <TableCell align="right">Failed</TableCell>
                <TableCell align="right">Done</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.queues.map((q) => (
                <TableRow key={q.name}>
                  <TableCell>
                    <Typography variant="body2">{QUEUE_LABEL[q.name] ?? q.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {q.name}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{q.queued}</TableCell>
                  <TableCell align="right">{q.active}</TableCell>
                  <TableCell align="right">{q.retrying}</TableCell>
                  <TableCell align="right" sx={q.failed > 0 ? { color: "error.main", fontWeight: 600 } : {}}>
                    {q.failed}
                  </TableCell>
                  <TableCell align="right">{q.completed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollableTable>

          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <OptionalSelect
              label="Queue"
              value={queue}
              onChange={setQueue}
              anyLabel="All queues"
              options={jobs.data.queues.map((q) => ({ value: q.name, label: QUEUE_LABEL[q.name] ?? q.name }))}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 260 }}
            />
            <OptionalSelect
              label="State"
              value={state}
              onChange={(v) => setState(v as JobState | "")}
              anyLabel="Any state"
              options={(Object.keys(STATE_LABEL) as JobState[]).map((s) => ({
                value: s,
                label: STATE_LABEL[s],
              }))}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 200 }}
            />
          </Stack>

          <ScrollableTable label="Jobs, newest first">
            <TableHead>
              <TableRow>
                <TableCell>Queued at</TableCell>
                <TableCell>Queue</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Retries</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Action
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.jobs.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                      No jobs for these filters.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : (
                jobs.data.jobs.map((j) => (
                  <TableRow key={j.id}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{formatAcademyTime(j.created_at)}</TableCell>
                    <TableCell>{QUEUE_LABEL[j.queue] ?? j.queue}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATE_COLOR[j.state]} label={STATE_LABEL[j.state]} />
                    </TableCell>
                    <TableCell align="right">
                      {j.retry_count} of {j.retry_limit}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 320, overflowWrap: "anywhere" }}>{j.error ?? ""}</TableCell>
                    <TableCell>
                      {canRetry(j) && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={busy === j.id}
                          onClick={() => void retry(j)}
                          aria-label={`Send the ${QUEUE_LABEL[j.queue] ?? j.queue} job queued at ${formatAcademyTime(j.created_at)} again`}
                        >
                          Retry
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </ScrollableTable>
        </Stack>
      )}
    </AdminPage>
  );
}
