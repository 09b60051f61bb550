import { useSearchParams } from "react-router";
import { AdminPage } from "./AdminPage";
import { EvaluationQueue } from "./evaluation/EvaluationQueue";
import { EvaluationSheetView } from "./evaluation/EvaluationSheetView";

export default function AdminPendingEvaluationPage() {
  const [params, setParams] = useSearchParams();
  const attemptId = Number(params.get("attempt"));
  const open = Number.isSafeInteger(attemptId) && attemptId > 0;
  return (
    <AdminPage
      title="Pending Evaluation"
      description="Written answers submitted by students that are waiting to be marked, oldest first."
    >
      {open ? (
        <EvaluationSheetView attemptId={attemptId} onBack={() => setParams({})} />
      ) : (
        <EvaluationQueue onOpen={(id) => setParams({ attempt: String(id) })} />
      )}
    </AdminPage>
  );
}
