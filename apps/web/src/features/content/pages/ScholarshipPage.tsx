import { BRAND } from "@medhavi/domain";
import { ScholarshipForm } from "../../applications/forms";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Scholarship",
  title: `${BRAND.name} Scholarship`,
  documentTitle: "Scholarship",
  lead: "Fees should never stop a capable student. Our scholarship reduces course fees for students with strong academic records and for families who need support.",
  sections: [
    {
      heading: "Who can apply",
      points: [
        "Students with strong results in their latest school or board exams.",
        "Students from families that find coaching fees difficult to manage.",
        "Students enrolling in any of our Foundation, JEE, NEET or study-abroad courses.",
      ],
    },
    {
      heading: "How it works",
      points: [
        "Apply with your details, an ID proof and your latest marksheet.",
        "Our academic team reviews every application and may call you for a short conversation.",
        "Approved students receive a fee waiver on their chosen course.",
      ],
    },
  ],
  actions: [
    { label: "Ask about the scholarship", to: "/contact" },
    { label: "See fee plans", to: "/fee-structure" },
  ],
};

export default function ScholarshipPage() {
  return (
    <InfoPage content={content}>
      <ScholarshipForm />
    </InfoPage>
  );
}
