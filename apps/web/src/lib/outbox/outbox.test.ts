import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../http";
import { OUTBOX_MAX_AGE_MS, Outbox, type OutboxDeps, type Outcome } from "./outbox";
import { memoryStore, type OutboxEntry } from "./store";

function fakeConnectivity(online = true) {
  const listeners = new Set<() => void>();
  const state = { online };
  return {
    getState: () => state,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    set(next: boolean) {
      state.online = next;
      for (const l of listeners) l();
    },
  };
}

const boxes: Outbox[] = [];
function outbox(deps: Partial<OutboxDeps> & Pick<OutboxDeps, "send">) {
  const outcomes: Outcome[] = [];
  const box = new Outbox({
    store: memoryStore(),
    connectivity: fakeConnectivity(),
    currentUser: () => 7,
    onOutcome: (o) => outcomes.push(o),
    ...deps,
  });
  boxes.push(box);
  return { box, outcomes };
}

afterEach(() => {
  for (const b of boxes.splice(0)) b.dispose();
  vi.useRealTimers();
});

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: `id-${over.seq}`,
  seq: 1,
  userId: 7,
  method: "POST",
  path: "/postans",
  label: "Forum answer",
  createdAt: Date.now(),
  ...over,
});

describe("Outbox", () => {
  it("sends in the order the changes were made, one at a time, each with its own key", async () => {
    const sent: string[] = [];
    let inFlight = 0;
    const send = vi.fn(async (e: OutboxEntry) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((r) => setTimeout(r, 1));
      sent.push(`${e.path}:${e.id}`);
      inFlight -= 1;
      return { ok: true };
    });
    const conn = fakeConnectivity(false);
    const { box, outcomes } = outbox({
      send,
      connectivity: conn,
      newId: (() => {
        let n = 0;
        return () => `k${++n}`;
      })(),
    });
    await box.enqueue({
      method: "POST",
      path: "/updateprofile",
      label: "Profile changes",
      body: { firstName: "A" },
    });
    await box.enqueue({ method: "POST", path: "/postans", label: "Forum answer", body: { body: "x" } });
    await box.enqueue({ method: "POST", path: "/hidenotification", label: "Hidden notification" });
    expect(send).not.toHaveBeenCalled();
    expect(box.list().map((e) => e.seq)).toEqual([1, 2, 3]);
    conn.set(true);
    await vi.waitFor(() => expect(box.count()).toBe(0));
    expect(sent).toEqual(["/updateprofile:k1", "/postans:k2", "/hidenotification:k3"]);
    expect(outcomes.map((o) => o.kind)).toEqual(["sent", "sent", "sent"]);
  });

  it("keeps entries across page loads (the store) and replays them first, in seq order", async () => {
    const store = memoryStore([entry({ seq: 2, path: "/b" }), entry({ seq: 1, path: "/a" })]);
    const paths: string[] = [];
    const { box } = outbox({ store, send: async (e) => void paths.push(e.path) });
    await box.enqueue({ method: "PUT", path: "/c", label: "Study progress" });
    await vi.waitFor(() => expect(box.count()).toBe(0));
    expect(paths).toEqual(["/a", "/b", "/c"]);
    expect(store.entries.size).toBe(0);
  });

  it("backs off 3 s, 4.5 s, 6.75 s on a failing server, keeps the order, and resets after a success", async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    let fail = 3;
    const send = vi.fn(async (_e: OutboxEntry) => {
      attempts.push(Date.now());
      if (fail-- > 0) throw new ApiError("Bad gateway", 502);
      return null;
    });
    const { box } = outbox({ send });
    const start = Date.now();
    await box.enqueue({ method: "POST", path: "/a", label: "A" });
    await box.enqueue({ method: "POST", path: "/b", label: "B" });
    await vi.advanceTimersByTimeAsync(3_000 + 4_500 + 6_750 + 10);
    expect(attempts.map((t) => t - start)).toEqual([0, 3_000, 7_500, 14_250, 14_250]);
    expect(send.mock.calls.map(([e]) => e.path)).toEqual(["/a", "/a", "/a", "/a", "/b"]);
    expect(box.count()).toBe(0);
  });

  it("the back-off is capped at 3600 s and honours a longer Retry-After", async () => {
    vi.useFakeTimers();
    const delays: number[] = [];
    const setTimeout = (fn: () => void, ms: number) => {
      delays.push(ms);
      return globalThis.setTimeout(fn, 0);
    };
    let n = 0;
    const send = async () => {
      n += 1;
      throw n === 1 ? new ApiError("Busy", 503, null, 20_000) : new ApiError("Down", 503);
    };
    const { box } = outbox({ send, setTimeout });
    await box.enqueue({ method: "POST", path: "/a", label: "A" });
    for (let i = 0; i < 25; i += 1) await vi.advanceTimersByTimeAsync(1);
    expect(delays[0]).toBe(20_000);
    expect(delays[1]).toBe(4_500);
    expect(Math.max(...delays)).toBe(3_600_000);
    expect(delays.at(-1)).toBe(3_600_000);
  });

  it("waits for the connectivity monitor after a network failure, then resumes at once", async () => {
    vi.useFakeTimers();
    const conn = fakeConnectivity(true);
    let reachable = false;
    const send = vi.fn(async () => {
      if (!reachable) {
        conn.set(false);
        throw new ApiError("The server could not be reached.", 0);
      }
      return null;
    });
    const { box } = outbox({ send, connectivity: conn });
    await box.enqueue({ method: "POST", path: "/a", label: "A" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1); // offline: the timer fires but nothing is sent
    reachable = true;
    conn.set(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(box.count()).toBe(0);
  });

  it("drops a refused change with its message and goes on with the next", async () => {
    const send = vi.fn(async (e: OutboxEntry) => {
      if (e.path === "/bad") throw new ApiError("Write your answer.", 400);
      return null;
    });
    const { box, outcomes } = outbox({ send });
    await box.enqueue({ method: "POST", path: "/bad", label: "Forum answer" });
    await box.enqueue({ method: "POST", path: "/good", label: "Profile changes" });
    await vi.waitFor(() => expect(box.count()).toBe(0));
    expect(outcomes).toMatchObject([
      { kind: "refused", message: "Write your answer.", entry: { path: "/bad" } },
      { kind: "sent", entry: { path: "/good" } },
    ]);
  });

  it("sends only the signed-in student's changes; a 401 stops until they sign in again", async () => {
    let expired = true;
    const store = memoryStore([entry({ seq: 1, userId: 8, path: "/other" })]);
    const send = vi.fn(async (e: OutboxEntry) => {
      if (expired) throw new ApiError("Session expired", 401);
      return e.path;
    });
    const { box, outcomes } = outbox({ store, send, currentUser: () => 7 });
    await box.whenReady();
    await box.enqueue({ method: "POST", path: "/mine", label: "A" });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(box.list().map((e) => e.path)).toEqual(["/other", "/mine"]); // kept, no retry timer
    expired = false;
    box.retryNow(); // signed in again
    await vi.waitFor(() => expect(box.list().map((e) => e.path)).toEqual(["/other"]));
    expect(send.mock.calls.map(([e]) => e.path)).toEqual(["/mine", "/mine"]);
    expect(outcomes.map((o) => o.kind)).toEqual(["sent"]);
  });

  it("does not replay a change older than a day (the server's record of its key may be gone)", async () => {
    const store = memoryStore([entry({ seq: 1, createdAt: Date.now() - OUTBOX_MAX_AGE_MS - 1 })]);
    const send = vi.fn(async () => null);
    const { box, outcomes } = outbox({ store, send });
    await box.whenReady();
    await vi.waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.kind).toBe("refused");
    expect(send).not.toHaveBeenCalled();
    expect(box.count()).toBe(0);
  });
});
