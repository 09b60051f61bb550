import { StudentPage } from "../auth/StudentPage";

export default function McqAnswersPage() {
  return (
    <StudentPage
      title="Answers and Solutions"
      lead="Review a submitted test question by question: your answer, the correct answer and the worked solution."
      loggedOutLead="Log in to review the answers and solutions of your tests."
    />
  );
}
