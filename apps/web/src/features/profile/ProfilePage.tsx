import { StudentPage } from "../auth/StudentPage";

export default function ProfilePage() {
  return (
    <StudentPage
      title="My Profile"
      lead="Your details, your course and your current plan with its end date."
      loggedOutLead="Log in to see your profile, your course and your plan."
    />
  );
}
