import type { AnswerSave, AttemptResult, AttemptReview } from "@medhavi/domain";
import { api } from "../../../lib/http";

/** PUT .../answers/:questionId reply: `applied` is false when a newer save was already stored. */
export interface SaveReply {
  applied: boolean;
  seq: number;
}

/**
 * How the player talks to the server about one attempt, so the student and the demo test share all of it:
 * only the paths and the demo's X-Attempt-Token header differ.
 */
export interface AttemptEndpoints {
  /** Keeps the two kinds of attempt apart in localStorage. */
  scope: "exam" | "demo";
  attemptId: number;
  save(questionId: number, body: AnswerSave): Promise<SaveReply>;
  submit(): Promise<AttemptResult>;
  review(): Promise<AttemptReview>;
}

export function studentEndpoints(attemptId: number): AttemptEndpoints {
  const base = `/user_exam/attempts/${attemptId}`;
  return {
    scope: "exam",
    attemptId,
    save: (questionId, body) => api.put(`${base}/answers/${questionId}`, body, { silent: true }),
    submit: () => api.post(`${base}/submit`, undefined, { silent: true }),
    review: () => api.get(base, { silent: true }),
  };
}

export function demoEndpoints(attemptId: number, attemptToken: string): AttemptEndpoints {
  const base = `/user_demo_exam/attempts/${attemptId}`;
  const options = { silent: true, headers: { "X-Attempt-Token": attemptToken } };
  return {
    scope: "demo",
    attemptId,
    save: (questionId, body) => api.put(`${base}/answers/${questionId}`, body, options),
    submit: () => api.post(`${base}/submit`, undefined, options),
    review: () => api.get(base, options),
  };
}
