import { AdminPage } from "./AdminPage";

export default function AdminUploadDocumentPage() {
  return (
    <AdminPage
      title="Upload Document"
      description="Study materials and documents uploaded for each course."
    />
  );
}
