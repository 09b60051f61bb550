import { describe, expect, it } from "vitest";
import { type DigestForm, staffDigest } from "./index";

const form = (kind: DigestForm["kind"], i = 0): DigestForm => ({
  kind,
  reference: `REF-${i}`,
  name: `Applicant ${i}`,
});

describe("staffDigest", () => {
  it("says nothing for no forms", () => {
    expect(staffDigest([])).toBeNull();
  });

  it("names a single form and opens it", () => {
    expect(staffDigest([form("scholarship", 7)])).toEqual({
      message: "New scholarship application REF-7 from Applicant 7.",
      navigate: "/admin/scholarship?ref=REF-7",
    });
  });

  it("counts several by kind, largest first, singular and plural", () => {
    const forms = [form("partner"), form("contact"), form("scholarship"), form("contact"), form("contact")];
    expect(staffDigest(forms)).toEqual({
      message: "5 new forms: 3 messages, 1 scholarship application, 1 partner enquiry.",
      navigate: "/admin/enquiries",
    });
    expect(staffDigest([form("partner"), form("partner"), form("enrolment")])?.message).toBe(
      "3 new forms: 2 partner enquiries, 1 enrolment request.",
    );
  });

  it("opens the page that lists the most of them (messages and partner enquiries share one)", () => {
    const forms = [
      form("scholarship"),
      form("scholarship"),
      form("contact"),
      form("partner"),
      form("partner"),
    ];
    expect(staffDigest(forms)?.navigate).toBe("/admin/enquiries");
    expect(staffDigest([form("enrolment"), form("enrolment"), form("contact")])?.navigate).toBe(
      "/admin/enrollment",
    );
    expect(staffDigest([form("enrolment"), form("scholarship")])?.navigate).toBe("/admin/scholarship");
  });
});
