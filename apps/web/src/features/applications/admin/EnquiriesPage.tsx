import { AdminPage } from "../../admin/AdminPage";
import { ApplicationList } from "./ApplicationList";

/** Contact messages and partner enquiries, in the same back-office section as scholarships and enrolments. */
export default function EnquiriesPage() {
  return (
    <AdminPage
      title="Enquiries"
      description="Messages from the contact form and enquiries from schools and coaching centres."
    >
      <ApplicationList kind="enquiry" endpoint="/applications" label="Contact and partner enquiries" />
    </AdminPage>
  );
}
