import { MESSAGES } from "@medhavi/domain";
import { type InfoContent, InfoPage } from "../content/InfoPage";

const content: InfoContent = {
  eyebrow: "Course subscription",
  title: MESSAGES.SUBSCRIBE_HEADING,
  documentTitle: "Course Subscription",
  lead: "Choose your course, then pick a plan: the 15-day free trial, Half Yearly or Yearly. The Half Yearly plan carries a 5% discount on the fee and the Yearly plan a 20% discount.",
  sections: [
    {
      heading: "15 Days Trial",
      points: ["Free", "Access to 2 courses", "Dedicated personal mentor"],
    },
    {
      heading: "Half Yearly and Yearly",
      points: [
        "Access to all courses",
        "On demand video",
        "Dedicated personal mentor",
        "Weekly and monthly exam",
        "5% (Half Yearly) or 20% (Yearly) discount on fee",
      ],
    },
  ],
  actions: [
    { label: "Compare plans", to: "/fee-structure" },
    { label: "Talk to a counsellor", to: "/contact" },
  ],
};

export default function CourseSubscriptionPage() {
  return <InfoPage content={content} />;
}
