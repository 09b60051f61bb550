import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import LinkIcon from "@mui/icons-material/Link";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import OndemandVideoIcon from "@mui/icons-material/OndemandVideo";
import PictureAsPdfOutlinedIcon from "@mui/icons-material/PictureAsPdfOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useT } from "../../lib/i18n/useT";
import { formatBytes, kindLabel, progressLabel } from "./format";
import type { MaterialKind, PublicMaterial, StudentMaterial } from "./types";

const ICONS: Record<MaterialKind, typeof LinkIcon> = {
  pdf: PictureAsPdfOutlinedIcon,
  video: OndemandVideoIcon,
  link: LinkIcon,
};

export type RowMaterial = PublicMaterial &
  Partial<Pick<StudentMaterial, "locked" | "locked_reason" | "progress">>;

/** One material as a card row: kind, title, description, size, progress; Open (or Unlock when locked). */
export function MaterialRow({
  item,
  onOpen,
  onLocked,
  sample = false,
}: {
  item: RowMaterial;
  onOpen: (item: RowMaterial) => void;
  onLocked?: () => void;
  sample?: boolean;
}) {
  const { t } = useT();
  const Icon = item.locked ? LockOutlinedIcon : ICONS[item.kind];
  const progress = progressLabel({ kind: item.kind, progress: item.progress ?? null });
  const done = item.progress?.done === true;
  const resume = progress !== null && !done;
  const openLabel = resume ? t("study.continue", "Continue") : t("study.open", "Open");
  const openAria = resume
    ? t("study.continueItem", "Continue {{title}}", { title: item.title })
    : t("study.openItem", "Open {{title}}", { title: item.title });
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={item.title}
      sx={{
        listStyle: "none",
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: "flex",
        gap: 2,
        alignItems: { xs: "flex-start", sm: "center" },
        flexDirection: { xs: "column", sm: "row" },
        bgcolor: item.locked ? "grey.50" : "background.paper",
      }}
    >
      <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0, alignItems: "flex-start" }}>
        <Icon sx={{ color: item.locked ? "text.disabled" : "secondary.main", mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h4"
            sx={{ fontWeight: 600, color: item.locked ? "text.secondary" : "text.primary" }}
          >
            {item.title}
          </Typography>
          {item.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: "-webkit-box",
                WebkitLineClamp: 2,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {item.description}
            </Typography>
          )}
          {item.locked && item.locked_reason && (
            <Typography variant="body2" sx={{ color: "warning.dark", mt: 0.5 }}>
              {item.locked_reason}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75, mt: 0.75 }}>
            <Chip size="small" variant="outlined" label={kindLabel(item.kind)} />
            {item.size_bytes !== null && (
              <Chip size="small" variant="outlined" label={formatBytes(item.size_bytes)} />
            )}
            {sample && <Chip size="small" color="primary" label={t("study.sample", "Sample")} />}
            {item.locked && (
              <Chip size="small" label={t("study.locked", "Locked")} icon={<LockOutlinedIcon />} />
            )}
            {done && (
              <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t("study.done", "Done")} />
            )}
            {!done && progress && <Chip size="small" color="info" variant="outlined" label={progress} />}
          </Stack>
        </Box>
      </Stack>
      {item.locked ? (
        <Button
          variant="outlined"
          color="secondary"
          onClick={onLocked}
          aria-label={t("study.unlockItem", "Unlock {{title}}", { title: item.title })}
        >
          {t("study.unlock", "Unlock")}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => onOpen(item)} aria-label={openAria}>
          {openLabel}
        </Button>
      )}
    </Paper>
  );
}
