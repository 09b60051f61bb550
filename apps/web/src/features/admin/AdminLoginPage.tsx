import { BRAND, loginSchema } from "@medhavi/domain";
import AdminPanelSettingsOutlinedIcon from "@mui/icons-material/AdminPanelSettingsOutlined";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Navigate, Link as RouterLink, useNavigate } from "react-router";
import { BrandLink } from "../../lib/BrandMark";
import { useValidatedForm } from "../../lib/formErrors";
import { ApiError, api } from "../../lib/http";
import { MAIN_ID, SkipLink } from "../../lib/SkipLink";
import { secureStorage } from "../../lib/secureStorage";
import { BRAND_COLORS } from "../../lib/theme";
import { usePageTitle } from "../../lib/usePageTitle";
import { MessageDialog } from "../auth/MessageDialog";
import { PasswordField } from "../auth/PasswordField";
import { useAdminInfo } from "../auth/session";
import { RecoveryCodes } from "../backoffice/two-step/RecoveryCodes";
import type { Enrolment } from "../backoffice/two-step/types";
import { type SecondStep, type SignedIn, StaffSecondStep } from "./StaffSecondStep";

/** POST /adminLogIn with two-step sign-in on: a ticket for the second step instead of a session. */
interface PasswordStepReply {
  second_factor: "totp" | "enrol";
  ticket: string;
  enrolment?: Enrolment;
}

/** /admin/login: the back office's own entrance (hidden from the menus). */
export default function AdminLoginPage() {
  usePageTitle("Staff login");
  const admin = useAdminInfo();
  const navigate = useNavigate();
  const form = useValidatedForm(loginSchema, { email: "", password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState({ open: false, message: "" });
  const [step, setStep] = useState<SecondStep | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const enter = () => navigate("/admin", { replace: true });
  const signedIn = ({ recovery_codes, ...info }: SignedIn) => {
    // The reply carries the staff token; the HTTP client sends it on every /admin call.
    secureStorage.setItem("admin-info", info);
    if (recovery_codes) setRecoveryCodes(recovery_codes);
    else enter();
  };

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      const reply = await api.post<SignedIn | PasswordStepReply>("/adminLogIn", data, { silent: true });
      if ("second_factor" in reply) {
        setBusy(false);
        setStep(
          reply.second_factor === "enrol" && reply.enrolment
            ? { kind: "enrol", ticket: reply.ticket, enrolment: reply.enrolment }
            : { kind: "totp", ticket: reply.ticket },
        );
        return;
      }
      signedIn(reply);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.status !== 0)
        setError({ open: true, message: caught.message });
      else console.error("admin login failed", caught);
    }
  });

  if (admin && !busy && !recoveryCodes) return <Navigate to="/admin" replace />;

  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <AppBar position="static" color="secondary">
        <Toolbar>
          <BrandLink />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="xs"
        sx={{ flexGrow: 1, display: "grid", placeItems: "center", py: { xs: 4, md: 8 } }}
      >
        <Card variant="outlined" sx={{ width: "100%" }}>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            {recoveryCodes ? (
              <Stack spacing={2}>
                <Typography variant="h1" sx={{ fontSize: "1.5rem", color: "secondary.dark" }}>
                  Two-step sign-in is on
                </Typography>
                <RecoveryCodes codes={recoveryCodes} />
                <Button variant="contained" size="large" onClick={enter}>
                  I have saved them: continue
                </Button>
              </Stack>
            ) : step ? (
              <StaffSecondStep step={step} onSignedIn={signedIn} onRestart={() => setStep(null)} />
            ) : (
              <>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: "50%",
                    display: "grid",
                    placeItems: "center",
                    bgcolor: "rgba(201, 151, 43, 0.16)",
                    color: "secondary.main",
                    mb: 2,
                  }}
                >
                  <AdminPanelSettingsOutlinedIcon aria-hidden />
                </Box>
                <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1, color: "secondary.dark" }}>
                  Staff login
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                  The back office of {BRAND.name}, for staff who manage students, courses, tests and payments.
                </Typography>
                <Box component="form" noValidate onSubmit={submit} aria-label="Staff login">
                  <Stack spacing={0.5}>
                    <TextField
                      {...form.field("email")}
                      label="Email"
                      type="email"
                      autoComplete="username"
                      autoFocus
                      required
                      fullWidth
                    />
                    <PasswordField
                      {...form.field("password")}
                      label="Password"
                      autoComplete="current-password"
                      required
                      fullWidth
                    />
                  </Stack>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidth
                    loading={busy}
                    sx={{ mt: 1 }}
                  >
                    Log in
                  </Button>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: "center" }}>
                  A student?{" "}
                  <Link component={RouterLink} to="/" sx={{ color: BRAND_COLORS.goldText, fontWeight: 600 }}>
                    Go to the home page
                  </Link>
                </Typography>
              </>
            )}
          </CardContent>
        </Card>
      </Container>
      <MessageDialog
        open={error.open}
        severity="error"
        title="Login failed"
        message={error.message}
        onClose={() => setError((current) => ({ ...current, open: false }))}
      />
    </Box>
  );
}
