import { AdminPage } from "./AdminPage";

export default function AdminExamPage() {
  return (
    <AdminPage
      title="Exam"
      description="Tests and test series: questions, sections, duration, schedule and the courses they belong to."
    />
  );
}
