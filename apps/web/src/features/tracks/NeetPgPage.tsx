import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Postgraduate medical entrance",
  title: "NEET PG",
  lead: "NEET PG decides admission to MD, MS and postgraduate diploma seats across India. Our programme helps MBBS graduates and interns revise all nineteen subjects efficiently and practise under real exam conditions.",
  sections: [
    {
      heading: "About the exam",
      paragraphs: [
        "NEET PG is conducted by the National Board of Examinations in Medical Sciences (NBEMS) as a computer-based test of multiple-choice questions covering the entire MBBS curriculum, from pre-clinical subjects to the clinical specialities.",
      ],
    },
    {
      heading: "How we prepare you",
      points: [
        "Subject-wise revision lectures that focus on high-yield topics and recent exam trends.",
        "Grand tests in the NEET PG format, with explanations for every option.",
        "Image-based and clinical-vignette questions, practised regularly.",
        "A mentor who helps you plan revision around internship duties.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "NEET MDS for dental graduates", to: "/neet-pg-mds" },
  ],
};

export default function NeetPgPage() {
  return <InfoPage content={content} />;
}
