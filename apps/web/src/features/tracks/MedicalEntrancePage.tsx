import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "MBBS · BDS · AYUSH",
  title: "Medical Entrance",
  lead: "Admission to MBBS, BDS and AYUSH courses in India goes through one exam, NEET UG. Our medical entrance course is a focused, exam-first programme for Class 12 students and repeaters.",
  sections: [
    {
      heading: "One exam, every medical college",
      paragraphs: [
        "Since 2020, government and private medical colleges, AIIMS and JIPMER all admit through NEET UG. Your NEET score and rank decide the all-India quota counselling and the state quota counselling alike.",
      ],
    },
    {
      heading: "How we prepare you",
      points: [
        "A complete syllabus revision in Physics, Chemistry, Botany and Zoology, NCERT line by line.",
        "Daily practice questions and weekly part tests.",
        "Full-length mock tests under real timing, with detailed solutions.",
        "Mentoring on time management, accuracy and negative marking.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "See the two-year NEET programme", to: "/neet-ug-integrated" },
  ],
};

export default function MedicalEntrancePage() {
  return <InfoPage content={content} />;
}
