import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Postgraduate dental entrance",
  title: "NEET MDS",
  lead: "NEET MDS is the entrance test for Master of Dental Surgery seats in India. We help BDS graduates revise the full dental curriculum and sharpen their speed and accuracy for the exam.",
  sections: [
    {
      heading: "About the exam",
      paragraphs: [
        "NEET MDS is conducted by the National Board of Examinations in Medical Sciences (NBEMS) as a computer-based test of multiple-choice questions on the BDS curriculum, including the dental and related medical subjects.",
      ],
    },
    {
      heading: "How we prepare you",
      points: [
        "Concise revision of every BDS subject, with the most-tested topics first.",
        "Regular subject tests and full-length mock tests with detailed solutions.",
        "Performance analysis after every test, reviewed with your mentor.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Talk to a counsellor", to: "/contact" },
  ],
};

export default function NeetMdsPage() {
  return <InfoPage content={content} />;
}
