import { StudentPage } from "../auth/StudentPage";

export default function AttemptHistoryPage() {
  return (
    <StudentPage
      title="Attempt History"
      lead="Every test you have taken, with your score, time taken and a link to its answers and solutions."
      loggedOutLead="Log in to see the tests you have taken and your scores."
    />
  );
}
