import type { BlogStatus } from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { formatAcademyTime, useAcademyZone } from "../../lib/academyTime";
import { type Column, DataTable } from "../../lib/DataTable";
import { OptionalSelect } from "../../lib/FilterFields";
import { SearchField } from "../../lib/SearchField";
import { AdminPage } from "../admin/AdminPage";
import { blogsAdminApi, type StaffBlogRow } from "./api";
import { StatusChip } from "./StatusChip";

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

const when = (iso: string | null) => (iso ? formatAcademyTime(Date.parse(iso)) : "—");

const COLUMNS: Column<StaffBlogRow>[] = [
  {
    key: "title",
    header: "Title",
    card: "title",
    cell: (p) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          /blogs/{p.slug}
        </Typography>
      </>
    ),
    csv: (p) => p.title,
  },
  { key: "status", header: "Status", cell: (p) => <StatusChip status={p.status} />, csv: (p) => p.status },
  { key: "category", header: "Category", cell: (p) => p.category?.name ?? "—", csv: (p) => p.category?.name },
  {
    key: "published",
    header: "Published / scheduled",
    cell: (p) => when(p.published_at),
    csv: (p) => p.published_at,
  },
  { key: "updated", header: "Last change", cell: (p) => when(p.updated_at), csv: (p) => p.updated_at },
];

/** /admin/blogs: every post with its status; open one to edit it. */
export default function BlogsAdminPage() {
  useAcademyZone();
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<BlogStatus | "">("");
  const query = useDebounced(q, 300);

  return (
    <AdminPage
      title="Blogs"
      description="Articles on the public Blogs page: write drafts (saved as you type), preview, publish now or schedule, unpublish and delete."
    >
      <Stack direction="row" sx={{ my: 2, justifyContent: "flex-end" }}>
        <Button component={RouterLink} to="/admin/blogs/new" variant="contained" startIcon={<AddIcon />}>
          New post
        </Button>
      </Stack>
      <DataTable<StaffBlogRow>
        label="Blog posts"
        columns={COLUMNS}
        queryKey={["admin", "blogs", query, status]}
        fetchPage={(r) => blogsAdminApi.list({ q: query, status, page: r.page, pageSize: r.pageSize })}
        rowKey={(p) => p.id}
        onRowClick={(p) => navigate(`/admin/blogs/${p.id}`)}
        csvName="blog-posts.csv"
        exportPath={() => blogsAdminApi.exportPath({ q: query, status })}
        empty={
          <Typography sx={{ p: 3 }} color="text.secondary">
            {q || status
              ? "No post matches. Clear the search or pick another status."
              : "No posts yet. Start one with New post."}
          </Typography>
        }
        filters={
          <>
            <SearchField
              label="Search title or slug"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              sx={{ minWidth: 240 }}
            />
            <OptionalSelect
              label="Status"
              value={status}
              onChange={(value) => setStatus(value as BlogStatus | "")}
              anyLabel="Any status"
              sx={{ minWidth: 160 }}
              options={[
                { value: "draft", label: "Drafts" },
                { value: "scheduled", label: "Scheduled" },
                { value: "published", label: "Published" },
              ]}
            />
          </>
        }
      />
    </AdminPage>
  );
}
