import { BRAND, loginSchema, MESSAGES, signupSchema } from "@medhavi/domain";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useState } from "react";
import { browser } from "../../lib/browser";
import { phoneChars, useValidatedForm } from "../../lib/formErrors";
import { ApiError, api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { useProofOfWork, withProof } from "../../lib/proofOfWork";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { BRAND_COLORS } from "../../lib/theme";
import { MessageDialog } from "./MessageDialog";
import { PasswordField } from "./PasswordField";
import { type LoginReply, storeLogin } from "./session";

export type AuthView = "login" | "signup";

export interface LoginDialogProps {
  open: boolean;
  view: AuthView;
  /** Email to start the login form with (e.g. after signup). */
  email?: string;
  onClose: () => void;
  /** Switch between the login and signup views (and prefill the email). */
  onSwitchView: (view: AuthView, email?: string) => void;
  onForgotPassword: (email: string) => void;
}

/** Gold dark enough for text on white (WCAG AA). */
const linkSx = { color: BRAND_COLORS.goldText, fontWeight: 600 } as const;

/** A server refusal goes to the error dialog; a network failure is only logged (spec section 8). */
function refusalMessage(error: unknown, what: string): string | null {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  console.error(`${what} failed`, error);
  return null;
}

function LoginView({
  email,
  onSwitchView,
  onForgotPassword,
  onError,
}: {
  email: string;
  onSwitchView: LoginDialogProps["onSwitchView"];
  onForgotPassword: (email: string) => void;
  onError: (title: string, message: string) => void;
}) {
  const form = useValidatedForm(loginSchema, { email, password: "" });
  const [busy, setBusy] = useState(false);
  const { t } = useT();

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      const reply = await api.post<LoginReply>("/login", data, { silent: true });
      await storeLogin(reply);
      // Start the app afresh with the new session (spec section 4); the button keeps spinning meanwhile.
      browser.assign("/");
    } catch (error) {
      setBusy(false);
      const message = refusalMessage(error, "login");
      if (message) onError(t("auth.loginFailed", "Login failed"), translateMessage(message));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t("auth.login", "Login")}>
      <Stack spacing={0.5}>
        <TextField
          {...form.field("email")}
          label={t("auth.email", "Email")}
          type="email"
          autoComplete="email"
          autoFocus={email === ""}
          required
          fullWidth
        />
        <PasswordField
          {...form.field("password")}
          label={t("auth.password", "Password")}
          autoComplete="current-password"
          autoFocus={email !== ""}
          required
          fullWidth
        />
      </Stack>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: -1, mb: 2 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={linkSx}
          onClick={() => onForgotPassword(form.values.email)}
        >
          {t("auth.forgot", "Forgot password?")}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        {t("auth.login", "Login")}
      </Button>
      <Typography variant="body2" sx={{ mt: 2.5, textAlign: "center", color: "text.secondary" }}>
        {t("auth.newTo", "New to {{brand}}?", { brand: BRAND.name })}{" "}
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={linkSx}
          onClick={() => onSwitchView("signup", form.values.email)}
        >
          {t("auth.createAccount", "Create an account")}
        </Link>
      </Typography>
    </Box>
  );
}

const EMPTY_SIGNUP = {
  firstName: "",
  lastName: "",
  mobileNumber: "",
  email: "",
  password: "",
  confirm_password: "",
};

function SignupView({
  email,
  onSwitchView,
  onError,
  onCreated,
}: {
  email: string;
  onSwitchView: LoginDialogProps["onSwitchView"];
  onError: (title: string, message: string) => void;
  onCreated: (email: string) => void;
}) {
  const form = useValidatedForm(signupSchema, { ...EMPTY_SIGNUP, email });
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  // The proof of work is solved while the visitor fills the form in (the view just opened).
  const proof = useProofOfWork();
  useEffect(() => proof.warm(), [proof]);

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      await withProof(proof, (headers) => api.post("/signup", data, { silent: true, headers }));
      onCreated(data.email);
    } catch (error) {
      proof.warm(); // ready for the next try
      const message = refusalMessage(error, "signup");
      if (message) onError(t("auth.signupFailed", "Signup failed"), translateMessage(message));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t("auth.signup", "Sign up")}>
      <Stack spacing={0.5}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0.5, sm: 2 }}>
          <TextField
            {...form.field("firstName")}
            label={t("auth.firstName", "First name")}
            autoComplete="given-name"
            autoFocus
            required
            fullWidth
          />
          <TextField
            {...form.field("lastName")}
            label={t("auth.lastName", "Last name")}
            autoComplete="family-name"
            required
            fullWidth
          />
        </Stack>
        <TextField
          {...form.field("mobileNumber", phoneChars)}
          label={t("auth.mobile", "Mobile number")}
          type="tel"
          autoComplete="tel"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: "tel" } }}
        />
        <TextField
          {...form.field("email")}
          label={t("auth.email", "Email")}
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...form.field("password")}
          label={t("auth.password", "Password")}
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...form.field("confirm_password")}
          label={t("auth.confirmPassword", "Confirm password")}
          autoComplete="new-password"
          required
          fullWidth
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 1 }}>
        {t("auth.signup", "Sign up")}
      </Button>
      <Typography variant="body2" sx={{ mt: 2.5, textAlign: "center", color: "text.secondary" }}>
        {t("auth.haveAccount", "Already have an account?")}{" "}
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={linkSx}
          onClick={() => onSwitchView("login", form.values.email)}
        >
          {t("auth.logIn", "Log in")}
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * The login / signup dialog (spec sections 2, 4, 5 and 8): one dialog toggling between the two views.
 * Errors show after the first submit and then follow every change; Enter submits; the submit button spins
 * while the call runs; server refusals open an error dialog; a new account gets "Account Created
 * Successfully!" and the login view with the email filled in.
 */
export function LoginDialog({
  open,
  view,
  email = "",
  onClose,
  onSwitchView,
  onForgotPassword,
}: LoginDialogProps) {
  const titleId = useId();
  // The texts stay while a message dialog fades out; only `open` flips.
  const [error, setError] = useState({ open: false, title: "", message: "" });
  const [created, setCreated] = useState(false);
  const showError = (title: string, message: string) => setError({ open: true, title, message });
  const { t } = useT();
  const title = view === "login" ? t("auth.login", "Login") : t("auth.signup", "Sign up");

  return (
    <>
      <ResponsiveDialog
        fullScreenBelow="sm"
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId} sx={{ pr: 7, pb: 0.5 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={t("auth.close", "Close")}
          onClick={onClose}
          sx={{ position: "absolute", right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ pt: "8px !important" }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            {view === "login"
              ? t("auth.welcomeBack", "Welcome back. Log in to continue with your course at {{brand}}.", {
                  brand: BRAND.name,
                })
              : t(
                  "auth.signupLead",
                  "Create your student account. You can start a 15-day free trial right after.",
                )}
          </Typography>
          {view === "login" ? (
            <LoginView
              key={`login-${email}`}
              email={email}
              onSwitchView={onSwitchView}
              onForgotPassword={onForgotPassword}
              onError={showError}
            />
          ) : (
            <SignupView
              key="signup"
              email={email}
              onSwitchView={onSwitchView}
              onError={showError}
              onCreated={(createdEmail) => {
                setCreated(true);
                onSwitchView("login", createdEmail);
              }}
            />
          )}
        </DialogContent>
      </ResponsiveDialog>
      <MessageDialog
        open={error.open}
        severity="error"
        title={error.title}
        message={error.message}
        onClose={() => setError((current) => ({ ...current, open: false }))}
      />
      <MessageDialog
        open={created}
        severity="success"
        title={MESSAGES.ACCOUNT_CREATED}
        message={t(
          "auth.createdText",
          "Log in with your email and password to choose a course and start learning.",
        )}
        actionLabel={t("auth.continueToLogin", "Continue to login")}
        onClose={() => setCreated(false)}
      />
    </>
  );
}
