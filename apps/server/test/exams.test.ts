import { formatAcademyDateTime } from "@medhavi/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, examAttempts } from "../src/db/schema";
import { adminToken, post, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let jeeMain: number;
let neetUg: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t.app);
  const all = await t.app.platform.db.select().from(courses);
  jeeMain = all.find((c) => c.name === "JEE Main Complete Course")!.id;
  neetUg = all.find((c) => c.name === "NEET UG Complete Course")!.id;
});
afterAll(async () => t?.close());

async function call(method: "GET" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const question = (subject: string, n: number, difficulty = 2, topic = "Mixed") => ({
  kind: 1,
  answer_type: 1,
  difficulty,
  subject,
  topic,
  text: `<p>${subject} question ${n}: what is $${n} + ${n}$?</p>`,
  options: [
    { key: "A", text: String(2 * n) },
    { key: "B", text: String(2 * n + 1) },
  ],
  correct: ["A"],
  solution: `<p>$${n} + ${n} = ${2 * n}$</p>`,
  marks: 1,
  negative_marks: 0,
});

async function newQuestion(subject: string, n: number, difficulty = 2, topic = "Mixed"): Promise<number> {
  const res = await post(t.app, "/api/questions", question(subject, n, difficulty, topic), admin);
  expect(res.status).toBe(200);
  return res.body.data.id;
}

const examBody = (overrides: Record<string, unknown> = {}) => ({
  title: "JEE Main Mock Test 1",
  course_id: jeeMain,
  instructions: "<p>Three sections. +4 for a right answer, −1 for a wrong one.</p>",
  duration_min: 180,
  opens_at: Date.now() + HOUR,
  closes_at: Date.now() + 48 * HOUR,
  sections: [{ name: "Physics" }, { name: "Chemistry" }],
  marking_scheme: "plus4minus1",
  attempts_allowed: 1,
  show_answers: "after_close",
  rank_by: "first",
  is_demo: false,
  partial_credit: false,
  ...overrides,
});

describe("exam authoring", () => {
  it("keeps an exam's instructions as safe HTML: formatting and formulas stay, scripts and handlers go", async () => {
    const exam = await post(
      t.app,
      "/api/exams",
      examBody({
        title: "Sanitised instructions",
        instructions:
          '<p>Use $g = 9.8$ <strong>throughout</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      }),
      admin,
    );
    expect(exam.status).toBe(200);
    const stored = (await call("GET", `/api/exams/${exam.body.data.id}`)).body.data.instructions as string;
    expect(stored).toContain("<p>Use $g = 9.8$ <strong>throughout</strong>.</p>");
    expect(stored).not.toMatch(/script|onerror|alert/);
  });

  it("composes from the bank with the scheme's marks, reorders, and keeps totals", async () => {
    const p1 = await newQuestion("Physics", 1);
    const p2 = await newQuestion("Physics", 2);
    const c1 = await newQuestion("Chemistry", 3);
    const exam = await post(t.app, "/api/exams", examBody(), admin);
    expect(exam.status).toBe(200);
    expect(exam.body.data).toMatchObject({
      status: "draft",
      totals: { questions: 0, marks: 0, minutes: 180 },
    });
    const id = exam.body.data.id;

    const added = await post(
      t.app,
      `/api/exams/${id}/questions`,
      { question_ids: [p1, p2], section: 0 },
      admin,
    );
    expect(
      added.body.data.items.map((i: { marks: number; negative_marks: number }) => [
        i.marks,
        i.negative_marks,
      ]),
    ).toEqual([
      [4, 1],
      [4, 1],
    ]);
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [c1], section: 1 }, admin);

    const reordered = await call("PUT", `/api/exams/${id}/questions`, {
      items: [
        { question_id: p2, section: 0, marks: 4, negative_marks: 1 },
        { question_id: p1, section: 0, marks: 4, negative_marks: 1 },
        { question_id: c1, section: 1, marks: 2.5, negative_marks: 0.5 },
      ],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.items.map((i: { question_id: number }) => i.question_id)).toEqual([
      p2,
      p1,
      c1,
    ]);
    // Under a fixed scheme the scheme's marks are in force: per-question marks are for "custom".
    expect(reordered.body.data.items[2]).toMatchObject({ marks: 4, negative_marks: 1 });
    expect(reordered.body.data.totals).toEqual({ questions: 3, marks: 12, minutes: 180 });

    const dup = await call("PUT", `/api/exams/${id}/questions`, {
      items: [
        { question_id: p1, section: 0, marks: 4, negative_marks: 1 },
        { question_id: p1, section: 1, marks: 4, negative_marks: 1 },
      ],
    });
    expect(dup.status).toBe(400);
    const badSection = await call("PUT", `/api/exams/${id}/questions`, {
      items: [{ question_id: p1, section: 5, marks: 4, negative_marks: 1 }],
    });
    expect(badSection.status).toBe(400);
  });

  it("staff editing one exam's questions at once take turns: no error, no lost addition", async () => {
    const created = await post(t.app, "/api/exams", examBody({ title: "Edited by two" }), admin);
    const id = created.body.data.id;
    const ids: number[] = [];
    for (let n = 0; n < 8; n++) ids.push(await newQuestion("Physics", 60 + n));
    const itemIds = async () =>
      (await call("GET", `/api/exams/${id}`)).body.data.items.map(
        (i: { question_id: number }) => i.question_id,
      );

    // Eight additions at once (on PostgreSQL, each in its own connection): every one lands.
    const adds = await Promise.all(
      ids.map((q) => post(t.app, `/api/exams/${id}/questions`, { question_ids: [q], section: 0 }, admin)),
    );
    expect(adds.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect([...(await itemIds())].sort()).toEqual([...ids].sort());

    // Six reorders at once: each answers 200, and the exam ends as one of them, whole.
    const orders = [0, 1, 2, 3, 4, 5].map((shift) => [...ids.slice(shift), ...ids.slice(0, shift)]);
    const saves = await Promise.all(
      orders.map((order) =>
        call("PUT", `/api/exams/${id}/questions`, {
          items: order.map((q) => ({ question_id: q, section: 0, marks: 4, negative_marks: 1 })),
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(orders.map(() => 200));
    expect(orders).toContainEqual(await itemIds());
  });

  it("a new marking scheme re-marks every question, so the scheme shown is the scheme in force", async () => {
    const p1 = await newQuestion("Physics", 41);
    const p2 = await newQuestion("Physics", 42);
    const created = await post(t.app, "/api/exams", examBody({ title: "Re-marked", sections: [] }), admin);
    const id = created.body.data.id;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [p1, p2] }, admin);
    const marks = (data: { items: Array<{ marks: number; negative_marks: number }> }) =>
      data.items.map((i) => [i.marks, i.negative_marks]);

    const plus1 = await call(
      "PUT",
      `/api/exams/${id}`,
      examBody({ title: "Re-marked", sections: [], marking_scheme: "plus1zero" }),
    );
    expect(plus1.status).toBe(200);
    let exam = (await call("GET", `/api/exams/${id}`)).body.data;
    expect(marks(exam)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(exam.totals.marks).toBe(2);

    // Custom keeps the marks the questions carry and lets each be set.
    await call(
      "PUT",
      `/api/exams/${id}`,
      examBody({ title: "Re-marked", sections: [], marking_scheme: "custom" }),
    );
    await call("PUT", `/api/exams/${id}/questions`, {
      items: [
        { question_id: p1, section: 0, marks: 3, negative_marks: 1 },
        { question_id: p2, section: 0, marks: 1, negative_marks: 0 },
      ],
    });
    exam = (await call("GET", `/api/exams/${id}`)).body.data;
    expect(marks(exam)).toEqual([
      [3, 1],
      [1, 0],
    ]);

    // JEE Advanced: +4 / −2 with its own partial marks, whatever the partial credit switch said.
    await call(
      "PUT",
      `/api/exams/${id}`,
      examBody({ title: "Re-marked", sections: [], marking_scheme: "jeeadvanced" }),
    );
    exam = (await call("GET", `/api/exams/${id}`)).body.data;
    expect(marks(exam)).toEqual([
      [4, 2],
      [4, 2],
    ]);
    expect(exam.partial_credit).toBe(true);
  });

  it("draws random questions per difficulty and reports a short bank", async () => {
    for (let i = 0; i < 3; i++) await newQuestion("Mathematics", 100 + i, 4, "Random drill");
    const exam = await post(t.app, "/api/exams", examBody({ title: "Maths drill", sections: [] }), admin);
    const res = await post(
      t.app,
      `/api/exams/${exam.body.data.id}/random`,
      { section: 0, counts: { 4: 5 }, filter: { subject: "Mathematics", topic: "Random drill" } },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(3);
    expect(res.body.data.shortBy).toEqual({ 4: 2 });
    expect(res.body.message).toBe("Added 3; the bank had 2 fewer than asked.");
  });

  it("publishing validates the exam", async () => {
    const empty = await post(t.app, "/api/exams", examBody({ title: "Empty" }), admin);
    const res = await post(t.app, `/api/exams/${empty.body.data.id}/publish`, undefined, admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("Add at least one question.");

    const q = await newQuestion("Physics", 7);
    const halfEmpty = await post(t.app, "/api/exams", examBody({ title: "Half empty" }), admin);
    await post(
      t.app,
      `/api/exams/${halfEmpty.body.data.id}/questions`,
      { question_ids: [q], section: 0 },
      admin,
    );
    const res2 = await post(t.app, `/api/exams/${halfEmpty.body.data.id}/publish`, undefined, admin);
    expect(res2.body.message).toContain('Section "Chemistry" has no questions.');

    const closed = await post(
      t.app,
      "/api/exams",
      examBody({
        title: "Closed",
        sections: [],
        opens_at: Date.now() - 3 * HOUR,
        closes_at: Date.now() - HOUR,
      }),
      admin,
    );
    await post(t.app, `/api/exams/${closed.body.data.id}/questions`, { question_ids: [q] }, admin);
    const res3 = await post(t.app, `/api/exams/${closed.body.data.id}/publish`, undefined, admin);
    expect(res3.body.message).toContain("The exam window has already closed.");

    const invalid = await post(t.app, "/api/exams", examBody({ closes_at: Date.now() }), admin);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain("The exam must close after it opens.");
  });

  it("publishing notifies exactly the students whose live subscription covers the course", async () => {
    const jee = await studentSession(t.app);
    const neet = await studentSession(t.app);
    expect((await subscribe(t.app, jee.token, jeeMain)).status).toBe(200);
    expect((await subscribe(t.app, neet.token, neetUg)).status).toBe(200);
    const q = await newQuestion("Physics", 11);
    const exam = await post(
      t.app,
      "/api/exams",
      examBody({ title: "JEE Main Sunday Test", sections: [] }),
      admin,
    );
    const id = exam.body.data.id;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [q] }, admin);
    // Staff see the count before they confirm; it is the count publishing then tells.
    const preview = await call("GET", `/api/exams/${id}/publish-preview`);
    expect(preview.body.data).toEqual({ announcement: "scheduled", notifies: 1 });
    const published = await post(t.app, `/api/exams/${id}/publish`, undefined, admin);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: "published", notified: 1 });

    const jeeBell = await post(t.app, "/api/fetchnotification", {}, jee.token);
    expect(jeeBell.body.data.items[0]).toMatchObject({
      notificationType: "exam_scheduled",
      navigate: `/testseries/${id}`,
      notificationMsg: expect.stringContaining("JEE Main Sunday Test"),
    });
    const neetBell = await post(t.app, "/api/fetchnotification", {}, neet.token);
    expect(
      neetBell.body.data.items.some(
        (n: { notificationType: string }) => n.notificationType === "exam_scheduled",
      ),
    ).toBe(false);
  });

  it("writes the opening time on the academy's configured clock, labelled with its zone", async () => {
    const jee = await studentSession(t.app);
    expect((await subscribe(t.app, jee.token, jeeMain)).status).toBe(200);
    const q = await newQuestion("Physics", 61);
    const body = examBody({ title: "JEE Main Gulf Batch", sections: [] });
    const id = (await post(t.app, "/api/exams", body, admin)).body.data.id;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [q] }, admin);
    const config = t.app.platform.config as { academyTimeZone: string };
    const before = config.academyTimeZone;
    config.academyTimeZone = "Asia/Dubai";
    try {
      expect((await post(t.app, `/api/exams/${id}/publish`, undefined, admin)).status).toBe(200);
    } finally {
      config.academyTimeZone = before;
    }
    const bell = (await post(t.app, "/api/fetchnotification", {}, jee.token)).body.data.items;
    const msg = bell.find((n: { navigate: string }) => n.navigate === `/testseries/${id}`).notificationMsg;
    expect(msg).toContain(`It opens on ${formatAcademyDateTime(body.opens_at, "Asia/Dubai")}.`);
    expect(msg).toMatch(/\d\d:\d\d Asia\/Dubai\.$/);
  });

  it("announces an exam once: a republish says nothing, a moved window says rescheduled", async () => {
    const jee = await studentSession(t.app);
    expect((await subscribe(t.app, jee.token, jeeMain)).status).toBe(200);
    const q = await newQuestion("Physics", 51);
    const body = examBody({ title: "JEE Main Republished", sections: [] });
    const id = (await post(t.app, "/api/exams", body, admin)).body.data.id;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [q] }, admin);
    const bell = async () =>
      (await post(t.app, "/api/fetchnotification", {}, jee.token)).body.data.items
        .filter((n: { navigate: string }) => n.navigate === `/testseries/${id}`)
        .map((n: { notificationMsg: string }) => n.notificationMsg.split(":")[0]);

    expect(
      (await post(t.app, `/api/exams/${id}/publish`, undefined, admin)).body.data.notified,
    ).toBeGreaterThan(0);
    expect((await post(t.app, `/api/exams/${id}/unpublish`, undefined, admin)).status).toBe(200);
    expect((await call("GET", `/api/exams/${id}/publish-preview`)).body.data).toEqual({
      announcement: null,
      notifies: 0,
    });
    const again = await post(t.app, `/api/exams/${id}/publish`, undefined, admin);
    expect(again.status).toBe(200);
    expect(again.body.data.notified).toBe(0);
    expect(await bell()).toEqual(["New test scheduled"]);

    await post(t.app, `/api/exams/${id}/unpublish`, undefined, admin);
    await call("PUT", `/api/exams/${id}`, { ...body, closes_at: body.closes_at + HOUR });
    const moved = await post(t.app, `/api/exams/${id}/publish`, undefined, admin);
    expect(moved.body.data.notified).toBeGreaterThan(0);
    expect(await bell()).toEqual(["Test rescheduled", "New test scheduled"]);
  });

  it("a question in a published exam cannot be deleted, and a grading edit makes a new version", async () => {
    const q = await newQuestion("Physics", 21);
    const draft = await post(t.app, "/api/exams", examBody({ title: "Draft using q", sections: [] }), admin);
    await post(t.app, `/api/exams/${draft.body.data.id}/questions`, { question_ids: [q] }, admin);
    const live = await post(t.app, "/api/exams", examBody({ title: "Live using q", sections: [] }), admin);
    await post(t.app, `/api/exams/${live.body.data.id}/questions`, { question_ids: [q] }, admin);
    await post(t.app, `/api/exams/${live.body.data.id}/publish`, undefined, admin);

    const del = await call("DELETE", `/api/questions/${q}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe("This question is used in a published exam, so it cannot be deleted.");

    const typo = await call("PUT", `/api/questions/${q}`, {
      ...question("Physics", 21),
      text: "<p>Physics question 21: what is $21+21$?</p>",
    });
    expect(typo.body.data).toMatchObject({ id: q, versioned: false });

    const regraded = await call("PUT", `/api/questions/${q}`, { ...question("Physics", 21), correct: ["B"] });
    expect(regraded.status).toBe(200);
    expect(regraded.body.data.versioned).toBe(true);
    const newId = regraded.body.data.id;
    expect(newId).not.toBe(q);
    expect(regraded.body.data.previous_id).toBe(q);

    const liveExam = await call("GET", `/api/exams/${live.body.data.id}`);
    expect(liveExam.body.data.items[0].question_id).toBe(q);
    expect(liveExam.body.data.items[0].question.correct).toEqual(["A"]);
    const draftExam = await call("GET", `/api/exams/${draft.body.data.id}`);
    expect(draftExam.body.data.items[0].question_id).toBe(newId);
    const list = await call("GET", "/api/questions?q=physics%20question%2021");
    expect(list.body.data.items.map((i: { id: number }) => i.id)).toEqual([newId]);
  });

  it("freezes questions and marking once anyone has started the exam", async () => {
    const q = await newQuestion("Chemistry", 31);
    const exam = await post(t.app, "/api/exams", examBody({ title: "Started", sections: [] }), admin);
    const id = exam.body.data.id;
    await post(t.app, `/api/exams/${id}/questions`, { question_ids: [q] }, admin);
    await post(t.app, `/api/exams/${id}/publish`, undefined, admin);
    await t.app.platform.db
      .insert(examAttempts)
      .values({ examId: id, deadline: new Date(Date.now() + HOUR) });

    const items = await call("PUT", `/api/exams/${id}/questions`, { items: [] });
    expect(items.status).toBe(409);
    expect(items.body.message).toBe(
      "Students have started this exam, so its questions and marking can no longer change.",
    );
    const scheme = await call(
      "PUT",
      `/api/exams/${id}`,
      examBody({ title: "Started", sections: [], marking_scheme: "plus1zero" }),
    );
    expect(scheme.status).toBe(409);
    const rename = await call("PUT", `/api/exams/${id}`, {
      ...examBody({ title: "Started (renamed)", sections: [] }),
      opens_at: exam.body.data.opens_at,
      closes_at: exam.body.data.closes_at,
    });
    expect(rename.status).toBe(200);
    expect((await post(t.app, `/api/exams/${id}/unpublish`, undefined, admin)).status).toBe(409);
    const rows = await t.app.platform.db.select().from(examAttempts).where(eq(examAttempts.examId, id));
    expect(rows).toHaveLength(1);
  });
});
