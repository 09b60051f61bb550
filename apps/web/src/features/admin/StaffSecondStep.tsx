import { TRUSTED_DEVICE_DAYS } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "../../lib/http";
import type { AdminInfo } from "../auth/session";
import { AuthenticatorSetup } from "../backoffice/two-step/AuthenticatorSetup";
import { CodeField } from "../backoffice/two-step/CodeField";
import type { Enrolment } from "../backoffice/two-step/types";

/** What the password step asked for (POST /adminLogIn answered a ticket instead of a session). */
export type SecondStep =
  | { kind: "totp"; ticket: string }
  | { kind: "enrol"; ticket: string; enrolment: Enrolment };

export type SignedIn = AdminInfo & { recovery_codes?: string[] };

/**
 * The second step of a staff login: a code from the authenticator app (or a recovery code), or, for the
 * owner's first login, setting the authenticator up.
 */
export function StaffSecondStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondStep;
  onSignedIn: (info: SignedIn) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState<string | null>(null);
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const enrol = step.kind === "enrol";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const usingRecovery = recovery !== null;
    if (usingRecovery ? !recovery.trim() : code.length !== 6) {
      setError(
        usingRecovery
          ? "Enter one of your recovery codes."
          : "Enter the 6-digit code from your authenticator app.",
      );
      return;
    }
    setBusy(true);
    setError("");
    try {
      const body = { ticket: step.ticket, trust_device: trust };
      const reply = enrol
        ? await api.post<SignedIn>(
            "/adminLogIn/enrol",
            { ...body, enrolment: step.enrolment.enrolment, code },
            { silent: true },
          )
        : await api.post<SignedIn>(
            "/adminLogIn/second-factor",
            usingRecovery ? { ...body, recovery_code: recovery } : { ...body, code },
            { silent: true },
          );
      onSignedIn(reply);
    } catch (caught) {
      setBusy(false);
      setError(
        caught instanceof ApiError && caught.status !== 0
          ? caught.message
          : "Could not reach the server. Try again.",
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={enrol ? "Set up two-step sign-in" : "Two-step sign-in"}
    >
      <Typography variant="h1" sx={{ fontSize: "1.5rem", mb: 1, color: "secondary.dark" }}>
        {enrol ? "Set up two-step sign-in" : "Two-step sign-in"}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {enrol
          ? "The owner's account signs in with a password and a code from a phone, so a stolen password alone cannot open the back office."
          : recovery === null
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the recovery codes you saved when you turned two-step sign-in on."}
      </Typography>
      <Stack spacing={2}>
        {enrol && <AuthenticatorSetup enrolment={step.enrolment} />}
        {recovery === null ? (
          <CodeField value={code} onChange={setCode} autoFocus={!enrol} required />
        ) : (
          <TextField
            label="Recovery code"
            value={recovery}
            onChange={(e) => setRecovery(e.target.value)}
            autoComplete="off"
            autoFocus
            required
            fullWidth
          />
        )}
        {!enrol && (
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ alignSelf: "flex-start" }}
            onClick={() => setRecovery(recovery === null ? "" : null)}
          >
            {recovery === null ? "Use a recovery code instead" : "Use the authenticator app instead"}
          </Link>
        )}
        <FormControlLabel
          control={<Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)} />}
          label={`Trust this browser for ${TRUSTED_DEVICE_DAYS} days (not on a shared computer)`}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {enrol ? "Turn on and continue" : "Verify"}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={onRestart}>
          Start again with your password
        </Link>
      </Stack>
    </Box>
  );
}
