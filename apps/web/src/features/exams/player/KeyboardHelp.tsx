import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import { useT } from "../../../lib/i18n/useT";
import { useOpenedOnce } from "../../../lib/NativeDialog";
import { PlayerDialog } from "./PlayerDialog";
import { SHORTCUTS } from "./shortcuts";

/** The shortcut table, on the instructions page and in the test screen's help. */
export function ShortcutList() {
  const { t } = useT();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 1 }}
    >
      {SHORTCUTS.map(({ keys, action }) => (
        <Fragment key={action}>
          <Box component="dt" sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
            {keys.map((key) =>
              key === "…" ? (
                <span key={key}>…</span>
              ) : (
                <Box
                  component="kbd"
                  key={key}
                  sx={{
                    minWidth: 28,
                    px: 0.75,
                    py: 0.25,
                    textAlign: "center",
                    border: "1px solid",
                    borderColor: "divider",
                    borderBottomWidth: 2,
                    borderRadius: 1,
                    bgcolor: "background.default",
                    fontFamily: "inherit",
                    fontSize: "0.8125rem",
                    fontWeight: 600,
                  }}
                >
                  {key}
                </Box>
              ),
            )}
          </Box>
          <Typography component="dd" variant="body2" sx={{ m: 0, alignSelf: "center" }}>
            {t(`shortcut.${action}`, action)}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  // Built once first opened (lib/NativeDialog): closed, it is no work in the test screen's first render.
  if (!useOpenedOnce(open)) return null;
  return (
    <PlayerDialog
      open={open}
      onClose={onClose}
      title={t("player.shortcuts", "Keyboard shortcuts")}
      maxWidth={444}
      actions={
        <Button onClick={onClose} variant="contained">
          {t("player.backToTest", "Back to the test")}
        </Button>
      }
    >
      <ShortcutList />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t("player.shortcutsOff", "Shortcuts are off while you type a written answer.")}
      </Typography>
    </PlayerDialog>
  );
}
