import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";

export interface NativeDialogProps {
  open: boolean;
  /** Escape or a click beside the dialog; leave it out for a dialog that cannot be dismissed. */
  onClose?: () => void;
  /** The id of the element that names the dialog (its title), or `label`. */
  labelledBy?: string;
  label?: string;
  /** The box: size, place, colours. Its content should fill it (a click on the box itself is a backdrop click). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A modal on the browser's own `<dialog>`: it takes the focus, keeps it inside, makes the page behind
 * inert, closes on Escape and gives the focus back to what opened it. MUI's Dialog and Drawer bring
 * Modal, its focus trap, portal and transitions (10–14 KiB gzip, and their work on every open) to do the
 * same; the test screen and the phone menu use this one (bench/interactions.mjs).
 */
/**
 * Whether a dialog has been open at least once. A dialog renders nothing until it first opens: a screen's
 * closed dialogs (the test screen has four) are then no work in its first render. Once opened it stays,
 * closed, so that closing gives the focus back as before. A dialog whose content is costly to build (every
 * question of the paper) asks this before building it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  opened.current ||= open;
  return opened.current;
}

export function NativeDialog({ open, onClose, labelledBy, label, sx, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useOpenedOnce(open);
  // Before paint, so the dialog never shows without the modal's focus and inert page behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };
  const dialog = (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
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
      sx={[
        {
          p: 0,
          border: 0,
          color: "text.primary",
          bgcolor: "background.paper",
          overflow: "hidden",
          "&::backdrop": { bgcolor: "rgba(0, 0, 0, 0.5)" },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {open && children}
    </Box>
  );
  // At the end of the body, as MUI's dialogs are: when a page ends from inside one (Submit test), the
  // next page's first Tab starts from the top (the skip link), not from where the dialog was. Taken out
  // of the page while open, a modal dialog leaves the top layer and the page is no longer inert.
  if (!opened) return null;
  return typeof document === "undefined" ? dialog : createPortal(dialog, document.body);
}
