import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Tests",
  title: "Objective Tests",
  lead: "Objective tests are multiple-choice tests, like the computer-based JEE Main and NEET PG papers. They show you quickly which concepts you have mastered and which need another look.",
  sections: [
    {
      heading: "Question types",
      points: [
        "Single select: exactly one option is correct.",
        "Multi select: one or more options are correct, as in JEE Advanced.",
        "Each question is tagged Easy, Medium, Hard or Very Hard, so you can see how you do at each level.",
      ],
    },
    {
      heading: "During the test",
      points: [
        "A timer shows the time left; the test submits itself when it runs out.",
        "The question palette shows which questions you have answered, skipped or marked for review.",
        "You can move freely between questions and sections until you submit.",
      ],
    },
    {
      heading: "After the test",
      paragraphs: [
        "You see your score straight away, then every question with your answer, the correct answer and a worked solution. Your attempts stay in your attempt history so you can track progress.",
      ],
    },
  ],
  actions: [
    { label: "Take a demo test", to: "/demo-test" },
    { label: "See courses", to: "/courses" },
  ],
};

export default function TestObjectivePage() {
  return <InfoPage content={content} />;
}
