import { AdminPage } from "./AdminPage";

export default function AdminScholarshipPage() {
  return (
    <AdminPage
      title="Scholarship"
      description="Scholarship applications with the documents students sent, to review and decide."
    />
  );
}
