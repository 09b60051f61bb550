import { useSearchParams } from "react-router";
import { ExamComposer } from "../exams-admin/ExamComposer";
import { ExamListPage } from "../exams-admin/ExamListPage";
import { AdminPage } from "./AdminPage";

export default function AdminExamPage() {
  const [params, setParams] = useSearchParams();
  const examId = Number(params.get("id"));
  const open = Number.isInteger(examId) && examId > 0;
  return (
    <AdminPage
      title="Exam"
      description="Tests and test series: questions, sections, duration, schedule and the courses they belong to."
    >
      {open ? (
        <ExamComposer examId={examId} onBack={() => setParams({})} />
      ) : (
        <ExamListPage onOpen={(id) => setParams({ id: String(id) })} />
      )}
    </AdminPage>
  );
}
