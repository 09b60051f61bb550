import { formatInr } from "@medhavi/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { SearchField } from "../../lib/FilterFields";
import { api } from "../../lib/http";
import { ListPagination } from "../../lib/ListPagination";
import { LoadError, LoadingSkeletons } from "../../lib/LoadStates";
import { formatDate, formatTime, PaymentStatusChip, paymentNote } from "../payments/format";
import type { AdminPaymentPage } from "../payments/types";
import { AdminPage } from "./AdminPage";

const PAGE_SIZES = [20, 50, 100];
const STATUSES = [
  { value: "", label: "All statuses" },
  { value: "paid", label: "Paid" },
  { value: "refund_due", label: "Refund due" },
  { value: "attempted", label: "Attempt failed" },
  { value: "created", label: "Created" },
  { value: "refunded", label: "Refunded" },
] as const;

export interface PaymentFilters {
  status: string;
  /** yyyy-mm-dd from the date inputs, local time; "" for none. */
  from: string;
  to: string;
  q: string;
}

const NO_FILTERS: PaymentFilters = { status: "", from: "", to: "", q: "" };
const DAY_MS = 86_400_000;

/** Local midnight of a yyyy-mm-dd date input, in ms; null when empty or invalid. */
export function startOfDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
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

export default function AdminPaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const search = useDebounced(filters.q, 300);
  const queryString = paymentQuery({ ...filters, q: search }, page, pageSize);
  const query = useQuery({
    queryKey: ["admin", "payments", queryString],
    queryFn: () => api.get<AdminPaymentPage>(`/payment/adminPaymentStatus?${queryString}`, { silent: true }),
    placeholderData: keepPreviousData,
  });

  const change = (patch: Partial<PaymentFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
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
        <TextField
          size="small"
          type="date"
          label="From"
          value={filters.from}
          onChange={(event) => change({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filters.to}
          onChange={(event) => change({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered && (
          <Button color="secondary" onClick={() => change(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </Stack>

      {query.data && (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ mb: 2, flexWrap: "wrap", rowGap: 1.5 }}
          aria-label="Totals"
        >
          <Total label="Paid" count={query.data.totals.paid.count} amount={query.data.totals.paid.amount} />
          <Total
            label="Refund due"
            count={query.data.totals.refund_due.count}
            amount={query.data.totals.refund_due.amount}
          />
          <Total label="Attempt failed" count={query.data.totals.attempted.count} />
          <Total label="Created (not completed)" count={query.data.totals.created.count} />
          <Total
            label="Refunded"
            count={query.data.totals.refunded.count}
            amount={query.data.totals.refunded.amount}
          />
        </Stack>
      )}

      {query.isPending && <LoadingSkeletons label="Loading payments" count={5} height={36} spacing={0.75} />}
      {query.isError && (
        <LoadError message="The payments could not be loaded." onRetry={() => query.refetch()} />
      )}
      {query.data && (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: "hidden", position: "relative" }}>
          {query.isFetching && (
            <LinearProgress sx={{ position: "absolute", top: 0, left: 0, right: 0 }} aria-label="Updating" />
          )}
          {query.data.total === 0 ? (
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
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Payments">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Student</TableCell>
                    <TableCell>Course and plan</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Subscription period</TableCell>
                    <TableCell>Order / payment ID</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((payment) => (
                    <TableRow key={payment.id} hover sx={{ verticalAlign: "top" }}>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>
                        {formatDate(payment.createdAt)}
                        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                          {formatTime(payment.createdAt)}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ maxWidth: 220, overflowWrap: "anywhere" }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {payment.student.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {payment.student.email}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ minWidth: 160 }}>
                        {payment.courseName}
                        <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                          {payment.subscription_type}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                        {formatInr(payment.amount)}
                      </TableCell>
                      <TableCell sx={{ minWidth: 110 }}>
                        <PaymentStatusChip status={payment.status} refundDue={payment.refund_due} />
                        {paymentNote(payment) && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: "block", mt: 0.5 }}
                          >
                            {paymentNote(payment)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>
                        {payment.subscription_start !== null && payment.subscription_end !== null ? (
                          <>
                            {formatDate(payment.subscription_start)} –
                            <Box component="span" sx={{ display: "block" }}>
                              {formatDate(payment.subscription_end)}
                            </Box>
                          </>
                        ) : (
                          "—"
                        )}
                      </TableCell>
                      <TableCell
                        sx={{
                          fontFamily: "monospace",
                          fontSize: "0.75rem",
                          color: "text.secondary",
                          maxWidth: 170,
                          overflowWrap: "anywhere",
                        }}
                      >
                        {payment.order_id}
                        {payment.payment_id && (
                          <Box component="span" sx={{ display: "block" }}>
                            {payment.payment_id}
                          </Box>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <ListPagination
            total={query.data.total}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={setPageSize}
            sizes={PAGE_SIZES}
          />
        </Paper>
      )}
    </AdminPage>
  );
}
