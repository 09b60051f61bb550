import { AdminPage } from "./AdminPage";

export default function AdminProjectsPage() {
  return <AdminPage title="Projects" description="Project tracking is not available yet." />;
}
