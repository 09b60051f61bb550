import type { ApplicationKind } from "./applications";

// The staff digest of new forms (issue #52, item 8): one bell notification per staff member for all the
// forms of a window, instead of one per form.

const NOUN: Record<ApplicationKind, [one: string, many: string]> = {
  contact: ["message", "messages"],
  scholarship: ["scholarship application", "scholarship applications"],
  enrolment: ["enrolment request", "enrolment requests"],
  partner: ["partner enquiry", "partner enquiries"],
};

/** The staff page that lists each kind. */
export const APPLICATION_STAFF_PAGE: Record<ApplicationKind, string> = {
  scholarship: "/admin/scholarship",
  enrolment: "/admin/enrollment",
  contact: "/admin/enquiries",
  partner: "/admin/enquiries",
};

/** Kinds in the order a digest names them when their counts are equal. */
const ORDER: readonly ApplicationKind[] = ["contact", "scholarship", "enrolment", "partner"];

export const countOf = (n: number, kind: ApplicationKind) => `${n} ${NOUN[kind][n === 1 ? 0 : 1]}`;

export interface DigestForm {
  kind: ApplicationKind;
  reference: string;
  name: string;
}

/**
 * The one notification for a batch of new forms: a single form is named (and opened by its reference);
 * several are counted by kind, largest first, and open the staff page that lists the most of them.
 */
export function staffDigest(forms: readonly DigestForm[]): { message: string; navigate: string } | null {
  const [only] = forms;
  if (!only) return null;
  if (forms.length === 1) {
    return {
      message: `New ${NOUN[only.kind][0]} ${only.reference} from ${only.name}.`,
      navigate: `${APPLICATION_STAFF_PAGE[only.kind]}?ref=${only.reference}`,
    };
  }
  const counts = new Map<ApplicationKind, number>();
  for (const f of forms) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const kinds = ORDER.filter((k) => counts.has(k)).sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0),
  );
  const perPage = new Map<string, number>();
  for (const [kind, n] of counts) {
    const page = APPLICATION_STAFF_PAGE[kind];
    perPage.set(page, (perPage.get(page) ?? 0) + n);
  }
  // The first kind's page wins a tie, so the page follows the order the message reads in.
  const first = APPLICATION_STAFF_PAGE[kinds[0] as ApplicationKind];
  let navigate = first;
  for (const [page, n] of perPage) if (n > (perPage.get(navigate) ?? 0)) navigate = page;
  const parts = kinds.map((k) => countOf(counts.get(k) ?? 0, k));
  return { message: `${forms.length} new forms: ${parts.join(", ")}.`, navigate };
}
