import { formatInr } from "@medhavi/domain";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatAcademyDay, formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { type Column, DataTable, localPages } from "../../lib/DataTable";
import { api } from "../../lib/http";
import { subscriptionLabel } from "../../lib/i18n/format";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { usePageTitle } from "../../lib/usePageTitle";
import { AUDIT_COLUMNS } from "./auditColumns";
import { fullName, type UserDetail } from "./types";
import { UserActions } from "./UserActions";

type Sub = UserDetail["subscriptions"][number];
type Payment = UserDetail["payments"][number];
type Attempt = UserDetail["attempts"][number];
type Sent = UserDetail["notifications"][number];

const SUB_COLUMNS: ReadonlyArray<Column<Sub>> = [
  { key: "course", header: "Course", card: "title", cell: (s) => s.course_name },
  { key: "type", header: "Plan", cell: (s) => `${s.type}${s.paid ? "" : " (granted / trial)"}` },
  {
    key: "period",
    header: "Period",
    cell: (s) => `${formatAcademyDay(s.starts_at)} – ${formatAcademyDay(s.ends_at)}`,
  },
  {
    key: "state",
    header: "State",
    cell: (s) =>
      s.ended_at
        ? `Ended early ${formatAcademyDay(s.ended_at)}${s.end_reason ? `: ${s.end_reason}` : ""}`
        : s.state,
  },
];

const PAYMENT_COLUMNS: ReadonlyArray<Column<Payment>> = [
  { key: "order", header: "Order", card: "title", cell: (p) => p.order_id },
  {
    key: "plan",
    header: "Plan",
    cell: (p) => `${subscriptionLabel(p.subscription_type)} · ${String(p.courseName ?? "")}`,
  },
  { key: "amount", header: "Amount", align: "right", cell: (p) => formatInr(p.amount) },
  {
    key: "status",
    header: "Status",
    cell: (p) =>
      `${p.status}${p.subscription_end_reason ? ` · plan ended early (${String(p.subscription_end_reason)})` : ""}`,
  },
  { key: "at", header: "Created", cell: (p) => formatAcademyTime(Number(p.createdAt)) },
];

const ATTEMPT_COLUMNS: ReadonlyArray<Column<Attempt>> = [
  { key: "exam", header: "Test", card: "title", cell: (a) => a.exam_title },
  { key: "started", header: "Started", cell: (a) => formatAcademyTime(a.started_at) },
  {
    key: "score",
    header: "Score",
    align: "right",
    cell: (a) => (a.score === null ? "—" : `${a.score} / ${a.max_marks ?? "?"}`),
  },
  { key: "status", header: "Status", cell: (a) => a.status.replace("_", " ") },
];

const SENT_COLUMNS: ReadonlyArray<Column<Sent>> = [
  { key: "at", header: "Sent", card: "title", cell: (n) => formatAcademyTime(n.at) },
  { key: "type", header: "Type", cell: (n) => n.type },
  { key: "message", header: "Message", cell: (n) => n.message },
  { key: "read", header: "Read", cell: (n) => (n.read ? "Yes" : "No") },
];

function Section<T>({
  title,
  rows,
  columns,
  rowKey,
  version,
}: {
  title: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => number;
  version: number;
}) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5, color: "secondary.dark" }}>
        {title}
      </Typography>
      <DataTable<T>
        label={title}
        columns={columns}
        queryKey={["admin", "user-section", title, version]}
        fetchPage={localPages(rows)}
        rowKey={rowKey}
        pageSizes={[10, 50]}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            None yet.
          </Typography>
        }
      />
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }}>{children}</Typography>
    </Box>
  );
}

export default function UserPage() {
  useAcademyZone();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ["admin", "users", "detail", id],
    queryFn: () => api.get<UserDetail>(`/users/${id}`, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
  usePageTitle(query.data ? `${fullName(query.data.profile)} · Users · Admin` : "User · Admin");
  if (query.isPending) return <LoadingSkeletons label="Loading the user" height={80} />;
  if (query.isError)
    return <LoadError message="This user could not be loaded." onRetry={() => query.refetch()} />;
  const user = query.data;
  const { profile, current } = user;
  const version = query.dataUpdatedAt;
  return (
    <Box>
      <Button component={RouterLink} to="/admin/users" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Users
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "1.875rem" }, color: "secondary.dark" }}>
          {fullName(profile) || profile.email}
        </Typography>
        <Chip size="small" label={profile.role === "admin" ? "Staff" : "Student"} />
        <Chip
          size="small"
          color={profile.status === "active" ? "success" : "default"}
          label={profile.status === "active" ? "Active" : "Deactivated"}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mt: 2 }}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
          }}
        >
          <Fact label="Email">{profile.email}</Fact>
          <Fact label="Mobile">{profile.mobileNumber || "—"}</Fact>
          <Fact label="Joined">{formatAcademyDay(profile.createdAt)}</Fact>
          <Fact label="Current plan">
            {current
              ? `${subscriptionLabel(current.subscription)} · ${current.live ? "ends" : "ended"} ${formatAcademyDay(current.subscription_end)}`
              : "None"}
          </Fact>
        </Box>
        <Box sx={{ mt: 2 }}>
          <UserActions user={user} />
        </Box>
      </Paper>
      {profile.role === "student" && (
        <>
          <Section
            title="Subscription history"
            rows={user.subscriptions}
            columns={SUB_COLUMNS}
            rowKey={(s) => s.id}
            version={version}
          />
          <Section
            title="Payments"
            rows={user.payments}
            columns={PAYMENT_COLUMNS}
            rowKey={(p) => p.id}
            version={version}
          />
          <Section
            title="Test attempts"
            rows={user.attempts}
            columns={ATTEMPT_COLUMNS}
            rowKey={(a) => a.id}
            version={version}
          />
          <Section
            title="Notifications sent"
            rows={user.notifications}
            columns={SENT_COLUMNS}
            rowKey={(n) => n.id}
            version={version}
          />
        </>
      )}
      <Section
        title="Audit log"
        rows={user.audit}
        columns={AUDIT_COLUMNS}
        rowKey={(e) => e.id}
        version={version}
      />
    </Box>
  );
}
