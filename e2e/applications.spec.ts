import type { APIRequestContext } from "@playwright/test";
import { PROOF_EXPIRED, PROOF_OF_WORK_HEADER } from "../packages/domain/src/proofOfWork";
import { makePdf } from "./support/pdf";
import { expect, readOutbox, test } from "./support/server";
import { apiCall, type CourseNode, createStudentSession, currentProfile, seedStaff } from "./support/session";
import { shot } from "./support/shots";

// Applications (issue #11) end to end: a visitor applies for a scholarship on a phone with two documents
// and sees the reference; staff open an application, view the marksheet and approve it with a plan, and
// the student's account gets the plan. SHOTS_DIR=/tmp/shots-applications saves screenshots.

test.describe.configure({ timeout: 90_000 });

const COURSE = "JEE Main Complete Course";
const PHONE = { width: 390, height: 844 };
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000100000001008020000009091683600000017494441547801" +
    "63f8cfc0f01f0f30fca3003a4d0300d1b8fe01d0c2b3e20000000049454e44ae426082",
  "hex",
);
const MARKSHEET = makePdf(["Marksheet: Class 10 board", "Mathematics 98, Science 96"]);

async function courseId(request: APIRequestContext): Promise<number> {
  const courses = await apiCall<CourseNode[]>(request, null, "GET", "/user_exam/get_all_courses");
  const found = courses.data.find((course) => course.name === COURSE);
  expect(found, `seeded course ${COURSE}`).toBeTruthy();
  return (found as CourseNode).id;
}

async function uploadDoc(
  request: APIRequestContext,
  path: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  const reply = await request.post(`/api/${path}`, { multipart: { file: { name, mimeType, buffer } } });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: { upload_id: string } }).data.upload_id;
}

test.describe("visitor on a phone", () => {
  test.use({ viewport: PHONE });

  test("applies for a scholarship with an ID proof and a marksheet and sees the reference", async ({
    page,
  }) => {
    const unique = Date.now().toString(36);
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    await page.goto("/scholarship");
    const form = page.getByRole("form", { name: "Apply for the scholarship" });
    await expect(form).toBeVisible();
    await shot(page, "scholarship-empty");

    // Submitting empty shows each field's message.
    await form.getByRole("button", { name: "Submit application" }).click();
    await expect(form.getByText("This field is required.").first()).toBeVisible();
    await expect(form.getByText("Upload this document.").first()).toBeVisible();
    await shot(page, "scholarship-errors");

    await form.getByLabel("Student's full name").fill("Kavya Nair");
    await form.getByLabel("Email").fill(`kavya-${unique}@e2e.local`);
    await form.getByLabel("Mobile number").fill(mobile);
    await form.getByLabel("Date of birth").fill("2009-04-12");
    await form.getByLabel("Class / grade").fill("Class 11");
    await form.getByLabel("School and board").fill("Kendriya Vidyalaya, CBSE");
    await form.getByLabel("Course applied for").fill("JEE Main Complete");
    await page
      .getByRole("option", { name: /JEE Main Complete Course/ })
      .first()
      .click();
    await form.getByLabel("Latest exam").fill("Class 10 board exam");
    await form.getByLabel("Percentage or grade").fill("94.2");
    await form.getByLabel("Family income").click();
    await page.getByRole("option", { name: "₹2–5 lakh a year" }).click();
    await form
      .getByLabel("Why are you applying?")
      .fill("I want to become an engineer; my family cannot afford coaching fees.");
    await page
      .getByTestId("idproof-input")
      .setInputFiles({ name: "aadhaar.png", mimeType: "image/png", buffer: PNG });
    await expect(form.getByText("aadhaar.png")).toBeVisible();
    await page
      .getByTestId("marksheet-input")
      .setInputFiles({ name: "marksheet.pdf", mimeType: "application/pdf", buffer: MARKSHEET });
    await expect(form.getByText("marksheet.pdf")).toBeVisible();
    await shot(page, "scholarship-filled");

    // The form survives a reload before it is sent (draft kept on this device).
    await page.reload();
    await expect(page.getByLabel("Student's full name")).toHaveValue("Kavya Nair");
    await expect(page.getByText("marksheet.pdf")).toBeVisible();

    await page.getByRole("button", { name: "Submit application" }).click();
    const reference = page.getByTestId("application-reference");
    await expect(reference).toHaveText(/^SCH-[2-9A-Z]{6}$/);
    const ref = (await reference.textContent()) ?? "";
    await shot(page, "scholarship-confirmation");
    // The reference also went out by SMS.
    expect(readOutbox().some((m) => m.to === mobile && m.text.includes(ref))).toBe(true);
  });
});

test.describe("visitor sending the contact form", () => {
  test.use({ viewport: PHONE });

  test("the form solves the server's challenge while it sends, and solves another when the first is refused", async ({
    page,
  }) => {
    const unique = Date.now().toString(36);
    const proofs: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contactUs", async (route) => {
      proofs.push(route.request().headers()[PROOF_OF_WORK_HEADER] ?? "");
      if (proofs.length === 1) {
        // What the server answers a challenge that expired while the tab slept.
        await route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ status: "error", message: PROOF_EXPIRED, data: null }),
        });
        return;
      }
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").fill("Ravi Kumar");
    await form.getByLabel("Email").fill(`ravi-${unique}@e2e.local`);
    await form
      .getByLabel("Mobile number")
      .fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
    await form.getByLabel("Subject").fill("Batch timings");
    await form.getByLabel("Message").fill("When does the next JEE batch start?");
    await form.getByRole("button", { name: "Send message" }).click();
    // The button shows the form is on its way while the proof is solved and sent (and sent again).
    await expect(form.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect.poll(() => proofs.length).toBe(2);
    await shot(page, "contact-sending", { fullPage: false });
    release();
    await expect(page.getByTestId("application-reference")).toHaveText(/^CON-[2-9A-Z]{6}$/);
    expect(proofs[0]).toMatch(/^1\.[\w-]+\.\d{13}\.\d+\.[\w-]{43}:\d+$/);
    expect(proofs[1]).toMatch(/:\d+$/);
    expect(proofs[1]?.split(":")[0]).not.toBe(proofs[0]?.split(":")[0]);
  });
});

test.describe("staff", () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("open an application, view the marksheet, approve it with a plan; the student's account gets it", async ({
    page,
    request,
  }) => {
    const student = await createStudentSession(request, "scholar");
    const course = await courseId(request);
    const applied = await apiCall<{ reference: string }>(request, null, "POST", "/applyScholarship", {
      name: `${student.student.firstName} ${student.student.lastName}`,
      email: student.student.email,
      mobile: student.student.mobileNumber,
      date_of_birth: "2008-08-08",
      grade: "Class 12",
      school: "DAV Public School, CBSE",
      course_id: course,
      last_exam: "Class 11 final",
      score: "91",
      income_band: "below_2_lakh",
      statement: "I am preparing for JEE and need help with the fees this year.",
      id_proof: await uploadDoc(request, "idproofuploadtospace", "id.png", "image/png", PNG),
      marksheet: await uploadDoc(
        request,
        "marksheetuploadtospace",
        "marks.pdf",
        "application/pdf",
        MARKSHEET,
      ),
      idempotency_key: `e2e-${Date.now().toString(36)}-staff`,
    });
    const ref = applied.data.reference;

    await seedStaff(page, request);
    await page.goto("/admin/scholarship");
    const table = page.getByRole("table", { name: "Scholarship applications" });
    await expect(table).toBeVisible();
    await page.getByLabel("Search name, email, mobile, reference").fill(ref);
    await expect(table.getByRole("row")).toHaveCount(2);
    await shot(page, "staff-list");
    await table.getByText(ref).click();

    await expect(page.getByRole("heading", { name: `Scholarship application ${ref}` })).toBeVisible();
    await page.getByRole("button", { name: /View Latest marksheet/ }).click();
    const viewer = page.getByRole("dialog", { name: "Latest marksheet" });
    await expect(viewer.locator("canvas")).toBeVisible();
    await expect(viewer.getByText(/1 \/ 2|Page 1 of 2/)).toBeVisible();
    await shot(page, "staff-marksheet");
    await viewer.getByRole("button", { name: "Close" }).click();

    await page.getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark as approved" });
    await dialog.getByLabel("Note (optional)").fill("Strong marks; full scholarship for three months.");
    await dialog.getByLabel("Give the applicant a plan").check();
    await expect(dialog.getByLabel("Course of the plan")).toHaveValue(/JEE Main Complete Course/);
    await shot(page, "staff-approve");
    await dialog.getByRole("button", { name: "Approved" }).click();
    await expect(page.getByText("Approved: the plan is on the student's account.")).toBeVisible();
    await expect(page.getByRole("list", { name: "History" })).toContainText("Strong marks");
    await shot(page, "staff-approved");
    await page.setViewportSize(PHONE);
    await expect(page.getByRole("list", { name: "History" })).toBeVisible();
    await shot(page, "staff-approved-phone");

    const profile = await currentProfile(request, student);
    expect(profile.subscription).toBe("Free_3_months");
    expect(profile.course_id).toBe(course);
  });
});

test.describe("contact and partner enquiries", () => {
  test.use({ viewport: PHONE });

  test("a visitor sends the contact form on a phone; staff find it among the enquiries", async ({
    page,
    request,
  }) => {
    const unique = Date.now().toString(36);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").fill("Ravi Kumar");
    await form.getByLabel("Email").fill(`ravi-${unique}@e2e.local`);
    await form.getByLabel("Mobile number").fill("98765 43210");
    await form.getByLabel("Subject").fill("Batch timings");
    await form.getByLabel("Message").fill("When does the next JEE batch start?");
    await form.getByRole("button", { name: "Send message" }).click();
    const reference = page.getByTestId("application-reference");
    await expect(reference).toHaveText(/^CON-/);
    const ref = (await reference.textContent()) ?? "";
    await shot(page, "contact-confirmation");

    for (const [path, name] of [
      ["/enrol", "Enrolment form"],
      ["/registration", "Register your interest"],
      ["/partnerwithus", "Partner with us"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("form", { name })).toBeVisible();
      await shot(page, `form-${path.slice(1)}`);
    }

    await page.setViewportSize({ width: 1280, height: 860 });
    await seedStaff(page, request);
    await page.goto("/admin/enquiries");
    const table = page.getByRole("table", { name: "Contact and partner enquiries" });
    await expect(table.getByText(ref)).toBeVisible();
    await shot(page, "staff-enquiries");
  });
});
