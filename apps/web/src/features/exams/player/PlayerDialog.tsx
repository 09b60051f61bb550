import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";

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

/**
 * The test screen's dialogs on the browser's own modal `<dialog>`: it takes the focus, keeps it inside,
 * makes the page behind inert, closes on Escape and gives the focus back to what opened it. MUI's Dialog
 * and Drawer bring Modal, its focus trap, portal and transitions (14 KiB gzip) to do the same.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Before paint, so the dialog never shows without the modal's focus and inert page behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's box is its inner Stack: a click on the dialog element itself is on the backdrop.
    if (event.target === event.currentTarget) onClose?.();
  };
  const rule = dividers ? { borderColor: "divider", borderStyle: "solid", borderWidth: 0 } : {};
  const dialog = (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog closes.
        event.preventDefault();
        onClose?.();
      }}
      onClick={onBackdrop}
      onClose={() => {
        // The browser closed it anyway (a second Escape may not be refused): follow the state.
        if (!open) return;
        if (onClose) onClose();
        else ref.current?.showModal();
      }}
      sx={{
        p: 0,
        border: 0,
        color: "text.primary",
        bgcolor: "background.paper",
        boxShadow: 24,
        overflow: "hidden",
        "&::backdrop": { bgcolor: "rgba(0, 0, 0, 0.5)" },
        ...(side
          ? { m: 0, ml: "auto", width: "min(340px, 88vw)", height: "100%", maxHeight: "100%" }
          : { width: "calc(100% - 32px)", maxWidth, maxHeight: "calc(100% - 64px)", borderRadius: 1 }),
      }}
    >
      {open && (
        // Fills the dialog, so that only a click on the backdrop lands on the dialog element itself.
        <Stack sx={side ? { height: "100%" } : { maxHeight: "calc(100dvh - 64px)" }}>
          <Stack
            direction="row"
            sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, pr: 1 }}
          >
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
            sx={{
              px: 3,
              pb: 2,
              overflowY: "auto",
              ...rule,
              ...(dividers ? { borderTopWidth: 1, pt: 2 } : {}),
            }}
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
      )}
    </Box>
  );
  // At the end of the body, as MUI's dialogs are: when a test ends from inside one (Submit test), the
  // next page's first Tab starts from the top (the skip link), not from where the dialog was. Taken out
  // of the page while open, a modal dialog leaves the top layer and the page is no longer inert.
  return typeof document === "undefined" ? dialog : createPortal(dialog, document.body);
}
