import { formatInr } from "@medhavi/domain";
import ScienceOutlinedIcon from "@mui/icons-material/ScienceOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { api } from "../../lib/http";
import { useT } from "../../lib/i18n/useT";
import type { CheckoutOutcome, OrderReply } from "./checkout";

type Outcome = "success" | "failure";

/**
 * The in-app checkout used when the server runs the sandbox gateway (no Razorpay keys). It is clearly a
 * test: "Pay" asks the server to sign the payment exactly as Razorpay would; "Fail payment" records a
 * declined payment. The flow module then verifies (or reports the failure) as it would for Razorpay.
 */
export function SandboxCheckoutDialog({
  order,
  onResult,
}: {
  order: OrderReply | null;
  onResult: (outcome: CheckoutOutcome) => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState<Outcome | null>(null);
  const amount = order ? formatInr(order.amount / 100) : "";

  const pay = async (outcome: Outcome) => {
    if (!order) return;
    setBusy(outcome);
    try {
      const response = await api.post<Record<string, unknown>>(
        "/payment/sandbox/pay",
        { order_id: order.order_id, outcome },
        { silent: true },
      );
      onResult(outcome === "success" ? { kind: "paid", response } : { kind: "failed" });
    } catch {
      onResult({ kind: "failed" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={order !== null}
      onClose={() => {
        if (!busy) onResult({ kind: "dismissed" });
      }}
      aria-labelledby="sandbox-checkout-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="sandbox-checkout-title" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <ScienceOutlinedIcon color="secondary" aria-hidden />
        {t("sandbox.title", "Sandbox checkout")}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(
            "sandbox.warning",
            "Test payment: no card is charged and no money moves. Online payments are not connected yet.",
          )}
        </Alert>
        {order && (
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t("sandbox.product", "Course and plan")}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{order.product_name}</Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t("sandbox.amount", "Amount")}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: "1.75rem", color: "secondary.dark" }}>
                {amount}
              </Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t("sandbox.orderId", "Order ID")}
              </Typography>
              <Typography variant="body2" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
                {order.order_id}
              </Typography>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>
        <Button
          color="error"
          variant="outlined"
          disabled={busy !== null}
          onClick={() => pay("failure")}
          startIcon={busy === "failure" ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("sandbox.fail", "Fail payment")}
        </Button>
        <Button
          variant="contained"
          disabled={busy !== null}
          onClick={() => pay("success")}
          startIcon={busy === "success" ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("sandbox.pay", "Pay {{amount}}", { amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
