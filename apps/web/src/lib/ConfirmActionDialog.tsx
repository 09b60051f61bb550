import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type ReactNode, useState } from "react";

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Fields of the action (a plan, a course) above the reason. */
  children?: ReactNode;
  /** Extra check before the action may run (e.g. a course chosen). */
  ready?: boolean;
  /** False for actions whose content says it all (a notification's message). */
  askReason?: boolean;
  onClose: () => void;
  /** Runs the action with the reason; the dialog closes when it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Every staff action is confirmed here with a reason (at least 3 characters), which the audit log keeps. */
export function ConfirmActionDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive,
  children,
  ready = true,
  askReason = true,
  onClose,
  onConfirm,
}: ConfirmActionDialogProps) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const valid = (!askReason || reason.trim().length >= 3) && ready;
  const close = () => {
    if (busy) return;
    setReason("");
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason("");
      onClose();
    } catch {
      // The HTTP client has shown the server's message; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="confirm-action-title">
      <DialogTitle id="confirm-action-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        {children}
        {askReason && (
          <TextField
            label="Reason (kept in the audit log)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            required
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={destructive ? "error" : "primary"}
          onClick={submit}
          disabled={!valid || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
