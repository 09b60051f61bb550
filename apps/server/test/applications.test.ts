/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
/**
 * Applications (issue #11) through the real server: the four public forms, private documents, abuse
 * guards, and the staff workflow (lists, CSV, documents, statuses, grants, delete, erase).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import {
  APPLICATION_ADDRESS,
  APPLICATION_EMAIL,
  academyDayKey,
  DATE_OF_BIRTH_INVALID,
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_TOO_LARGE,
  MESSAGES,
} from "@medhavi/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationUploads,
  notifications,
  staffActions,
  subscriptions,
  users,
} from "../src/db/schema";
import { sendStaffDigest } from "../src/modules/applications/digest";
import { DIFFERENT_FORM, sweepUploads, UPLOAD_AGAIN } from "../src/modules/applications/submit";
import { ACTIVE_PDF, TOO_MANY_PIXELS } from "../src/platform/content-checks";
import { adminToken, newStudent, proofHeader, signUp, startTestApp, studentSession } from "./helpers";
import { jpegOf, pngOf, webpOf } from "./image-headers";
import { call, courseId, fetchUrl, multipart, PDF, PNG } from "./materials-world";
import { startS3 } from "./s3-server";

let t: Awaited<ReturnType<typeof startTestApp>>;
let staff: string;
let jeeMain: number;
let addr = 0;
/** A fresh client address, so per-address limits only bite where a test means them to. */
const nextIp = () => {
  addr += 1;
  return `10.55.${addr >> 8}.${addr & 255}`;
};
let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};
const key = () => `key-${Date.now().toString(36)}-${next()}-abcdef`;
const email = () => `applicant.${Date.now().toString(36)}.${next()}@example.in`;
const mobile = () => `97${String(10_000_000 + next()).slice(-8)}`;

beforeAll(async () => {
  t = await startTestApp();
  staff = await adminToken(t.app);
  jeeMain = await courseId(t.app, "JEE Main Complete Course");
});
afterAll(async () => t?.close());

/** A form as the browser sends it: with a solved challenge, unless `proof: false`. */
const send = async (
  url: string,
  payload: unknown,
  opts: { ip?: string; token?: string; proof?: boolean } = {},
) => {
  const res = await t.app.inject({
    method: "POST",
    url,
    payload: payload as any,
    remoteAddress: opts.ip ?? nextIp(),
    headers: {
      ...(opts.proof === false ? {} : await proofHeader(t.app)),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() as any };
};

const upload = async (which: "idproof" | "marksheet", content: Buffer, name = "doc.pdf", ip = nextIp()) => {
  const body = multipart(content, name);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/${which}uploadtospace`,
    remoteAddress: ip,
    ...body,
  });
  return { status: res.statusCode, body: res.json() as any };
};

const contact = (o: Record<string, unknown> = {}) => ({
  name: "Ravi Kumar",
  email: email(),
  mobile: mobile(),
  subject: "Batch timings",
  message: "When does the next JEE batch start?",
  idempotency_key: key(),
  ...o,
});
const enrolment = (o: Record<string, unknown> = {}) => ({
  name: "Meera Iyer",
  email: email(),
  mobile: mobile(),
  parent_name: "Suresh Iyer",
  parent_mobile: "9876501234",
  course_id: jeeMain,
  mode: "online",
  batch: "Evening",
  city: "Chennai",
  heard_from: "friend",
  idempotency_key: key(),
  ...o,
});
const partner = (o: Record<string, unknown> = {}) => ({
  organisation: "Sunrise Public School",
  org_type: "school",
  name: "Anita Rao",
  email: email(),
  mobile: mobile(),
  city: "Pune",
  students: 800,
  message: "We would like a foundation programme.",
  idempotency_key: key(),
  ...o,
});
async function scholarship(o: Record<string, unknown> = {}) {
  const id = await upload("idproof", PDF, "aadhaar.pdf");
  const marks = await upload("marksheet", PNG, "marks.png");
  expect(id.status, id.body.message).toBe(200);
  expect(marks.status, marks.body.message).toBe(200);
  return {
    name: "Kavya Nair",
    email: email(),
    mobile: mobile(),
    date_of_birth: "2009-04-12",
    grade: "Class 11",
    school: "Kendriya Vidyalaya, CBSE",
    course_id: jeeMain,
    last_exam: "Class 10 board",
    score: "94.2",
    income_band: "2_to_5_lakh",
    statement: "I want to become an engineer and my family cannot afford coaching fees.",
    id_proof: id.body.data.upload_id,
    marksheet: marks.body.data.upload_id,
    idempotency_key: key(),
    ...o,
  };
}

const outbox = () => {
  const path = join(t.env.dataDir, "sms-outbox.jsonl");
  return existsSync(path)
    ? readFileSync(path, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { to: string; text: string })
    : [];
};
const rowsByEmail = (e: string) =>
  t.app.platform.db.select().from(applications).where(eq(applications.email, e));

describe("public forms", () => {
  it("a contact message is stored, answered with a reference, texted to the sender and announced to staff in the digest", async () => {
    await sendStaffDigest(t.app.platform.db);
    const form = contact();
    const res = await send("/api/contactUs", form);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.reference).toMatch(/^CON-[2-9A-Z]{6}$/);
    expect(res.body.message).toContain(res.body.data.reference);
    const [row] = await rowsByEmail(form.email);
    expect(row).toMatchObject({ kind: "contact", status: "new", name: "Ravi Kumar", mobile: form.mobile });
    expect(row?.fields).toMatchObject({ subject: "Batch timings" });
    expect(outbox().some((m) => m.to === form.mobile && m.text.includes(res.body.data.reference))).toBe(true);
    const staffBell = () =>
      t.app.platform.db
        .select()
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(users.role, "admin"));
    const named = (bell: Awaited<ReturnType<typeof staffBell>>) =>
      bell.filter((n) => n.notifications.notificationMsg.includes(res.body.data.reference));
    // Not at once: the digest of the window announces it.
    expect(named(await staffBell())).toEqual([]);
    expect(await sendStaffDigest(t.app.platform.db)).toBe(1);
    const lines = named(await staffBell());
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]?.notifications.notificationMsg).toBe(
      `New message ${res.body.data.reference} from Ravi Kumar.`,
    );
    expect(lines[0]?.notifications.navigate).toBe(`/admin/enquiries?ref=${res.body.data.reference}`);
  });

  it.each([
    ["name", "", MESSAGES.REQUIRED],
    ["email", "not-an-email", MESSAGES.INVALID_EMAIL],
    ["email", "", MESSAGES.REQUIRED],
    ["mobile", "12345", MESSAGES.INVALID_MOBILE],
    ["subject", "   ", MESSAGES.REQUIRED],
    ["message", "short", "Write at least 10 characters."],
    ["message", "x".repeat(2001), "Too long: at most 2000 characters."],
  ])("contact: %s = %j is refused with the field's message", async (field, value, message) => {
    const res = await send("/api/contactUs", contact({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[field]).toBe(message);
    expect(Object.keys(res.body.data.errors)).toEqual([field]);
  });

  it("every missing field is named at once", async () => {
    const res = await send("/api/contactUs", { idempotency_key: key() });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors).sort()).toEqual([
      "email",
      "message",
      "mobile",
      "name",
      "subject",
    ]);
  });

  it("an enrolment request (from /registration too) is stored with its course and answers ENR-…", async () => {
    const form = enrolment({ source: "registration" });
    const res = await send("/api/applyEnrolment", form);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.reference).toMatch(/^ENR-/);
    const [row] = await rowsByEmail(form.email);
    expect(row).toMatchObject({ kind: "enrolment", courseId: jeeMain });
    expect(row?.fields).toMatchObject({ mode: "online", parent_name: "Suresh Iyer", source: "registration" });
  });

  it.each([
    ["parent_name", "", MESSAGES.REQUIRED],
    ["parent_mobile", "55555", MESSAGES.INVALID_MOBILE],
    ["course_id", null, MESSAGES.COURSE_REQUIRED],
    ["course_id", 999_999, MESSAGES.COURSE_REQUIRED],
    ["mode", "postal", "Choose online or classroom."],
    ["city", "", MESSAGES.REQUIRED],
    ["heard_from", "tv", "Tell us how you heard of us."],
  ])("enrolment: %s = %j is refused", async (field, value, message) => {
    const res = await send("/api/applyEnrolment", enrolment({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[field]).toBe(message);
  });

  it("a partner enquiry is stored and answers PAR-…", async () => {
    const form = partner();
    const res = await send("/api/partnerWithUs", form);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.reference).toMatch(/^PAR-/);
    const [row] = await rowsByEmail(form.email);
    expect(row?.fields).toMatchObject({ organisation: "Sunrise Public School", students: 800 });
  });

  it.each([
    ["organisation", "", MESSAGES.REQUIRED],
    ["org_type", "college", "Choose the kind of organisation."],
    ["students", 0, "Enter the number of students (1 to 1,000,000)."],
    ["students", 2.5, "Enter the number of students (1 to 1,000,000)."],
    ["city", "", MESSAGES.REQUIRED],
  ])("partner: %s = %j is refused", async (field, value, message) => {
    const res = await send("/api/partnerWithUs", partner({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[field]).toBe(message);
  });

  it("a logged-in student's application is linked to the account; a staff token counts as a visitor", async () => {
    const s = await studentSession(t.app);
    const form = contact({ email: s.student.email });
    expect((await send("/api/contactUs", form, { token: s.token })).status).toBe(200);
    const [row] = await rowsByEmail(s.student.email);
    expect(row?.userId).toBe(s.userid);
    const other = contact();
    expect((await send("/api/contactUs", other, { token: staff })).status).toBe(200);
    expect((await rowsByEmail(other.email))[0]?.userId).toBeNull();
  });
});

describe("scholarship applications and their documents", () => {
  it("a scholarship with an ID proof (PDF) and a marksheet (PNG) is stored with both documents", async () => {
    const form = await scholarship();
    const res = await send("/api/applyScholarship", form);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.reference).toMatch(/^SCH-/);
    const [row] = await rowsByEmail(form.email);
    const detail = await call(t.app, "GET", `/api/applications/${row?.id}`, staff);
    expect(detail.body.data.documents.map((d: any) => [d.purpose, d.mime])).toEqual([
      ["id_proof", "application/pdf"],
      ["marksheet", "image/png"],
    ]);
    expect(detail.body.data.fields).toMatchObject({ income_band: "2_to_5_lakh", score: "94.2" });
    expect(detail.body.data.fields.id_proof).toBeUndefined();
  });

  it.each([
    ["date_of_birth", "2030-01-01", DATE_OF_BIRTH_INVALID],
    ["date_of_birth", "2009-02-30", DATE_OF_BIRTH_INVALID],
    ["date_of_birth", "", MESSAGES.REQUIRED],
    ["grade", "", MESSAGES.REQUIRED],
    ["school", "", MESSAGES.REQUIRED],
    ["course_id", "JEE", MESSAGES.COURSE_REQUIRED],
    ["last_exam", "", MESSAGES.REQUIRED],
    ["score", "excellent", "Enter a percentage (e.g. 87.5) or a grade (e.g. A1)."],
    ["income_band", "rich", "Choose the family income band."],
    ["statement", "Please", "Write at least 30 characters about why you are applying."],
    ["id_proof", "", "Upload this document."],
    ["marksheet", undefined, "Upload this document."],
  ])("scholarship: %s = %j is refused", async (field, value, message) => {
    const res = await send("/api/applyScholarship", await scholarship({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[field]).toBe(message);
  });

  it("documents are judged by content: text, GIF and an EXE named .pdf are refused (415), empty is 400", async () => {
    for (const bad of [
      Buffer.from("just some text pretending"),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.concat([Buffer.from("MZ"), Buffer.alloc(100)]),
    ]) {
      const res = await upload("idproof", bad, "scan.pdf");
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(DOCUMENT_KIND_REFUSED);
    }
    expect((await upload("marksheet", Buffer.alloc(0))).status).toBe(400);
  });

  it("a document over 5 MB is refused with 413 and nothing is kept", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024, 0x41)]);
    const res = await upload("marksheet", big, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(DOCUMENT_TOO_LARGE);
  });

  it("uploads no form claimed within a day are swept with their files", async () => {
    const up = await upload("idproof", PDF, "left.pdf");
    const [row] = await t.app.platform.db
      .update(applicationUploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(applicationUploads.id, up.body.data.upload_id))
      .returning();
    expect(await t.app.platform.storage.stat(row!.storageKey)).not.toBeNull();
    expect(await sweepUploads(t.app.platform)).toBeGreaterThanOrEqual(1);
    expect(await t.app.platform.storage.stat(row!.storageKey)).toBeNull();
    const late = await send("/api/applyScholarship", await scholarship({ id_proof: up.body.data.upload_id }));
    expect(late.body.data.errors.id_proof).toBe(UPLOAD_AGAIN);
  });

  it("JPEG and WebP are accepted", async () => {
    expect((await upload("idproof", jpegOf(1200, 1600), "a.jpg")).body.data.mime).toBe("image/jpeg");
    expect((await upload("idproof", webpOf(1200, 1600), "a.webp")).body.data.mime).toBe("image/webp");
  });

  it("a picture declaring more pixels than any photo is refused, and one whose header cannot be read", async () => {
    for (const huge of [pngOf(65_535, 65_535), jpegOf(65_535, 65_535), webpOf(16_383, 16_383)]) {
      const res = await upload("idproof", huge, "huge.png");
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(TOO_MANY_PIXELS);
    }
    const headless = await upload(
      "idproof",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50)]),
      "x.jpg",
    );
    expect(headless.status).toBe(415);
  });

  it("a PDF that runs script or actions on opening is refused, also when hidden in a compressed object stream", async () => {
    const plain = Buffer.from(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n",
    );
    const escaped = Buffer.from(
      "%PDF-1.7\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (x) >> >> endobj\n%%EOF\n",
    );
    const hidden = deflateSync(Buffer.from("<< /S /Launch /F (cmd.exe) >>"));
    const inStream = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >> stream\n`,
      ),
      hidden,
      Buffer.from("\nendstream endobj\n%%EOF\n"),
    ]);
    for (const pdf of [plain, escaped, inStream]) {
      const res = await upload("idproof", pdf, "proof.pdf");
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(ACTIVE_PDF);
    }
    // A PDF that opens at a page (OpenAction without script) is an ordinary PDF.
    const fitted = Buffer.from(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction [3 0 R /FitH null] >> endobj\n%%EOF\n",
    );
    expect((await upload("idproof", fitted, "proof.pdf")).status).toBe(200);
  });

  it("an upload of the other kind, or one already used, cannot be named", async () => {
    const first = await scholarship();
    expect((await send("/api/applyScholarship", first)).status).toBe(200);
    // The ID proof of the first application, named again by someone else.
    const reused = await send("/api/applyScholarship", await scholarship({ id_proof: first.id_proof }));
    expect(reused.status).toBe(400);
    expect(reused.body.data.errors.id_proof).toBe(UPLOAD_AGAIN);
    // A marksheet upload offered as the ID proof.
    const fresh = await scholarship();
    const swapped = await send("/api/applyScholarship", { ...fresh, id_proof: fresh.marksheet });
    expect(swapped.status).toBe(400);
    expect(swapped.body.data.errors.id_proof).toBe(UPLOAD_AGAIN);
  });

  it("documents open for staff only: visitor 401, student 403, never through /uploads; staff get the file", async () => {
    const form = await scholarship();
    expect((await send("/api/applyScholarship", form)).status).toBe(200);
    const [row] = await rowsByEmail(form.email);
    const url = `/api/applications/${row?.id}/documents/marksheet/access`;
    expect((await call(t.app, "GET", url)).status).toBe(401);
    const student = await studentSession(t.app);
    expect((await call(t.app, "GET", url, student.token)).status).toBe(403);
    expect((await call(t.app, "GET", `/api/applications/${row?.id}`, student.token)).status).toBe(403);
    const access = await call(t.app, "GET", url, staff);
    expect(access.status).toBe(200);
    expect(access.body.data.mime).toBe("image/png");
    const file = await fetchUrl(t.app, access.body.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, PNG)).toBe(0);
    // The object is private: its name alone opens nothing, nor does a tampered signature.
    const name = decodeURIComponent(/\/api\/files\/([^?]+)/.exec(access.body.data.url)?.[1] ?? "");
    expect((await call(t.app, "GET", `/uploads/${name}`)).status).toBe(404);
    expect((await call(t.app, "GET", `/uploads/private/${name}`)).status).toBe(404);
    // One character of the signature changed (to another character: a signature may begin with "X").
    const tampered = access.body.data.url.replace(
      /sig=(.)/,
      (_: string, c: string) => `sig=${c === "X" ? "Y" : "X"}`,
    );
    expect((await call(t.app, "GET", tampered)).status).toBe(403);
  });
});

describe("abuse guards", () => {
  it("a double click or a retry makes one application and answers the same reference", async () => {
    const form = contact();
    const [a, b] = await Promise.all([send("/api/contactUs", form), send("/api/contactUs", form)]);
    const c = await send("/api/contactUs", form);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.reference, b.body.data.reference, c.body.data.reference]).size).toBe(1);
    expect(await rowsByEmail(form.email)).toHaveLength(1);
    // The same key with other details is not taken for a retry.
    const other = await send("/api/contactUs", { ...form, email: email() });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(DIFFERENT_FORM);
    // A retry of a form that went through gets its answer without a new proof of work.
    const retry = await send("/api/contactUs", form, { proof: false });
    expect(retry.status, retry.body.message).toBe(200);
    expect(retry.body.data.reference).toBe(a.body.data.reference);
  });

  it("a filled honeypot is answered like a success and stores nothing", async () => {
    const form = contact({ website: "http://spam.example" });
    const res = await send("/api/contactUs", form);
    expect(res.status).toBe(200);
    expect(res.body.data.reference).toMatch(/^CON-/);
    expect(await rowsByEmail(form.email)).toHaveLength(0);
  });

  it("a body over the form's size limit is refused (413)", async () => {
    const res = await send("/api/contactUs", contact({ message: "x".repeat(40 * 1024) }));
    expect(res.status).toBe(413);
  });

  it(`one email may send ${APPLICATION_EMAIL.max} forms an hour, from any address`, async () => {
    const e = email();
    for (let i = 0; i < APPLICATION_EMAIL.max; i++) {
      expect((await send("/api/contactUs", contact({ email: e }))).status).toBe(200);
    }
    const over = await send("/api/contactUs", contact({ email: e.toUpperCase() }));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many attempts/);
    // A retry of a form already sent is not counted again.
    expect(await rowsByEmail(e)).toHaveLength(APPLICATION_EMAIL.max);
  });

  it(`one address may send ${APPLICATION_ADDRESS.max} forms an hour`, async () => {
    const ip = nextIp();
    for (let i = 0; i < APPLICATION_ADDRESS.max; i++) {
      expect((await send("/api/applyEnrolment", enrolment(), { ip })).status).toBe(200);
    }
    expect((await send("/api/applyEnrolment", enrolment(), { ip })).status).toBe(429);
    expect((await send("/api/applyEnrolment", enrolment(), { ip: nextIp() })).status).toBe(200);
  });
});

describe("staff workflow", () => {
  const apply = async (o: Record<string, unknown> = {}) => {
    const form = await scholarship(o);
    const res = await send("/api/applyScholarship", form);
    expect(res.status, res.body.message).toBe(200);
    const [row] = await rowsByEmail(form.email as string);
    return { form, id: row!.id, reference: res.body.data.reference as string };
  };
  const status = (id: number, body: Record<string, unknown>) =>
    call(t.app, "POST", `/api/applications/${id}/status`, staff, body);

  it("lists search, filter by status, course and date, and page on the server; students are refused", async () => {
    const a = await apply({ name: "Zubin Searchable" });
    await apply();
    await apply();
    const list = await call(t.app, "GET", "/api/getScholarshipList?q=zubin%20search", staff);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: any) => i.reference)).toEqual([a.reference]);
    expect(list.body.data.items[0].course).toBe("JEE Main Complete Course");
    const byRef = await call(t.app, "GET", `/api/getScholarshipList?q=${a.reference}`, staff);
    expect(byRef.body.data.total).toBe(1);
    const page = await call(t.app, "GET", "/api/getScholarshipList?pageSize=2&page=1", staff);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
    const today = academyDayKey(Date.now());
    const dated = await call(
      t.app,
      "GET",
      `/api/getScholarshipList?from=${today}&to=${today}&pageSize=100`,
      staff,
    );
    expect(dated.body.data.items.some((i: any) => i.reference === a.reference)).toBe(true);
    const past = await call(t.app, "GET", "/api/getScholarshipList?to=2020-01-01", staff);
    expect(past.body.data.total).toBe(0);
    const inReview = await call(t.app, "GET", "/api/getScholarshipList?status=in_review", staff);
    expect(inReview.body.data.items.every((i: any) => i.status === "in_review")).toBe(true);
    const other = await call(t.app, "GET", `/api/getScholarshipList?course_id=${jeeMain + 999}`, staff);
    expect(other.body.data.total).toBe(0);
    const enrol = await call(t.app, "GET", "/api/getEnrollmentList", staff);
    expect(enrol.body.data.items.every((i: any) => i.kind === "enrolment")).toBe(true);
    const enquiries = await call(t.app, "GET", "/api/applications?kind=partner", staff);
    expect(enquiries.body.data.items.every((i: any) => i.kind === "partner")).toBe(true);
    const both = await call(t.app, "GET", "/api/applications?kind=enquiry&pageSize=100", staff);
    expect(new Set(both.body.data.items.map((i: any) => i.kind))).toEqual(new Set(["contact", "partner"]));
    const student = await studentSession(t.app);
    expect((await call(t.app, "GET", "/api/getScholarshipList", student.token)).status).toBe(403);
    expect((await call(t.app, "GET", "/api/getEnrollmentList")).status).toBe(401);
  });

  it("exports the filtered list as CSV, with form fields as columns and formulas defused", async () => {
    const a = await apply({ name: '=HYPERLINK("x")' });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/applications/export?kind=scholarship&q=${a.reference}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^reference,kind,status,name,email,mobile,course,created_at,.*income_band/);
    expect(lines[1]).toContain(a.reference);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("moves new → in review → approved with notes and who did it; refuses moves the workflow does not allow", async () => {
    const a = await apply();
    expect((await status(a.id, { status: "in_review", note: "Checking marks" })).status).toBe(200);
    expect(
      (await call(t.app, "POST", `/api/applications/${a.id}/notes`, staff, { note: "Called parent" })).status,
    ).toBe(200);
    const approve = await status(a.id, { status: "approved", note: "Strong marks" });
    expect(approve.status, approve.body.message).toBe(200);
    const refused = await status(a.id, { status: "rejected" });
    expect(refused.status).toBe(409);
    const detail = (await call(t.app, "GET", `/api/applications/${a.id}`, staff)).body.data;
    expect(detail.status).toBe("approved");
    expect(detail.next_statuses).toEqual(["closed"]);
    expect(detail.history.map((h: any) => [h.from, h.to, h.note])).toEqual([
      [null, "new", ""],
      ["new", "in_review", "Checking marks"],
      ["in_review", "in_review", "Called parent"],
      ["in_review", "approved", "Strong marks"],
    ]);
    expect(detail.history[1].by).toBeTruthy();
    const audit = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.target, `application:${a.id}`));
    expect(audit.map((x) => x.action)).toEqual([
      "application-status",
      "application-note",
      "application-status",
    ]);
    // The applicant hears of the decision.
    expect(
      outbox().some((m) => m.to === a.form.mobile && /approved/.test(m.text) && m.text.includes(a.reference)),
    ).toBe(true);
  });

  it("contact and partner enquiries cannot be approved; they are contacted and closed", async () => {
    const form = contact();
    await send("/api/contactUs", form);
    const [row] = await rowsByEmail(form.email);
    expect((await status(row!.id, { status: "approved" })).status).toBe(409);
    expect((await status(row!.id, { status: "contacted", note: "Replied by phone" })).status).toBe(200);
    expect((await status(row!.id, { status: "closed" })).status).toBe(200);
  });

  it("approving with a plan grants it at once to the student account of the email, and tells them", async () => {
    const s = await studentSession(t.app);
    const a = await apply({ email: s.student.email, mobile: s.student.mobileNumber });
    const res = await status(a.id, {
      status: "approved",
      note: "Full scholarship",
      grant: { subscription_type: "Free_3_months", course_id: jeeMain },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ grant_applied: true, granted_to: s.userid });
    const subs = await t.app.platform.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, s.userid));
    expect(subs.map((x) => [x.type, x.courseId])).toEqual([["Free_3_months", jeeMain]]);
    const bell = await t.app.platform.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.userid));
    expect(bell.some((n) => n.notificationMsg.includes(a.reference))).toBe(true);
    const detail = (await call(t.app, "GET", `/api/applications/${a.id}`, staff)).body.data;
    expect(detail.grant).toMatchObject({ subscription_type: "Free_3_months", user_id: s.userid });
    expect(detail.grant.applied_at).toBeTypeOf("number");
  });

  it("a plan for an email without an account is given when that email signs up (with the same mobile)", async () => {
    const e = email();
    const m = mobile();
    const a = await apply({ email: e, mobile: m });
    const res = await status(a.id, {
      status: "approved",
      grant: { subscription_type: "Free_3_months", course_id: jeeMain },
    });
    expect(res.body.data).toEqual({ grant_applied: false, granted_to: null });
    // Someone else signing up with the email but another mobile gets nothing.
    const impostor = newStudent({ email: e.toUpperCase(), mobileNumber: mobile() });
    const wrong = await signUp(t.app, impostor, nextIp());
    expect(wrong.status).toBe(200);
    const [impostorRow] = await t.app.platform.db
      .select()
      .from(users)
      .where(eq(users.email, impostor.email.toLowerCase()));
    expect(
      await t.app.platform.db.select().from(subscriptions).where(eq(subscriptions.userId, impostorRow!.id)),
    ).toEqual([]);
    // The applicant (another email case, same mobile) on a fresh application: signs up and gets the plan.
    const e2 = email();
    const b = await apply({ email: e2, mobile: m });
    await status(b.id, {
      status: "approved",
      grant: { subscription_type: "Free_3_months", course_id: jeeMain },
    });
    const signup = await signUp(t.app, newStudent({ email: e2, mobileNumber: m }), nextIp());
    expect(signup.status, signup.body.message).toBe(200);
    const [u] = await t.app.platform.db.select().from(users).where(eq(users.email, e2));
    const subs = await t.app.platform.db.select().from(subscriptions).where(eq(subscriptions.userId, u!.id));
    expect(subs.map((x) => x.type)).toEqual(["Free_3_months"]);
    const [after] = await t.app.platform.db.select().from(applications).where(eq(applications.id, b.id));
    expect(after?.grantUserId).toBe(u!.id);
  });

  it("a plan is granted only on approving a scholarship", async () => {
    const a = await apply();
    const res = await status(a.id, {
      status: "in_review",
      grant: { subscription_type: "Free_3_months", course_id: jeeMain },
    });
    expect(res.status).toBe(400);
  });

  it("soft delete hides with a reason; erasing removes documents and personal fields, leaving an anonymous record", async () => {
    await sendStaffDigest(t.app.platform.db);
    const a = await apply();
    // Alone in its digest: the staff line names the applicant (and loses the name on erasure).
    expect(await sendStaffDigest(t.app.platform.db)).toBe(1);
    const access = await call(t.app, "GET", `/api/applications/${a.id}/documents/id_proof/access`, staff);
    expect(access.status).toBe(200);
    expect(
      (await call(t.app, "POST", `/api/applications/${a.id}/delete`, staff, { reason: "x" })).status,
    ).toBe(400);
    expect(
      (await call(t.app, "POST", `/api/applications/${a.id}/delete`, staff, { reason: "Duplicate" })).status,
    ).toBe(200);
    const listed = await call(t.app, "GET", `/api/getScholarshipList?q=${a.reference}`, staff);
    expect(listed.body.data.total).toBe(0);
    const deleted = await call(t.app, "GET", `/api/getScholarshipList?q=${a.reference}&deleted=true`, staff);
    expect(deleted.body.data.total).toBe(1);
    const erase = await call(t.app, "POST", `/api/applications/${a.id}/erase`, staff, {
      reason: "Applicant asked",
    });
    expect(erase.status, erase.body.message).toBe(200);
    expect(erase.body.data.documents_removed).toBe(2);
    const [row] = await t.app.platform.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row).toMatchObject({ name: "", email: "", mobile: "", fields: {}, kind: "scholarship" });
    const bell = await t.app.platform.db.select().from(notifications);
    const staffLines = bell.filter((n) => n.notificationMsg.includes(a.reference));
    expect(staffLines.length).toBeGreaterThan(0);
    expect(staffLines.every((n) => !n.notificationMsg.includes(a.form.name as string))).toBe(true);
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect((await fetchUrl(t.app, access.body.data.url)).status).toBe(404);
    expect(
      (await call(t.app, "GET", `/api/applications/${a.id}/documents/id_proof/access`, staff)).status,
    ).toBe(404);
    const audit = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.target, `application:${a.id}`), eq(staffActions.action, "application-erase")),
      );
    expect(audit).toHaveLength(1);
  });
});

describe("documents on S3-compatible storage", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    s3 = await startS3();
    app = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it("keeps the documents private in the bucket and gives staff a presigned link", async () => {
    const put = async (path: string, content: Buffer, name: string) => {
      const res = await app.app.inject({ method: "POST", url: `/api/${path}`, ...multipart(content, name) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.upload_id as string;
    };
    const course = await courseId(app.app, "JEE Main Complete Course");
    const e = email();
    const res = await app.app.inject({
      method: "POST",
      url: "/api/applyScholarship",
      headers: await proofHeader(app.app),
      payload: {
        name: "Kavya Nair",
        email: e,
        mobile: mobile(),
        date_of_birth: "2009-04-12",
        grade: "Class 11",
        school: "CBSE",
        course_id: course,
        last_exam: "Class 10",
        score: "A1",
        income_band: "below_2_lakh",
        statement: "A statement long enough for the scholarship application form.",
        id_proof: await put("idproofuploadtospace", PNG, "id.png"),
        marksheet: await put("marksheetuploadtospace", PDF, "marks.pdf"),
        idempotency_key: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s3.keys()).filter((k) => k.startsWith("private/application-"))).toHaveLength(2);
    const [row] = await app.app.platform.db.select().from(applications).where(eq(applications.email, e));
    const admin = await adminToken(app.app);
    const access = await call(
      app.app,
      "GET",
      `/api/applications/${row?.id}/documents/marksheet/access`,
      admin,
    );
    expect(access.status).toBe(200);
    expect(access.body.data.url).toMatch(/^https?:\/\//);
    const file = await fetchUrl(app.app, access.body.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, PDF)).toBe(0);
  });
});
