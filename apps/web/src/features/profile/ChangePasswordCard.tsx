import { changePasswordSchema, MESSAGES, MIN_PASSWORD_LENGTH } from "@medhavi/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useValidatedForm } from "../../lib/formErrors";
import { ApiError, api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { toastSuccess } from "../../lib/toast";
import { PasswordField } from "../auth/PasswordField";

const EMPTY = { current_password: "", password: "", confirm_password: "" };

/** Current, new and confirmed password; the server then ends the student's other sessions. */
export function ChangePasswordCard() {
  const { t } = useT();
  const form = useValidatedForm(changePasswordSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    setResult(null);
    try {
      await api.post("/changePassword", data, { silent: true });
      form.reset(EMPTY);
      toastSuccess(MESSAGES.PASSWORD_UPDATED);
      setResult({ ok: true, message: "Password changed. Your other devices have been logged out." });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiError ? error.message : MESSAGES.SOMETHING_WENT_WRONG,
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
          {t("profile.changePassword", "Change password")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          At least {MIN_PASSWORD_LENGTH} characters. Changing it logs you out everywhere else.
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t("profile.changePassword", "Change password")}
        >
          <Grid container columnSpacing={2} rowSpacing={0.5}>
            <Grid size={12}>
              <PasswordField
                {...form.field("current_password")}
                label={t("profile.currentPassword", "Current password")}
                autoComplete="current-password"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                {...form.field("password")}
                label={t("profile.newPassword", "New password")}
                autoComplete="new-password"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PasswordField
                {...form.field("confirm_password")}
                label={t("profile.confirmNewPassword", "Confirm new password")}
                autoComplete="new-password"
                fullWidth
              />
            </Grid>
          </Grid>
          {result && (
            <Alert severity={result.ok ? "success" : "error"} sx={{ mt: 1, mb: 2 }}>
              {translateMessage(result.message)}
            </Alert>
          )}
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
            <Button type="submit" variant="contained" loading={busy}>
              {t("profile.updatePassword", "Update password")}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
