import { type Material, PATH_SEPARATOR } from "@medhavi/domain";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import EditIcon from "@mui/icons-material/Edit";
import VisibilityOutlinedIcon from "@mui/icons-material/VisibilityOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatBytes, formatDate, KIND_LABELS } from "../study-materials/format";

export interface MaterialListActions {
  onEdit: (m: Material) => void;
  onPreview: (m: Material) => void;
  onDelete: (m: Material) => void;
  onToggle: (m: Material, field: "published" | "is_demo", value: boolean) => void;
  /** Absent when the list cannot be reordered (no course chosen, or a search is on). */
  onMove?: (id: number, to: { delta: -1 | 1 } | { toId: number }) => void;
}

const chapterOf = (m: Material) => m.chapter || "General";
const coursePath = (m: Material) => m.course_path.join(PATH_SEPARATOR) || m.course_name;

function TitleCell({ m }: { m: Material }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{m.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {chapterOf(m)}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: "wrap" }}>
        {!m.published && <Chip size="small" label="Unpublished" />}
        {m.is_demo && <Chip size="small" color="primary" label="Demo" />}
        {m.kind !== "link" && !m.has_file && <Chip size="small" color="warning" label="No file yet" />}
      </Stack>
    </Box>
  );
}

function Uploaded({ m }: { m: Material }) {
  return (
    <>
      {m.uploaded_by?.name ?? "Added at setup"}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
        {formatDate(m.created_at)}
      </Typography>
    </>
  );
}

function Actions({ m, actions }: { m: Material; actions: MaterialListActions }) {
  return (
    <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
      <Tooltip title="Preview">
        <span>
          <IconButton
            size="small"
            aria-label={`Preview ${m.title}`}
            onClick={() => actions.onPreview(m)}
            disabled={m.kind !== "link" && !m.has_file}
          >
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={m.kind === "link" ? "Edit" : "Edit or replace the file"}>
        <IconButton size="small" aria-label={`Edit ${m.title}`} onClick={() => actions.onEdit(m)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" aria-label={`Delete ${m.title}`} onClick={() => actions.onDelete(m)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function MoveButtons({
  m,
  rows,
  index,
  onMove,
}: {
  m: Material;
  rows: Material[];
  index: number;
  onMove: NonNullable<MaterialListActions["onMove"]>;
}) {
  const sameAbove = rows[index - 1]?.chapter === m.chapter;
  const sameBelow = rows[index + 1]?.chapter === m.chapter;
  return (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={`Move ${m.title} up`}
        disabled={!sameAbove}
        onClick={() => onMove(m.id, { delta: -1 })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Move ${m.title} down`}
        disabled={!sameBelow}
        onClick={() => onMove(m.id, { delta: 1 })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const toggle = (m: Material, field: "published" | "is_demo", label: string, actions: MaterialListActions) => (
  <Switch
    size="small"
    checked={m[field]}
    slotProps={{ input: { "aria-label": `${label}: ${m.title}` } }}
    onChange={(e) => actions.onToggle(m, field, e.target.checked)}
  />
);

/** Desktop: a dense table whose rows can be dragged (or moved with the arrows) within their chapter. */
export function MaterialTable({ rows, actions }: { rows: Material[]; actions: MaterialListActions }) {
  const [dragging, setDragging] = useState<Material | null>(null);
  const { onMove } = actions;
  return (
    <TableContainer>
      <Table size="small" aria-label="Study materials" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {onMove && <TableCell sx={{ width: 110 }}>Order</TableCell>}
            <TableCell>Title</TableCell>
            <TableCell>Course</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Uploaded</TableCell>
            <TableCell align="center">Published</TableCell>
            <TableCell align="center">Demo</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((m, index) => (
            <TableRow
              key={m.id}
              hover
              draggable={Boolean(onMove)}
              onDragStart={() => setDragging(m)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => {
                if (dragging && dragging.chapter === m.chapter) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging && onMove) onMove(dragging.id, { toId: m.id });
                setDragging(null);
              }}
              sx={{ opacity: dragging?.id === m.id ? 0.5 : 1 }}
            >
              {onMove && (
                <TableCell>
                  <Stack direction="row" sx={{ alignItems: "center" }}>
                    <DragIndicatorIcon
                      fontSize="small"
                      sx={{ color: "text.disabled", cursor: "grab" }}
                      aria-hidden
                    />
                    <MoveButtons m={m} rows={rows} index={index} onMove={onMove} />
                  </Stack>
                </TableCell>
              )}
              <TableCell>
                <TitleCell m={m} />
              </TableCell>
              <TableCell sx={{ minWidth: 150, maxWidth: 200 }} title={coursePath(m)}>
                {m.course_path.slice(-2).join(PATH_SEPARATOR) || m.course_name}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {KIND_LABELS[m.kind]}
                {m.kind !== "link" && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: "block" }}
                  >
                    {formatBytes(m.size_bytes)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <Uploaded m={m} />
              </TableCell>
              <TableCell align="center">{toggle(m, "published", "Published", actions)}</TableCell>
              <TableCell align="center">{toggle(m, "is_demo", "Demo", actions)}</TableCell>
              <TableCell align="right">
                <Actions m={m} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per material, the same switches and actions, arrows to reorder. */
export function MaterialCards({ rows, actions }: { rows: Material[]; actions: MaterialListActions }) {
  return (
    <Stack component="ul" spacing={1.25} sx={{ p: 0, m: 0 }} aria-label="Study materials">
      {rows.map((m, index) => (
        <Paper
          key={m.id}
          component="li"
          variant="outlined"
          sx={{ listStyle: "none", p: 1.5, borderRadius: 3 }}
        >
          <TitleCell m={m} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {[
              coursePath(m),
              KIND_LABELS[m.kind],
              m.kind === "link" ? null : formatBytes(m.size_bytes),
              m.uploaded_by ? `by ${m.uploaded_by.name}` : null,
              formatDate(m.created_at),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Typography>
          <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", mt: 0.5 }}>
            <Typography variant="body2">Published</Typography>
            {toggle(m, "published", "Published", actions)}
            <Typography variant="body2" sx={{ ml: 1 }}>
              Demo
            </Typography>
            {toggle(m, "is_demo", "Demo", actions)}
            <Box sx={{ flex: 1 }} />
            {actions.onMove && <MoveButtons m={m} rows={rows} index={index} onMove={actions.onMove} />}
            <Actions m={m} actions={actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
