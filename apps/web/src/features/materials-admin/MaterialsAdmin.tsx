import type { Material } from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { OptionalSelect } from "../../lib/FilterFields";
import { ApiError } from "../../lib/http";
import { ListPagination } from "../../lib/ListPagination";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { SearchField } from "../../lib/SearchField";
import { toastError, toastSuccess } from "../../lib/toast";
import { useMobileLayout } from "../../lib/useMobileLayout";
import { KIND_OPTIONS } from "../study-materials/format";
import { MaterialViewerDialog } from "../study-materials/viewers/MaterialViewerDialog";
import {
  type AdminMaterialFilter,
  adminMaterialKeys,
  deleteMaterial,
  reorderMaterials,
  updateMaterial,
  useAdminMaterials,
} from "./api";
import { CoursePicker } from "./CoursePicker";
import { MaterialCards, type MaterialListActions, MaterialTable } from "./MaterialAdminList";
import { MaterialFormDialog } from "./MaterialFormDialog";
import { moveInChapter } from "./reorder";

/** /admin/upload-document: the course documents, videos and links, by course tree node. */
export function MaterialsAdmin() {
  const mobile = useMobileLayout();
  const client = useQueryClient();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  const [kind, setKind] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [editing, setEditing] = useState<Material | "new" | null>(null);
  const [preview, setPreview] = useState<Material | null>(null);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const [order, setOrder] = useState<{ base: unknown; rows: Material[] } | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(input.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [input]);

  const filter: AdminMaterialFilter = useMemo(() => ({ course_id: courseId, q, kind }), [courseId, q, kind]);
  const list = useAdminMaterials(filter, page, pageSize);
  // A move shows at once; the next fetch (a new list.data) replaces the local order with the server's.
  const rows = (order?.base === list.data ? order?.rows : undefined) ?? list.data?.items ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: adminMaterialKeys.all });

  const toggle = useMutation({
    mutationFn: ({ m, field, value }: { m: Material; field: "published" | "is_demo"; value: boolean }) =>
      updateMaterial(m.id, { [field]: value }),
    onSuccess: (m, { field, value }) => {
      toastSuccess(
        field === "published"
          ? `“${m.title}” is ${value ? "published" : "hidden from students"}.`
          : `“${m.title}” is ${value ? "now a free demo" : "no longer a demo"}.`,
      );
      void refresh();
    },
    onError: (error) => toastError(error instanceof ApiError ? error.message : "The change was not saved."),
  });

  const remove = useMutation({
    mutationFn: (m: Material) => deleteMaterial(m.id),
    onSuccess: (_, m) => {
      toastSuccess(`“${m.title}” deleted.`);
      setDeleting(null);
      void refresh();
    },
  });

  const reorder = useMutation({
    mutationFn: ({ chapter, ids }: { chapter: string; ids: number[] }) =>
      reorderMaterials(courseId as number, chapter, ids),
    onSettled: () => void refresh(),
  });

  const actions: MaterialListActions = {
    onEdit: setEditing,
    onPreview: setPreview,
    onDelete: (m) => {
      remove.reset();
      setDeleting(m);
    },
    onToggle: (m, field, value) => toggle.mutate({ m, field, value }),
    ...(courseId !== null && q === "" && kind === ""
      ? {
          onMove: (id: number, to: { delta: -1 | 1 } | { toId: number }) => {
            const moved = moveInChapter(rows, id, to);
            if (!moved) return;
            setOrder({ base: list.data, rows: moved.rows });
            reorder.mutate({ chapter: moved.chapter, ids: moved.ids });
          },
        }
      : {}),
  };

  let body: ReactNode;
  if (list.isPending)
    body = <LoadingSkeletons label="Loading the materials" height={56} count={5} sx={{ p: 2 }} />;
  else if (list.isError)
    body = (
      <LoadError
        message="The materials could not be loaded."
        onRetry={() => void list.refetch()}
        sx={{ m: 2 }}
      />
    );
  else if (rows.length === 0)
    body = (
      <Box sx={{ py: 5, px: 2, textAlign: "center" }}>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {q || kind
            ? "No materials match these filters."
            : courseId
              ? "This course has no materials yet."
              : "No materials yet."}
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          Add the first one
        </Button>
      </Box>
    );
  else
    body = mobile ? (
      <MaterialCards rows={rows} actions={actions} />
    ) : (
      <MaterialTable rows={rows} actions={actions} />
    );

  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5, mb: 2, alignItems: "flex-start" }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          Add material
        </Button>
        <Box sx={{ flex: { xs: "1 1 100%", md: "0 1 340px" } }}>
          <CoursePicker
            value={courseId}
            onChange={(id) => {
              setCourseId(id);
              setPage(0);
            }}
            label="Course (all when empty)"
          />
        </Box>
        <SearchField
          label="Search titles"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          sx={{ flex: { xs: "1 1 100%", sm: "0 1 220px" } }}
        />
        <OptionalSelect
          label="Type"
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(0);
          }}
          options={KIND_OPTIONS}
          anyLabel="All types"
          sx={{ minWidth: 150 }}
        />
      </Stack>
      {courseId === null && rows.length > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose a course to reorder its materials (drag a row, or use the arrows).
        </Typography>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden", p: mobile ? 1.5 : 0 }}>
        {body}
        <ListPagination
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={setPageSize}
          sizes={[20, 50, 100]}
        />
      </Paper>

      {editing !== null && (
        <MaterialFormDialog
          material={editing === "new" ? null : editing}
          courseId={courseId}
          onClose={() => setEditing(null)}
          onSaved={(m, created) => {
            toastSuccess(created ? `“${m.title}” added.` : `“${m.title}” saved.`);
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {preview && <MaterialViewerDialog material={preview} scope="staff" onClose={() => setPreview(null)} />}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-material-title"
      >
        <DialogTitle id="delete-material-title">Delete “{deleting?.title}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The item and its file are removed for good, with every student's progress on it.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {remove.error instanceof ApiError ? remove.error.message : "The material was not deleted."}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
