import { QuestionBankPage } from "../questions/QuestionBankPage";
import { AdminPage } from "./AdminPage";

export default function AdminQuestionsPage() {
  return (
    <AdminPage
      title="Questions"
      description="The question bank: objective and subjective questions with their options, answers, solutions and difficulty."
    >
      <QuestionBankPage />
    </AdminPage>
  );
}
