import { MaterialsAdmin } from "../materials-admin/MaterialsAdmin";
import { AdminPage } from "./AdminPage";

export default function AdminUploadDocumentPage() {
  return (
    <AdminPage
      title="Upload Document"
      description="Course notes, lecture videos and YouTube or Vimeo links for every course. Mark an item as a free demo to show it on the public demo pages."
    >
      <MaterialsAdmin />
    </AdminPage>
  );
}
