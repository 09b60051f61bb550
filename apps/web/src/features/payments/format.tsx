import Chip from "@mui/material/Chip";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

export const formatDate = (ms: number) => dateFormat.format(ms);
export const formatTime = (ms: number) => timeFormat.format(ms);
export const formatDateTime = (ms: number) => dateTimeFormat.format(ms);

/** "12 Jan 2025 – 12 Jan 2026", or a dash when no subscription came of the payment. */
export function formatPeriod(start: number | null, end: number | null): string {
  if (start === null || end === null) return "—";
  return `${formatDate(start)} – ${formatDate(end)}`;
}

const STATUS: Record<string, { label: string; color: "success" | "error" | "default" }> = {
  paid: { label: "Paid", color: "success" },
  failed: { label: "Failed", color: "error" },
  created: { label: "Created", color: "default" },
};

/** paid / failed / created as a coloured chip. */
export function PaymentStatusChip({ status }: { status: string }) {
  const known = STATUS[status] ?? { label: status, color: "default" as const };
  return (
    <Chip
      size="small"
      label={known.label}
      color={known.color}
      variant={known.color === "default" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
