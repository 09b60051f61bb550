import { MESSAGES } from "@medhavi/domain";
import CloseIcon from "@mui/icons-material/Close";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { SubscriptionScreen } from "./SubscriptionScreen";

/** The "Subscribe to a course" popup: the subscription screen in a dialog (full screen on phones). */
export default function SubscribeDialog({
  open,
  onClose,
  navigate = (path: string) => window.location.assign(path),
}: {
  open: boolean;
  onClose: () => void;
  /** In-app navigation handed over by whoever opened the dialog; defaults to a full page load. */
  navigate?: (path: string) => void;
}) {
  const { t } = useT();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="subscribe-dialog-title"
      scroll="paper"
    >
      <DialogTitle
        id="subscribe-dialog-title"
        sx={{ pr: 7, color: "secondary.dark", fontWeight: 700, fontSize: { xs: "1.25rem", md: "1.5rem" } }}
      >
        {translateMessage(MESSAGES.SUBSCRIBE_HEADING)}
        <IconButton
          aria-label={t("auth.close", "Close")}
          onClick={onClose}
          sx={{ position: "absolute", right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: "background.default" }}>
        <SubscriptionScreen variant="dialog" navigate={navigate} onClose={onClose} />
      </DialogContent>
    </ResponsiveDialog>
  );
}
