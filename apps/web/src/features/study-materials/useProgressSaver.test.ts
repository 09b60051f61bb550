import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useProgressSaver } from "./useProgressSaver";

describe("useProgressSaver", () => {
  it("saves at most every 10 s while playing, at once on request, and the last place on close", () => {
    let now = 1_000;
    const save = vi.fn().mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() =>
      useProgressSaver(save, { position: 0, done: false }, () => now),
    );
    act(() => result.current.report(4));
    expect(save).not.toHaveBeenCalled();
    now += 10_000;
    act(() => result.current.report(14));
    expect(save).toHaveBeenLastCalledWith({ position: 14, done: false });
    now += 2_000;
    act(() => result.current.report(16));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => result.current.report(16, true)); // pause
    expect(save).toHaveBeenLastCalledWith({ position: 16, done: false });
    act(() => result.current.setDone(true));
    expect(save).toHaveBeenLastCalledWith({ position: 16, done: true });
    act(() => result.current.report(17));
    unmount();
    expect(save).toHaveBeenLastCalledWith({ position: 17, done: true });
    expect(save).toHaveBeenCalledTimes(4);
  });
});
