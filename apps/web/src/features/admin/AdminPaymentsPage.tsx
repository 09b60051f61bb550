import { AdminPage } from "./AdminPage";

export default function AdminPaymentsPage() {
  return (
    <AdminPage
      title="Payments"
      description="Payments received for subscriptions, with their order IDs and status."
    />
  );
}
