import { useCallback, useEffect, useRef } from "react";

export interface ProgressState {
  position: number;
  done: boolean;
}

export const SAVE_EVERY_MS = 10_000;

/**
 * Remembers where the student is and saves it: at most every 10 s while playing, and at once when `now`
 * is asked (pause, page change, done toggle), when the tab is hidden and when the viewer closes.
 * `save` null (demo, staff preview) turns saving off.
 */
export function useProgressSaver(
  save: ((state: ProgressState) => Promise<unknown>) | null,
  initial: ProgressState,
  clock: () => number = Date.now,
) {
  const latest = useRef(initial);
  const saved = useRef(initial);
  const savedAt = useRef(clock());
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(() => {
    const state = latest.current;
    if (!saveRef.current) return;
    if (state.position === saved.current.position && state.done === saved.current.done) return;
    saved.current = state;
    savedAt.current = clock();
    saveRef.current(state).catch(() => {
      // Try again with the next report: losing one beat of progress is better than nagging with toasts.
      saved.current = { position: -1, done: state.done };
    });
  }, [clock]);

  const report = useCallback(
    (position: number, now = false) => {
      latest.current = { ...latest.current, position };
      if (now || clock() - savedAt.current >= SAVE_EVERY_MS) flush();
    },
    [clock, flush],
  );

  const setDone = useCallback(
    (done: boolean) => {
      latest.current = { ...latest.current, done };
      flush();
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return { report, setDone, flush };
}
