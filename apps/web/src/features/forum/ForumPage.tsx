import { StudentPage } from "../auth/StudentPage";

export default function ForumPage() {
  return (
    <StudentPage
      title="Forum"
      lead="Ask a doubt, answer a classmate's question and read the answers given by our teachers."
      loggedOutLead="The forum is where students ask doubts and teachers answer them. Log in to read and post."
    />
  );
}
