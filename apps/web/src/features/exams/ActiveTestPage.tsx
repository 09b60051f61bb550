import { StudentPage } from "../auth/StudentPage";

export default function ActiveTestPage() {
  return (
    <StudentPage
      title="Active Tests"
      lead="Tests scheduled for your course that are open now, with their duration and closing time."
      loggedOutLead="Log in to see the tests that are open for your course."
    />
  );
}
