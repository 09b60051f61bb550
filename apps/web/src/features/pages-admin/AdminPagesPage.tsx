import type { StaffPage } from "@medhavi/domain";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatAcademyTime } from "../../lib/academyTime";
import { type Column, DataTable, localPages, type PageRequest } from "../../lib/DataTable";
import { relativeTime } from "../../lib/relativeTime";
import { AdminPage } from "../admin/AdminPage";
import { adminPageKeys, fetchAdminPages } from "./api";

const columns: ReadonlyArray<Column<StaffPage>> = [
  {
    key: "page",
    header: "Page",
    card: "title",
    cell: (p) => (
      <>
        <Typography component="span" sx={{ fontWeight: 600, display: "block" }}>
          {p.label}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {p.path ?? "Shown in the footer of every page"}
        </Typography>
      </>
    ),
    csv: (p) => p.label,
  },
  { key: "group", header: "Section", cell: (p) => p.group, csv: (p) => p.group },
  { key: "title", header: "Heading", cell: (p) => p.title, csv: (p) => p.title },
  { key: "revision", header: "Revision", align: "right", cell: (p) => p.revision, csv: (p) => p.revision },
  {
    key: "updated",
    header: "Last edited",
    cell: (p) => (
      <span title={formatAcademyTime(Date.parse(p.updated_at))}>
        {relativeTime(Date.parse(p.updated_at))}
        {p.updated_by ? ` by ${p.updated_by}` : ""}
      </span>
    ),
    csv: (p) => p.updated_at,
  },
  {
    key: "open",
    header: "",
    align: "right",
    cell: (p) => (
      <Link
        component={RouterLink}
        to={`/admin/pages/${p.slug}`}
        onClick={(e) => e.stopPropagation()}
        underline="hover"
        sx={{ fontWeight: 600 }}
        aria-label={`Edit ${p.label}`}
      >
        Edit
      </Link>
    ),
  },
];

async function fetchPage(request: PageRequest) {
  return localPages(await fetchAdminPages())(request);
}

/** The back office's list of editable public pages (issue 19); a row opens its editor. */
export default function AdminPagesPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Pages"
      description="The text of the public information pages and the footer's contact block. Every save keeps a revision you can preview and restore."
    >
      <DataTable
        label="Editable pages"
        columns={columns}
        queryKey={adminPageKeys.list}
        fetchPage={fetchPage}
        rowKey={(p) => p.slug}
        onRowClick={(p) => navigate(`/admin/pages/${p.slug}`)}
        empty="No pages yet: they are created when the server starts."
        pageSizes={[25, 50]}
      />
    </AdminPage>
  );
}
