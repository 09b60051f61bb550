import type { ForumQuestionSummary, Paged } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { CoursePicker } from "../../lib/CoursePicker";
import { type Column, DataTable } from "../../lib/DataTable";
import { api } from "../../lib/http";
import { relativeTime } from "../../lib/relativeTime";
import { toastSuccess } from "../../lib/toast";
import { AdminPage } from "../admin/AdminPage";
import { useCourses } from "../questions/api";
import { forumApi, forumKeys, type ReportItem } from "./api";
import { QuestionCard } from "./QuestionCard";
import { ThreadView } from "./ThreadView";

const REASON_LABEL: Record<string, string> = {
  spam: "Spam",
  abusive: "Abusive",
  wrong: "Wrong",
  "off-topic": "Off-topic",
  other: "Other",
};

function Reports() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns: Column<ReportItem>[] = [
    {
      key: "when",
      header: "Reported",
      cell: (r) => relativeTime(r.created_at),
      csv: (r) => new Date(r.created_at).toISOString(),
    },
    {
      key: "reason",
      header: "Reason",
      cell: (r) => <Chip size="small" color="warning" label={REASON_LABEL[r.reason] ?? r.reason} />,
      csv: (r) => r.reason,
    },
    {
      key: "post",
      header: "Post",
      card: "title",
      cell: (r) => (
        <Box sx={{ maxWidth: 520 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {r.kind === "answer" ? "Answer to: " : "Doubt: "}
            {r.question_title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {r.text}
          </Typography>
          {r.detail && (
            <Typography variant="caption">
              “{r.detail}” — {r.reporter}
            </Typography>
          )}
        </Box>
      ),
      csv: (r) => r.text,
    },
    {
      key: "state",
      header: "State",
      cell: (r) => (r.hidden ? "Hidden" : "Visible"),
      csv: (r) => (r.hidden ? "hidden" : "visible"),
    },
    {
      key: "actions",
      header: "",
      cell: (r) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => navigate(`/admin/forum/${r.question_id}`)}>
            Open
          </Button>
          <Button
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              void forumApi.dismiss(r.id).then(() => {
                toastSuccess("Report dismissed.");
                void client.invalidateQueries({ queryKey: forumKeys.all });
              });
            }}
          >
            Dismiss
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <DataTable<ReportItem>
      label="Open reports"
      columns={columns}
      queryKey={[...forumKeys.all, "admin-reports"]}
      fetchPage={({ page, pageSize }) =>
        api.get<Paged<ReportItem>>(`/forum/reports?page=${page}&pageSize=${pageSize}`, { silent: true })
      }
      rowKey={(r) => r.id}
      csvName="forum-reports.csv"
      exportPath={() => "/forum/reports/export"}
      empty={
        <Box sx={{ p: 4, textAlign: "center" }}>
          <Typography sx={{ fontWeight: 600 }}>No open reports.</Typography>
          <Typography color="text.secondary" variant="body2">
            Posts students report appear here, oldest first.
          </Typography>
        </Box>
      }
    />
  );
}

function Unanswered() {
  const courses = useCourses();
  const [course, setCourse] = useState<number | null>(null);
  const columns: Column<ForumQuestionSummary>[] = [
    {
      key: "doubt",
      header: "Doubt",
      card: "title",
      cell: (q) => <QuestionCard q={q} to={`/admin/forum/${q.id}`} />,
      csv: (q) => q.title,
    },
    {
      key: "asked",
      header: "Waiting",
      cell: (q) => relativeTime(q.created_at),
      csv: (q) => new Date(q.created_at).toISOString(),
    },
  ];
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 420 }}>
        <CoursePicker courses={courses.data ?? []} value={course} onChange={setCourse} label="Course" />
      </Box>
      <DataTable<ForumQuestionSummary>
        label="Unanswered doubts"
        columns={columns}
        queryKey={[...forumKeys.all, "admin-unanswered", course]}
        fetchPage={({ page, pageSize }) =>
          api.get<Paged<ForumQuestionSummary>>(
            `/forum/unanswered?page=${page}&pageSize=${pageSize}${course ? `&course_id=${course}` : ""}`,
            { silent: true },
          )
        }
        rowKey={(q) => q.id}
        empty={
          <Box sx={{ p: 4, textAlign: "center" }}>
            <Typography sx={{ fontWeight: 600 }}>Every doubt has an answer.</Typography>
            <Typography color="text.secondary" variant="body2">
              New doubts without answers appear here, oldest first.
            </Typography>
          </Box>
        }
      />
    </Stack>
  );
}

/** Back office: reports and unanswered doubts (`/admin/forum`), and one thread with moderation (`/admin/forum/:id`). */
export default function ForumAdminPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "unanswered" ? "unanswered" : "reports";
  if (id > 0) {
    return (
      <AdminPage
        title="Forum"
        description="Answer as a teacher, accept an answer, hide, restore, lock or delete."
      >
        <Box sx={{ mt: 2, maxWidth: 900 }}>
          <ThreadView id={id} staff listPath="/admin/forum" />
        </Box>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Forum"
      description="Reported posts and doubts still waiting for an answer, oldest first. Open one to answer as a teacher or to moderate it."
    >
      <Tabs value={tab} onChange={(_e, next) => setParams({ tab: next })} sx={{ my: 2 }}>
        <Tab value="reports" label="Reports" />
        <Tab value="unanswered" label="Unanswered" />
      </Tabs>
      {tab === "reports" ? <Reports /> : <Unanswered />}
    </AdminPage>
  );
}
