import { ApplicationList } from "../applications/admin/ApplicationList";
import { AdminPage } from "./AdminPage";

export default function AdminScholarshipPage() {
  return (
    <AdminPage
      title="Scholarship"
      description="Scholarship applications with the documents students sent, to review and decide."
    >
      <ApplicationList kind="scholarship" endpoint="/getScholarshipList" label="Scholarship applications" />
    </AdminPage>
  );
}
