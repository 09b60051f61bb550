import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { createSecureStorage } from "../../apps/web/src/lib/secureStorage";
import { E2E_ADMIN } from "./env";
import { needsProof, proofHeaders } from "./proofOfWork";
import { newStudent, signUp, type TestStudent } from "./server";

/**
 * Puts a session into the browser without going through the login UI: the app keeps "user-info",
 * "user-token" and "admin-info" encrypted in localStorage (apps/web/src/lib/secureStorage.ts), so the entries
 * are produced here by that same module over an in-memory Storage and copied into the page before the
 * app starts.
 */

/** A minimal in-memory Storage for secureStorage to write into. */
class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  entries(): Record<string, string> {
    return Object.fromEntries(this.data);
  }
}

/** The localStorage entries (cipher key included) that hold `values` encrypted as the app stores them. */
export async function encryptedEntries(values: Record<string, unknown>): Promise<Record<string, string>> {
  const memory = new MemoryStorage();
  const store = createSecureStorage({
    storage: () => memory,
    onCorrupt: () => {
      throw new Error("unexpected corrupt storage");
    },
  });
  for (const [key, value] of Object.entries(values)) store.setItem(key, value);
  await store.flush();
  return memory.entries();
}

/**
 * Seeds the entries on the first page load of this tab only (a sessionStorage mark), so what the app stores
 * later (a reloaded profile, a logout) is not overwritten by the next navigation.
 */
export async function seedStorage(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript(
    (entries) => {
      if (window.sessionStorage.getItem("e2e-session-seeded")) return;
      window.sessionStorage.setItem("e2e-session-seeded", "1");
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    await encryptedEntries(values),
  );
}

export interface UserInfo {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  userid: number;
  profilePic: string;
  course_id: number | null;
  subscription: string | null;
  subscription_end: number | null;
}

export interface StudentSession {
  student: TestStudent;
  token: string;
  info: UserInfo;
}

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

/** Calls the API as this token; fails the test on a non-success reply unless `allowFailure`. */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string | null,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
  allowFailure = false,
): Promise<Envelope<T> & { httpStatus: number }> {
  const headers: Record<string, string> = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(method === "POST" && needsProof(path) ? await proofHeaders(request) : {}),
  };
  const reply = await request.fetch(`/api${path}`, {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  const body = (await reply.json()) as Envelope<T>;
  if (!allowFailure) expect(body.status, `${method} ${path}: ${body.message}`).toBe("success");
  return { ...body, httpStatus: reply.status() };
}

/** Signs a new student up and logs them in through the API. */
export async function createStudentSession(request: APIRequestContext, tag: string): Promise<StudentSession> {
  const student = newStudent(tag);
  await signUp(request, student);
  const login = await apiCall<UserInfo & { token: string }>(request, null, "POST", "/login", {
    email: student.email,
    password: student.password,
  });
  const { token, ...info } = login.data;
  return { student, token, info };
}

/** The student's current user info, as the server has it. */
export async function currentProfile(request: APIRequestContext, session: StudentSession): Promise<UserInfo> {
  return (
    await apiCall<UserInfo>(request, session.token, "POST", "/getProfile", { email: session.student.email })
  ).data;
}

/** Opens the browser as this student: the first page load finds the session in storage. */
export async function seedStudent(page: Page, session: StudentSession, info: UserInfo = session.info) {
  await seedStorage(page, { "user-info": info, "user-token": session.token });
}

/** Logs the e2e staff account in through the API and seeds "admin-info" (the reply, token included). */
export async function seedStaff(page: Page, request: APIRequestContext): Promise<string> {
  const reply = await apiCall<{ token: string }>(request, null, "POST", "/adminLogIn", E2E_ADMIN);
  await seedStorage(page, { "admin-info": reply.data });
  return reply.data.token;
}

/** One node of GET /user_exam/get_all_courses. */
export interface CourseNode {
  id: number;
  parent: number;
  name: string;
  type: string;
  for_subscription: boolean;
  fee: number | null;
  quarterly_fee: number | null;
}
