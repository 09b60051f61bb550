import { AdminPage } from "./AdminPage";

export default function AdminUsersPage() {
  return (
    <AdminPage
      title="Users"
      description="Student and staff accounts: contact details, course, plan and subscription end date."
    />
  );
}
