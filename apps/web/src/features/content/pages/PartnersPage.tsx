import { BRAND } from "@medhavi/domain";
import { PartnerForm } from "../../applications/forms";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Partner with us",
  title: "Our Partners",
  lead: `Schools, coaching centres and educational organisations work with ${BRAND.name} to give their students structured entrance-exam preparation without building it from scratch.`,
  sections: [
    {
      heading: "What partners get",
      points: [
        "Our test series for JEE, NEET and Foundation, in the real exam's format, with solutions.",
        "Chapter-wise study materials and recorded lectures for their students.",
        "Performance reports that show each student's strengths and weak chapters.",
        "Support from our academic team in planning the year's schedule.",
      ],
    },
    {
      heading: "Who we work with",
      points: [
        "Schools that want to offer JEE, NEET or Foundation preparation alongside the school day.",
        "Coaching centres that want a ready test platform and content for their batches.",
        "Organisations and trusts that sponsor the education of deserving students.",
      ],
    },
  ],
  actions: [{ label: "Become a partner", to: "/contact" }],
};

export default function PartnersPage() {
  return (
    <InfoPage content={content}>
      <PartnerForm />
    </InfoPage>
  );
}
