import { formatInr } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmActionDialog } from "../../lib/ConfirmActionDialog";
import type { Column } from "../../lib/DataTable";
import { api } from "../../lib/http";
import { subscriptionLabel } from "../../lib/i18n/format";
import { toastSuccess } from "../../lib/toast";
import {
  formatDate,
  formatDateTime,
  PaymentStatusChip,
  paymentNote,
  refundableRupees,
  refundLines,
  statusNote,
} from "../payments/format";
import type { AdminPaymentRecord } from "../payments/types";

export type AdminPayment = AdminPaymentRecord;
export type PaymentAction = { kind: "reconcile" | "refund" | "fail"; payment: AdminPayment };

const period = (p: AdminPayment) =>
  p.subscription_start !== null && p.subscription_end !== null
    ? `${formatDate(p.subscription_start)} – ${formatDate(p.subscription_end)}`
    : "—";

/** The payments list's columns; on phones amount and status stay on every card. */
export function paymentColumns(act: (a: PaymentAction) => void): Column<AdminPayment>[] {
  return [
    {
      key: "student",
      header: "Student",
      card: "title",
      cell: (p) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.student.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {p.student.email}
          </Typography>
        </>
      ),
      csv: (p) => p.student.email,
    },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      cell: (p) => <strong>{formatInr(p.amount)}</strong>,
      csv: (p) => p.amount,
    },
    {
      key: "status",
      header: "Status",
      cell: (p) => (
        <>
          <PaymentStatusChip status={p.status} refundDue={p.refund_due ?? false} />
          {statusNote(p) && (
            <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
              {statusNote(p)}
            </Typography>
          )}
          {/* A failed refund is money still owed: staff refund again or pay it back another way. */}
          {refundLines(p).map((line) => (
            <Typography
              key={line.text}
              variant="caption"
              color={line.status === "failed" ? "error" : "text.secondary"}
              sx={{ display: "block", mt: 0.5, fontWeight: line.status === "failed" ? 600 : undefined }}
            >
              {line.text}
            </Typography>
          ))}
        </>
      ),
      csv: (p) => (p.refund_due ? "refund_due" : p.status),
    },
    {
      key: "date",
      header: "Date",
      cell: (p) => formatDateTime(p.createdAt),
      csv: (p) => formatDateTime(p.createdAt),
    },
    {
      key: "plan",
      header: "Course and plan",
      cell: (p) => `${p.courseName} · ${subscriptionLabel(p.subscription_type)}`,
      csv: (p) => `${p.courseName} · ${subscriptionLabel(p.subscription_type)}`,
    },
    { key: "period", header: "Subscription period", cell: period, csv: period },
    {
      key: "ids",
      header: "Order / payment ID",
      card: "hidden",
      cell: (p) => (
        <Box
          sx={{
            fontFamily: "monospace",
            fontSize: "0.75rem",
            color: "text.secondary",
            overflowWrap: "anywhere",
          }}
        >
          {p.order_id}
          {p.payment_id && (
            <Box component="span" sx={{ display: "block" }}>
              {p.payment_id}
            </Box>
          )}
        </Box>
      ),
      csv: (p) => `${p.order_id} ${p.payment_id ?? ""}`.trim(),
    },
    { key: "note", header: "Note", card: "hidden", cell: () => null, csv: (p) => paymentNote(p) ?? "" },
    {
      key: "actions",
      header: "Actions",
      cell: (p) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
          {(p.status === "created" || p.status === "attempted") && (
            <>
              <Button size="small" onClick={() => act({ kind: "reconcile", payment: p })}>
                Reconcile
              </Button>
              <Button size="small" color="warning" onClick={() => act({ kind: "fail", payment: p })}>
                Mark failed
              </Button>
            </>
          )}
          {/* A pending refund's webhook may be lost: staff ask Razorpay for its state now. */}
          {(p.refunds ?? [])
            .filter((r) => r.status === "pending")
            .map((r) => (
              <CheckRefundButton key={r.refund_id} refundId={r.refund_id} many={pendingCount(p) > 1} />
            ))}
          {/* Nothing to refund while all that is left is already on its way back (pending). */}
          {p.status === "paid" && refundableRupees(p) > 0 && (
            <Button size="small" color="error" onClick={() => act({ kind: "refund", payment: p })}>
              Refund
            </Button>
          )}
        </Stack>
      ),
    },
  ];
}

const pendingCount = (p: AdminPayment) => (p.refunds ?? []).filter((r) => r.status === "pending").length;

const CHECK_TOAST: Record<string, string> = {
  "still-pending": "Razorpay still reports the refund pending. The money has not reached the student yet.",
  "refund-recorded":
    "Razorpay reports the refund processed: it now counts as refunded (a full refund ends the plan).",
  "refund-failed":
    "Razorpay reports the refund failed: the order is paid again. Refund it again or pay it back another way.",
  "already-recorded": "This refund was already settled.",
};

/** Asks Razorpay what became of a pending refund and shows the answer; nothing to confirm, it only asks. */
function CheckRefundButton({ refundId, many }: { refundId: string; many: boolean }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const reply = await api.post<{ outcome: string }>("/payment/admin/refund/check", {
        refund_id: refundId,
      });
      toastSuccess(CHECK_TOAST[reply.outcome] ?? "Refund checked.");
      await client.invalidateQueries({ queryKey: ["admin", "payments"] });
    } catch {
      // The error toast says why (the gateway did not answer).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" disabled={busy} onClick={check}>
      {busy ? "Checking…" : `Check with Razorpay${many ? ` (${refundId})` : ""}`}
    </Button>
  );
}

const OUTCOME_TOAST: Record<string, string> = {
  "no-payment": "The gateway has no payment for this order.",
  "refund-pending":
    "Refund started. The gateway reports it pending: the student gets the money, and a full refund ends the plan, once it is processed.",
};

/** Confirms a payment correction with a reason; the server records who and why. */
export function PaymentActionDialog({
  action,
  onClose,
}: {
  action: PaymentAction | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [amount, setAmount] = useState("");
  const [issue, setIssue] = useState(true);
  const p = action?.payment;
  const left = p ? refundableRupees(p) : 0;
  const run = async (path: string, body: object) => {
    const reply = await api.post<{ outcome?: string }>(path, body);
    toastSuccess(OUTCOME_TOAST[reply?.outcome ?? ""] ?? "Payment updated.");
    await client.invalidateQueries({ queryKey: ["admin", "payments"] });
  };
  const close = () => {
    setAmount("");
    onClose();
  };
  return (
    <>
      <ConfirmActionDialog
        open={action?.kind === "reconcile"}
        title="Reconcile with the gateway"
        message={`Asks the gateway for the payments of order ${p?.order_id}. A captured payment grants the plan, as if the student's browser had confirmed it.`}
        confirmLabel="Reconcile"
        onClose={close}
        onConfirm={(reason) => run("/payment/admin/reconcile", { order_id: p?.order_id, reason })}
      />
      <ConfirmActionDialog
        open={action?.kind === "fail"}
        title="Mark the order failed"
        message="For a checkout the student abandoned. The order stays payable: money that still arrives is granted."
        confirmLabel="Mark failed"
        destructive
        onClose={close}
        onConfirm={(reason) => run("/payment/admin/markFailed", { order_id: p?.order_id, reason })}
      />
      <ConfirmActionDialog
        open={action?.kind === "refund"}
        title="Refund"
        message={`Up to ${formatInr(left)} is left of this payment (refunds still pending count as paid back). A full refund ends the plan it bought once the gateway has processed it.`}
        confirmLabel="Refund"
        destructive
        ready={amount === "" || (Number(amount) > 0 && Number(amount) <= left)}
        onClose={close}
        onConfirm={(reason) =>
          run("/payment/admin/refund", {
            order_id: p?.order_id,
            reason,
            issue,
            ...(amount === "" ? {} : { amount: Number(amount) }),
          })
        }
      >
        <Stack spacing={1}>
          <TextField
            label="Amount in ₹ (empty: all that is left)"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ""))}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <FormControlLabel
            control={<Switch checked={issue} onChange={(e) => setIssue(e.target.checked)} />}
            label="Issue it through the payment gateway now (off: it was paid back another way; only record it)"
          />
        </Stack>
      </ConfirmActionDialog>
    </>
  );
}
