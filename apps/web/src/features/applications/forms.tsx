import {
  contactFormSchema,
  ENROL_MODES,
  enrolmentFormSchema,
  HEARD_FROM,
  HEARD_LABEL,
  INCOME_BANDS,
  INCOME_LABEL,
  PARTNER_TYPES,
  partnerFormSchema,
  scholarshipFormSchema,
} from "@medhavi/domain";
import { ApplicationForm, type FieldSpec } from "./ApplicationForm";

// The four public forms of issue #11. Each page renders one of these below its copy (the copy may be
// edited elsewhere; the form stays its own component).

const person: FieldSpec[] = [
  { name: "name", label: "Full name", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  {
    name: "mobile",
    label: "Mobile number",
    type: "tel",
    autoComplete: "tel",
    helper: "10 digits; we text your reference here.",
  },
];

export function ContactForm() {
  return (
    <ApplicationForm
      name="contact"
      title="Send us a message"
      intro="Write to us and a counsellor will reply, usually the same working day."
      endpoint="/contactUs"
      schema={contactFormSchema}
      submitLabel="Send message"
      confirmation="Thank you! Your message has reached us."
      fields={[
        ...person,
        { name: "subject", label: "Subject" },
        { name: "message", label: "Message", type: "textarea", full: true },
      ]}
    />
  );
}

export function ScholarshipForm() {
  return (
    <ApplicationForm
      name="scholarship"
      title="Apply for the scholarship"
      intro="Fill in the student's details and upload an ID proof and the latest marksheet. It takes about five minutes."
      endpoint="/applyScholarship"
      schema={scholarshipFormSchema}
      submitLabel="Submit application"
      confirmation="Thank you! Your application has been received."
      numeric={["course_id"]}
      fields={[
        { ...person[0], label: "Student's full name" } as FieldSpec,
        person[1] as FieldSpec,
        person[2] as FieldSpec,
        { name: "date_of_birth", label: "Date of birth", type: "date" },
        { name: "grade", label: "Class / grade", helper: "For example: Class 11" },
        { name: "school", label: "School and board", helper: "For example: Kendriya Vidyalaya, CBSE" },
        { name: "course_id", label: "Course applied for", type: "course", full: true },
        { name: "last_exam", label: "Latest exam", helper: "For example: Class 10 board exam" },
        { name: "score", label: "Percentage or grade", helper: "For example: 87.5 or A1" },
        {
          name: "income_band",
          label: "Family income",
          type: "select",
          options: INCOME_BANDS.map((v) => ({ value: v, label: INCOME_LABEL[v] })),
          full: true,
        },
        {
          name: "statement",
          label: "Why are you applying?",
          type: "textarea",
          full: true,
          helper: "A few lines about the student's goals and the family's situation.",
        },
        { name: "id_proof", label: "ID proof (Aadhaar, school ID…)", type: "document", purpose: "idproof" },
        { name: "marksheet", label: "Latest marksheet", type: "document", purpose: "marksheet" },
      ]}
    />
  );
}

export function EnrolmentForm({ source = "enrol" }: { source?: "enrol" | "registration" }) {
  return (
    <ApplicationForm
      name={`enrolment-${source}`}
      title={source === "registration" ? "Register your interest" : "Enrolment form"}
      intro="Tell us about the student and the course; our admissions team calls you to complete enrolment."
      endpoint="/applyEnrolment"
      schema={enrolmentFormSchema}
      submitLabel="Send enrolment request"
      confirmation="Thank you! Your enrolment request has been received."
      numeric={["course_id"]}
      extra={{ source }}
      fields={[
        { ...person[0], label: "Student's full name" } as FieldSpec,
        person[1] as FieldSpec,
        person[2] as FieldSpec,
        { name: "parent_name", label: "Parent or guardian's name" },
        { name: "parent_mobile", label: "Parent's mobile number", type: "tel" },
        { name: "city", label: "City", autoComplete: "address-level2" },
        { name: "course_id", label: "Course", type: "course", full: true },
        {
          name: "mode",
          label: "Mode",
          type: "select",
          options: ENROL_MODES.map((v) => ({ value: v, label: v === "online" ? "Online" : "Classroom" })),
        },
        { name: "batch", label: "Preferred batch (optional)", helper: "For example: weekday evenings" },
        {
          name: "heard_from",
          label: "How did you hear of us?",
          type: "select",
          options: HEARD_FROM.map((v) => ({ value: v, label: HEARD_LABEL[v] })),
          full: true,
        },
      ]}
    />
  );
}

const ORG_LABEL: Record<(typeof PARTNER_TYPES)[number], string> = {
  school: "School",
  coaching: "Coaching centre",
  other: "Other",
};

export function PartnerForm() {
  return (
    <ApplicationForm
      name="partner"
      title="Partner with us"
      intro="Schools and coaching centres: tell us about your students and our partnerships team will get in touch."
      endpoint="/partnerWithUs"
      schema={partnerFormSchema}
      submitLabel="Send enquiry"
      confirmation="Thank you! Your enquiry has reached our partnerships team."
      numeric={["students"]}
      fields={[
        { name: "organisation", label: "Organisation", autoComplete: "organization" },
        {
          name: "org_type",
          label: "Kind of organisation",
          type: "select",
          options: PARTNER_TYPES.map((v) => ({ value: v, label: ORG_LABEL[v] })),
        },
        { ...person[0], label: "Contact person" } as FieldSpec,
        person[1] as FieldSpec,
        person[2] as FieldSpec,
        { name: "city", label: "City" },
        { name: "students", label: "Number of students", type: "number" },
        { name: "message", label: "Message (optional)", type: "textarea", full: true },
      ]}
    />
  );
}
