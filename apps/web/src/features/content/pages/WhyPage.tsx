import { BRAND } from "@medhavi/domain";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: `Why ${BRAND.name}`,
  title: `Why ${BRAND.name}?`,
  documentTitle: `Why ${BRAND.name}`,
  lead: "Coaching works when someone knows where you stand and what you should do next. That is what we are built around.",
  sections: [
    {
      heading: "A mentor who knows you",
      paragraphs: [
        "Every subscribed student has a dedicated personal mentor who looks at your test results, spots the chapters that cost you marks and helps you plan the next week.",
      ],
    },
    {
      heading: "Tests that feel like the real exam",
      paragraphs: [
        "Weekly and monthly tests follow the pattern, timing and marking of the actual exam, with a question palette like NTA's. Every question comes with a solution, so each test teaches you something.",
      ],
    },
    {
      heading: "Learn on your schedule",
      paragraphs: [
        "On-demand video and chapter-wise study materials let you revise any topic at any time, on your phone or computer.",
      ],
    },
    {
      heading: "Clear, fair fees",
      paragraphs: [
        "Start with a 15-day free trial. Stay on a Half Yearly or Yearly plan, with 5% and 20% discounts on the course fee, and apply for our scholarship if fees are a concern.",
      ],
    },
  ],
  actions: [
    { label: "Start a 15-day free trial", to: "/course-subscription" },
    { label: "Take a demo test", to: "/demo-test" },
  ],
};

export default function WhyPage() {
  return <InfoPage content={content} />;
}
