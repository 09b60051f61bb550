import { AdminPage } from "./AdminPage";

export default function AdminEnrollmentPage() {
  return <AdminPage title="Enrollment" description="Enrolment applications received from the website." />;
}
