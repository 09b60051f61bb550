import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, newStudent, post, postProved, send, startTestApp, studentSession } from "./helpers";

// Inputs an outsider can send that once reached the database unchecked and came back as 500s.
let t: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let staff: string;
let student: string;

beforeAll(async () => {
  t = await startTestApp();
  app = t.app;
  staff = await adminToken(app);
  student = (await studentSession(app)).token;
});
afterAll(async () => t?.close());

function expectReadable400(res: { status: number; body: { status: string; message: string } }) {
  expect(res.status).toBe(400);
  expect(res.body.status).toBe("error");
  expect(res.body.message.length).toBeGreaterThan(5);
  expect(res.body.message).not.toMatch(/Something went wrong/);
}

describe("numbers beyond the database's integers", () => {
  it("an id above 2,147,483,647 in a path is a 400", async () => {
    expectReadable400(await send(app, "GET", "/api/user_demo_exam/exams/2147483648"));
    expectReadable400(await send(app, "GET", "/api/questions/99999999999", { token: staff }));
    expectReadable400(await send(app, "POST", "/api/user_demo_exam/2147483648/start", { payload: {} }));
  });

  it("an id above int4 in a body or query is a 400", async () => {
    expectReadable400(
      await post(
        app,
        "/api/user_study_materials/subscribe",
        {
          course_id: 2_147_483_648,
          subscription: "Free",
          subscription_start: 0,
          subscription_end: 0,
        },
        student,
      ),
    );
    expectReadable400(await send(app, "GET", "/api/questions?course_id=2147483648", { token: staff }));
    expectReadable400(
      await send(app, "GET", "/api/payment/getPaymentHistory?page=2147483648", { token: student }),
    );
  });

  it("marks of 2^31 and timestamps past year 9999 are a 400", async () => {
    const question = {
      kind: 2,
      answer_length: 1,
      difficulty: 1,
      subject: "Physics",
      text: "<p>Explain.</p>",
      model_answer: "<p>Because.</p>",
      marks: 2 ** 31,
    };
    expectReadable400(await post(app, "/api/questions", question, staff));
    const exam = { title: "Big", course_id: null, is_demo: true, duration_min: 30, opens_at: 9e15 };
    expectReadable400(await post(app, "/api/exams", exam, staff));
  });
});

describe("text", () => {
  it("a NUL character in a signup name is a 400", async () => {
    expectReadable400(await postProved(app, "/api/signup", newStudent({ firstName: "A\u0000sha" })));
  });

  it("a 300 KB name is a 400", async () => {
    expectReadable400(await postProved(app, "/api/signup", newStudent({ lastName: "x".repeat(300_000) })));
  });

  it("NUL in a staff text field is a 400", async () => {
    expectReadable400(
      await post(
        app,
        "/api/courses",
        { parent: 0, name: "Bad\u0000", type: "Category", for_subscription: false },
        staff,
      ),
    );
  });
});

describe("multipart", () => {
  it("a truncated multipart body is a 400", async () => {
    const boundary = "----medhavi";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000`;
    const res = await app.inject({
      method: "POST",
      url: "/api/profilepicuploadtospace",
      headers: {
        authorization: `Bearer ${student}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/upload|form|multipart/i);
  });
});
