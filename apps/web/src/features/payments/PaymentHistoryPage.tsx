import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { showRupees, subscriptionLabel } from "../../lib/i18n/format";
import { useT } from "../../lib/i18n/useT";
import { PagedList } from "../../lib/PagedList";
import { StudentPage } from "../auth/StudentPage";
import { formatDateTime, formatPeriod, PaymentStatusChip, paymentNote } from "./format";
import type { PaymentRecord } from "./types";

function EmptyState() {
  const { t } = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: "center", borderRadius: 3 }}>
      <ReceiptLongOutlinedIcon sx={{ fontSize: 48, color: "primary.main" }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mt: 1, mb: 1 }}>
        {t("history.noPaymentsYet", "No payments yet")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(
          "history.whenYouBuyA",
          "When you buy a Half Yearly or Yearly plan, the payment appears here with its subscription period.",
        )}
      </Typography>
      <Button component={RouterLink} to="/course-subscription" variant="contained">
        {t("history.chooseACourse", "Choose a course")}
      </Button>
    </Paper>
  );
}

function Note({ payment }: { payment: PaymentRecord }) {
  const note = paymentNote(payment);
  return note ? (
    <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
      {note}
    </Typography>
  ) : null;
}

function PaymentCards({ items }: { items: PaymentRecord[] }) {
  const { t } = useT();
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {items.map((payment) => (
        <Card component="li" variant="outlined" key={payment.id}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{payment.courseName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(
                    `plan.subscription.${payment.subscription_type}`,
                    subscriptionLabel(payment.subscription_type),
                  )}{" "}
                  · {formatDateTime(payment.createdAt)}
                </Typography>
              </Box>
              <PaymentStatusChip status={payment.status} refundDue={payment.refund_due} />
            </Stack>
            <Note payment={payment} />
            <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", mt: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {formatPeriod(payment.subscription_start, payment.subscription_end)}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: "1.125rem" }}>
                {showRupees(payment.amount)}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function PaymentTable({ items }: { items: PaymentRecord[] }) {
  const { t } = useT();
  return (
    <TableContainer>
      <Table aria-label={t("history.paymentHistory", "Payment history")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("history.date", "Date")}</TableCell>
            <TableCell>{t("history.course", "Course")}</TableCell>
            <TableCell>{t("history.plan", "Plan")}</TableCell>
            <TableCell align="right">{t("history.amount", "Amount")}</TableCell>
            <TableCell>{t("history.status", "Status")}</TableCell>
            <TableCell>{t("history.subscriptionPeriod", "Subscription period")}</TableCell>
            <TableCell>{t("history.orderId", "Order ID")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((payment) => (
            <TableRow key={payment.id} hover>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(payment.createdAt)}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{payment.courseName}</TableCell>
              <TableCell>
                {t(
                  `plan.subscription.${payment.subscription_type}`,
                  subscriptionLabel(payment.subscription_type),
                )}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {showRupees(payment.amount)}
              </TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <PaymentStatusChip status={payment.status} refundDue={payment.refund_due} />
                <Note payment={payment} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {formatPeriod(payment.subscription_start, payment.subscription_end)}
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace", fontSize: "0.8125rem", color: "text.secondary" }}>
                {payment.order_id}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default function PaymentHistoryPage() {
  const { t } = useT();
  return (
    <StudentPage
      title={t("history.paymentHistory2", "Payment History")}
      lead={t(
        "history.everyPaymentYouHave",
        "Every payment you have made, newest first, with the plan, the amount in rupees and the subscription period it bought.",
      )}
      loggedOutLead={t("history.logInToSee", "Log in to see your payments and their receipts.")}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PagedList<PaymentRecord>
          queryKey={(page, pageSize) => ["payments", "history", page, pageSize]}
          path={(page, pageSize) => `/payment/getPaymentHistory?page=${page}&pageSize=${pageSize}`}
          loadingLabel={t("history.loadingPayments", "Loading payments")}
          errorMessage={t(
            "history.loadError",
            "Your payments could not be loaded. Check your connection and try again.",
          )}
          empty={<EmptyState />}
          cards={(items) => <PaymentCards items={items} />}
          table={(items) => <PaymentTable items={items} />}
        />
      </Container>
    </StudentPage>
  );
}
