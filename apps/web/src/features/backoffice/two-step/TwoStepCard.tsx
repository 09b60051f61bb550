import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../../../lib/http";
import { LoadError, LoadingSkeletons } from "../../../lib/LoadStates";
import { toastSuccess } from "../../../lib/toast";
import { AuthenticatorSetup } from "./AuthenticatorSetup";
import { CodeField } from "./CodeField";
import { RecoveryCodes } from "./RecoveryCodes";
import type { Enrolment, TwoStepStatus } from "./types";

type Dialogue =
  | { kind: "setup"; enrolment: Enrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "renew" }
  | { kind: "off" };

const KEY = ["admin", "two-step"];

/** The staff member's two-step sign-in: turn it on (QR code, first code, recovery codes), renew codes, turn it off. */
export function TwoStepCard() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: () => api.get<TwoStepStatus>("/staff/two-step") });
  const [dialogue, setDialogue] = useState<Dialogue | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const open = (next: Dialogue | null) => {
    setDialogue(next);
    setCode("");
    setError("");
  };
  const start = async () => {
    setBusy(true);
    try {
      open({ kind: "setup", enrolment: await api.post<Enrolment>("/staff/two-step/start") });
    } catch {
      // The HTTP client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dialogue || code.length !== 6)
      return setError("Enter the 6-digit code from your authenticator app.");
    setBusy(true);
    setError("");
    try {
      if (dialogue.kind === "setup") {
        const reply = await api.post<{ recovery_codes: string[] }>(
          "/staff/two-step/confirm",
          { enrolment: dialogue.enrolment.enrolment, code },
          { silent: true },
        );
        open({ kind: "codes", codes: reply.recovery_codes });
      } else if (dialogue.kind === "renew") {
        const reply = await api.post<{ recovery_codes: string[] }>(
          "/staff/two-step/recovery-codes",
          { code },
          { silent: true },
        );
        open({ kind: "codes", codes: reply.recovery_codes });
      } else if (dialogue.kind === "off") {
        await api.post("/staff/two-step/off", { code }, { silent: true });
        toastSuccess("Two-step sign-in is off.");
        open(null);
      }
      await client.invalidateQueries({ queryKey: KEY });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status !== 0
          ? caught.message
          : "Could not reach the server. Try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  const title =
    dialogue?.kind === "setup"
      ? "Turn on two-step sign-in"
      : dialogue?.kind === "codes"
        ? "Your recovery codes"
        : dialogue?.kind === "renew"
          ? "New recovery codes"
          : "Turn off two-step sign-in";
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
            Two-step sign-in
          </Typography>
          {status.data && (
            <Chip
              size="small"
              color={status.data.enabled ? "success" : "default"}
              label={status.data.enabled ? "On" : "Off"}
            />
          )}
        </Stack>
        {status.isPending ? (
          <LoadingSkeletons label="Loading two-step sign-in" height={40} count={1} />
        ) : status.isError ? (
          <LoadError message="Two-step sign-in could not be loaded." onRetry={() => status.refetch()} />
        ) : status.data.enabled ? (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              Logins from a new browser ask for a code from your authenticator app.{" "}
              {status.data.recovery_codes_left} recovery code
              {status.data.recovery_codes_left === 1 ? "" : "s"} left.
            </Typography>
            {status.data.required && (
              <Alert severity="info">The owner's account must keep two-step sign-in on.</Alert>
            )}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <Button variant="outlined" onClick={() => open({ kind: "renew" })}>
                New recovery codes
              </Button>
              {!status.data.required && (
                <Button variant="outlined" color="error" onClick={() => open({ kind: "off" })}>
                  Turn off
                </Button>
              )}
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <Typography variant="body2" color="text.secondary">
              Add a code from your phone to your password, so a stolen password alone cannot open the back
              office.
            </Typography>
            <Button variant="contained" loading={busy && !dialogue} onClick={() => void start()}>
              Turn on
            </Button>
          </Stack>
        )}
      </CardContent>
      <Dialog open={dialogue !== null} onClose={() => !busy && open(null)} fullWidth maxWidth="xs">
        <form noValidate onSubmit={submit}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {dialogue?.kind === "setup" && <AuthenticatorSetup enrolment={dialogue.enrolment} />}
              {dialogue?.kind === "codes" ? (
                <RecoveryCodes codes={dialogue.codes} />
              ) : (
                <>
                  {dialogue?.kind === "renew" && (
                    <Typography variant="body2">
                      Your old recovery codes stop working once the new ones are made.
                    </Typography>
                  )}
                  {dialogue?.kind === "off" && (
                    <Typography variant="body2">Logins will ask for your password only.</Typography>
                  )}
                  <CodeField
                    value={code}
                    onChange={setCode}
                    autoFocus={dialogue?.kind !== "setup"}
                    required
                  />
                  {error && (
                    <Alert severity="error" role="alert">
                      {error}
                    </Alert>
                  )}
                </>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            {dialogue?.kind === "codes" ? (
              <Button variant="contained" onClick={() => open(null)}>
                I have saved them
              </Button>
            ) : (
              <>
                <Button onClick={() => open(null)} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  color={dialogue?.kind === "off" ? "error" : "primary"}
                  loading={busy}
                >
                  {dialogue?.kind === "setup"
                    ? "Turn on"
                    : dialogue?.kind === "off"
                      ? "Turn off"
                      : "Make new codes"}
                </Button>
              </>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
