import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/http";

interface Created {
  userid: number;
  email: string;
  password: string;
}

/** New staff account: the generated password is shown here once and never again. */
export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", reason: "" });
  const [created, setCreated] = useState<Created | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setForm({ firstName: "", lastName: "", email: "", reason: "" });
    setCreated(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      setCreated(await api.post<Created>("/users/staff", form));
      await client.invalidateQueries({ queryKey: ["admin", "users"] });
    } catch {
      // The server's message is already shown.
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
      fullWidth
      {...extra}
    />
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-staff-title"
    >
      <DialogTitle id="new-staff-title">New staff account</DialogTitle>
      <DialogContent>
        {created ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Alert severity="success">Account created for {created.email}.</Alert>
            <Typography>
              Password (shown only now; give it to your colleague in person and ask them to change it from
              their profile):
            </Typography>
            <Typography
              component="code"
              data-testid="staff-password"
              sx={{
                fontFamily: "monospace",
                fontSize: "1.25rem",
                p: 1.5,
                bgcolor: "grey.100",
                borderRadius: 1,
              }}
            >
              {created.password}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {field("firstName", "First name", { required: true })}
            {field("lastName", "Last name")}
            {field("email", "Email", { required: true, type: "email" })}
            {field("reason", "Reason (kept in the audit log)", { required: true })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {created ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={busy || !form.firstName.trim() || !form.email.trim() || form.reason.trim().length < 3}
            >
              Create account
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
