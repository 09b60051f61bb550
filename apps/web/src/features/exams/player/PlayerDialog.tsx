import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { NativeDialog } from "../../../lib/NativeDialog";

export interface PlayerDialogProps {
  open: boolean;
  /** Escape or a click beside the dialog; leave it out for a dialog the student cannot dismiss. */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot, right-aligned. */
  actions?: ReactNode;
  /** Widest it grows, in pixels (MUI's xs 444, sm 600, md 900). */
  maxWidth?: number;
  /** A side sheet from the right edge, full height (the phone's question palette). */
  side?: boolean;
  /** A rule under the title and above the actions, for content that scrolls. */
  dividers?: boolean;
  /** The name of a close (×) button beside the title; without it, the dialog has none. */
  closeLabel?: string;
}

/** The test screen's dialogs (submit, question paper, shortcuts) and the phone's palette: title, content, actions. */
export function PlayerDialog({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 600,
  side = false,
  dividers = false,
  closeLabel,
}: PlayerDialogProps) {
  const titleId = useId();
  const rule = dividers ? { borderColor: "divider", borderStyle: "solid", borderWidth: 0 } : {};
  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      sx={{
        boxShadow: 24,
        ...(side
          ? { m: 0, ml: "auto", width: "min(340px, 88vw)", height: "100%", maxHeight: "100%" }
          : { width: "calc(100% - 32px)", maxWidth, maxHeight: "calc(100% - 64px)", borderRadius: 1 }),
      }}
    >
      {/* Fills the dialog, so that only a click on the backdrop lands on the dialog element itself. */}
      <Stack sx={side ? { height: "100%" } : { maxHeight: "calc(100dvh - 64px)" }}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, pr: 1 }}>
          <Typography component="h2" variant="h6" id={titleId} sx={{ px: 3, py: 2, fontWeight: 700 }}>
            {title}
          </Typography>
          {closeLabel && onClose && (
            <IconButton onClick={onClose} aria-label={closeLabel} size="large">
              <CloseRoundedIcon />
            </IconButton>
          )}
        </Stack>
        <Box
          sx={{ px: 3, pb: 2, overflowY: "auto", ...rule, ...(dividers ? { borderTopWidth: 1, pt: 2 } : {}) }}
        >
          {children}
        </Box>
        {actions && (
          <Stack
            direction="row"
            sx={{
              justifyContent: "flex-end",
              flexWrap: "wrap",
              gap: 1,
              px: 3,
              py: 1.5,
              ...rule,
              ...(dividers ? { borderTopWidth: 1 } : {}),
            }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </NativeDialog>
  );
}
