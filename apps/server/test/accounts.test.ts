import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, sessions } from "../src/db/schema";
import { SESSION_CACHE_MS } from "../src/platform/auth";
import { adminToken, newStudent, post, signUp, startTestApp, studentSession } from "./helpers";
import { ensureTestStaff, TEST_STAFF } from "./staff";

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("POST /api/signup", () => {
  it("creates the account and replies with the user fields", async () => {
    const student = newStudent();
    const res = await signUp(t.app, student);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "success",
      message: "Account Created Successfully!",
      data: { firstName: "Asha", lastName: "Verma", email: student.email, userid: expect.any(Number) },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
  });

  it.each([
    [{ firstName: "" }, "First name: This field is required."],
    [{ lastName: undefined }, "Last name: This field is required."],
    [{ email: "not-an-email" }, "Enter a valid email address."],
    [{ mobileNumber: "12345" }, "Enter a valid 10-digit mobile number."],
    [{ password: "abc", confirm_password: "abc" }, "Password must be at least 6 characters long."],
    [{ confirm_password: "different-1" }, "Confirm password must be same as password."],
  ])("refuses %o with a readable message", async (change, message) => {
    const res = await signUp(t.app, newStudent(change));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: "error", message, data: null, requestId: expect.any(String) });
  });

  it("refuses a duplicate email, whatever its case", async () => {
    const student = newStudent();
    expect((await signUp(t.app, student)).status).toBe(200);
    const again = await signUp(t.app, { ...student, email: student.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An account with this email already exists.");
  });

  it("limits signups per address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signUp(t.app, newStudent(), "10.9.9.9")).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/login and /api/adminLogIn", () => {
  it("logs a student in with the token and the user fields of section 3", async () => {
    const student = newStudent();
    await signUp(t.app, student);
    const res = await post(t.app, "/api/login", {
      email: student.email.toUpperCase(),
      password: student.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.stringMatching(/^ey/),
      firstName: "Asha",
      lastName: "Verma",
      email: student.email,
      mobileNumber: student.mobileNumber,
      userid: expect.any(Number),
      profilePic: "",
      course_id: null,
      subscription: null,
      subscription_end: null,
      renewed_until: null,
      trial_used: false,
      language: null,
    });
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const student = newStudent();
    await signUp(t.app, student);
    const wrong = await post(t.app, "/api/login", { email: student.email, password: "nope-nope" });
    const unknown = await post(t.app, "/api/login", { email: "nobody@example.in", password: "nope-nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid email or password.");
    // Alike but for the request id each reply carries.
    expect({ ...unknown.body, requestId: "" }).toEqual({ ...wrong.body, requestId: "" });
  });

  it("requires both fields", async () => {
    const res = await post(t.app, "/api/login", { email: "a@b.in" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password: This field is required.");
  });

  it("keeps staff and students apart", async () => {
    await ensureTestStaff(t.app);
    const staffOnStudent = await post(t.app, "/api/login", TEST_STAFF);
    expect(staffOnStudent.status).toBe(400);
    const student = newStudent();
    await signUp(t.app, student);
    const studentOnStaff = await post(t.app, "/api/adminLogIn", {
      email: student.email,
      password: student.password,
    });
    expect(studentOnStaff.status).toBe(400);
    const staff = await post(t.app, "/api/adminLogIn", TEST_STAFF);
    expect(staff.status).toBe(200);
    expect(staff.body.data).toMatchObject({
      role: "admin",
      email: TEST_STAFF.email,
      token: expect.any(String),
    });
  });

  it("blocks an account from one address after 10 failed logins, even with the right password (429)", async () => {
    const student = newStudent();
    await signUp(t.app, student);
    for (let i = 0; i < 10; i++) {
      const res = await post(
        t.app,
        "/api/login",
        { email: student.email, password: "wrong-pass" },
        undefined,
        "10.2.0.1",
      );
      expect(res.status).toBe(400);
    }
    const blocked = await post(t.app, "/api/login", student, undefined, "10.2.0.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Other addresses are not blocked by that one (see auth-limits.test.ts for the account-wide delay).
    expect((await post(t.app, "/api/login", student, undefined, "10.2.0.2")).status).toBe(200);
  });

  it("blocks an address after 50 failed logins across accounts (429)", async () => {
    for (let i = 0; i < 50; i++) {
      await post(
        t.app,
        "/api/login",
        { email: `ghost${i}@example.in`, password: "x" },
        undefined,
        "10.3.3.3",
      );
    }
    const res = await post(
      t.app,
      "/api/login",
      { email: "ghost-last@example.in", password: "x" },
      undefined,
      "10.3.3.3",
    );
    expect(res.status).toBe(429);
  });
});

describe("tokens and roles", () => {
  it("no token is 401, a forged or expired token is 401, the wrong role is 403", async () => {
    const { token, student } = await studentSession(t.app);
    const body = { email: student.email };
    expect((await post(t.app, "/api/getProfile", body)).status).toBe(401);
    expect((await post(t.app, "/api/getProfile", body, `${token.slice(0, -4)}AAAA`)).status).toBe(401);

    const [secret] = await t.app.platform.db.select().from(appMeta).where(eq(appMeta.key, "secret.jwt"));
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const expired = await new SignJWT({ role: "student", sid: payload.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(payload.sub)
      .setIssuer("medhavi")
      .setAudience("medhavi:student")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret?.value));
    const expiredRes = await post(t.app, "/api/getProfile", body, expired);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.body.status).toBe("error");

    // A staff-only call with a student token, and a student-only call with a staff token.
    const staffCall = await post(
      t.app,
      "/api/pushnotification",
      { notificationType: "new_user", notificationMsg: "x" },
      token,
    );
    expect(staffCall.status).toBe(403);
    const admin = await adminToken(t.app);
    expect((await post(t.app, "/api/fetchnotification", {}, admin)).status).toBe(403);
  });

  it("a student token relabelled as staff does not pass", async () => {
    const { token } = await studentSession(t.app);
    const [head, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: "admin", aud: "medhavi:staff" })).toString("base64url")}.${token.split(".")[2]}`;
    expect(
      (
        await post(
          t.app,
          "/api/pushnotification",
          { notificationType: "new_user", notificationMsg: "x" },
          forged,
        )
      ).status,
    ).toBe(401);
  });

  it("a session revoked by another server (straight in the database) ends within the cache's seconds", async () => {
    const { token, student } = await studentSession(t.app);
    const profile = () => post(t.app, "/api/getProfile", { email: student.email }, token);
    expect((await profile()).status).toBe(200); // verified once: now cached
    const sessionId = (await t.app.platform.tokens.verify(token))?.sessionId ?? "";
    await t.app.platform.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + SESSION_CACHE_MS + 1;
      expect((await profile()).status).toBe(401);
    } finally {
      Date.now = realNow;
    }
  });

  it("logout ends the session on the server", async () => {
    const { token, student } = await studentSession(t.app);
    expect((await post(t.app, "/api/logout", undefined, token)).status).toBe(200);
    expect((await post(t.app, "/api/getProfile", { email: student.email }, token)).status).toBe(401);
  });
});

describe("profiles", () => {
  it("a student reads only their own profile; staff read any", async () => {
    const a = await studentSession(t.app);
    const b = await studentSession(t.app);
    const own = await post(t.app, "/api/getProfile", { email: a.student.email }, a.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ email: a.student.email, userid: a.userid });
    const other = await post(t.app, "/api/getProfile", { email: b.student.email }, a.token);
    expect(other.status).toBe(403);
    const staff = await post(t.app, "/api/getProfile", { email: b.student.email }, await adminToken(t.app));
    expect(staff.status).toBe(200);
    expect(staff.body.data.userid).toBe(b.userid);
  });

  it("updates names and number; a number or email change needs the current password", async () => {
    const a = await studentSession(t.app);
    const names = await post(
      t.app,
      "/api/updateprofile",
      { firstName: "Ashika", mobileNumber: "+91 91234 56789", current_password: a.student.password },
      a.token,
    );
    expect(names.status).toBe(200);
    expect(names.body.data).toMatchObject({
      firstName: "Ashika",
      lastName: "Verma",
      mobileNumber: "9123456789",
    });

    const email = `new.${a.student.email}`;
    const noPassword = await post(t.app, "/api/updateprofile", { email }, a.token);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe(
      "Enter your current password to change your mobile number or email.",
    );
    const wrong = await post(t.app, "/api/updateprofile", { email, current_password: "wrong-one" }, a.token);
    expect(wrong.body.message).toBe("The current password is not correct.");
    const b = await studentSession(t.app);
    const taken = await post(
      t.app,
      "/api/updateprofile",
      { email: b.student.email, current_password: a.student.password },
      a.token,
    );
    expect(taken.status).toBe(409);
    const done = await post(
      t.app,
      "/api/updateprofile",
      { email, current_password: a.student.password },
      a.token,
    );
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe(email);
    const login = await post(t.app, "/api/login", { email, password: a.student.password });
    expect(login.status).toBe(200);
  });

  it("a password change ends the other sessions and keeps this one", async () => {
    const a = await studentSession(t.app);
    const other = await post(t.app, "/api/login", { email: a.student.email, password: a.student.password });
    const res = await post(
      t.app,
      "/api/changePassword",
      { current_password: a.student.password, password: "brand-new-1", confirm_password: "brand-new-1" },
      a.token,
    );
    expect(res.status).toBe(200);
    expect((await post(t.app, "/api/getProfile", { email: a.student.email }, a.token)).status).toBe(200);
    expect(
      (await post(t.app, "/api/getProfile", { email: a.student.email }, other.body.data.token)).status,
    ).toBe(401);
    expect(
      (await post(t.app, "/api/login", { email: a.student.email, password: "brand-new-1" })).status,
    ).toBe(200);
    const wrongCurrent = await post(
      t.app,
      "/api/changePassword",
      { current_password: "nope-nope", password: "another-1", confirm_password: "another-1" },
      a.token,
    );
    expect(wrongCurrent.status).toBe(400);
  });
});
