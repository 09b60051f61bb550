import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { useT } from "../../../lib/i18n/useT";
import { ResponsiveDialog } from "../../../lib/ResponsiveDialog";
import { type AccessScope, useSignedAccess } from "../api";
import type { MaterialProgress, PublicMaterial } from "../types";
import { type ProgressState, useProgressSaver } from "../useProgressSaver";
import { LinkViewer } from "./LinkViewer";

// pdf.js is heavy: it loads with the first PDF a student opens, never with a list page.
const PdfViewer = lazy(() => import("./PdfViewer"));
const VideoViewer = lazy(() => import("./VideoViewer"));

export type ViewerMaterial = Pick<
  PublicMaterial,
  "id" | "title" | "kind" | "embed_url" | "is_demo" | "chapter"
> & {
  progress?: MaterialProgress | null;
};

interface MaterialViewerDialogProps {
  material: ViewerMaterial;
  scope: AccessScope;
  /** Saves the student's progress; omitted for demo items and staff previews. */
  onSave?: (state: ProgressState) => Promise<unknown>;
  onClose: () => void;
}

function Loading() {
  const { t } = useT();
  return (
    <Stack sx={{ alignItems: "center", py: 8 }}>
      <CircularProgress aria-label={t("viewer.loading", "Loading the viewer")} />
    </Stack>
  );
}

/** Opens one material in its viewer (PDF, video or embedded link) and keeps the student's place. */
export function MaterialViewerDialog({ material, scope, onSave, onClose }: MaterialViewerDialogProps) {
  const { t } = useT();
  const start = material.progress ?? { position: 0, done: false };
  const [done, setDone] = useState(start.done);
  const [pages, setPages] = useState<number | null>(null);
  const saver = useProgressSaver(onSave ?? null, { position: start.position, done: start.done });
  const needsFile = material.kind !== "link";
  const access = useSignedAccess(scope, material.id, needsFile);

  const close = () => {
    saver.flush();
    onClose();
  };

  let body = null;
  if (!needsFile) {
    body = <LinkViewer embedUrl={material.embed_url} title={material.title} />;
  } else if (access.isPending) {
    body = <Loading />;
  } else if (access.isError) {
    body = (
      <Alert severity="warning" sx={{ m: 2 }}>
        {access.error.message}
      </Alert>
    );
  } else if (material.kind === "pdf") {
    body = (
      <PdfViewer
        url={access.data.url}
        initialPage={start.position}
        onPage={(page, count) => {
          setPages(count);
          saver.report(page, true);
        }}
      />
    );
  } else {
    body = (
      <VideoViewer
        url={access.data.url}
        title={material.title}
        startAt={start.position}
        onTime={(seconds, now) => saver.report(Math.floor(seconds), now)}
        onEnded={() => {
          setDone(true);
          saver.setDone(true);
        }}
        onExpired={() => void access.refetch()}
      />
    );
  }

  return (
    <ResponsiveDialog
      open
      onClose={close}
      maxWidth="lg"
      fullWidth
      aria-labelledby="material-viewer-title"
      slotProps={{ paper: { sx: { height: { md: "90vh" } } } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", px: 2, py: 1, borderBottom: 1, borderColor: "divider", flexWrap: "wrap" }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="material-viewer-title"
            variant="h2"
            noWrap
            sx={{ fontSize: "1.125rem", fontWeight: 600 }}
          >
            {material.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {material.chapter || t("study.general", "General")}
            {pages !== null &&
              ` · ${t("viewer.pages", "{{count}} pages", { count: pages, defaultValue_one: "{{count}} page" })}`}
          </Typography>
        </Box>
        {material.is_demo && <Chip label={t("study.sample", "Sample")} color="primary" size="small" />}
        {onSave && (
          <FormControlLabel
            control={
              <Switch
                checked={done}
                onChange={(event) => {
                  setDone(event.target.checked);
                  saver.setDone(event.target.checked);
                }}
              />
            }
            label={t("study.done", "Done")}
          />
        )}
        <IconButton aria-label={t("viewer.close", "Close")} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DialogContent sx={{ p: 0, display: "flex", flexDirection: "column", minHeight: 0 }}>
        <Suspense fallback={<Loading />}>{body}</Suspense>
      </DialogContent>
    </ResponsiveDialog>
  );
}
