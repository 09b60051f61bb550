import { z } from "zod";
import { idParamSchema, idSchema, intInRange, intParamSchema, text } from "./bounds";
import { MAX_PAGE, MAX_PAGE_SIZE, TEXT_MAX } from "./fieldBounds";
import { MESSAGES } from "./messages";
import { emailSchema, mobileNumberSchema } from "./schemas";
import { SUBSCRIPTION_TYPES } from "./subscriptions";

// Applications (issue #11): the public contact, scholarship, enrolment and partner forms, and the staff
// workflow behind them. Both apps validate with these schemas, so the form shows the server's messages.

export const APPLICATION_KINDS = ["contact", "scholarship", "enrolment", "partner"] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** The first letters of a reference number, per kind: SCH-7K4QX2. */
export const REFERENCE_PREFIX: Record<ApplicationKind, string> = {
  contact: "CON",
  scholarship: "SCH",
  enrolment: "ENR",
  partner: "PAR",
};
/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;

export function makeReference(kind: ApplicationKind, random: (n: number) => number): string {
  let tail = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) tail += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX[kind]}-${tail}`;
}

// ---------- status workflow ----------

export const APPLICATION_STATUSES = [
  "new",
  "in_review",
  "approved",
  "rejected",
  "contacted",
  "closed",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABEL: Record<ApplicationStatus, string> = {
  new: "New",
  in_review: "In review",
  approved: "Approved",
  rejected: "Rejected",
  contacted: "Contacted",
  closed: "Closed",
};

/** Kinds that end in a decision (approved / rejected); contact and partner enquiries are answered instead. */
export const DECIDED_KINDS: readonly ApplicationKind[] = ["scholarship", "enrolment"];

const MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ["in_review", "contacted", "approved", "rejected", "closed"],
  in_review: ["contacted", "approved", "rejected", "closed"],
  contacted: ["in_review", "approved", "rejected", "closed"],
  approved: ["closed"],
  rejected: ["in_review", "closed"],
  closed: ["in_review"],
};

/** The statuses an application of `kind` may move to from `from`. */
export function nextStatuses(kind: ApplicationKind, from: ApplicationStatus): ApplicationStatus[] {
  const decided = DECIDED_KINDS.includes(kind);
  return MOVES[from].filter((s) => decided || (s !== "approved" && s !== "rejected"));
}

/** Why a move is refused, or null when it is allowed. */
export function statusMoveError(
  kind: ApplicationKind,
  from: ApplicationStatus,
  to: ApplicationStatus,
): string | null {
  if (from === to) return `The application is already ${STATUS_LABEL[to].toLowerCase()}.`;
  if (!DECIDED_KINDS.includes(kind) && (to === "approved" || to === "rejected")) {
    return "Contact and partner enquiries are not approved or rejected: mark them contacted or closed.";
  }
  if (!MOVES[from].includes(to)) {
    return `An application that is ${STATUS_LABEL[from].toLowerCase()} cannot become ${STATUS_LABEL[to].toLowerCase()}.`;
  }
  return null;
}

/** Decisions the applicant is told about (SMS, and a notification when they have an account). */
export const isDecision = (status: ApplicationStatus) => status === "approved" || status === "rejected";

// ---------- public forms ----------

const REQUIRED = MESSAGES.REQUIRED;
const line = (max: number = TEXT_MAX.NAME) => text(max, REQUIRED).trim().min(1, { error: REQUIRED });
const optionalLine = (max: number = TEXT_MAX.NAME) => text(max).trim().default("");

/** A random key the form makes once per submission: a retry or a double click sends the same key. */
export const idempotencyKeySchema = text(100, REQUIRED).regex(/^[A-Za-z0-9_-]{8,100}$/, {
  error: "The form key is not valid. Reload the page and try again.",
});

/** The honeypot: a field people never see or fill. Anything in it marks a robot. */
export const HONEYPOT_FIELD = "website";

const common = {
  name: line(),
  email: emailSchema,
  mobile: mobileNumberSchema,
  idempotency_key: idempotencyKeySchema,
  website: text(TEXT_MAX.LINE).optional(),
};

export const contactFormSchema = z.object({
  ...common,
  subject: line(TEXT_MAX.LINE),
  message: text(TEXT_MAX.MESSAGE, REQUIRED)
    .trim()
    .min(1, { error: REQUIRED })
    .min(10, { error: "Write at least 10 characters." }),
});

export const INCOME_BANDS = ["below_2_lakh", "2_to_5_lakh", "5_to_10_lakh", "above_10_lakh"] as const;
export const INCOME_LABEL: Record<(typeof INCOME_BANDS)[number], string> = {
  below_2_lakh: "Below ₹2 lakh a year",
  "2_to_5_lakh": "₹2–5 lakh a year",
  "5_to_10_lakh": "₹5–10 lakh a year",
  above_10_lakh: "Above ₹10 lakh a year",
};

export const DATE_OF_BIRTH_INVALID =
  "Enter the date of birth as a real date (the student is 8 to 30 years old).";

/** An ISO day (YYYY-MM-DD) putting the student between 8 and 30 years old on `today`. */
export function dateOfBirthError(value: string, today = new Date()): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return DATE_OF_BIRTH_INVALID;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return DATE_OF_BIRTH_INVALID;
  }
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age < 8 || age > 30 ? DATE_OF_BIRTH_INVALID : null;
}

/** An upload id answered by /idproofuploadtospace or /marksheetuploadtospace. */
export const uploadIdSchema = text(100, "Upload this document.").regex(/^[A-Za-z0-9_-]{16,100}$/, {
  error: "Upload this document.",
});

export const scholarshipFormSchema = z.object({
  ...common,
  date_of_birth: text(10, REQUIRED)
    .min(1, { error: REQUIRED })
    .refine((v) => dateOfBirthError(v) === null, { error: DATE_OF_BIRTH_INVALID }),
  grade: line(),
  school: line(TEXT_MAX.LINE),
  course_id: idSchema(MESSAGES.COURSE_REQUIRED),
  last_exam: line(TEXT_MAX.LINE),
  score: line().regex(/^(\d{1,3}(\.\d{1,2})?\s*%?|[A-E][+-]?\d?|[A-E][12]?)$/i, {
    error: "Enter a percentage (e.g. 87.5) or a grade (e.g. A1).",
  }),
  income_band: z.enum(INCOME_BANDS, { error: "Choose the family income band." }),
  statement: text(TEXT_MAX.MESSAGE, REQUIRED)
    .trim()
    .min(1, { error: REQUIRED })
    .min(30, { error: "Write at least 30 characters about why you are applying." }),
  id_proof: uploadIdSchema,
  marksheet: uploadIdSchema,
});

export const ENROL_MODES = ["online", "classroom"] as const;
export const HEARD_FROM = ["friend", "school", "search", "social", "newspaper", "other"] as const;
export const HEARD_LABEL: Record<(typeof HEARD_FROM)[number], string> = {
  friend: "A friend or family member",
  school: "My school or teacher",
  search: "Internet search",
  social: "Social media",
  newspaper: "Newspaper or poster",
  other: "Other",
};

export const enrolmentFormSchema = z.object({
  ...common,
  parent_name: line(),
  parent_mobile: mobileNumberSchema,
  course_id: idSchema(MESSAGES.COURSE_REQUIRED),
  mode: z.enum(ENROL_MODES, { error: "Choose online or classroom." }),
  batch: optionalLine(),
  city: line(),
  heard_from: z.enum(HEARD_FROM, { error: "Tell us how you heard of us." }),
  /** Which page sent it: /enrol or /registration. */
  source: z.enum(["enrol", "registration"]).default("enrol"),
});

export const PARTNER_TYPES = ["school", "coaching", "other"] as const;
export const partnerFormSchema = z.object({
  ...common,
  organisation: line(TEXT_MAX.LINE),
  org_type: z.enum(PARTNER_TYPES, { error: "Choose the kind of organisation." }),
  city: line(),
  students: intInRange(1, 1_000_000, "Enter the number of students (1 to 1,000,000)."),
  message: text(TEXT_MAX.MESSAGE).trim().default(""),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ScholarshipForm = z.infer<typeof scholarshipFormSchema>;
export type EnrolmentForm = z.infer<typeof enrolmentFormSchema>;
export type PartnerForm = z.infer<typeof partnerFormSchema>;

export const FORM_SCHEMAS = {
  contact: contactFormSchema,
  scholarship: scholarshipFormSchema,
  enrolment: enrolmentFormSchema,
  partner: partnerFormSchema,
} as const;

/** Per-field messages of a failed parse: the first message of each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    out[field] ??= issue.message;
  }
  return out;
}

export const FIELDS_INVALID = "Some fields need your attention.";

// ---------- documents ----------

export const APPLICATION_DOCUMENTS = ["id_proof", "marksheet"] as const;
export type ApplicationDocument = (typeof APPLICATION_DOCUMENTS)[number];
export const DOCUMENT_LABEL: Record<ApplicationDocument, string> = {
  id_proof: "ID proof",
  marksheet: "Latest marksheet",
};
/** PDF, JPEG, PNG or WebP, judged by content, at most this size. */
export const APPLICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_KIND_REFUSED = "Upload a PDF, JPEG, PNG or WebP file.";
export const DOCUMENT_TOO_LARGE = "The file must be 5 MB or smaller.";

// ---------- staff ----------

const trimmed = (max: number) => text(max).trim();

/** `YYYY-MM-DD` of a filter (the academy's day). */
const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-05-31." });

export const applicationListQuerySchema = z.object({
  /** One kind, or "enquiry" for contact and partner together (one back-office section). */
  kind: z.enum([...APPLICATION_KINDS, "enquiry"]).optional(),
  q: trimmed(TEXT_MAX.NAME).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  course_id: idParamSchema().optional(),
  from: day.optional(),
  to: day.optional(),
  deleted: z.enum(["true", "false"]).optional(),
  page: intParamSchema(1, MAX_PAGE).default(1),
  /** Up to 1000: the table's CSV export reads 1000 rows a page. */
  pageSize: intParamSchema(1, MAX_PAGE_SIZE).default(20),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * What approving a scholarship may give: a plan through the staff grant door, at once when the email has
 * an account, else when an account is made with that email.
 */
export const applicationGrantSchema = z.object({
  kind: z.literal("plan").default("plan"),
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  course_id: idSchema(MESSAGES.COURSE_REQUIRED),
});
export type ApplicationGrant = z.infer<typeof applicationGrantSchema>;

export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  note: trimmed(TEXT_MAX.MESSAGE).default(""),
  grant: applicationGrantSchema.optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const applicationNoteSchema = z.object({
  note: trimmed(TEXT_MAX.MESSAGE).min(1, { error: "Write the note." }),
});

export const applicationRemoveSchema = z.object({
  reason: trimmed(TEXT_MAX.LINE).min(3, { error: "Give a reason (at least 3 characters)." }),
});
