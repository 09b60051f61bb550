import {
  APPLICATION_STATUSES,
  type ApplicationKind,
  type CourseNode,
  type Paged,
  STATUS_LABEL,
} from "@medhavi/domain";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../../lib/academyTime";
import { CoursePicker } from "../../../lib/CoursePicker";
import { type Column, DataTable, type PageRequest } from "../../../lib/DataTable";
import { DateRangeFields, OptionalSelect } from "../../../lib/FilterFields";
import { api } from "../../../lib/http";
import { SearchField } from "../../../lib/SearchField";
import { ADMIN_COURSES_KEY } from "../../subscription/useCourses";
import { StatusChip } from "./StatusChip";
import type { ApplicationRow } from "./types";

export interface ApplicationFilters {
  q: string;
  status: string;
  course_id: number | null;
  from: string;
  to: string;
  deleted: boolean;
}

export const NO_FILTERS: ApplicationFilters = {
  q: "",
  status: "",
  course_id: null,
  from: "",
  to: "",
  deleted: false,
};

/** The query string of the list calls (filters, page, size). */
export function listQuery(f: ApplicationFilters, r: Pick<PageRequest, "page" | "pageSize">, kind?: string) {
  const params = new URLSearchParams({ page: String(r.page), pageSize: String(r.pageSize) });
  if (kind) params.set("kind", kind);
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.status) params.set("status", f.status);
  if (f.course_id) params.set("course_id", String(f.course_id));
  if (/^\d{4}-\d{2}-\d{2}$/.test(f.from)) params.set("from", f.from);
  if (/^\d{4}-\d{2}-\d{2}$/.test(f.to)) params.set("to", f.to);
  if (f.deleted) params.set("deleted", "true");
  return params.toString();
}

const isUnfiltered = (f: ApplicationFilters) =>
  !f.q.trim() && !f.status && !f.course_id && !f.from && !f.to && !f.deleted;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

function columns(kind: ApplicationKind | "enquiry"): Column<ApplicationRow>[] {
  const base: Column<ApplicationRow>[] = [
    {
      key: "reference",
      header: "Reference",
      cell: (a) => (
        <Typography variant="body2" sx={{ fontWeight: 600, fontFamily: "monospace", whiteSpace: "nowrap" }}>
          {a.reference}
        </Typography>
      ),
      csv: (a) => a.reference,
    },
    {
      key: "name",
      header: kind === "partner" || kind === "enquiry" ? "Contact" : "Applicant",
      card: "title",
      cell: (a) => (a.erased ? <em>Erased</em> : a.name),
      csv: (a) => a.name,
    },
    { key: "email", header: "Email", cell: (a) => a.email, csv: (a) => a.email },
    { key: "mobile", header: "Mobile", cell: (a) => a.mobile, csv: (a) => a.mobile },
  ];
  const middle: Column<ApplicationRow>[] =
    kind === "enquiry"
      ? [
          {
            key: "about",
            header: "About",
            cell: (a) =>
              a.kind === "partner" ? text(a.fields.organisation) : text(a.fields.subject) || "Message",
            csv: (a) => (a.kind === "partner" ? text(a.fields.organisation) : text(a.fields.subject)),
          },
          {
            key: "kind",
            header: "Kind",
            cell: (a) => (a.kind === "partner" ? "Partner" : "Contact"),
            csv: (a) => a.kind,
          },
        ]
      : [
          { key: "course", header: "Course", cell: (a) => a.course ?? "—", csv: (a) => a.course ?? "" },
          ...(kind === "scholarship"
            ? [
                {
                  key: "score",
                  header: "Score",
                  cell: (a: ApplicationRow) => text(a.fields.score),
                  csv: (a: ApplicationRow) => text(a.fields.score),
                },
              ]
            : [
                {
                  key: "mode",
                  header: "Mode",
                  cell: (a: ApplicationRow) => (a.fields.mode === "classroom" ? "Classroom" : "Online"),
                  csv: (a: ApplicationRow) => text(a.fields.mode),
                },
              ]),
        ];
  return [
    ...base,
    ...middle,
    {
      key: "status",
      header: "Status",
      cell: (a) => <StatusChip status={a.status} />,
      csv: (a) => STATUS_LABEL[a.status],
    },
    {
      key: "created",
      header: "Received (IST)",
      cell: (a) => formatAcademyTime(a.created_at),
      csv: (a) => new Date(a.created_at).toISOString(),
    },
  ];
}

/**
 * A back-office list of applications: search, status, course and date filters, server pages, CSV of every
 * filtered row; a row opens the application.
 */
export function ApplicationList({
  kind,
  endpoint,
  label,
}: {
  /** "enquiry": contact and partner together (a kind filter picks one). */
  kind: ApplicationKind | "enquiry";
  endpoint: string;
  label: string;
}) {
  useAcademyZone();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A staff notification links here with ?ref=SCH-…: the list opens searching for it.
  const [filters, setFilters] = useState<ApplicationFilters>(() => ({
    ...NO_FILTERS,
    q: params.get("ref") ?? "",
  }));
  const [enquiryKind, setEnquiryKind] = useState("");
  const q = useDebounced(filters.q, 300);
  const effective = { ...filters, q };
  const change = (patch: Partial<ApplicationFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const withCourse = kind !== "enquiry" && kind !== "contact" && kind !== "partner";
  const courses = useQuery({
    queryKey: ADMIN_COURSES_KEY,
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
    enabled: withCourse,
  });

  const listKind = kind === "enquiry" ? enquiryKind || "enquiry" : undefined;
  const fetchPage = (r: PageRequest) =>
    api.get<Paged<ApplicationRow>>(`${endpoint}?${listQuery(effective, r, listKind)}`, { silent: true });

  return (
    <Box sx={{ mt: 3 }}>
      <DataTable<ApplicationRow>
        label={label}
        columns={columns(kind)}
        queryKey={["admin", "applications", kind, enquiryKind, effective]}
        fetchPage={fetchPage}
        rowKey={(a) => a.id}
        onRowClick={(a) => navigate(`/admin/applications/${a.id}`)}
        csvName={`${kind === "enquiry" ? "enquiries" : kind}.csv`}
        exportPath={() =>
          `/applications/export?${listQuery(effective, { page: 1, pageSize: 1 }, listKind ?? kind)}`
        }
        empty={
          <Typography sx={{ p: 3 }} color="text.secondary">
            {isUnfiltered(filters) && !enquiryKind
              ? "Nothing has arrived yet. New forms appear here as soon as they are sent."
              : "Nothing matches these filters. Clear a filter or search by another name, email, mobile or reference."}
          </Typography>
        }
        filters={
          <>
            <SearchField
              label="Search name, email, mobile, reference"
              value={filters.q}
              onChange={(e) => change({ q: e.target.value })}
              sx={{ minWidth: 260 }}
            />
            {kind === "enquiry" && (
              <OptionalSelect
                label="Kind"
                value={enquiryKind}
                onChange={setEnquiryKind}
                anyLabel="Contact and partner"
                options={[
                  { value: "contact", label: "Contact messages" },
                  { value: "partner", label: "Partner enquiries" },
                ]}
                sx={{ minWidth: 180 }}
              />
            )}
            <OptionalSelect
              label="Status"
              value={filters.status}
              onChange={(status) => change({ status })}
              anyLabel="Any status"
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
              sx={{ minWidth: 140 }}
            />
            {withCourse && (
              <CoursePicker
                courses={courses.data ?? []}
                value={filters.course_id}
                onChange={(course_id) => change({ course_id })}
              />
            )}
            <DateRangeFields from={filters.from} to={filters.to} onChange={change} />
            <FormControlLabel
              control={
                <Switch checked={filters.deleted} onChange={(e) => change({ deleted: e.target.checked })} />
              }
              label="Deleted"
            />
          </>
        }
      />
    </Box>
  );
}
