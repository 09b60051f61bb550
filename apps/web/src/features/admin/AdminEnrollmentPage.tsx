import { ApplicationList } from "../applications/admin/ApplicationList";
import { AdminPage } from "./AdminPage";

export default function AdminEnrollmentPage() {
  return (
    <AdminPage title="Enrollment" description="Enrolment applications received from the website.">
      <ApplicationList kind="enrolment" endpoint="/getEnrollmentList" label="Enrolment requests" />
    </AdminPage>
  );
}
