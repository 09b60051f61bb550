import { secureStorage } from "../../../lib/secureStorage";

/** The URL names the open attempt (`?attempt=`), so a reload lands back in the test screen. */
export const ATTEMPT_PARAM = "attempt";

export interface ReloadedAttempt {
  examId: number;
  attemptId: number;
}

/**
 * The attempt a page opened on a student's test screen resumes (`/testseries/:examId?attempt=…`, a reload
 * mid-test), when a student is signed in on this device (the session's entry is there; it is not
 * decrypted); null on any other page.
 */
export function reloadedAttempt(
  { pathname, search }: { pathname: string; search: string },
  signedIn = secureStorage.getRaw("user-info") !== null,
): ReloadedAttempt | null {
  const examId = Number(/^\/testseries\/(\d+)\/?$/.exec(pathname)?.[1]);
  const attemptId = Number(new URLSearchParams(search).get(ATTEMPT_PARAM));
  const valid = (id: number) => Number.isSafeInteger(id) && id > 0;
  return signedIn && valid(examId) && valid(attemptId) ? { examId, attemptId } : null;
}

/** A demo attempt's id and the token that stands in for a login on its calls. */
export interface DemoCredentials {
  attemptId: number;
  attemptToken: string;
}

// Kept in plain localStorage: the token only opens one demo attempt, and a logout (which clears the
// encrypted session entries) should not lose a visitor's test in progress.
const demoKey = (examId: number) => `medhavi-demo-attempt:${examId}`;

export function readDemoAttempt(examId: number): DemoCredentials | null {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(demoKey(examId)) ?? "null",
    ) as Partial<DemoCredentials> | null;
    return value && Number.isSafeInteger(value.attemptId) && typeof value.attemptToken === "string"
      ? { attemptId: value.attemptId as number, attemptToken: value.attemptToken }
      : null;
  } catch {
    return null;
  }
}

export function storeDemoAttempt(examId: number, credentials: DemoCredentials): void {
  try {
    window.localStorage.setItem(demoKey(examId), JSON.stringify(credentials));
  } catch {
    // Storage refused: the attempt still runs, it just cannot be resumed after a reload.
  }
}

export function forgetDemoAttempt(examId: number): void {
  window.localStorage.removeItem(demoKey(examId));
}
