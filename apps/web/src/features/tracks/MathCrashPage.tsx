import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Mathematics · Short course",
  title: "Math Crash Course",
  lead: "A short, intensive course that revises Class 11 and 12 Mathematics for board exams and JEE Main: calculus, algebra, coordinate geometry, vectors and 3D geometry, probability and statistics.",
  sections: [
    {
      heading: "How it works",
      points: [
        "One topic at a time: the key results, the standard methods, then exam-level problems.",
        "Practice sheets graded from board level to JEE Main level.",
        "A test at the end of every topic, with worked solutions.",
      ],
    },
    {
      heading: "Who it is for",
      points: [
        "Class 12 students revising for boards and JEE Main together.",
        "Class 11 students who want to strengthen weak chapters.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Take a demo test", to: "/demo-test" },
  ],
};

export default function MathCrashPage() {
  return <InfoPage content={content} />;
}
