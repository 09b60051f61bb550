import { BRAND } from "@medhavi/domain";
import { BRAND_CONTACT } from "../../../app/brandContact";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: `This policy explains what information ${BRAND.name} collects when you use our website and courses, why we collect it, and the choices you have.`,
  sections: [
    {
      heading: "Information we collect",
      points: [
        "Account details: your name, e-mail address, mobile number and, if you add one, a profile picture.",
        "Course details: the course you choose, your plan and its start and end dates.",
        "Learning records: your test attempts, answers, scores and forum posts.",
        "Applications: details and documents (such as ID proof and marksheets) you send with a scholarship or enrolment application.",
        "Payment references: order and payment identifiers from our payment partner. We never see or store your card, UPI or bank details.",
      ],
    },
    {
      heading: "How we use it",
      points: [
        "To run your account, give you access to your course and show your results.",
        "To let your mentor and teachers follow your progress and answer your doubts.",
        "To send you one-time passwords and messages about your account, tests and payments.",
        "To review scholarship and enrolment applications.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell your information. We share it only with the service providers who help us run the academy, such as our payment partner and SMS provider, and only as far as they need it, or when the law requires us to.",
      ],
    },
    {
      heading: "Storage and security",
      paragraphs: [
        "Your data is stored on secured servers. Passwords are stored only as one-way hashes. On your device, your login details are kept in your browser's storage in encrypted form and are removed when you log out.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can view and update your profile at any time. To correct information you cannot edit yourself, or to close your account and delete your data, write to us.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about this policy: ${BRAND_CONTACT.email}, ${BRAND_CONTACT.phone}.`],
    },
  ],
};

export default function PrivacyPolicyPage() {
  return <InfoPage content={content} />;
}
