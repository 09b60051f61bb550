import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "JEE · Short course",
  title: "HIT JEE: High-Intensity Training",
  documentTitle: "HIT JEE",
  lead: "The last few months before JEE Main decide your rank. HIT JEE is an intensive revision course for Class 12 students and droppers who have studied the syllabus and now need speed, accuracy and exam temperament.",
  sections: [
    {
      heading: "What you get",
      points: [
        "Rapid revision of every chapter of Physics, Chemistry and Mathematics, with formula sheets.",
        "Daily timed practice sets on the most frequently tested topics.",
        "Full-length mock tests on the NTA pattern, followed by detailed analysis.",
        "Strategies for choosing questions, managing time and avoiding negative marks.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "See the full JEE programme", to: "/jee-entrance" },
  ],
};

export default function HitJeePage() {
  return <InfoPage content={content} />;
}
