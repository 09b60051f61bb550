import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Free demo",
  title: "Demo Test",
  lead: "Try a short, timed test in the same format as our course tests, with a question palette, a timer and instant results with solutions. It is free and takes a few minutes.",
  sections: [
    {
      heading: "How it works",
      points: [
        "Pick a demo test for your exam: Foundation, JEE, NEET or NEET PG.",
        "Answer within the time limit; you can mark questions for review and come back to them.",
        "Submit to see your score, the correct answers and a worked solution for every question.",
      ],
    },
  ],
  actions: [
    { label: "Learn about objective tests", to: "/test-objective" },
    { label: "Start a 15-day free trial", to: "/course-subscription" },
  ],
};

export default function DemoTestPage() {
  return <InfoPage content={content} />;
}
