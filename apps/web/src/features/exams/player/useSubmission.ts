import { ANSWER_GRACE_MS, type AttemptResult } from "@medhavi/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/http";
import { RETRY_DELAYS_MS } from "./answerQueue";
import type { AttemptEndpoints } from "./endpoints";
import type { AttemptSession } from "./session";

/** Why the test is being submitted: the student asked, the time ran out, or the server closed it. */
export type SubmitReason = "student" | "time" | "closed";

export interface SubmissionState {
  phase: "idle" | "confirm" | "saving" | "submitting" | "error";
  reason: SubmitReason;
  /** Submitting failed for lack of a connection and will be tried again. */
  retrying: boolean;
  error: string | null;
}

const IDLE: SubmissionState = { phase: "idle", reason: "student", retrying: false, error: null };

/** After the time is up, unsent saves get this long (inside the server's grace) before submitting anyway. */
const TIME_UP_FLUSH_MS = ANSWER_GRACE_MS - 1_000;

function pause(ms: number, wake: (listener: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = wake(done);
  });
}

export interface SubmissionOptions {
  session: AttemptSession | null;
  endpoints: AttemptEndpoints;
  onSubmitted: (result: AttemptResult) => void;
  onReconnect: (listener: () => void) => () => void;
}

/**
 * Submitting: the student confirms, every queued save is flushed first (waiting for the connection if
 * need be, never submitting with unsent answers while time remains), then the submit call is made and
 * retried until it gets through. Submit is idempotent on the server, so retries and races are safe.
 */
export function useSubmission({ session, endpoints, onSubmitted, onReconnect }: SubmissionOptions) {
  const [state, setState] = useState<SubmissionState>(IDLE);
  const run = useRef(0);
  const reasonRef = useRef<SubmitReason | null>(null);
  const latest = useRef({ session, endpoints, onSubmitted, onReconnect });
  useEffect(() => {
    latest.current = { session, endpoints, onSubmitted, onReconnect };
  });
  // Unmounting abandons a run in progress (the server's submit is idempotent; nothing is left half done).
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const submit = useCallback(async (reason: SubmitReason) => {
    const { session: current } = latest.current;
    // Time up or closed by the server overrides the student's own submission, never the other way.
    if (!current || (reasonRef.current !== null && reasonRef.current !== "student")) return;
    reasonRef.current = reason;
    const token = ++run.current;
    const live = () => token === run.current;
    setState({ phase: "saving", reason, retrying: false, error: null });
    current.finish();
    const flushed = current.queue.flush();
    await (reason === "student"
      ? flushed
      : Promise.race([flushed, new Promise((resolve) => setTimeout(resolve, TIME_UP_FLUSH_MS))]));
    for (let failures = 0; live(); failures++) {
      setState((s) => ({ ...s, phase: "submitting", error: null }));
      try {
        const result = await latest.current.endpoints.submit();
        if (!live()) return;
        current.queue.clear();
        latest.current.onSubmitted(result);
        return;
      } catch (error) {
        if (!live()) return;
        const offline = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!offline) {
          const message = error instanceof Error ? error.message : "The test could not be submitted.";
          setState((s) => ({ ...s, phase: "error", retrying: false, error: message }));
          return;
        }
        setState((s) => ({ ...s, retrying: true }));
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
        await pause(delay, latest.current.onReconnect);
      }
    }
  }, []);

  return {
    state,
    /** Opens the confirmation with the summary. */
    ask: useCallback(() => setState((s) => (s.phase === "idle" ? { ...IDLE, phase: "confirm" } : s)), []),
    /** Back to the test: only before the submit call, and only for the student's own submission. */
    cancel: useCallback(() => {
      if (reasonRef.current !== null && reasonRef.current !== "student") return;
      reasonRef.current = null;
      run.current += 1;
      setState(IDLE);
    }, []),
    submit,
    retry: useCallback(() => {
      const reason = reasonRef.current ?? "student";
      reasonRef.current = null;
      void submit(reason);
    }, [submit]),
  };
}
