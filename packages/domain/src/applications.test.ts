import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  contactFormSchema,
  DATE_OF_BIRTH_INVALID,
  dateOfBirthError,
  fieldErrors,
  isDecision,
  makeReference,
  nextStatuses,
  REFERENCE_ALPHABET,
  statusMoveError,
} from "./applications";
import { MESSAGES } from "./messages";

describe("application status workflow", () => {
  it("a new scholarship may go to review, be contacted, decided or closed", () => {
    expect(nextStatuses("scholarship", "new")).toEqual([
      "in_review",
      "contacted",
      "approved",
      "rejected",
      "closed",
    ]);
  });

  it("contact and partner enquiries are never approved or rejected", () => {
    for (const kind of ["contact", "partner"] as const) {
      for (const from of APPLICATION_STATUSES) {
        expect(nextStatuses(kind, from)).not.toContain("approved");
        expect(nextStatuses(kind, from)).not.toContain("rejected");
      }
      expect(statusMoveError(kind, "new", "approved")).toMatch(/not approved or rejected/);
    }
  });

  it("an approval is final but for closing; a rejection or a closed file may be reopened for review", () => {
    expect(nextStatuses("scholarship", "approved")).toEqual(["closed"]);
    expect(statusMoveError("enrolment", "approved", "rejected")).toBe(
      "An application that is approved cannot become rejected.",
    );
    expect(statusMoveError("scholarship", "rejected", "in_review")).toBeNull();
    expect(statusMoveError("contact", "closed", "in_review")).toBeNull();
  });

  it("a move to the same status is refused with a clear reason", () => {
    expect(statusMoveError("scholarship", "new", "new")).toBe("The application is already new.");
  });

  it("every status but new can be reached, and nothing moves back to new", () => {
    const reachable = new Set(APPLICATION_STATUSES.flatMap((s) => nextStatuses("scholarship", s)));
    expect([...reachable].sort()).toEqual(APPLICATION_STATUSES.filter((s) => s !== "new").sort());
  });

  it("only approvals and rejections are decisions the applicant is told about", () => {
    expect(APPLICATION_STATUSES.filter(isDecision)).toEqual(["approved", "rejected"]);
  });
});

describe("reference numbers", () => {
  it("carry the kind's prefix and six unambiguous characters", () => {
    let n = 0;
    const ref = makeReference("scholarship", (max) => (n++ * 7) % max);
    expect(ref).toMatch(/^SCH-[2-9A-HJKMNP-Z]{6}$/);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(makeReference("partner", () => 0)).toBe("PAR-222222");
  });
});

describe("date of birth", () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it("accepts a student of 8 to 30 years", () => {
    expect(dateOfBirthError("2010-06-15", today)).toBeNull();
    expect(dateOfBirthError("2018-06-15", today)).toBeNull();
    expect(dateOfBirthError("1996-06-16", today)).toBeNull();
  });
  it("refuses impossible days, the future, and ages outside the range", () => {
    for (const bad of ["2010-02-30", "2030-01-01", "2018-06-16", "1995-06-14", "15/06/2010", ""]) {
      expect(dateOfBirthError(bad, today)).toBe(DATE_OF_BIRTH_INVALID);
    }
  });
});

describe("form validation", () => {
  it("names every faulty field with the spec's messages", () => {
    const result = contactFormSchema.safeParse({ email: "x", mobile: "123", idempotency_key: "abcdefgh" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: MESSAGES.REQUIRED,
      email: MESSAGES.INVALID_EMAIL,
      mobile: MESSAGES.INVALID_MOBILE,
      subject: MESSAGES.REQUIRED,
      message: MESSAGES.REQUIRED,
    });
  });
});
