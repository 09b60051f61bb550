import { MESSAGES, profileChangeNeedsPassword, profileFormSchema } from "@medhavi/domain";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { connectivity } from "../../lib/connectivity";
import { phoneChars, useValidatedForm } from "../../lib/formErrors";
import { ApiError, api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { submitChange } from "../../lib/outbox/submit";
import { toast, toastSuccess } from "../../lib/toast";
import { PasswordField } from "../auth/PasswordField";
import type { UserInfo } from "../auth/session";
import { useApplyProfile } from "./profileApi";

const toastInfo = (message: string) => toast(message, "info");
const NEEDS_CONNECTION =
  "Changing your email or mobile number needs a connection (it asks for your password). Please try again when you're online.";

const sameEmail = (a: string, b: string | undefined) =>
  a.trim().toLowerCase() === (b ?? "").trim().toLowerCase();

function EditForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useT();
  const applyProfile = useApplyProfile();
  // A new email or mobile number needs the current password (checked again on the server).
  const schema = useMemo(() => profileFormSchema(user), [user]);
  const form = useValidatedForm(schema, {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    mobileNumber: user.mobileNumber ?? "",
    email: user.email ?? "",
    current_password: "",
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const needsPassword = profileChangeNeedsPassword(user, form.values);

  const submit = form.handleSubmit(async (data) => {
    const changes: Record<string, string> = {};
    if (data.firstName !== undefined && data.firstName !== user.firstName) changes.firstName = data.firstName;
    if (data.lastName !== undefined && data.lastName !== user.lastName) changes.lastName = data.lastName;
    if (data.mobileNumber !== undefined && data.mobileNumber !== user.mobileNumber)
      changes.mobileNumber = data.mobileNumber;
    if (data.email !== undefined && !sameEmail(data.email, user.email)) changes.email = data.email;
    if (profileChangeNeedsPassword(user, data)) changes.current_password = data.current_password ?? "";
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (changes.current_password !== undefined) {
        // A password is never written to the device's outbox: this change needs a live connection.
        if (!connectivity.getState().online) throw new ApiError(NEEDS_CONNECTION, 0);
        const fresh = await api.post<UserInfo>("/updateprofile", changes, { silent: true });
        applyProfile(fresh);
        toastSuccess("Profile updated successfully!");
      } else {
        const sent = await submitChange<UserInfo>({
          method: "POST",
          path: "/updateprofile",
          body: changes,
          label: "Your profile changes",
          silent: true,
        });
        // Queued: show the edit now; the server's copy replaces it when it is delivered.
        applyProfile(sent.queued ? { ...user, ...changes } : sent.data);
        if (sent.queued)
          toastInfo("No connection: your profile changes will be sent when you're back online.");
        else toastSuccess("Profile updated successfully!");
      }
      onDone();
    } catch (error) {
      setBusy(false);
      setProblem(
        error instanceof ApiError && error.status === 0 && changes.current_password !== undefined
          ? NEEDS_CONNECTION
          : error instanceof ApiError
            ? error.message
            : MESSAGES.SOMETHING_WENT_WRONG,
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t("profile.editProfile", "Edit profile")}>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.field("firstName")}
            label={t("profile.firstName", "First name")}
            autoComplete="given-name"
            autoFocus
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.field("lastName")}
            label={t("profile.lastName", "Last name")}
            autoComplete="family-name"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.field("mobileNumber", phoneChars)}
            label={t("profile.mobileNumber", "Mobile number")}
            type="tel"
            autoComplete="tel"
            fullWidth
            slotProps={{ htmlInput: { inputMode: "tel" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.field("email")}
            label={t("profile.email", "Email")}
            type="email"
            autoComplete="email"
            fullWidth
          />
        </Grid>
        {needsPassword && (
          <Grid size={12}>
            <PasswordField
              {...form.field("current_password")}
              label={t("profile.currentPassword", "Current password")}
              autoComplete="current-password"
              fullWidth
              helperText={
                form.errors.current_password
                  ? translateMessage(form.errors.current_password)
                  : t(
                      "profile.passwordToChange",
                      "Enter your current password to change your mobile number or email.",
                    )
              }
            />
          </Grid>
        )}
      </Grid>
      {problem && (
        <Alert severity="error" sx={{ mt: 1, mb: 2 }}>
          {translateMessage(problem)}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 1, justifyContent: "flex-end" }}>
        <Button variant="text" color="secondary" onClick={onDone} disabled={busy}>
          {t("profile.cancel", "Cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t("profile.saveChanges", "Save changes")}
        </Button>
      </Stack>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useT();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: "break-word" }}>
        {value || t("profile.notGiven", "Not given")}
      </Typography>
    </Grid>
  );
}

/** Name, mobile number and email: shown, and edited in place. */
export function DetailsCard({ user }: { user: UserInfo }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: "flex", alignItems: "center", mb: 2, gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.125rem", flexGrow: 1 }}>
            {t("profile.personalDetails", "Personal details")}
          </Typography>
          {!editing && (
            <Button
              startIcon={<EditOutlinedIcon />}
              variant="outlined"
              color="secondary"
              onClick={() => setEditing(true)}
            >
              {t("profile.editProfile", "Edit profile")}
            </Button>
          )}
        </Box>
        {editing ? (
          <EditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            <Detail label={t("profile.firstName", "First name")} value={user.firstName} />
            <Detail label={t("profile.lastName", "Last name")} value={user.lastName} />
            <Detail label={t("profile.mobileNumber", "Mobile number")} value={user.mobileNumber} />
            <Detail label={t("profile.email", "Email")} value={user.email} />
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
