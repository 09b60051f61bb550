import { resumeAddress } from "@medhavi/domain";
import { secureStorage } from "../../../lib/secureStorage";

export interface ReloadedAttempt {
  examId: number;
  attemptId: number;
}

/**
 * The attempt a page opened on a student's test screen resumes (a reload mid-test, `resumeAddress`),
 * when a student is signed in on this device (the session's entry is there; it is not parsed); null on
 * any other page.
 */
export function reloadedAttempt(
  { pathname, search }: { pathname: string; search: string },
  signedIn = secureStorage.getRaw("user-info") !== null,
): ReloadedAttempt | null {
  return signedIn ? resumeAddress(pathname, search) : null;
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
