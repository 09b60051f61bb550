import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Enrolment } from "./types";

/** The QR code to scan (or the key to type) into an authenticator app; the caller asks for the first code. */
export function AuthenticatorSetup({ enrolment }: { enrolment: Enrolment }) {
  // An SVG shown as an image never runs scripts; the server drew it from the otpauth:// address.
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;
  const key = enrolment.secret.match(/.{1,4}/g)?.join(" ") ?? enrolment.secret;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password
        or similar), then enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={src}
        alt="QR code for your authenticator app"
        sx={{ width: 184, height: 184, alignSelf: "center", bgcolor: "#fff", p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        Cannot scan? Type this key into the app instead:
      </Typography>
      <Typography
        component="code"
        data-testid="totp-secret"
        sx={{ fontFamily: "monospace", fontSize: "1rem", wordBreak: "break-all", userSelect: "all" }}
      >
        {key}
      </Typography>
    </Stack>
  );
}
