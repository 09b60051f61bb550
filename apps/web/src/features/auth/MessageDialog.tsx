import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";

export interface MessageDialogProps {
  open: boolean;
  severity: "error" | "success";
  title: string;
  message?: string;
  /** Label of the one button; "OK" by default. */
  actionLabel?: string;
  onClose: () => void;
}

/**
 * A small alert dialog for a result the user must see: a server's refusal (spec section 8: "server message
 * in an error dialog") or a success such as "Account Created Successfully!".
 */
export function MessageDialog({ open, severity, title, message, actionLabel, onClose }: MessageDialogProps) {
  const id = useId();
  const { t } = useT();
  const Icon = severity === "error" ? ErrorOutlineIcon : CheckCircleOutlineIcon;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ display: "flex", justifyContent: "center", pt: 3 }}>
        <Icon color={severity} sx={{ fontSize: 48 }} aria-hidden />
      </Box>
      <DialogTitle id={`${id}-title`} sx={{ textAlign: "center", pb: 1 }}>
        {translateMessage(title)}
      </DialogTitle>
      {message && (
        <DialogContent sx={{ textAlign: "center", pb: 1 }}>
          <DialogContentText id={`${id}-text`}>{translateMessage(message)}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: "center", pb: 3 }}>
        <Button
          variant="contained"
          color={severity === "error" ? "secondary" : "primary"}
          onClick={onClose}
          autoFocus
          sx={{ minWidth: 128 }}
        >
          {actionLabel ?? t("common.ok", "OK")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
