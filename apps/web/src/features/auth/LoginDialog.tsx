import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { BRAND_CONTACT } from "../../app/brandContact";

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The login / signup dialog. The sign-in and sign-up forms arrive with the authentication issue; until
 * then it tells visitors how to enrol.
 */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="login-dialog-title">Login / Signup</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Student accounts open soon. Call or write to us from the Contact page to enrol.
        </DialogContentText>
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Link href={BRAND_CONTACT.phoneHref}>{BRAND_CONTACT.phone}</Link>
          <Link href={`mailto:${BRAND_CONTACT.email}`}>{BRAND_CONTACT.email}</Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
