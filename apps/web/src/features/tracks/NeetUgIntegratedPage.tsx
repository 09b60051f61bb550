import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Medical entrance · Classes 11 and 12",
  title: "NEET UG Integrated Programme",
  lead: "A two-year programme for Class 11 and 12 students that prepares you for your board exams and for NEET UG together, so you never have to choose between the two.",
  sections: [
    {
      heading: "About NEET UG",
      paragraphs: [
        "NEET UG is conducted by the National Testing Agency (NTA) and is the single entrance exam for MBBS, BDS and AYUSH courses across India, including AIIMS and JIPMER. The paper covers Physics, Chemistry and Biology (Botany and Zoology) and is scored out of 720.",
      ],
    },
    {
      heading: "What the programme covers",
      points: [
        "The complete Class 11 and 12 NCERT syllabus, taught chapter by chapter.",
        "NEET-level practice on every chapter, with extra focus on Biology, which carries half the marks.",
        "Board exam preparation: practical files, sample papers and written-answer practice.",
        "Weekly chapter tests and monthly full-length NEET mock tests.",
      ],
    },
    {
      heading: "Support along the way",
      points: [
        "A personal mentor who tracks your scores and your study hours.",
        "Doubt-solving by subject teachers in the forum.",
        "Study materials and recorded lectures to revise any chapter on demand.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Take a demo test", to: "/demo-test" },
  ],
};

export default function NeetUgIntegratedPage() {
  return <InfoPage content={content} />;
}
