import type { OptionKey } from "@medhavi/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, retryAfterMs } from "../../../lib/http";
import {
  AnswerQueue,
  type AnswerQueueOptions,
  type QueuedSave,
  queueKey,
  readStoredQueue,
} from "./answerQueue";
import { saveAlertText, saveStatusText } from "./SaveStatus";

const KEY = queueKey("exam", 41);
/** Runs pending promise callbacks (vi.waitFor would advance the fake clock). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const answer = (selected: OptionKey[]) => ({ selected, text: "", marked: false, time_spent_ms: 1_000 });

/** A send whose calls resolve or reject when the test says so. */
function controlledSend() {
  const calls: Array<{ save: QueuedSave; resolve: () => void; reject: (e: unknown) => void }> = [];
  const send = vi.fn(
    (save: QueuedSave) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ save, resolve, reject });
      }),
  );
  return { send, calls };
}

const queues: AnswerQueue[] = [];
function queue(options: Partial<AnswerQueueOptions> & Pick<AnswerQueueOptions, "send">) {
  const q = new AnswerQueue({ key: KEY, ...options });
  queues.push(q);
  return q;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const q of queues.splice(0)) q.dispose();
  vi.useRealTimers();
});

describe("AnswerQueue", () => {
  it("sends saves in order, one at a time, with strictly increasing seq", async () => {
    const { send, calls } = controlledSend();
    const q = queue({ send });
    q.enqueue(1, answer(["A"]));
    q.enqueue(2, answer(["B"]));
    q.enqueue(3, answer(["C"]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.getState()).toEqual({ pending: 3, status: "sending" });

    calls[0]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    calls[1]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    calls[2]!.resolve();
    await expect(q.flush()).resolves.toBe("saved");
    expect(calls.map((c) => [c.save.questionId, c.save.body.seq])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(q.getState()).toEqual({ pending: 0, status: "idle" });
    expect(readStoredQueue(KEY)).toEqual({ seq: 3, pending: [] });
  });

  it("keeps unsent saves and the seq counter in localStorage for the next page load", () => {
    const first = queue({ send: () => new Promise(() => {}) });
    first.enqueue(7, answer(["A"]));
    first.enqueue(8, answer(["D"]));
    first.dispose();

    const { send } = controlledSend();
    const second = queue({ send });
    expect(second.pendingSaves().map((s) => [s.questionId, s.body.seq, s.body.selected])).toEqual([
      [7, 1, ["A"]],
      [8, 2, ["D"]],
    ]);
    expect(second.getState().pending).toBe(2);
    expect(second.enqueue(9, answer([])).body.seq).toBe(3);
    // The restored saves go first.
    expect(send.mock.calls[0]![0].questionId).toBe(7);
  });

  it("starts above the server's seq, and the raised counter survives a reload", () => {
    const q = queue({ send: () => Promise.resolve() });
    q.raiseSeq(40);
    q.raiseSeq(12);
    expect(q.lastSeq()).toBe(40);
    q.dispose();
    const again = queue({ send: () => Promise.resolve() });
    expect(again.enqueue(1, answer(["A"])).body.seq).toBe(41);
  });

  it("an unsent save of a question is replaced by its newer one; the one in flight is not", async () => {
    const { send, calls } = controlledSend();
    const q = queue({ send });
    q.enqueue(1, answer(["A"]));
    q.enqueue(2, answer(["A"]));
    q.enqueue(1, answer(["B"]));
    q.enqueue(2, answer(["C"]));
    expect(q.getState().pending).toBe(3);
    calls[0]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    calls[1]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(calls.map((c) => [c.save.questionId, c.save.body.selected, c.save.body.seq])).toEqual([
      [1, ["A"], 1],
      [1, ["B"], 3],
      [2, ["C"], 4],
    ]);
  });

  it("waits as long as an overloaded server's Retry-After asks, then sends the same save again", async () => {
    const { send, calls } = controlledSend();
    const q = queue({ send, retryDelaysMs: [1_000] });
    q.enqueue(1, answer(["A"]));
    calls[0]!.reject(new ApiError("Busy", 503, null, 7_000));
    await settle();
    // The server answered: the student is not offline, and the screen keeps saying "Saving…".
    expect(q.getState()).toEqual({ pending: 1, status: "waiting", busy: true });
    expect(saveStatusText(q.getState())).toBe("Saving…");
    expect(saveAlertText(q.getState())).toBe("");
    await vi.advanceTimersByTimeAsync(6_999);
    expect(send).toHaveBeenCalledTimes(1); // the back-off alone (1 s) would have sent it already
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]!.save.body.seq).toBe(calls[0]!.save.body.seq);
    calls[1]!.resolve();
    await settle();
    expect(q.getState()).toEqual({ pending: 0, status: "idle" });
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("5")).toBe(5_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });

  it("retries a network failure with back-off, and at once when the connection is back", async () => {
    let reconnect = () => {};
    const { send, calls } = controlledSend();
    const q = queue({
      send,
      retryDelaysMs: [1_000, 5_000],
      onReconnect: (listener) => {
        reconnect = listener;
        return () => {};
      },
    });
    q.enqueue(1, answer(["A"]));
    calls[0]!.reject(new ApiError("The server could not be reached.", 0));
    await settle();
    expect(q.getState()).toEqual({ pending: 1, status: "waiting" }); // offline: not "busy"
    expect(saveStatusText(q.getState())).toMatch(/^Offline/);
    q.enqueue(2, answer(["B"]));
    expect(send).toHaveBeenCalledTimes(1); // nothing overtakes the failed save

    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]!.save.questionId).toBe(1);

    calls[1]!.reject(new ApiError("Bad gateway", 502));
    await settle();
    expect(q.getState().status).toBe("waiting");
    await vi.advanceTimersByTimeAsync(4_000);
    expect(send).toHaveBeenCalledTimes(2); // the second delay is longer
    reconnect();
    expect(send).toHaveBeenCalledTimes(3);
    calls[2]!.resolve();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(4));
    expect(calls[3]!.save.questionId).toBe(2);
    calls[3]!.resolve();
    await expect(q.flush()).resolves.toBe("saved");
  });

  it("stops on 409: reports it once, sends nothing more, and flush says closed", async () => {
    const onClosed = vi.fn();
    const { send, calls } = controlledSend();
    const q = queue({ send, onClosed });
    q.enqueue(1, answer(["A"]));
    q.enqueue(2, answer(["B"]));
    const closed = new ApiError("Time is up for this test.", 409);
    calls[0]!.reject(closed);
    await expect(q.flush()).resolves.toBe("closed");
    expect(onClosed).toHaveBeenCalledExactlyOnceWith(closed);
    q.enqueue(3, answer(["C"]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(q.getState().status).toBe("closed");
  });

  it("drops a save the server refuses as invalid and goes on with the next", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { send, calls } = controlledSend();
    const q = queue({ send });
    q.enqueue(1, answer(["A"]));
    q.enqueue(2, answer(["B"]));
    calls[0]!.reject(new ApiError("The answer is too long (at most 20000 characters).", 400));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    calls[1]!.resolve();
    await expect(q.flush()).resolves.toBe("saved");
  });

  it("clear() forgets the attempt's storage after submission", async () => {
    const q = queue({ send: () => Promise.resolve() });
    q.enqueue(1, answer(["A"]));
    await q.flush();
    q.clear();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
