import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, post, startTestApp, studentSession } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
});
afterAll(async () => t?.close());

const single = (overrides: Record<string, unknown> = {}) => ({
  kind: 1,
  answer_type: 1,
  difficulty: 2,
  subject: "Physics",
  topic: "Kinematics",
  text: "<p>A body starts from rest with $a = 2\\,\\mathrm{m/s^2}$. Its speed after 5 s is</p>",
  options: [
    { key: "A", text: "5 m/s" },
    { key: "B", text: "10 m/s" },
    { key: "C", text: "15 m/s" },
    { key: "D", text: "20 m/s" },
  ],
  correct: ["B"],
  solution: "<p>$v = u + at = 0 + 2 \\times 5 = 10$ m/s.</p>",
  marks: 4,
  negative_marks: 1,
  ...overrides,
});

async function call(method: "GET" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return {
    status: res.statusCode,
    body: String(res.headers["content-type"] ?? "").includes("json") ? res.json() : res.body,
    raw: res,
  };
}

function csvUpload(csv: string | Buffer, mode?: string) {
  const boundary = "----medhavi-csv";
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${mode ?? "all"}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ];
  const payload = Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/questions/import",
    payload,
    headers: {
      authorization: `Bearer ${admin}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
  });
}

describe("question bank rules", () => {
  it("creates, reads, edits, duplicates and deletes a question", async () => {
    const created = await post(t.app, "/api/questions", single(), admin);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      kind: 1,
      answer_type: 1,
      correct: ["B"],
      marks: 4,
      negative_marks: 1,
    });
    const edited = await call(
      "PUT",
      `/api/questions/${id}`,
      admin,
      single({ topic: "Motion in a straight line" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, topic: "Motion in a straight line", versioned: false });
    const copy = await post(t.app, `/api/questions/${id}/duplicate`, undefined, admin);
    expect(copy.body.data.id).not.toBe(id);
    expect(copy.body.data.text).toBe(edited.body.data.text);
    expect((await call("DELETE", `/api/questions/${copy.body.data.id}`, admin)).status).toBe(200);
    expect((await call("GET", `/api/questions/${copy.body.data.id}`, admin)).status).toBe(404);
  });

  it.each([
    [{ correct: ["B", "C"] }, "A single-select question has exactly one correct option."],
    [{ answer_type: 2, correct: [] }, "Mark at least one correct option."],
    [{ options: [{ key: "A", text: "5 m/s" }] }, "Give between 2 and 10 options."],
    [
      {
        options: [
          { key: "A", text: "<b>10 m/s</b>" },
          { key: "B", text: "10  M/S" },
        ],
      },
      "Options must be different from each other.",
    ],
    [{ marks: 0 }, "Marks must be more than 0."],
    [{ negative_marks: -1 }, "Negative marks must be 0 or more."],
    [
      { kind: 2, answer_type: null, options: [], correct: [], answer_length: 2 },
      "Give a model answer for the evaluator.",
    ],
  ])("refuses %o", async (change, message) => {
    const res = await post(t.app, "/api/questions", single(change), admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("sanitises HTML but keeps LaTeX", async () => {
    const res = await post(
      t.app,
      "/api/questions",
      single({
        text: '<p onclick="x()">Find $\\int_0^1 x^2\\,dx$<script>alert(1)</script><img src="javascript:alert(1)"></p>',
      }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.text).toBe("<p>Find $\\int_0^1 x^2\\,dx$</p>");
  });

  it("refuses a course that does not exist, as exams do (400)", async () => {
    const res = await post(t.app, "/api/questions", single({ course_id: 987_654 }), admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("No such course.");
  });

  it("lists with search, filters and pagination", async () => {
    for (let i = 0; i < 3; i++) {
      await post(
        t.app,
        "/api/questions",
        single({
          subject: "Chemistry",
          topic: "Avogadro drill",
          text: `<p>Avogadro question ${i}</p>`,
          difficulty: 3,
        }),
        admin,
      );
    }
    const page1 = await call(
      "GET",
      "/api/questions?subject=Chemistry&topic=Avogadro%20drill&pageSize=2",
      admin,
    );
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.items).toHaveLength(2);
    expect(page1.body.data.items[0].text).toBe("<p>Avogadro question 2</p>");
    const page2 = await call(
      "GET",
      "/api/questions?subject=Chemistry&topic=Avogadro%20drill&pageSize=2&page=2",
      admin,
    );
    expect(page2.body.data.items).toHaveLength(1);
    const search = await call("GET", "/api/questions?q=avogadro%20question%201", admin);
    expect(search.body.data.items.map((q: { text: string }) => q.text)).toEqual([
      "<p>Avogadro question 1</p>",
    ]);
    const hard = await call(
      "GET",
      "/api/questions?difficulty=3&kind=1&subject=Chemistry&topic=Avogadro%20drill",
      admin,
    );
    expect(hard.body.data.total).toBe(3);
    const facets = await call("GET", "/api/questions/facets", admin);
    expect(facets.body.data.subjects).toEqual(expect.arrayContaining(["Chemistry", "Physics"]));
  });

  it("is staff-only", async () => {
    const s = await studentSession(t.app);
    expect((await post(t.app, "/api/questions", single(), s.token)).status).toBe(403);
    expect((await call("GET", "/api/questions", s.token)).status).toBe(403);
    expect((await call("GET", "/api/exams", s.token)).status).toBe(403);
    expect((await post(t.app, "/api/questions", single())).status).toBe(401);
  });
});

describe("bilingual questions (Hindi version)", () => {
  const hindi = (overrides: Record<string, unknown> = {}) => ({
    text: "<p>एक पिंड विरामावस्था से $a = 2\\,\\mathrm{m/s^2}$ के त्वरण से चलता है। 5 s बाद उसकी चाल है</p>",
    options: [
      { key: "A", text: "5 m/s" },
      { key: "B", text: "10 m/s" },
      { key: "C", text: "15 m/s" },
      { key: "D", text: "20 m/s" },
    ],
    solution: "<p>$v = u + at = 10$ m/s।</p>",
    ...overrides,
  });

  it("creates and edits a question with its Hindi text, options and solution, sanitised", async () => {
    const created = await post(
      t.app,
      "/api/questions",
      single({ hindi: hindi({ solution: '<p onclick="x()">हल<script>alert(1)</script></p>' }) }),
      admin,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.hindi).toEqual({ ...hindi(), solution: "<p>हल</p>", model_answer: "" });
    const id = created.body.data.id;
    // Found by its Hindi words too.
    const found = await call("GET", `/api/questions?q=${encodeURIComponent("विरामावस्था")}`, admin);
    expect(found.body.data.items.map((q: { id: number }) => q.id)).toContain(id);

    const edited = await call(
      "PUT",
      `/api/questions/${id}`,
      admin,
      single({ hindi: hindi({ text: "<p>नया पाठ</p>" }) }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.hindi.text).toBe("<p>नया पाठ</p>");
    const removed = await call("PUT", `/api/questions/${id}`, admin, single({ hindi: null }));
    expect(removed.body.data.hindi).toBeNull();
  });

  it.each([
    [
      hindi({ options: hindi().options.slice(0, 3) }),
      "The Hindi version must have the same options (A, B, C…) as the English one.",
    ],
    [hindi({ text: "<p> </p>" }), "This field is required."],
    [hindi({ solution: "क".repeat(100_001) }), ""],
  ])("refuses a bad Hindi version (400)", async (bad, message) => {
    const res = await post(t.app, "/api/questions", single({ hindi: bad }), admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("imports and exports the Hindi columns", async () => {
    const template = (await call("GET", "/api/questions/template.csv", admin)).body as string;
    const header = template.split("\r\n")[0]!;
    expect(header).toContain("hindi_text,hindi_option_a");
    const columns = header.split(",");
    const row = (values: Record<string, string>) => columns.map((c) => values[c] ?? "").join(",");
    const english = {
      kind: "objective",
      answer_type: "single",
      difficulty: "easy",
      subject: "Biology",
      topic: "Cell",
      text: "The powerhouse of the cell is the",
      option_a: "Mitochondrion",
      option_b: "Ribosome",
      correct: "A",
      marks: "4",
      negative_marks: "1",
    };
    const csv = [
      header,
      row({
        ...english,
        hindi_text: "कोशिका का ऊर्जा घर है",
        hindi_option_a: "माइटोकॉन्ड्रिया",
        hindi_option_b: "राइबोसोम",
      }),
      row({
        ...english,
        text: "The site of protein synthesis is the",
        hindi_text: "प्रोटीन संश्लेषण का स्थल है",
        hindi_option_a: "राइबोसोम",
      }),
    ].join("\r\n");
    const refused = await csvUpload(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.refused).toEqual([
      {
        line: 3,
        errors: [
          "hindi options: The Hindi version must have the same options (A, B, C…) as the English one.",
        ],
      },
    ]);
    const partial = await csvUpload(csv, "valid-rows");
    expect(partial.json().data.imported).toBe(1);
    const listed = await call("GET", "/api/questions?subject=Biology&topic=Cell", admin);
    expect(listed.body.data.items[0].hindi).toMatchObject({
      text: "कोशिका का ऊर्जा घर है",
      options: [
        { key: "A", text: "माइटोकॉन्ड्रिया" },
        { key: "B", text: "राइबोसोम" },
      ],
    });
    const exported = await call("GET", "/api/questions/export.csv?subject=Biology&topic=Cell", admin);
    expect(exported.body as string).toContain(",कोशिका का ऊर्जा घर है,माइटोकॉन्ड्रिया,राइबोसोम,");
  });
});

describe("CSV import and export", () => {
  it("imports the template, and exports the filtered bank in the same layout", async () => {
    const template = await call("GET", "/api/questions/template.csv", admin);
    expect(template.status).toBe(200);
    expect(template.raw.headers["content-type"]).toContain("text/csv");
    const res = await csvUpload(template.body as string);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.imported).toBeGreaterThanOrEqual(3);
    expect(report.refused).toEqual([]);

    const exported = await call("GET", "/api/questions/export.csv?subject=Chemistry", admin);
    expect(exported.status).toBe(200);
    // Re-importing what is already in the bank is reported row by row, not silently duplicated.
    const before = (await call("GET", "/api/questions?pageSize=1", admin)).body.data.total;
    const again = await csvUpload(exported.body as string);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already in the bank or repeated/);
    expect(again.json().data.refused[0].errors[0]).toMatch(
      /^Duplicate: question #\d+ in the bank has the same text and course\.$/,
    );
    const skipped = await csvUpload(exported.body as string, "valid-rows");
    expect(skipped.json().data.imported).toBe(0);
    expect((await call("GET", "/api/questions?pageSize=1", admin)).body.data.total).toBe(before);
  });

  it("with bad rows imports nothing, unless asked to import the valid rows", async () => {
    const template = (await call("GET", "/api/questions/template.csv", admin)).body as string;
    const [header, templateRow] = template.split("\r\n");
    // A question not in the bank yet (the template's were imported above).
    const firstRow = templateRow!.replace("derivative of", "derivative (again) of");
    const broken = firstRow.replace(/,4,(\d)/, ",0,$1").replace("(again)", "(broken)"); // marks 0
    expect(broken).not.toBe(firstRow);
    const csv = [header, firstRow, broken].join("\r\n");
    const before = (await call("GET", "/api/questions?pageSize=1", admin)).body.data.total;

    const refused = await csvUpload(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.refused).toEqual([
      { line: 3, errors: expect.arrayContaining([expect.stringContaining("Marks must be more than 0.")]) },
    ]);
    expect((await call("GET", "/api/questions?pageSize=1", admin)).body.data.total).toBe(before);

    const partial = await csvUpload(csv, "valid-rows");
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.imported).toBe(1);
    expect((await call("GET", "/api/questions?pageSize=1", admin)).body.data.total).toBe(before + 1);
  });

  it("refuses a malformed file, a binary file and an oversize file", async () => {
    const malformed = await csvUpload('kind,text\n"objective,unterminated');
    expect(malformed.statusCode).toBe(400);
    const wrongHeader = await csvUpload("foo,bar\n1,2\n");
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toMatch(/Missing column/);
    const binary = await csvUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    expect(binary.statusCode).toBe(400);
    const huge = await csvUpload(Buffer.alloc(1024 * 1024 + 10, "a"));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The file must be 1 MB or smaller.");
  });
});

describe("question images", () => {
  const PNG = Buffer.concat([
    Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex"),
    Buffer.alloc(32, 1),
  ]);
  const upload = (content: Buffer, token: string) => {
    const boundary = "----medhavi-img";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="fig.png"\r\nContent-Type: image/png\r\n\r\n`;
    return t.app.inject({
      method: "POST",
      url: "/api/questions/images",
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    });
  };

  it("stores a real image under /uploads and refuses anything else", async () => {
    const res = await upload(PNG, admin);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/question-[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(Buffer.from("<svg onload=alert(1)>"), admin)).statusCode).toBe(415);
    const s = await studentSession(t.app);
    expect((await upload(PNG, s.token)).statusCode).toBe(403);
  });
});
