import { type CourseNode, SUBSCRIPTION_TYPES } from "@medhavi/domain";
import PersonAddAlt1OutlinedIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatAcademyDay, useAcademyZone } from "../../lib/academyTime";
import { CoursePicker } from "../../lib/CoursePicker";
import { type Column, DataTable, type PageRequest } from "../../lib/DataTable";
import { OptionalSelect } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { subscriptionLabel } from "../../lib/i18n/format";
import { SearchField } from "../../lib/SearchField";
import { AdminPage } from "../admin/AdminPage";
import { CreateStaffDialog } from "./CreateStaffDialog";
import { fullName, type Paged, type UserRow } from "./types";

export interface UserFilters {
  q: string;
  role: string;
  status: string;
  course_id: number | null;
  plan: string;
  expiring_days: string;
}

export const NO_USER_FILTERS: UserFilters = {
  q: "",
  role: "",
  status: "",
  course_id: null,
  plan: "",
  expiring_days: "",
};

/** The query string of GET /getUserList. */
export function userListQuery(f: UserFilters, r: PageRequest): string {
  const params = new URLSearchParams({ page: String(r.page), pageSize: String(r.pageSize) });
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.role) params.set("role", f.role);
  if (f.status) params.set("status", f.status);
  if (f.course_id) params.set("course_id", String(f.course_id));
  if (f.plan) params.set("plan", f.plan);
  if (/^\d+$/.test(f.expiring_days)) params.set("expiring_days", f.expiring_days);
  if (r.sort) {
    params.set("sort", r.sort.key);
    params.set("dir", r.sort.dir);
  }
  return params.toString();
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const planText = (u: UserRow) =>
  u.plan
    ? `${subscriptionLabel(u.plan)}${u.plan_end ? ` · ${u.plan_live ? "ends" : "ended"} ${formatAcademyDay(u.plan_end)}` : ""}`
    : "";

export const USER_COLUMNS: ReadonlyArray<Column<UserRow>> = [
  {
    key: "name",
    header: "Name",
    sortKey: "name",
    card: "title",
    cell: (u) => fullName(u) || "(no name)",
    csv: (u) => fullName(u),
  },
  { key: "email", header: "Email", sortKey: "email", cell: (u) => u.email, csv: (u) => u.email },
  { key: "mobile", header: "Mobile", cell: (u) => u.mobileNumber, csv: (u) => u.mobileNumber },
  {
    key: "role",
    header: "Role",
    cell: (u) => (u.role === "admin" ? "Staff" : "Student"),
    csv: (u) => u.role,
  },
  { key: "course", header: "Course", cell: (u) => u.course_name ?? "—", csv: (u) => u.course_name ?? "" },
  {
    key: "plan",
    header: "Plan",
    sortKey: "plan_end",
    cell: (u) =>
      u.plan ? (
        <Typography variant="body2" color={u.plan_live ? "text.primary" : "text.secondary"}>
          {planText(u)}
        </Typography>
      ) : (
        "—"
      ),
    csv: (u) => u.plan ?? "",
  },
  {
    key: "status",
    header: "Status",
    cell: (u) =>
      u.status === "active" ? (
        <Chip size="small" label="Active" color="success" variant="outlined" />
      ) : (
        <Chip size="small" label="Deactivated" color="default" />
      ),
    csv: (u) => u.status,
  },
  {
    key: "joined",
    header: "Joined",
    sortKey: "created",
    cell: (u) => formatAcademyDay(u.createdAt),
    csv: (u) => formatAcademyDay(u.createdAt),
  },
];

export default function UsersPage() {
  useAcademyZone();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The dashboard links here with a filter (e.g. ?plan=Yearly).
  const [filters, setFilters] = useState<UserFilters>(() => ({
    ...NO_USER_FILTERS,
    role: params.get("role") ?? "",
    plan: params.get("plan") ?? "",
    status: params.get("status") ?? "",
  }));
  const [staffOpen, setStaffOpen] = useState(false);
  const q = useDebounced(filters.q, 300);
  const expiring = useDebounced(filters.expiring_days, 300);
  const effective = { ...filters, q, expiring_days: expiring };
  const courses = useQuery({
    queryKey: ["admin", "courses"],
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
  });
  const change = (patch: Partial<UserFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <AdminPage
      title="Users"
      description="Find a student or a colleague by name, email or mobile; open a user to change their plan or account."
    >
      <Stack direction="row" sx={{ my: 2, justifyContent: "flex-end" }}>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setStaffOpen(true)}
        >
          New staff account
        </Button>
      </Stack>
      <DataTable<UserRow>
        label="Users"
        columns={USER_COLUMNS}
        queryKey={["admin", "users", effective]}
        fetchPage={(r) =>
          api.get<Paged<UserRow>>(`/getUserList?${userListQuery(effective, r)}`, { silent: true })
        }
        rowKey={(u) => u.userid}
        onRowClick={(u) => navigate(`/admin/users/${u.userid}`)}
        csvName="users.csv"
        exportPath={(sort) =>
          `/getUserList/export?${userListQuery(effective, { page: 1, pageSize: 1, sort })}`
        }
        initialSort={{ key: "created", dir: "desc" }}
        empty={
          <Typography sx={{ p: 3 }} color="text.secondary">
            No user matches these filters. Clear a filter or search by another name, email or mobile number.
          </Typography>
        }
        filters={
          <>
            <SearchField
              label="Search name, email, mobile"
              value={filters.q}
              onChange={(e) => change({ q: e.target.value })}
              sx={{ minWidth: 240 }}
            />
            <OptionalSelect
              label="Role"
              value={filters.role}
              onChange={(role) => change({ role })}
              anyLabel="Any role"
              options={[
                { value: "student", label: "Students" },
                { value: "admin", label: "Staff" },
              ]}
              sx={{ minWidth: 120 }}
            />
            <OptionalSelect
              label="Status"
              value={filters.status}
              onChange={(status) => change({ status })}
              anyLabel="Any status"
              options={[
                { value: "active", label: "Active" },
                { value: "inactive", label: "Deactivated" },
              ]}
              sx={{ minWidth: 130 }}
            />
            <CoursePicker
              courses={courses.data ?? []}
              value={filters.course_id}
              onChange={(course_id) => change({ course_id })}
            />
            <OptionalSelect
              label="Plan"
              value={filters.plan}
              onChange={(plan) => change({ plan })}
              anyLabel="Any plan"
              options={[
                ...SUBSCRIPTION_TYPES.map((t) => ({ value: t, label: t })),
                { value: "none", label: "No live plan" },
              ]}
              sx={{ minWidth: 140 }}
            />
            <TextField
              size="small"
              label="Plan ends within (days)"
              value={filters.expiring_days}
              onChange={(event) =>
                change({ expiring_days: event.target.value.replace(/\D/g, "").slice(0, 4) })
              }
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
              sx={{ width: 200 }}
            />
          </>
        }
      />
      <CreateStaffDialog open={staffOpen} onClose={() => setStaffOpen(false)} />
    </AdminPage>
  );
}
