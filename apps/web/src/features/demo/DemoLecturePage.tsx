import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Free demo",
  title: "Demo Lecture",
  lead: "See how our teachers explain a topic before you subscribe. Demo lectures are full classes, not trailers: the concept, solved examples and the exam questions it leads to.",
  sections: [
    {
      heading: "What to look for",
      points: [
        "How clearly the concept is built up from the basics.",
        "How problems are solved step by step, including the shortcuts that save time in the exam.",
        "How each class connects to the tests and study materials of the course.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Take a demo test", to: "/demo-test" },
  ],
};

export default function DemoLecturePage() {
  return <InfoPage content={content} />;
}
