import type { ApplicationDocument, ApplicationKind, ApplicationStatus } from "@medhavi/domain";

export interface ApplicationRow {
  id: number;
  kind: ApplicationKind;
  reference: string;
  status: ApplicationStatus;
  name: string;
  email: string;
  mobile: string;
  course_id: number | null;
  course: string | null;
  fields: Record<string, unknown>;
  created_at: number;
  updated_at: number;
  deleted: boolean;
  erased: boolean;
}

export interface ApplicationDetail extends Omit<ApplicationRow, "deleted" | "erased"> {
  account_id: number | null;
  grant: {
    subscription_type: string;
    course_id: number;
    applied_at: number | null;
    user_id: number | null;
  } | null;
  documents: { purpose: ApplicationDocument; mime: string; size: number; filename: string }[];
  history: { id: number; from: string | null; to: string; note: string; at: number; by: string | null }[];
  next_statuses: ApplicationStatus[];
  deleted: { at: number; reason: string; by: number | null } | null;
  erased_at: number | null;
}

/** Readable labels of the form fields kept in `fields`. */
export const FIELD_LABEL: Record<string, string> = {
  subject: "Subject",
  message: "Message",
  date_of_birth: "Date of birth",
  grade: "Class / grade",
  school: "School and board",
  last_exam: "Latest exam",
  score: "Percentage or grade",
  income_band: "Family income",
  statement: "Statement",
  parent_name: "Parent's name",
  parent_mobile: "Parent's mobile",
  mode: "Mode",
  batch: "Preferred batch",
  city: "City",
  heard_from: "Heard of us through",
  source: "Sent from",
  organisation: "Organisation",
  org_type: "Kind of organisation",
  students: "Students",
};
