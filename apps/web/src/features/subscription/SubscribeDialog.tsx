import { MESSAGES } from "@medhavi/domain";
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";

// Replaced by the full subscription screen in the subscription issue.
export default function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{MESSAGES.SUBSCRIBE_HEADING}</DialogTitle>
    </Dialog>
  );
}
