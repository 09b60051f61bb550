import { AdminPage } from "./AdminPage";

export default function AdminPagesPage() {
  return <AdminPage title="Pages" description="Content pages of the public website and their text." />;
}
