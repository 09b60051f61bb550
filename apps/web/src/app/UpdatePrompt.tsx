import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useT } from "../lib/i18n/useT";
import { dismissUpdate } from "./updateState";

/**
 * "New version available — Reload", once the service worker has a newer app (`reload` activates it).
 * Its own chunk: providers.tsx loads it only then.
 */
export default function UpdatePrompt({ reload }: { reload: () => void }) {
  const { t } = useT();
  return (
    <Paper
      role="status"
      elevation={6}
      sx={{
        position: "fixed",
        left: 16,
        bottom: 16,
        maxWidth: "calc(100vw - 32px)",
        zIndex: (theme) => theme.zIndex.snackbar,
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        px: 2,
        py: 1,
        bgcolor: "secondary.dark",
        color: "secondary.contrastText",
      }}
    >
      <Typography variant="body2">{t("update.available", "New version available")}</Typography>
      <Button size="small" variant="contained" onClick={reload}>
        {t("update.reload", "Reload")}
      </Button>
      <Button size="small" color="inherit" onClick={dismissUpdate}>
        {t("update.later", "Later")}
      </Button>
    </Paper>
  );
}
