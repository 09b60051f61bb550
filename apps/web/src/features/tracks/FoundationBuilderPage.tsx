import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Classes 8 to 10",
  title: "Foundation Builder",
  lead: "Most JEE and NEET toppers started early. Foundation Builder gives students of Classes 8, 9 and 10 a strong grip on Mathematics and Science, so that Class 11 feels like the next step rather than a jump.",
  sections: [
    {
      heading: "What students learn",
      points: [
        "Mathematics and Science concepts explained from the ground up, beyond rote learning.",
        "Logical reasoning and mental ability practice.",
        "Preparation for school exams, Olympiads and other competitive exams for school students.",
      ],
    },
    {
      heading: "How the course runs",
      points: [
        "Short, interactive classes that fit around the school timetable.",
        "Worksheets and chapter tests after every topic.",
        "A mentor who keeps an eye on test scores and suggests what to revise.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Talk to a counsellor", to: "/contact" },
  ],
};

export default function FoundationBuilderPage() {
  return <InfoPage content={content} />;
}
