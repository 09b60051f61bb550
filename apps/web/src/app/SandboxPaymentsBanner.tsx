import Alert from "@mui/material/Alert";
import { useServerConfig } from "../lib/academyTime";

/** Every back-office page says so while checkouts grant plans with no money moving (no Razorpay keys). */
export function SandboxPaymentsBanner() {
  if (useServerConfig()?.payments !== "sandbox") return null;
  return (
    // A standing notice, not news: role "note", so screen readers do not announce it on every page.
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      <strong>Payments are in sandbox mode:</strong> checkouts grant plans with no money moving. Set
      RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET on the server before you take real payments.
    </Alert>
  );
}
