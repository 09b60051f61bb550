import type { StartedAttempt, StartRequest } from "@medhavi/domain";
import { api } from "../../lib/http";
import { preloadPlayer } from "./player/lazyPlayer";
import { type ReloadedAttempt, reloadedAttempt } from "./player/resumeStorage";

/**
 * A reload mid-test asks for its attempt as the app starts, beside the page's and the player's code,
 * not once the test page's code has loaded and rendered: the questions are back a round trip and a render
 * sooner (docs/benchmarks.md, 28 Nov). The test page takes that reply (`takeEarlyResume`) instead of asking.
 */
let early: (ReloadedAttempt & { reply: Promise<StartedAttempt> }) | null = null;

export function resumeEarly(location: { pathname: string; search: string } = window.location): void {
  const reloaded = reloadedAttempt(location);
  if (!reloaded) return;
  preloadPlayer();
  const body: StartRequest = { resume: reloaded.attemptId };
  const reply = api.post<StartedAttempt>(`/user_exam/${reloaded.examId}/start`, body, { silent: true });
  // Not left unhandled while nobody has taken it: the page that takes it shows a refusal or failure.
  reply.catch(() => {});
  early = { ...reloaded, reply };
}

/** The early reply for this attempt, once; null when there is none (the page then asks itself). */
export function takeEarlyResume(examId: number, attemptId: number): Promise<StartedAttempt> | null {
  const taken = early;
  early = null;
  return taken?.examId === examId && taken.attemptId === attemptId ? taken.reply : null;
}
