import { StudentPage } from "../auth/StudentPage";

export default function StudyMaterialsPage() {
  return (
    <StudentPage
      title="Study Materials"
      lead="Notes, lectures and practice sheets for your course, organised chapter by chapter."
      loggedOutLead="Study materials come with your course. Log in to open them, or look at the free demo materials."
    />
  );
}
