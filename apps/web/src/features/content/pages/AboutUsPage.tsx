import { BRAND } from "@medhavi/domain";
import { BRAND_CONTACT } from "../../../app/brandContact";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "About us",
  title: `About ${BRAND.name}`,
  documentTitle: "About Us",
  lead: `${BRAND.name} is an online coaching academy for school students and entrance-exam aspirants. We prepare students for Foundation, JEE, NEET, postgraduate medical entrance and study-abroad exams, wherever they live.`,
  sections: [
    {
      heading: "What we believe",
      paragraphs: [
        "Good coaching should not depend on which city you live in. A student in a small town deserves the same clear teaching, honest feedback and exam practice as one in Kota or Delhi.",
        "We teach for understanding first and for the exam second, because concepts that are understood are the ones that survive exam pressure.",
      ],
    },
    {
      heading: "How we teach",
      points: [
        "Live and recorded classes by experienced subject teachers.",
        "Study materials organised chapter by chapter.",
        "Weekly and monthly tests in the real exam's format, with solutions.",
        "A dedicated personal mentor for every subscribed student.",
        "A forum where teachers answer doubts.",
      ],
    },
    {
      id: "careers",
      heading: "Careers",
      paragraphs: [
        "We are always glad to hear from subject teachers in Physics, Chemistry, Mathematics and Biology, from academic mentors and from content reviewers who care about students.",
        `Write to ${BRAND_CONTACT.email} with your CV, the subjects and classes you teach, and a short note about how you explain a topic you love.`,
      ],
    },
  ],
  actions: [
    { label: "Explore courses", to: "/courses" },
    { label: "Contact us", to: "/contact" },
  ],
};

export default function AboutUsPage() {
  return <InfoPage content={content} />;
}
