// Kept apart from ./attempts (and without zod): the web app's first page imports it, and a module's zod
// schemas would come along with anything taken from it.

/** The test screen's address names the open attempt (`?attempt=`), so a reload lands back in it. */
export const ATTEMPT_PARAM = "attempt";

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The attempt an address's query names (`?attempt=…`); null when it names none or a malformed one. */
export function attemptInQuery(search: string | URLSearchParams): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const attemptId = Number(params.get(ATTEMPT_PARAM));
  return validId(attemptId) ? attemptId : null;
}

/**
 * The exam and attempt a student's test screen address resumes (`/testseries/:examId?attempt=…`, a
 * reload mid-test); null for any other address. The web app resumes it at once, and the server sends
 * that page with the test screen's code preloaded.
 */
export function resumeAddress(
  pathname: string,
  search: string,
): { examId: number; attemptId: number } | null {
  const examId = Number(/^\/testseries\/(\d+)\/?$/.exec(pathname)?.[1]);
  const attemptId = attemptInQuery(search);
  return validId(examId) && attemptId !== null ? { examId, attemptId } : null;
}
