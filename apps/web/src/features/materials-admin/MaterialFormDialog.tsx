import { type Material, type MaterialKind, materialSchema, UPLOAD_LIMITS } from "@medhavi/domain";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrors } from "../../lib/formErrors";
import { ApiError } from "../../lib/http";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { uploadWithProgress } from "../../lib/uploadWithProgress";
import { formatBytes } from "../study-materials/format";
import { createMaterial, updateMaterial } from "./api";
import { CoursePicker } from "./CoursePicker";

interface FormState {
  course_id: number | null;
  title: string;
  description: string;
  chapter: string;
  kind: MaterialKind;
  link_url: string;
  is_demo: boolean;
  published: boolean;
}

const ACCEPT: Record<MaterialKind, string> = {
  pdf: "application/pdf,.pdf",
  video: "video/mp4,video/webm,.mp4,.webm",
  link: "",
};
const FILE_LABEL: Record<MaterialKind, string> = { pdf: "PDF file", video: "Video file", link: "" };

function initialState(material: Material | null, courseId: number | null): FormState {
  return {
    course_id: material?.course_id ?? courseId,
    title: material?.title ?? "",
    description: material?.description ?? "",
    chapter: material?.chapter ?? "",
    kind: material?.kind ?? "pdf",
    link_url: material?.link_url ?? "",
    is_demo: material?.is_demo ?? false,
    published: material?.published ?? true,
  };
}

/** What is wrong with the chosen file before it is sent (the server judges the bytes again). */
export function fileProblem(kind: MaterialKind, file: File): string | null {
  if (file.size === 0) return "The file is empty.";
  const limit = kind === "pdf" ? UPLOAD_LIMITS.pdf : UPLOAD_LIMITS.video;
  if (file.size > limit) return `The file is larger than ${formatBytes(limit)}.`;
  const name = file.name.toLowerCase();
  if (kind === "pdf" && !(file.type === "application/pdf" || name.endsWith(".pdf")))
    return "Choose a PDF file.";
  if (kind === "video" && !(/^video\/(mp4|webm)$/.test(file.type) || /\.(mp4|webm)$/.test(name)))
    return "Choose an MP4 or WebM video.";
  return null;
}

/**
 * Adds or edits one material. A PDF or video is created first, then its file is streamed with a progress
 * bar; if the upload fails the item stays (without a file) and a retry only sends the file again.
 */
export function MaterialFormDialog({
  material,
  courseId,
  onClose,
  onSaved,
}: {
  /** null to add a new one. */
  material: Material | null;
  /** The course chosen in the list's filter, preselected for a new item. */
  courseId: number | null;
  onClose: () => void;
  onSaved: (material: Material, created: boolean) => void;
}) {
  const [form, setForm] = useState(() => initialState(material, courseId));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Set once the item exists on the server, so a retry after a failed upload does not create it twice.
  const saved = useRef<Material | null>(material);
  const abort = useRef<AbortController | null>(null);
  const editing = material !== null;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const payload = () => ({
    ...form,
    link_url: form.kind === "link" ? form.link_url.trim() : null,
  });

  const validate = (): Record<string, string> => {
    const found = fieldErrors(materialSchema, payload());
    if (form.kind !== "link") {
      const needsFile = !saved.current?.has_file;
      if (file) {
        const problem = fileProblem(form.kind, file);
        if (problem) found.file = problem;
      } else if (needsFile) {
        found.file = form.kind === "pdf" ? "Choose the PDF to upload." : "Choose the video to upload.";
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const created = saved.current === null;
    try {
      const body = materialSchema.parse(payload());
      let item = saved.current ? await updateMaterial(saved.current.id, body) : await createMaterial(body);
      saved.current = item;
      if (file && form.kind !== "link") {
        abort.current = new AbortController();
        setProgress(0);
        item = await uploadWithProgress<Material>(`/course_document/${item.id}/file`, file, {
          onProgress: setProgress,
          signal: abort.current.signal,
        });
        saved.current = item;
      }
      onSaved(item, created);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError")
        setServerError("The upload was cancelled.");
      else
        setServerError(error instanceof ApiError ? error.message : "The material was not saved. Try again.");
    } finally {
      setBusy(false);
      setProgress(null);
      abort.current = null;
    }
  };

  const cancel = () => {
    if (abort.current) abort.current.abort();
    else onClose();
  };

  const helper = (key: string, fallback = " ") => errors[key] ?? fallback;

  return (
    <ResponsiveDialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="material-form-title"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="material-form-title">{editing ? "Edit material" : "Add material"}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <CoursePicker
              value={form.course_id}
              onChange={(id) => set("course_id", id)}
              required
              error={Boolean(errors.course_id)}
              helperText={helper("course_id", "Any level of the tree: a programme, a course or a subject.")}
            />
            <TextField
              label="Title"
              required
              size="small"
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
              error={Boolean(errors.title)}
              helperText={helper("title")}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Chapter or section"
              size="small"
              value={form.chapter}
              onChange={(e) => set("chapter", e.target.value)}
              error={Boolean(errors.chapter)}
              helperText={helper(
                "chapter",
                "Items of the same chapter are listed together, in the order you set.",
              )}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label="Description"
              size="small"
              multiline
              minRows={2}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
              error={Boolean(errors.description)}
              helperText={helper("description")}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} id="material-kind-label">
                Type
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={form.kind}
                aria-labelledby="material-kind-label"
                disabled={editing}
                onChange={(_, kind: MaterialKind | null) => {
                  if (kind) {
                    set("kind", kind);
                    setFile(null);
                  }
                }}
              >
                <ToggleButton value="pdf">PDF</ToggleButton>
                <ToggleButton value="video">Video</ToggleButton>
                <ToggleButton value="link">YouTube / Vimeo link</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            {form.kind === "link" ? (
              <TextField
                label="Video link"
                required
                size="small"
                placeholder="https://www.youtube.com/watch?v=…"
                value={form.link_url}
                onChange={(e) => set("link_url", e.target.value)}
                error={Boolean(errors.link_url)}
                helperText={helper(
                  "link_url",
                  "Played with YouTube's privacy-enhanced mode or Vimeo's do-not-track.",
                )}
              />
            ) : (
              <Box>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
                    {saved.current?.has_file ? "Replace file" : "Choose file"}
                    <input
                      hidden
                      type="file"
                      aria-label={FILE_LABEL[form.kind]}
                      accept={ACCEPT[form.kind]}
                      onChange={(e) => {
                        setFile(e.target.files?.[0] ?? null);
                        setErrors(({ file: _, ...rest }) => rest);
                      }}
                    />
                  </Button>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
                    {file
                      ? `${file.name} (${formatBytes(file.size)})`
                      : saved.current?.has_file
                        ? `Current file: ${formatBytes(saved.current.size_bytes)}`
                        : `Up to ${formatBytes(form.kind === "pdf" ? UPLOAD_LIMITS.pdf : UPLOAD_LIMITS.video)}${form.kind === "video" ? ", MP4 or WebM" : ""}.`}
                  </Typography>
                </Stack>
                {errors.file && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }} role="alert">
                    {errors.file}
                  </Typography>
                )}
              </Box>
            )}
            {progress !== null && (
              <Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(progress * 100)}
                  aria-label="Upload progress"
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Checking the file…"}
                </Typography>
              </Box>
            )}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 3 }}>
              <FormControlLabel
                control={
                  <Switch checked={form.published} onChange={(e) => set("published", e.target.checked)} />
                }
                label="Published"
              />
              <FormControlLabel
                control={<Switch checked={form.is_demo} onChange={(e) => set("is_demo", e.target.checked)} />}
                label="Free demo (shown to everyone)"
              />
            </Stack>
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{progress !== null ? "Cancel upload" : "Cancel"}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {editing ? "Save" : "Add material"}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
