import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startTestApp, studentSession } from "./helpers";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

function setLanguage(payload: unknown, token?: string) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/me/language",
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe("PATCH /api/me/language", () => {
  it("keeps the language on the caller's account and login returns it", async () => {
    const { token, student } = await studentSession(t.app);
    const before = await post(t.app, "/api/login", { email: student.email, password: student.password });
    expect(before.body.data.language).toBeNull();

    const res = await setLanguage({ language: "hi" }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language: "hi" });

    const after = await post(t.app, "/api/login", { email: student.email, password: student.password });
    expect(after.body.data.language).toBe("hi");
    const profile = await post(t.app, "/api/getProfile", { email: student.email }, token);
    expect(profile.body.data.language).toBe("hi");
  });

  it("changes only the caller's own account, whatever the body says", async () => {
    const a = await studentSession(t.app);
    const b = await studentSession(t.app);
    // An extra field naming someone else is refused outright rather than ignored.
    const sneaky = await setLanguage({ language: "hi", userid: b.userid }, a.token);
    expect(sneaky.statusCode).toBe(400);
    expect((await setLanguage({ language: "hi" }, a.token)).statusCode).toBe(200);
    const other = await post(t.app, "/api/login", { email: b.student.email, password: b.student.password });
    expect(other.body.data.language).toBeNull();
  });

  it("refuses an unknown language (400) and callers without a session (401)", async () => {
    const { token } = await studentSession(t.app);
    for (const bad of [{ language: "fr" }, { language: "" }, {}, { language: ["hi"] }]) {
      expect((await setLanguage(bad, token)).statusCode).toBe(400);
    }
    expect((await setLanguage({ language: "hi" })).statusCode).toBe(401);
  });
});
