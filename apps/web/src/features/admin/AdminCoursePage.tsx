import {
  buildCourseTree,
  type CourseNode,
  type CourseNodeInput,
  type CourseTreeNode,
  formatInr,
} from "@medhavi/domain";
import AddIcon from "@mui/icons-material/Add";
import CreateNewFolderOutlinedIcon from "@mui/icons-material/CreateNewFolderOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/http";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { toastSuccess } from "../../lib/toast";
import { ADMIN_COURSES_KEY, PUBLIC_COURSES_KEY } from "../subscription/useCourses";
import { AdminPage } from "./AdminPage";
import { CourseFormDialog, type CourseFormTarget } from "./CourseFormDialog";

const toCatalogue = (flat: CourseNode[]) => ({ flat, tree: buildCourseTree(flat) });

function fees(node: CourseNode): string | null {
  if (node.fee === null && node.quarterly_fee === null) return null;
  const part = (value: number | null, label: string) =>
    value === null ? null : `${formatInr(value)} ${label}`;
  return [part(node.fee, "yearly"), part(node.quarterly_fee, "half yearly")].filter(Boolean).join(" · ");
}

interface RowActions {
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
  onAdd: (parent: CourseTreeNode) => void;
  onEdit: (node: CourseTreeNode) => void;
  onDelete: (node: CourseTreeNode) => void;
}

function CourseRow({ node, actions }: { node: CourseTreeNode; actions: RowActions }) {
  const open = actions.expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  const feeText = fees(node);
  const groupId = `course-children-${node.id}`;
  return (
    <Box component="li" sx={{ listStyle: "none" }}>
      <Stack
        direction="row"
        spacing={1}
        data-testid={`course-row-${node.id}`}
        sx={{
          alignItems: "center",
          py: 0.5,
          pr: 1,
          pl: 1 + node.depth * 3,
          borderBottom: "1px solid",
          borderColor: "divider",
          "&:hover": { bgcolor: "rgba(201, 151, 43, 0.06)" },
        }}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={`${open ? "Collapse" : "Expand"} ${node.name}`}
            aria-expanded={open}
            aria-controls={groupId}
            onClick={() => actions.toggle(node.id)}
          >
            <ExpandMoreIcon
              fontSize="small"
              sx={{ transform: open ? "none" : "rotate(-90deg)", transition: "transform 150ms" }}
            />
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, py: 0.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: node.depth === 0 ? 700 : 600 }}>{node.name}</Typography>
            <Chip size="small" label={node.type} variant="outlined" />
            {node.for_subscription && <Chip size="small" label="For subscription" color="primary" />}
            {hasChildren && (
              <Typography variant="caption" color="text.secondary">
                {node.children.length} under it
              </Typography>
            )}
          </Stack>
          {feeText && (
            <Typography variant="body2" color="text.secondary">
              {feeText}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <Tooltip title="Add a course under it">
            <IconButton
              size="small"
              aria-label={`Add under ${node.name}`}
              onClick={() => actions.onAdd(node)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit, rename or move">
            <IconButton size="small" aria-label={`Edit ${node.name}`} onClick={() => actions.onEdit(node)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              size="small"
              aria-label={`Delete ${node.name}`}
              onClick={() => actions.onDelete(node)}
              sx={{ "&:hover": { color: "error.main" } }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      {hasChildren && open && (
        <Box component="ul" id={groupId} sx={{ m: 0, p: 0 }}>
          {node.children.map((child) => (
            <CourseRow key={child.id} node={child} actions={actions} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function DeleteDialog({
  node,
  onClose,
  onDeleted,
}: {
  node: CourseTreeNode | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const remove = async () => {
    if (!node) return;
    setBusy(true);
    setError(null);
    try {
      await api.delete(`/courses/${node.id}`, { silent: true });
      toastSuccess("Course deleted.");
      onDeleted();
    } catch (err) {
      setError(err instanceof Error ? err.message : "The course could not be deleted.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={node !== null}
      onClose={close}
      aria-labelledby="delete-course-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-course-title">Delete {node?.name}?</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>
          It disappears from the catalogue and the subscription screen. A course with courses under it, or
          with subscribers or payments, cannot be deleted.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="secondary" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={remove}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AdminCoursePage() {
  const queryClient = useQueryClient();
  const courses = useQuery({
    queryKey: ADMIN_COURSES_KEY,
    queryFn: () => api.get<CourseNode[]>("/courses", { silent: true }),
    select: toCatalogue,
  });
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  const [formTarget, setFormTarget] = useState<CourseFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CourseTreeNode | null>(null);

  const tree = courses.data?.tree ?? [];
  const flat = courses.data?.flat ?? [];
  // Roots start open, so the first level under each category shows.
  const open = expanded ?? new Set(tree.map((root) => root.id));

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_COURSES_KEY }),
    ]);
  };

  const actions: RowActions = {
    expanded: open,
    toggle: (id) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setExpanded(next);
    },
    onAdd: (parent) => setFormTarget({ mode: "create", parent: parent.id }),
    onEdit: (node) => setFormTarget({ mode: "edit", node }),
    onDelete: (node) => setDeleting(node),
  };

  const save = async (target: CourseFormTarget, input: CourseNodeInput) => {
    if (target.mode === "create") {
      await api.post("/courses", input, { silent: true });
      toastSuccess("Course added.");
    } else {
      await api.put(`/courses/${target.node.id}`, input, { silent: true });
      toastSuccess("Course saved.");
    }
    // Show where it went.
    if (input.parent !== 0) setExpanded(new Set([...open, input.parent]));
    setFormTarget(null);
    await refresh();
  };

  return (
    <AdminPage
      title="Course"
      description="The course hierarchy students choose from. Courses marked for subscription carry a yearly and a half-yearly fee in rupees."
    >
      <Stack direction="row" spacing={1} sx={{ mt: 3, mb: 2, flexWrap: "wrap", rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<CreateNewFolderOutlinedIcon />}
          onClick={() => setFormTarget({ mode: "create", parent: 0 })}
        >
          Add top-level course
        </Button>
        {tree.length > 0 && (
          <>
            <Button color="secondary" onClick={() => setExpanded(new Set(flat.map((node) => node.id)))}>
              Expand all
            </Button>
            <Button color="secondary" onClick={() => setExpanded(new Set())}>
              Collapse all
            </Button>
          </>
        )}
      </Stack>

      {courses.isPending && <LoadingSkeletons label="Loading courses" count={6} height={44} spacing={0.75} />}
      {courses.isError && (
        <LoadError message="The courses could not be loaded." onRetry={() => courses.refetch()} />
      )}
      {courses.isSuccess && tree.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderRadius: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>No courses yet</Typography>
          <Typography color="text.secondary" variant="body2">
            Start with a top-level category such as JEE or NEET, then add its programmes and courses.
          </Typography>
        </Paper>
      )}
      {tree.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden" }}>
          <Box component="ul" aria-label="Course hierarchy" sx={{ m: 0, p: 0 }}>
            {tree.map((root) => (
              <CourseRow key={root.id} node={root} actions={actions} />
            ))}
          </Box>
        </Paper>
      )}

      <CourseFormDialog
        target={formTarget}
        flat={flat}
        tree={tree}
        onClose={() => setFormTarget(null)}
        onSave={save}
      />
      <DeleteDialog
        node={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          void refresh();
        }}
      />
    </AdminPage>
  );
}
