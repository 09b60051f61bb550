import { AdminPage } from "./AdminPage";

export default function AdminPendingEvaluationPage() {
  return (
    <AdminPage
      title="Pending Evaluation"
      description="Subjective answers submitted by students that are waiting to be marked."
    />
  );
}
