import { StudentPage } from "../auth/StudentPage";

export default function PaymentHistoryPage() {
  return (
    <StudentPage
      title="Payment History"
      lead="Every payment you have made, with the plan, amount in rupees, date and order ID."
      loggedOutLead="Log in to see your payments and their receipts."
    />
  );
}
