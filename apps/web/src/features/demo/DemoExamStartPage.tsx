import { StudentPage } from "../auth/StudentPage";

export default function DemoExamStartPage() {
  return (
    <StudentPage
      title="Demo Test"
      lead="Read the instructions before you begin: the timer starts when you start the test, and the test submits itself when time runs out."
      loggedOutLead="Log in to take this demo test. It is free and shows you exactly how our tests work."
    />
  );
}
