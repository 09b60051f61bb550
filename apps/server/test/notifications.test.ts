import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, post, startTestApp, studentSession } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const put = async (url: string, payload: unknown, token: string) => {
  const res = await t.app.inject({
    method: "PUT",
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
};

describe("notifications", () => {
  it("signup pushes one new_user notification; the PUT push call is idempotent", async () => {
    const { token, userid, student } = await studentSession(t.app);
    const list = await post(t.app, "/api/fetchnotification", { userid }, token);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      notificationType: "new_user",
      userid,
      email: student.email,
      firstName: "Asha",
      read: false,
    });
    expect(list.body.data.unread).toBe(1);

    const pushed = await put(
      "/api/pushnotification",
      {
        notificationType: "new_user",
        notificationMsg: "Welcome",
        firstName: "Asha",
        lastName: "Verma",
        email: student.email,
        userid,
      },
      token,
    );
    expect(pushed.status).toBe(200);
    expect(pushed.body.data.id).toBe(list.body.data.items[0].id);
    expect((await post(t.app, "/api/fetchnotification", {}, token)).body.data.total).toBe(1);
  });

  it("a student reads and pushes only their own", async () => {
    const a = await studentSession(t.app);
    const b = await studentSession(t.app);
    expect((await post(t.app, "/api/fetchnotification", { userid: b.userid }, a.token)).status).toBe(403);
    const forOther = {
      notificationType: "new_user",
      notificationMsg: "hi",
      firstName: "B",
      lastName: "B",
      email: b.student.email,
      userid: b.userid,
    };
    expect((await put("/api/pushnotification", forOther, a.token)).status).toBe(403);
    const examForSelf = {
      ...forOther,
      notificationType: "exam_scheduled",
      userid: a.userid,
      email: a.student.email,
    };
    expect((await put("/api/pushnotification", examForSelf, a.token)).status).toBe(403);
  });

  it("staff push to one student or to all; newest first, paginated; hide and read", async () => {
    const a = await studentSession(t.app);
    const admin = await adminToken(t.app);
    for (const n of [1, 2, 3]) {
      const res = await post(
        t.app,
        "/api/pushnotification",
        {
          notificationType: "exam_scheduled",
          notificationMsg: `Test ${n} scheduled`,
          userid: a.userid,
          navigate: `/testseries/${n}`,
        },
        admin,
      );
      expect(res.body.data).toEqual({ sent: 1 });
    }
    const offsite = await post(
      t.app,
      "/api/pushnotification",
      {
        notificationType: "exam_scheduled",
        notificationMsg: "x",
        userid: a.userid,
        navigate: "https://evil.example",
      },
      admin,
    );
    expect(offsite.status).toBe(400);

    const page1 = await post(t.app, "/api/fetchnotification", { page: 1, pageSize: 2 }, a.token);
    expect(page1.body.data.items.map((n: { notificationMsg: string }) => n.notificationMsg)).toEqual([
      "Test 3 scheduled",
      "Test 2 scheduled",
    ]);
    expect(page1.body.data).toMatchObject({ total: 4, unread: 4, page: 1, pageSize: 2 });
    expect(page1.body.data.items[0].navigate).toBe("/testseries/3");
    const page2 = await post(t.app, "/api/fetchnotification", { page: 2, pageSize: 2 }, a.token);
    expect(page2.body.data.items.map((n: { notificationType: string }) => n.notificationType)).toEqual([
      "exam_scheduled",
      "new_user",
    ]);

    const target = page1.body.data.items[0].id;
    const b = await studentSession(t.app);
    expect((await post(t.app, "/api/hidenotification", { id: target }, b.token)).status).toBe(404);
    expect((await post(t.app, "/api/hidenotification", { id: target }, a.token)).status).toBe(200);
    expect((await post(t.app, "/api/readnotifications", undefined, a.token)).status).toBe(200);
    const after = await post(t.app, "/api/fetchnotification", {}, a.token);
    expect(after.body.data).toMatchObject({ total: 3, unread: 0 });

    const broadcast = await post(
      t.app,
      "/api/pushnotification",
      { notificationType: "exam_scheduled", notificationMsg: "Mock test on Sunday" },
      admin,
    );
    expect(broadcast.body.data.sent).toBeGreaterThanOrEqual(2);
    const bList = await post(t.app, "/api/fetchnotification", {}, b.token);
    expect(bList.body.data.items[0].notificationMsg).toBe("Mock test on Sunday");
  });
});
