import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Blogs",
  title: "Blogs",
  lead: "Exam strategy, study tips, syllabus updates and exam-day advice for JEE, NEET and study-abroad aspirants, written by our teachers and mentors.",
};

export default function BlogsPage() {
  return <InfoPage content={content} />;
}
