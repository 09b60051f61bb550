import { REFUND_LABEL, refundablePaise, refundTotals } from "@medhavi/domain";
import Chip from "@mui/material/Chip";
import { formatAcademyDay, formatAcademyTime } from "../../lib/academyTime";
import { showRupees } from "../../lib/i18n/format";
import { translate } from "../../lib/i18n/language";
import { useT } from "../../lib/i18n/useT";
import type { PaymentRecord, PaymentRefund } from "./types";

// Payments show the academy's clock (IST), labelled, whatever zone the browser is in.
export const formatDate = (ms: number) => formatAcademyDay(ms);
/** "17:05 IST". */
export const formatTime = (ms: number) => formatAcademyTime(ms).split(", ")[1] ?? "";
/** "1 Sep 2027, 17:05 IST". */
export const formatDateTime = (ms: number) => formatAcademyTime(ms);

/** "12 Jan 2025 – 12 Jan 2026", or a dash when no subscription came of the payment. */
export function formatPeriod(start: number | null, end: number | null): string {
  if (start === null || end === null) return "—";
  return `${formatDate(start)} – ${formatDate(end)}`;
}

const STATUS: Record<string, { label: string; color: "success" | "error" | "warning" | "info" | "default" }> =
  {
    paid: { label: "Paid", color: "success" },
    attempted: { label: "Attempt failed", color: "error" },
    created: { label: "Created", color: "default" },
    refunded: { label: "Refunded", color: "info" },
    closed: { label: "Closed", color: "default" },
    refund_due: { label: "Refund due", color: "warning" },
  };

/** The order's state as a coloured chip; a paid order that started no plan shows "Refund due". */
export function PaymentStatusChip({ status, refundDue = false }: { status: string; refundDue?: boolean }) {
  const key = refundDue ? "refund_due" : status;
  const known = STATUS[key] ?? { label: status, color: "default" as const };
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={t(`payment.status.${key}`, known.label)}
      color={known.color}
      variant={known.color === "default" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The line under the status: why a payment is owed back, what was refunded, why the plan ended early. */
export function statusNote(p: PaymentRecord): string | null {
  if (p.refund_due)
    return p.refund_due_reason ?? translate("payment.noPlan", "No plan was started for this payment.");
  if (p.refunded_amount && p.refunded_amount > 0) {
    const refunded = `${translate("payment.refunded", "Refunded {{amount}}", { amount: showRupees(p.refunded_amount) })}${p.refund_id ? ` (${p.refund_id})` : ""}`;
    // Refunded because it could not start a plan: say why.
    return p.refund_due_reason ? `${refunded}: ${p.refund_due_reason}` : refunded;
  }
  if (p.subscription_end_reason)
    return translate("payment.endedEarly", "Plan ended early: {{reason}}", {
      reason: p.subscription_end_reason,
    });

  if (p.status === "attempted" || p.status === "created" || p.status === "closed") return p.failureReason;
  // Its refund is on its way (pending): still say why it is going back.
  if (p.status === "paid" && p.refund_due_reason) return p.refund_due_reason;
  return null;
}

/** "Refund pending ₹23,499 (rfnd_…)", "Refund failed …": refunds not (yet) back with the student. */
export function refundLines(p: PaymentRecord): { status: PaymentRefund["status"]; text: string }[] {
  return (p.refunds ?? [])
    .filter((r) => r.status !== "processed")
    .map((r) => ({
      status: r.status,
      text: `${translate(`payment.refund.${r.status}`, `${REFUND_LABEL[r.status]} {{amount}}`, { amount: showRupees(r.amount) })} (${r.refund_id})`,
    }));
}

/** The note under the status, refunds still pending or failed included (the CSV and the history show it). */
export function paymentNote(p: PaymentRecord): string | null {
  const lines = [statusNote(p), ...refundLines(p).map((l) => l.text)].filter(Boolean);
  return lines.length > 0 ? lines.join(" · ") : null;
}

/** Rupees a further refund may take: neither refunded nor already on its way back. */
export function refundableRupees(p: PaymentRecord): number {
  const { pendingPaise } = refundTotals(
    (p.refunds ?? []).map((r) => ({ amountPaise: Math.round(r.amount * 100), status: r.status })),
  );
  const paise = (rupees: number) => Math.round(rupees * 100);
  return refundablePaise(paise(p.amount), paise(p.refunded_amount ?? 0), pendingPaise) / 100;
}
