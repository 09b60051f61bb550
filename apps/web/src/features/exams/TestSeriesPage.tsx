import { StudentPage } from "../auth/StudentPage";

export default function TestSeriesPage() {
  return (
    <StudentPage
      title="Test Series"
      lead="Timed tests of your course in the real exam's format: a question palette, section tabs and a timer, with your answers saved as you go."
      loggedOutLead="Test series are part of your course. Log in to take the tests of your subscription."
    />
  );
}
