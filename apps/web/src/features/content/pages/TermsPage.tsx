import { BRAND } from "@medhavi/domain";
import { BRAND_CONTACT } from "../../../app/brandContact";
import { type InfoContent, InfoPage } from "../InfoPage";

const content: InfoContent = {
  eyebrow: "Legal",
  title: "Terms & Conditions",
  documentTitle: "Terms and Conditions",
  lead: `These terms apply when you create an account with ${BRAND.name}, subscribe to a course or use any part of our website. By using the website you accept them.`,
  sections: [
    {
      heading: "Your account",
      points: [
        "Give accurate details when you sign up, and keep your password to yourself.",
        "One account is for one student. Sharing a login with others is not allowed.",
        "You are responsible for what is done through your account.",
      ],
    },
    {
      heading: "Subscriptions",
      points: [
        "The free trial gives 15 days of access. Half Yearly plans run for 6 months and Yearly plans for 12 months from the day you subscribe.",
        "Access to classes, study materials and tests ends on your plan's end date unless you renew.",
        "Course content and schedules may be updated to follow changes in exam syllabi and patterns.",
      ],
    },
    {
      heading: "Payments",
      points: [
        "Fees are shown in Indian rupees (₹) before you confirm, and are paid online through our payment partner.",
        "If a payment fails or you are charged twice, contact us with the order ID and we will resolve it.",
      ],
    },
    {
      heading: "Use of content",
      paragraphs: [
        "Lectures, study materials, questions and solutions are for your personal study only. Copying, recording, sharing or selling them is not allowed.",
      ],
    },
    {
      heading: "Tests and the forum",
      points: [
        "Take tests on your own and without outside help, so your results tell you and your mentor where you really stand.",
        "Be respectful in the forum. We may remove posts that are abusive, off-topic or share copyrighted material.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We may update these terms; the current version is always on this page.",
        `Questions: ${BRAND_CONTACT.email}, ${BRAND_CONTACT.phone}.`,
      ],
    },
  ],
};

export default function TermsPage() {
  return <InfoPage content={content} />;
}
