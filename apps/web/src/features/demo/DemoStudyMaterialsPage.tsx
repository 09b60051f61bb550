import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Free demo",
  title: "Demo Study Materials",
  lead: "Sample chapters from our study materials: concise theory, solved examples and practice questions graded from board level to entrance level.",
  sections: [
    {
      heading: "What every chapter includes",
      points: [
        "Key concepts and formulas on one page for quick revision.",
        "Solved examples that show the method, not just the answer.",
        "Practice questions from previous-year exam patterns, with answers.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Watch a demo lecture", to: "/demo-lecture" },
  ],
};

export default function DemoStudyMaterialsPage() {
  return <InfoPage content={content} />;
}
