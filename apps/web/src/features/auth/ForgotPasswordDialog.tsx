import { MESSAGES, MIN_PASSWORD_LENGTH, OTP_LENGTH, verifyEmailSchema } from "@medhavi/domain";
import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import type { Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError, api } from "../../lib/http";
import { translateMessage } from "../../lib/i18n/message";
import { useT } from "../../lib/i18n/useT";
import { ResponsiveDialog } from "../../lib/ResponsiveDialog";
import { toastSuccess } from "../../lib/toast";
import { PasswordField } from "./PasswordField";

/** The server refuses a new OTP within 30 s of the last one; the button waits as long. */
export const OTP_RESEND_SECONDS = 30;

export type ResetStep = "start" | "sent" | "verified";

const STEP_INDEX: Record<ResetStep, number> = { start: 0, sent: 1, verified: 2 };

export interface ForgotPasswordDialogProps {
  open: boolean;
  /** Email to start with (what was typed in the login form). */
  email?: string;
  onClose: () => void;
  /** The password was changed; the caller shows "Success!" and offers the login. */
  onPasswordUpdated: (email: string) => void;
}

interface Problem {
  title?: string;
  message: string;
}

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return { message: error.message };
  console.error("password reset", error);
  return { message: MESSAGES.SOMETHING_WENT_WRONG };
}

/** Live checks of the new password (spec section 5); empty fields are not flagged yet. */
export function newPasswordErrors(password: string, confirm: string) {
  return {
    password: password !== "" && password.length < MIN_PASSWORD_LENGTH ? MESSAGES.PASSWORD_TOO_SHORT : null,
    confirm: confirm !== "" && confirm !== password ? MESSAGES.CONFIRM_PASSWORD_MISMATCH : null,
    ready: password.length >= MIN_PASSWORD_LENGTH && password === confirm,
  };
}

function ResetFlow({
  initialEmail,
  onPasswordUpdated,
}: {
  initialEmail: string;
  onPasswordUpdated: (email: string) => void;
}) {
  const [step, setStep] = useState<ResetStep>("start");
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [masked, setMasked] = useState("");
  const [otp, setOtp] = useState("");
  const [resetToken, setResetToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState<"send" | "verify" | "update" | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const { t } = useT();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendOtp = async (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = verifyEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? MESSAGES.REQUIRED);
      return;
    }
    setEmailError(null);
    setProblem(null);
    setBusy("send");
    try {
      const data = await api.post<{ mobileNumber: string }>("/verifyEmail", parsed.data, { silent: true });
      toastSuccess(MESSAGES.OTP_SENT);
      setEmail(parsed.data.email);
      setMasked(data.mobileNumber);
      setOtp("");
      setSecondsLeft(OTP_RESEND_SECONDS);
      setStep("sent");
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(null);
    }
  };

  const otpComplete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!otpComplete || busy) return;
    setProblem(null);
    setBusy("verify");
    try {
      const data = await api.post<{ reset_token: string }>("/verifyOtp", { email, otp }, { silent: true });
      toastSuccess(MESSAGES.OTP_VERIFIED);
      setResetToken(data.reset_token);
      setStep("verified");
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(null);
    }
  };

  const checks = newPasswordErrors(password, confirm);

  const update = async (event: FormEvent) => {
    event.preventDefault();
    if (!checks.ready || busy) return;
    setProblem(null);
    setBusy("update");
    try {
      await api.post(
        "/updatePasswordForUser",
        { email, password, confirm_password: confirm, reset_token: resetToken },
        { silent: true },
      );
      onPasswordUpdated(email);
    } catch (error) {
      const detail = problemOf(error).message;
      setProblem({
        title: MESSAGES.PASSWORD_UPDATE_FAILED,
        message: detail === MESSAGES.PASSWORD_UPDATE_FAILED ? "" : detail,
      });
      setBusy(null);
    }
  };

  const phoneLike = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });

  return (
    <>
      <Stepper activeStep={STEP_INDEX[step]} alternativeLabel={!phoneLike} sx={{ mb: 3 }}>
        {[
          t("auth.email", "Email"),
          t("auth.reset.verifyOtp", "Verify OTP"),
          t("auth.reset.newPasswordStep", "New password"),
        ].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step !== "verified" && (
        <Box
          component="form"
          noValidate
          onSubmit={step === "start" ? sendOtp : verify}
          aria-label={t("auth.reset.verifyAccount", "Verify your account")}
        >
          {step === "start" ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t(
                "auth.reset.start",
                "Enter the email you signed up with. We will send a {{digits}}-digit OTP to your registered mobile number.",
                { digits: OTP_LENGTH },
              )}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
              {t("auth.reset.sentBefore", "We sent a {{digits}}-digit OTP to", { digits: OTP_LENGTH })}{" "}
              <strong>{masked}</strong>
              {t("auth.reset.sentAfter", ". Enter it below.")}
            </Typography>
          )}
          <Stack spacing={1}>
            <TextField
              label={t("auth.email", "Email")}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(null);
              }}
              disabled={step !== "start"}
              error={emailError !== null}
              helperText={emailError ? translateMessage(emailError) : " "}
              autoFocus={step === "start"}
              fullWidth
            />
            {step === "sent" && (
              <TextField
                label="OTP"
                value={otp}
                onChange={(event) => setOtp(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
                autoComplete="one-time-code"
                autoFocus
                helperText={t("auth.reset.otpHelp", "The {{digits}}-digit code from the SMS.", {
                  digits: OTP_LENGTH,
                })}
                fullWidth
                slotProps={{
                  htmlInput: {
                    inputMode: "numeric",
                    pattern: "[0-9]*",
                    maxLength: OTP_LENGTH,
                    style: { letterSpacing: "0.4em", fontVariantNumeric: "tabular-nums" },
                  },
                }}
              />
            )}
          </Stack>
          {problem && <ProblemAlert problem={problem} />}
          {step === "start" ? (
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={email.trim() === ""}
              loading={busy === "send"}
              sx={{ mt: 2 }}
            >
              {t("auth.reset.send", "Send OTP")}
            </Button>
          ) : (
            <Stack direction="row" spacing={1.5} sx={{ mt: 3, alignItems: "center" }}>
              <Box sx={{ flexGrow: 1 }}>
                <Button
                  variant="text"
                  onClick={() => sendOtp()}
                  disabled={secondsLeft > 0 || busy !== null}
                  loading={busy === "send"}
                >
                  {t("auth.reset.resend", "Resend OTP")}
                </Button>
                {secondsLeft > 0 && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: "block", ml: 1 }}>
                    {t("auth.reset.resendIn", "You can resend in {{seconds}} s", { seconds: secondsLeft })}
                  </Typography>
                )}
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!otpComplete}
                loading={busy === "verify"}
              >
                {t("auth.reset.verify", "Verify")}
              </Button>
            </Stack>
          )}
        </Box>
      )}

      {step === "verified" && (
        <Box
          component="form"
          noValidate
          onSubmit={update}
          aria-label={t("auth.reset.chooseAria", "Choose a new password")}
        >
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {translateMessage(MESSAGES.OTP_VERIFIED)} {t("auth.reset.choose", "Choose a new password.")}
          </Alert>
          <Stack spacing={1}>
            <PasswordField
              label={t("auth.reset.newPassword", "New password")}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={checks.password !== null}
              helperText={
                checks.password
                  ? translateMessage(checks.password)
                  : t("auth.reset.atLeast", "At least {{min}} characters.", { min: MIN_PASSWORD_LENGTH })
              }
              autoFocus
              fullWidth
            />
            <PasswordField
              label={t("auth.reset.confirmNew", "Confirm new password")}
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
              error={checks.confirm !== null}
              helperText={checks.confirm ? translateMessage(checks.confirm) : " "}
              fullWidth
            />
          </Stack>
          {problem && <ProblemAlert problem={problem} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!checks.ready}
            loading={busy === "update"}
            sx={{ mt: 2 }}
          >
            {t("auth.reset.update", "Update")}
          </Button>
        </Box>
      )}
    </>
  );
}

function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {problem.title && (
        <AlertTitle sx={{ mb: problem.message ? 0.5 : 0 }}>{translateMessage(problem.title)}</AlertTitle>
      )}
      {translateMessage(problem.message)}
    </Alert>
  );
}

/**
 * Forgot password (spec sections 4, 5 and 8): email, then the OTP sent by SMS (re-sendable after 30 s),
 * then the new password, set with the single-use proof the OTP check returned.
 */
export function ForgotPasswordDialog({
  open,
  email = "",
  onClose,
  onPasswordUpdated,
}: ForgotPasswordDialogProps) {
  const titleId = useId();
  const { t } = useT();
  return (
    <ResponsiveDialog
      fullScreenBelow="sm"
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t("auth.reset.title", "Forgot password")}
      </DialogTitle>
      <IconButton
        aria-label={t("auth.close", "Close")}
        onClick={onClose}
        sx={{ position: "absolute", right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: "4px !important" }}>
        <ResetFlow initialEmail={email} onPasswordUpdated={onPasswordUpdated} />
      </DialogContent>
    </ResponsiveDialog>
  );
}
