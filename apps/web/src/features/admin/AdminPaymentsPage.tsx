import { formatInr, fromAcademyInput } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { academyZone } from "../../lib/academyTime";
import { DataTable } from "../../lib/DataTable";
import { DateRangeFields } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { SearchField } from "../../lib/SearchField";
import type { AdminPaymentPage } from "../payments/types";
import { AdminPage } from "./AdminPage";
import { type AdminPayment, type PaymentAction, PaymentActionDialog, paymentColumns } from "./paymentActions";

const STATUSES = [
  { value: "", label: "All statuses" },
  { value: "paid", label: "Paid" },
  { value: "refund_due", label: "Refund due" },
  { value: "attempted", label: "Attempt failed" },
  { value: "created", label: "Created" },
  { value: "refunded", label: "Refunded" },
  { value: "closed", label: "Closed (replaced)" },
] as const;

export interface PaymentFilters {
  status: string;
  /** yyyy-mm-dd from the date inputs, days of the academy (IST); "" for none. */
  from: string;
  to: string;
  q: string;
}

const NO_FILTERS: PaymentFilters = { status: "", from: "", to: "", q: "" };
const DAY_MS = 86_400_000;

/** The academy's midnight (IST) starting a yyyy-mm-dd date input, in ms; null when empty or invalid. */
export function startOfDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = fromAcademyInput(`${value}T00:00`, academyZone());
  return Number.isNaN(ms) ? null : ms;
}

/** The query string of GET /payment/adminPaymentStatus; "to" includes the whole of its day. */
export function paymentQuery(filters: PaymentFilters, page: number, pageSize: number): string {
  const params = new URLSearchParams({ page: String(page + 1), pageSize: String(pageSize) });
  // "Refund due" is a flag on paid orders, not an order state of its own.
  if (filters.status === "refund_due") params.set("refund_due", "true");
  else if (filters.status) params.set("status", filters.status);
  const from = startOfDay(filters.from);
  if (from !== null) params.set("from", String(from));
  const to = startOfDay(filters.to);
  if (to !== null) params.set("to", String(to + DAY_MS));
  const q = filters.q.trim();
  if (q) params.set("q", q);
  return params.toString();
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Total({ label, count, amount }: { label: string; count: number; amount?: number }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.25, borderRadius: 2, minWidth: 150 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
        {count}
        {amount !== undefined && (
          <Box
            component="span"
            sx={{ fontWeight: 500, color: "text.secondary", fontSize: "0.9375rem", ml: 1 }}
          >
            {formatInr(amount)}
          </Box>
        )}
      </Typography>
    </Paper>
  );
}

function Totals({ totals }: { totals: AdminPaymentPage["totals"] }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Totals">
      <Total label="Paid" count={totals.paid.count} amount={totals.paid.amount} />
      <Total label="Refund due" count={totals.refund_due.count} amount={totals.refund_due.amount} />
      <Total label="Attempt failed" count={totals.attempted.count} />
      <Total label="Created (not completed)" count={totals.created.count} />
      <Total label="Refunded" count={totals.refunded.count} amount={totals.refunded.amount} />
    </Stack>
  );
}

export default function AdminPaymentsPage() {
  // A staff notification links here with the student (?q=email), e.g. a refund that failed.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<PaymentFilters>(() => ({ ...NO_FILTERS, q: params.get("q") ?? "" }));
  const search = useDebounced(filters.q, 300);
  const filterKey = paymentQuery({ ...filters, q: search }, 0, 1);
  const [action, setAction] = useState<PaymentAction | null>(null);
  const columns = paymentColumns(setAction);

  const change = (patch: Partial<PaymentFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
  };
  const filtered = filters.status !== "" || filters.from !== "" || filters.to !== "" || filters.q !== "";

  return (
    <AdminPage
      title="Payments"
      description="Every payment for a subscription, newest first, with the student, the plan and its status."
    >
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={1.5}
        sx={{ mt: 3, mb: 2, alignItems: { md: "center" } }}
        role="search"
        aria-label="Filter payments"
      >
        <SearchField
          type="text"
          label="Student"
          placeholder="Name or email"
          value={filters.q}
          onChange={(event) => change({ q: event.target.value })}
          sx={{ minWidth: { md: 260 } }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status}
          onChange={(event) => change({ status: event.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          {STATUSES.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
        <DateRangeFields from={filters.from} to={filters.to} onChange={change} />
        {filtered && (
          <Button color="secondary" onClick={() => change(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Stack>

      <DataTable<AdminPayment>
        label="Payments"
        columns={columns}
        queryKey={["admin", "payments", filterKey]}
        fetchPage={({ page, pageSize }) =>
          api.get<AdminPaymentPage>(
            `/payment/adminPaymentStatus?${paymentQuery({ ...filters, q: search }, page - 1, pageSize)}`,
            { silent: true },
          )
        }
        rowKey={(p) => p.id}
        csvName="payments.csv"
        exportPath={() =>
          `/payment/adminPaymentStatus/export?${paymentQuery({ ...filters, q: search }, 0, 1)}`
        }
        summary={(data) => <Totals totals={(data as AdminPaymentPage).totals} />}
        empty={
          <Box sx={{ p: 4, textAlign: "center" }}>
            <Typography sx={{ fontWeight: 600 }}>
              {filtered ? "No payments match these filters." : "No payments yet."}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {filtered
                ? "Widen the dates or clear the filters."
                : "Payments appear here as soon as a student starts a checkout."}
            </Typography>
          </Box>
        }
      />
      <PaymentActionDialog action={action} onClose={() => setAction(null)} />
    </AdminPage>
  );
}
