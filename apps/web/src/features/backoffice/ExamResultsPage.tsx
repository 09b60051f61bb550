import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { type Column, DataTable, localPages } from "../../lib/DataTable";
import { OptionalSelect } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { RichText } from "../../lib/RichText";
import { SearchField } from "../../lib/SearchField";
import { usePageTitle } from "../../lib/usePageTitle";
import { formatDuration } from "../exams/format";

interface AttemptResult {
  attempt_id: number;
  student: { userid: number; name: string; email: string };
  score: number;
  max_marks: number;
  rank: number;
  percentile: number;
  counts_for_rank: boolean;
  time_taken_ms: number;
  submitted_at: number;
  status: string;
  auto_submitted: boolean;
  sections: number[];
}

interface ItemStat {
  question_id: number;
  position: number;
  section: number;
  text: string;
  kind: number;
  correct: string[];
  /** The key as staff read it: options, a numerical value or range, or "written" (the server's words). */
  key_label: string;
  responses: number;
  answered: number;
  facility: number;
  discrimination: number | null;
  options: Record<string, number>;
  average_time_ms: number;
  possibly_miskeyed: boolean;
  miskey_reason: string | null;
}

interface Results {
  exam: { id: number; title: string; rank_by: string; sections: string[] };
  attempts: AttemptResult[];
  sections: Array<{ name: string; max_marks: number; average: number }>;
  items: ItemStat[];
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

function attemptColumns(sections: string[]): Column<AttemptResult>[] {
  return [
    { key: "rank", header: "Rank", align: "right", cell: (a) => a.rank, csv: (a) => a.rank },
    {
      key: "student",
      header: "Student",
      card: "title",
      cell: (a) => (
        <Button
          component={RouterLink}
          to={`/admin/users/${a.student.userid}`}
          size="small"
          sx={{ p: 0, textTransform: "none" }}
        >
          {a.student.name || a.student.email}
        </Button>
      ),
      csv: (a) => a.student.name,
    },
    {
      key: "email",
      header: "Email",
      card: "hidden",
      cell: (a) => a.student.email,
      csv: (a) => a.student.email,
    },
    {
      key: "score",
      header: "Score",
      align: "right",
      cell: (a) => `${a.score} / ${a.max_marks}`,
      csv: (a) => a.score,
    },
    {
      key: "percentile",
      header: "Percentile",
      align: "right",
      cell: (a) => a.percentile,
      csv: (a) => a.percentile,
    },
    ...sections.map((name, i) => ({
      key: `section-${i}`,
      header: name,
      align: "right" as const,
      card: "hidden" as const,
      cell: (a: AttemptResult) => a.sections[i] ?? 0,
      csv: (a: AttemptResult) => a.sections[i] ?? 0,
    })),
    {
      key: "time",
      header: "Time taken",
      cell: (a) => formatDuration(a.time_taken_ms),
      csv: (a) => Math.round(a.time_taken_ms / 1000),
    },
    {
      key: "status",
      header: "Status",
      cell: (a) =>
        `${a.status === "pending_evaluation" ? "Awaiting evaluation" : "Final"}${a.auto_submitted ? " · time ran out" : ""}${a.counts_for_rank ? "" : " · not ranked"}`,
      csv: (a) => a.status,
    },
    {
      key: "submitted",
      header: "Submitted (IST)",
      card: "hidden",
      cell: (a) => formatAcademyTime(a.submitted_at),
      csv: (a) => formatAcademyTime(a.submitted_at),
    },
  ];
}

const ITEM_COLUMNS: Column<ItemStat>[] = [
  { key: "n", header: "Q", cell: (i) => i.position + 1, csv: (i) => i.position + 1, card: "hidden" },
  {
    key: "text",
    header: "Question",
    card: "title",
    cell: (i) => (
      <Box>
        <RichText html={i.text} sx={{ fontSize: "0.875rem", maxWidth: 420 }} />
        {i.possibly_miskeyed && (
          <Chip
            size="small"
            color="warning"
            icon={<WarningAmberIcon />}
            label={`Check the key: ${i.miskey_reason}`}
            sx={{ mt: 0.5, height: "auto", "& .MuiChip-label": { whiteSpace: "normal" } }}
          />
        )}
      </Box>
    ),
    csv: (i) => i.question_id,
  },
  {
    key: "key",
    header: "Key",
    cell: (i) => i.key_label,
    csv: (i) => i.key_label,
  },
  {
    key: "facility",
    header: "Facility",
    align: "right",
    cell: (i) => pct(i.facility),
    csv: (i) => i.facility,
  },
  {
    key: "discrimination",
    header: "Discrimination",
    align: "right",
    cell: (i) => (i.discrimination === null ? "—" : i.discrimination.toFixed(2)),
    csv: (i) => i.discrimination ?? "",
  },
  {
    key: "options",
    header: "Options chosen",
    cell: (i) =>
      Object.entries(i.options)
        .map(([k, n]) => `${k}: ${n}`)
        .join(" · ") || "—",
    csv: (i) =>
      Object.entries(i.options)
        .map(([k, n]) => `${k}:${n}`)
        .join(" "),
  },
  {
    key: "time",
    header: "Average time",
    cell: (i) => formatDuration(i.average_time_ms),
    csv: (i) => Math.round(i.average_time_ms / 1000),
  },
  {
    key: "flag",
    header: "Possibly mis-keyed",
    card: "hidden",
    cell: (i) => (i.possibly_miskeyed ? "Yes" : ""),
    csv: (i) => (i.possibly_miskeyed ? "yes" : ""),
  },
];

export default function ExamResultsPage() {
  useAcademyZone();
  const id = Number(useParams().id);
  const [tab, setTab] = useState(0);
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const query = useQuery({
    queryKey: ["admin", "exam-results", id],
    queryFn: () => api.get<Results>(`/exams/${id}/results`, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
  usePageTitle(query.data ? `Results: ${query.data.exam.title} · Admin` : "Results · Admin");
  if (query.isPending) return <LoadingSkeletons label="Loading the results" height={64} />;
  if (query.isError)
    return <LoadError message="The results could not be loaded." onRetry={() => query.refetch()} />;
  const data = query.data;
  const needle = q.trim().toLowerCase();
  const attempts = data.attempts.filter(
    (a) =>
      (!status || a.status === status) &&
      (!needle ||
        a.student.name.toLowerCase().includes(needle) ||
        a.student.email.toLowerCase().includes(needle)),
  );
  return (
    <Box>
      <Button component={RouterLink} to="/admin/exam" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Exams
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "1.875rem" }, color: "secondary.dark" }}>
        Results: {data.exam.title}
      </Typography>
      <Typography color="text.secondary">
        {data.attempts.length} submitted attempts · ranked by each student's {data.exam.rank_by} attempt
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          my: 2,
          gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
        }}
      >
        {data.sections.map((s) => (
          <Paper key={s.name} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {s.name}: average
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {s.average} / {s.max_marks}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Attempts" />
        <Tab label="Item statistics" />
      </Tabs>
      {tab === 0 ? (
        <DataTable<AttemptResult>
          key="attempts"
          label="Attempts"
          columns={attemptColumns(data.exam.sections)}
          queryKey={["admin", "exam-results", id, "attempts", q, status, query.dataUpdatedAt]}
          fetchPage={localPages(attempts)}
          rowKey={(a) => a.attempt_id}
          csvName={`results-exam-${id}.csv`}
          empty={
            <Typography sx={{ p: 3 }} color="text.secondary">
              No submitted attempts match.
            </Typography>
          }
          filters={
            <>
              <SearchField label="Student" value={q} onChange={(e) => setQ(e.target.value)} />
              <OptionalSelect
                label="Status"
                value={status}
                onChange={setStatus}
                anyLabel="Any status"
                options={[
                  { value: "evaluated", label: "Final" },
                  { value: "pending_evaluation", label: "Awaiting evaluation" },
                ]}
                sx={{ minWidth: 180 }}
              />
            </>
          }
        />
      ) : (
        // A key of its own: the two tables' rows must never meet the other's columns.
        <DataTable<ItemStat>
          key="items"
          label="Item statistics"
          columns={ITEM_COLUMNS}
          queryKey={["admin", "exam-results", id, "items", query.dataUpdatedAt]}
          fetchPage={localPages(data.items)}
          rowKey={(i) => i.question_id}
          csvName={`item-statistics-exam-${id}.csv`}
          pageSizes={[50, 100]}
          empty={
            <Typography sx={{ p: 3 }} color="text.secondary">
              This exam has no questions.
            </Typography>
          }
          summary={() => (
            <Typography variant="body2" color="text.secondary">
              Facility: share of attempts fully correct. Discrimination: facility among the top 27 % minus the
              bottom 27 % by score (below 0.2 tells strong and weak students apart poorly). A flag means high
              scorers preferred another option than the key.
            </Typography>
          )}
        />
      )}
    </Box>
  );
}
