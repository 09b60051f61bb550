import { EnrolmentForm } from "../../applications/forms";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Enrol",
  title: "Enrol Now",
  lead: "Joining takes a few minutes. Pick your course, start with the 15-day free trial or a paid plan, and your classes, study materials and tests open straight away.",
  sections: [
    {
      heading: "How to enrol",
      points: [
        "Create your student account with your name, e-mail address and mobile number.",
        "Choose your course: Foundation, JEE, NEET, NEET PG or MDS, or GRE and TOEFL.",
        "Start the 15-day free trial, or choose the Half Yearly or Yearly plan and pay online.",
        "Meet your mentor and take your first test.",
      ],
    },
    {
      heading: "Need help choosing?",
      paragraphs: [
        "Our counsellors can help you pick the right course for your class and target exam, and tell you about the scholarship. Call or write to us from the Contact page.",
      ],
    },
  ],
  actions: [
    { label: "Choose a course", to: "/course-subscription" },
    { label: "Talk to a counsellor", to: "/contact" },
  ],
};

export default function EnrolPage() {
  return (
    <InfoPage content={content}>
      <EnrolmentForm />
    </InfoPage>
  );
}
