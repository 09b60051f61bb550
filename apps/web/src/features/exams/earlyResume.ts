import type { StartedAttempt, StartRequest } from "@medhavi/domain";
import { beginResumeFocus } from "../../lib/focusMode";
import { api } from "../../lib/http";
import { preloadPlayer } from "./player/lazyPlayer";
import { type ReloadedAttempt, reloadedAttempt } from "./player/resumeStorage";

/**
 * A reload mid-test asks for its attempt as the app starts, beside the page's and the player's code,
 * not once the test page's code has loaded and rendered: the questions are back a round trip and a render
 * sooner (figures: docs/benchmarks.md at 4ee5d38, 28 Nov). The test page then takes that reply instead of
 * asking again.
 */
let early: (ReloadedAttempt & { reply: Promise<StartedAttempt> }) | null = null;

function askToResume(examId: number, attemptId: number): Promise<StartedAttempt> {
  // In a task of its own, after the request has gone: a student's service worker answers the reload with
  // the cached index.html, which has none of the player's modulepreload links, so Vite's preload helper
  // appends some 45 of them, 31 ms of the app's first task on an unthrottled CPU (docs/benchmarks.md at
  // 4ee5d38, 4 Dec).
  setTimeout(preloadPlayer, 0);
  const body: StartRequest = { resume: attemptId };
  return api.post<StartedAttempt>(`/user_exam/${examId}/start`, body, { silent: true });
}

/**
 * Called once, as the app starts: if the address is a reload mid-test, the page opens in focus mode and
 * the attempt is asked for.
 */
export function resumeEarly(location: { pathname: string; search: string } = window.location): void {
  const reloaded = reloadedAttempt(location);
  early = null;
  if (!reloaded) return;
  beginResumeFocus();
  const reply = askToResume(reloaded.examId, reloaded.attemptId);
  // Not left unhandled while nobody has taken it: the page that takes it shows a refusal or failure.
  reply.catch(() => {});
  early = { ...reloaded, reply };
}

/**
 * Resumes a student's open attempt (with the player's code on its way): the reply the app asked for as it
 * started, once, if it was for this attempt; otherwise a request of its own.
 */
export function resumeAttempt(examId: number, attemptId: number): Promise<StartedAttempt> {
  const taken = early;
  early = null;
  return taken?.examId === examId && taken.attemptId === attemptId
    ? taken.reply
    : askToResume(examId, attemptId);
}
