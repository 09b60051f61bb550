/* biome-ignore-all lint/suspicious/noExplicitAny: reply bodies in tests are read loosely */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  courses,
  exams,
  forumAnswers,
  forumQuestions,
  rateLimits,
  staffActions,
  subscriptions,
} from "../src/db/schema";
import { adminToken, post, send, startTestApp, studentSession, subscribe } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
let staff: string;
let jeeMain: number;
let neet: number;
type Session = Awaited<ReturnType<typeof studentSession>>;
let asker: Session;
let classmate: Session;
let neetStudent: Session;

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

function multipart(data: Buffer, filename = "photo.png", type = "image/png") {
  const boundary = "----forum";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, data = PNG, filename = "photo.png") {
  const body = multipart(data, filename);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/forum/images",
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: any } };
}

const doubt = (over: Record<string, unknown> = {}) => ({
  title: "Why is the acceleration constant in free fall?",
  body: "<p>If $v = u + at$, why is $a = g$ the same at every height?</p>",
  course_id: jeeMain,
  subject: "Physics",
  topic: "Kinematics",
  ...over,
});

async function ask(token: string, over: Record<string, unknown> = {}) {
  // The per-student hourly cap has its own test; here it would only get in the way.
  await t.app.platform.db.delete(rateLimits);
  const res = await post(t.app, "/api/postque", doubt(over), token);
  if (res.status !== 200) throw new Error(`ask: ${res.status} ${res.body.message}`);
  return res.body.data.id as number;
}
async function answer(
  token: string,
  question_id: number,
  body = "<p>Because $g$ is constant near the surface.</p>",
) {
  const res = await post(t.app, "/api/postans", { question_id, body }, token);
  if (res.status !== 200) throw new Error(`answer: ${res.status} ${res.body.message}`);
  return res.body.data.id as number;
}
const thread = async (id: number, token: string) => post(t.app, "/api/fetchans", { question_id: id }, token);
const list = async (token: string, filters: Record<string, unknown> = {}) =>
  post(t.app, "/api/fetchque", filters, token);
const count = async () =>
  (await t.app.platform.db.select({ n: sql<number>`count(*)::int` }).from(forumQuestions))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.platform.db;
  staff = await adminToken(t.app);
  const all = await db.select().from(courses);
  jeeMain = all.find((c) => c.name === "JEE Main Complete Course")!.id;
  neet = all.find((c) => c.forSubscription && c.name.includes("NEET"))!.id;
  asker = await studentSession(t.app, { firstName: "Asha", lastName: "Verma" });
  classmate = await studentSession(t.app, { firstName: "Ravi", lastName: "Kumar" });
  neetStudent = await studentSession(t.app);
  for (const [s, c] of [
    [asker, jeeMain],
    [classmate, jeeMain],
    [neetStudent, neet],
  ] as const) {
    expect((await subscribe(t.app, s.token, c)).status).toBe(200);
  }
});
afterAll(async () => t?.close());

describe("asking", () => {
  it("a subscribed student asks a doubt with a formula and a picture; it is stored sanitised", async () => {
    const pic = await upload(asker.token);
    expect(pic.status).toBe(200);
    expect(pic.body.data.key).toMatch(/^forum-[0-9a-f]{32}\.png$/);
    const id = await ask(asker.token, {
      body: '<p onclick="x()">$E = mc^2$ <script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://evil/x.png"></p>',
      images: [pic.body.data.key],
    });
    const res = await thread(id, classmate.token);
    expect(res.status).toBe(200);
    const q = res.body.data.question;
    expect(q.body).toContain("$E = mc^2$");
    expect(q.body).not.toMatch(/script|onclick|javascript|<img/);
    expect(q.image_urls).toEqual([`/uploads/${pic.body.data.key}`]);
    expect(q.author).toEqual({ id: asker.userid, name: "Asha V.", teacher: false });
    expect(q.course_id).toBe(jeeMain);
    // The picture is served as an image, with the type its content showed.
    const served = await t.app.inject({ method: "GET", url: q.image_urls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const before = await count();
    const five = [];
    for (let i = 0; i < 5; i += 1) five.push((await upload(asker.token)).body.data.key);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: "" }, /required|title/i],
      [{ title: "x".repeat(151) }, /at most 150/],
      [{ body: "<p> </p>" }, /Write your doubt/],
      [{ body: `<p>${"x".repeat(5001)}</p>` }, /at most 5000/],
      [{ body: "<script>alert(1)</script>" }, /Write your doubt/],
      [{ images: five }, /at most 4 pictures/],
      [{ images: ["forum-0123456789abcdef0123456789abcdef.png"] }, /upload it again/],
      [{ course_id: neet }, /courses your plan covers/],
      [{ subject: "Astrology" }, /subject/i],
    ];
    for (const [over, message] of cases) {
      const res = await post(t.app, "/api/postque", doubt(over), asker.token);
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it("pictures: wrong kind, too large, someone else's", async () => {
    const gif = await upload(asker.token, Buffer.from("GIF89a\x01\x00\x01\x00\x00", "latin1"), "a.gif");
    expect(gif.status).toBe(200);
    const html = await upload(asker.token, Buffer.from("<html><script>alert(1)</script>"), "a.png");
    expect(html.status).toBe(415);
    const big = await upload(asker.token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    const theirs = (await upload(classmate.token)).body.data.key;
    const res = await post(t.app, "/api/postque", doubt({ images: [theirs] }), asker.token);
    expect(res.status).toBe(400);
    // A picture once attached cannot be attached again elsewhere.
    const mine = (await upload(asker.token)).body.data.key;
    await ask(asker.token, { images: [mine] });
    expect((await post(t.app, "/api/postque", doubt({ images: [mine] }), asker.token)).status).toBe(400);
  });

  it("expired and unsubscribed students read but do not post; visitors are asked to log in; staff do not ask", async () => {
    const none = await studentSession(t.app);
    const expired = await studentSession(t.app);
    await t.app.platform.db.insert(subscriptions).values({
      userId: expired.userid,
      courseId: jeeMain,
      type: "Monthly",
      startsAt: new Date(Date.now() - 60 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const id = await ask(asker.token);
    for (const s of [none, expired]) {
      expect((await list(s.token)).status).toBe(200);
      expect((await thread(id, s.token)).body.data.can_answer).toBe(false);
      const refused = await post(t.app, "/api/postque", doubt(), s.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Subscribe|Renew/);
      expect(
        (await post(t.app, "/api/postans", { question_id: id, body: "<p>hi there</p>" }, s.token)).status,
      ).toBe(403);
    }
    const me = await send(t.app, "GET", "/api/forum/me", { token: expired.token });
    expect(me.body.data).toMatchObject({ can_post: false, reason: expect.stringMatching(/Renew/) });
    expect((await list("")).status).toBe(401);
    expect((await post(t.app, "/api/postque", doubt(), staff)).status).toBe(403);
    const asked = await send(t.app, "GET", "/api/forum/me", { token: asker.token });
    expect(asked.body.data.can_post).toBe(true);
    expect(asked.body.data.courses.map((c: any) => c.id)).toContain(jeeMain);
  });

  it("a doubt raised from a test review links the question; only one's own submitted attempts", async () => {
    const db = t.app.platform.db;
    const [exam] = await db.select().from(exams).where(eq(exams.courseId, jeeMain));
    const started = await post(t.app, `/api/user_exam/${exam!.id}/start`, undefined, classmate.token);
    expect(started.status).toBe(200);
    const attemptId = started.body.data.attemptId;
    const questionId = started.body.data.questions[0].id;
    const from = { from_attempt: { attempt_id: attemptId, question_id: questionId } };
    expect((await post(t.app, "/api/postque", doubt(from), classmate.token)).status).toBe(400);
    await post(t.app, `/api/user_exam/attempts/${attemptId}/submit`, undefined, classmate.token);
    expect((await post(t.app, "/api/postque", doubt(from), asker.token)).status).toBe(400);
    const id = await ask(classmate.token, from);
    const shown = await thread(id, classmate.token);
    expect(shown.body.data.question.linked).toMatchObject({ exam_id: exam!.id, exam_title: exam!.title });
    expect(typeof shown.body.data.question.linked.text).toBe("string");
  });
});

describe("answering, accepting, voting", () => {
  it("staff answer with the Teacher badge; the asker is notified, accepts, and the answerer hears of it", async () => {
    const id = await ask(asker.token);
    const ans = await answer(staff, id);
    const res = await thread(id, asker.token);
    expect(res.body.data.answers[0]).toMatchObject({ id: ans, author: { teacher: true }, accepted: false });
    expect(res.body.data.question).toMatchObject({ answers: 1, teacher_answered: true, can_accept: true });
    const bell = await post(t.app, "/api/fetchnotification", {}, asker.token);
    expect(bell.body.data.items[0]).toMatchObject({
      notificationType: "forum_answer",
      navigate: `/forum/${id}`,
    });

    expect(
      (await post(t.app, `/api/forum/answers/${ans}/accept`, { accepted: true }, classmate.token)).status,
    ).toBe(403);
    expect(
      (await post(t.app, `/api/forum/answers/${ans}/accept`, { accepted: true }, asker.token)).status,
    ).toBe(200);
    const accepted = await thread(id, classmate.token);
    expect(accepted.body.data.answers[0].accepted).toBe(true);
    expect(accepted.body.data.question.accepted).toBe(true);
    // Take it back, then staff accept on the asker's behalf: the asker is told.
    expect(
      (await post(t.app, `/api/forum/answers/${ans}/accept`, { accepted: false }, asker.token)).status,
    ).toBe(200);
    expect((await thread(id, asker.token)).body.data.question.accepted).toBe(false);
    expect((await post(t.app, `/api/forum/answers/${ans}/accept`, { accepted: true }, staff)).status).toBe(
      200,
    );
    const told = await post(t.app, "/api/fetchnotification", {}, asker.token);
    expect(told.body.data.items[0].notificationType).toBe("forum_accepted");
  });

  it("followers hear of new answers; the answerer does not hear of their own", async () => {
    const id = await ask(asker.token);
    expect(
      (await post(t.app, `/api/forum/questions/${id}/follow`, { follow: true }, classmate.token)).status,
    ).toBe(200);
    const before = (await post(t.app, "/api/fetchnotification", {}, classmate.token)).body.data.total;
    await answer(staff, id);
    const after = await post(t.app, "/api/fetchnotification", {}, classmate.token);
    expect(after.body.data.total).toBe(before + 1);
    expect(after.body.data.items[0].notificationMsg).toMatch(/doubt you follow/);
    const askerBefore = (await post(t.app, "/api/fetchnotification", {}, asker.token)).body.data.total;
    await answer(asker.token, id, "<p>Thanks, I see now that $g$ is fixed.</p>");
    expect((await post(t.app, "/api/fetchnotification", {}, asker.token)).body.data.total).toBe(askerBefore);
  });

  it("a student answers only in courses their plan covers", async () => {
    const id = await ask(asker.token);
    const res = await post(
      t.app,
      "/api/postans",
      { question_id: id, body: "<p>Try energy.</p>" },
      neetStudent.token,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/courses your plan covers/);
    expect((await thread(id, neetStudent.token)).body.data.can_answer).toBe(false);
  });

  it("one upvote per person, withdrawable, never one's own", async () => {
    const id = await ask(asker.token);
    const up = (token: string, on = true) =>
      post(t.app, `/api/forum/questions/${id}/vote`, { up: on }, token);
    expect((await up(classmate.token)).body.data).toEqual({ votes: 1, voted: true });
    const twice = await up(classmate.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already upvoted/);
    expect((await up(asker.token)).status).toBe(403);
    expect((await up(staff)).body.data.votes).toBe(2);
    expect((await up(classmate.token, false)).body.data).toEqual({ votes: 1, voted: false });
    expect((await up(classmate.token, false)).status).toBe(409);
    const ans = await answer(classmate.token, id);
    expect(
      (await post(t.app, `/api/forum/answers/${ans}/vote`, { up: true }, asker.token)).body.data.votes,
    ).toBe(1);
    expect((await post(t.app, `/api/forum/answers/${ans}/vote`, { up: true }, asker.token)).status).toBe(409);
  });
});

describe("editing and deleting", () => {
  it("the author edits within the window and 'edited' shows; others cannot; staff can", async () => {
    const id = await ask(asker.token);
    const edit = (token: string) =>
      send(t.app, "PUT", `/api/forum/questions/${id}`, {
        token,
        payload: {
          title: "Why is g constant near the Earth?",
          body: "<p>Edited $g$</p>",
          subject: "Physics",
        },
      });
    expect((await edit(classmate.token)).status).toBe(403);
    expect((await edit(asker.token)).status).toBe(200);
    // Backdate the post and its edit: past the window the author may not edit; "edited" shows.
    await t.app.platform.db
      .update(forumQuestions)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(forumQuestions.id, id));
    const late = await edit(asker.token);
    expect(late.status).toBe(403);
    expect(late.body.message).toMatch(/30 minutes/);
    expect((await edit(staff)).status).toBe(200);
    const shown = (await thread(id, classmate.token)).body.data.question;
    expect(shown).toMatchObject({
      title: "Why is g constant near the Earth?",
      edited: true,
      can_edit: false,
    });
    const audit = await t.app.platform.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.target, `forum-question:${id}`));
    expect(audit.map((a) => a.action)).toContain("edit-forum-question");
  });

  it("answers: edit own within the window; delete own; not others'", async () => {
    const id = await ask(asker.token);
    const ans = await answer(classmate.token, id);
    const put = (token: string) =>
      send(t.app, "PUT", `/api/forum/answers/${ans}`, { token, payload: { body: "<p>Better: $a=g$</p>" } });
    const refused = await put(asker.token);
    expect(refused.status, refused.body.message).toBe(403);
    expect((await put(classmate.token)).status).toBe(200);
    expect((await send(t.app, "DELETE", `/api/forum/answers/${ans}`, { token: asker.token })).status).toBe(
      403,
    );
    expect(
      (await send(t.app, "DELETE", `/api/forum/answers/${ans}`, { token: classmate.token })).status,
    ).toBe(200);
    expect((await thread(id, asker.token)).body.data.question.answers).toBe(0);
  });

  it("a student deletes an unanswered doubt of theirs, not an answered one; staff delete any", async () => {
    const lone = await ask(asker.token);
    expect(
      (await send(t.app, "DELETE", `/api/forum/questions/${lone}`, { token: classmate.token })).status,
    ).toBe(403);
    expect((await send(t.app, "DELETE", `/api/forum/questions/${lone}`, { token: asker.token })).status).toBe(
      200,
    );
    expect((await thread(lone, asker.token)).status).toBe(404);
    const answered = await ask(asker.token);
    await answer(classmate.token, answered);
    expect(
      (await send(t.app, "DELETE", `/api/forum/questions/${answered}`, { token: asker.token })).status,
    ).toBe(409);
    expect((await send(t.app, "DELETE", `/api/forum/questions/${answered}`, { token: staff })).status).toBe(
      200,
    );
    const left = await t.app.platform.db
      .select()
      .from(forumAnswers)
      .where(eq(forumAnswers.questionId, answered));
    expect(left).toEqual([]);
  });
});

describe("finding", () => {
  it("filters, sorts, searches (full text) and pages", async () => {
    const fresh = await studentSession(t.app);
    await subscribe(t.app, fresh.token, jeeMain);
    const a = await ask(fresh.token, {
      title: "Osmosis across a semipermeable membrane",
      subject: "Biology",
    });
    const b = await ask(fresh.token, {
      title: "Integration by parts for trigonometric functions",
      subject: "Mathematics",
    });
    await answer(staff, b);
    await post(t.app, `/api/forum/questions/${a}/vote`, { up: true }, classmate.token);

    const mine = await list(fresh.token, { mine: true });
    expect(mine.body.data.items.map((q: any) => q.id)).toEqual([b, a]);
    expect(mine.body.data.total).toBe(2);
    const search = await list(classmate.token, { q: "membranes" });
    expect(search.body.data.items.map((q: any) => q.id)).toEqual([a]);
    expect(
      (await list(classmate.token, { q: "integrate trigonometric" })).body.data.items.map((q: any) => q.id),
    ).toEqual([b]);
    expect((await list(classmate.token, { q: '"unbalanced quote' })).status).toBe(200);
    expect(
      (await list(fresh.token, { mine: true, subject: "Biology" })).body.data.items.map((q: any) => q.id),
    ).toEqual([a]);
    expect(
      (await list(fresh.token, { mine: true, unanswered: true })).body.data.items.map((q: any) => q.id),
    ).toEqual([a]);
    const teacher = await list(fresh.token, { mine: true, teacher_answered: true });
    expect(teacher.body.data.items.map((q: any) => q.id)).toEqual([b]);
    expect(teacher.body.data.items[0]).toMatchObject({ answers: 1, teacher_answered: true });
    expect((await list(fresh.token, { mine: true, sort: "votes" })).body.data.items[0].id).toBe(a);
    expect((await list(fresh.token, { mine: true, sort: "unanswered" })).body.data.items[0].id).toBe(a);
    const paged = await list(fresh.token, { mine: true, pageSize: 1, page: 2 });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.items.map((q: any) => q.id)).toEqual([a]);
    // "My course": a NEET student sees none of the JEE doubts there.
    expect(
      (await list(neetStudent.token, { my_course: true, mine: false })).body.data.items.some(
        (q: any) => q.id === a,
      ),
    ).toBe(false);
    expect(
      (await list(classmate.token, { my_course: true })).body.data.items.some((q: any) => q.id === b),
    ).toBe(true);
    expect((await list(classmate.token, { sort: "sideways" })).status).toBe(400);
  });
});

describe("moderation", () => {
  it("a report reaches the staff queue; hiding the answer resolves it and takes it from students", async () => {
    const id = await ask(asker.token);
    const ans = await answer(classmate.token, id, "<p>Buy answers at my site.</p>");
    const rep = { kind: "answer", id: ans, reason: "spam", detail: "advertising" };
    expect((await post(t.app, "/api/forum/report", rep, asker.token)).status).toBe(200);
    expect((await post(t.app, "/api/forum/report", rep, asker.token)).status).toBe(409);
    expect((await send(t.app, "GET", "/api/forum/reports", { token: asker.token })).status).toBe(403);
    const queue = await send(t.app, "GET", "/api/forum/reports", { token: staff });
    const item = queue.body.data.items.find((r: any) => r.post_id === ans);
    expect(item).toMatchObject({ kind: "answer", reason: "spam", question_id: id, hidden: false });
    expect(item.text).toMatch(/Buy answers/);

    const hide = { kind: "answer", id: ans, action: "hide", reason: "Spam" };
    expect((await post(t.app, "/api/forum/moderate", hide, staff)).status).toBe(200);
    expect((await thread(id, asker.token)).body.data.answers).toEqual([]);
    expect((await thread(id, staff)).body.data.answers[0]).toMatchObject({ id: ans, hidden: true });
    const after = await send(t.app, "GET", "/api/forum/reports", { token: staff });
    expect(after.body.data.items.some((r: any) => r.post_id === ans)).toBe(false);
    expect((await post(t.app, `/api/forum/answers/${ans}/vote`, { up: true }, asker.token)).status).toBe(404);
    expect((await post(t.app, "/api/forum/moderate", { ...hide, action: "restore" }, staff)).status).toBe(
      200,
    );
    expect((await thread(id, asker.token)).body.data.answers.map((a: any) => a.id)).toEqual([ans]);
  });

  it("locked threads take no student answers; hidden threads none at all and vanish for students", async () => {
    const id = await ask(asker.token);
    const act = (action: string) =>
      post(t.app, "/api/forum/moderate", { kind: "question", id, action, reason: "Check" }, staff);
    expect((await act("lock")).status).toBe(200);
    const locked = await post(
      t.app,
      "/api/postans",
      { question_id: id, body: "<p>late answer</p>" },
      classmate.token,
    );
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/locked/);
    expect((await act("unlock")).status).toBe(200);
    expect((await act("hide")).status).toBe(200);
    expect((await thread(id, asker.token)).status).toBe(404);
    expect((await list(asker.token, { mine: true })).body.data.items.some((q: any) => q.id === id)).toBe(
      false,
    );
    expect(
      (await post(t.app, "/api/postans", { question_id: id, body: "<p>an answer</p>" }, staff)).status,
    ).toBe(409);
    expect(
      (
        await post(
          t.app,
          "/api/forum/moderate",
          { kind: "answer", id: 999999, action: "hide", reason: "x" },
          staff,
        )
      ).status,
    ).toBe(404);
  });

  it("the unanswered queue lists oldest first, by course; reports can be dismissed", async () => {
    const first = await ask(asker.token);
    const second = await ask(asker.token);
    const queue = await send(t.app, "GET", `/api/forum/unanswered?course_id=${jeeMain}&pageSize=100`, {
      token: staff,
    });
    const ids = queue.body.data.items.map((q: any) => q.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.body.data.items.every((q: any) => q.course_id === jeeMain && q.answers === 0)).toBe(true);
    const rep = await post(
      t.app,
      "/api/forum/report",
      { kind: "question", id: first, reason: "off-topic" },
      classmate.token,
    );
    expect(
      (await post(t.app, `/api/forum/reports/${rep.body.data.id}/dismiss`, undefined, staff)).status,
    ).toBe(200);
    expect(
      (await post(t.app, `/api/forum/reports/${rep.body.data.id}/dismiss`, undefined, staff)).status,
    ).toBe(404);
  });
});

describe("abuse limits", () => {
  it("caps new doubts per student per hour", async () => {
    const busy = await studentSession(t.app);
    await subscribe(t.app, busy.token, jeeMain);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post(t.app, "/api/postque", doubt(), busy.token)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
