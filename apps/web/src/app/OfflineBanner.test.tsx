import { MESSAGES } from "@medhavi/domain";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "../lib/connectivity";
import { useFocusMode } from "../lib/focusMode";
import { registerPendingSource } from "../lib/outbox/outboxState";
import { OfflineBanner } from "./OfflineBanner";

function FocusScreen() {
  useFocusMode();
  return <p>Test screen</p>;
}

function monitorWith(fetchMock: typeof fetch) {
  return new ConnectivityMonitor({
    fetch: fetchMock,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
}

describe("OfflineBanner", () => {
  it("is hidden while online, shows the waiting changes when down (page still usable) and recovers with Retry", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    const monitor = monitorWith(fetchMock);
    let count = 2;
    const listeners = new Set<() => void>();
    const remove = registerPendingSource("test", {
      count: () => count,
      subscribe: (l) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
    });
    count = 0;
    for (const l of listeners) l();
    render(
      <>
        <button type="button">Page button</button>
        <OfflineBanner monitor={monitor} />
      </>,
    );
    expect(screen.queryByText(MESSAGES.OFFLINE, { exact: false })).toBeNull();

    await act(() => monitor.check());
    const banner = screen.getByRole("alert");
    expect(banner.textContent).toContain(MESSAGES.OFFLINE);
    // Not a modal: the page stays reachable.
    expect(screen.getByRole("button", { name: "Page button" })).toBeTruthy();

    act(() => {
      count = 2;
      for (const l of listeners) l();
    });
    expect(screen.getByRole("alert").textContent).toContain(
      "2 changes will be sent when you're back online.",
    );

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toContain("Sending 2 changes"));
    act(() => {
      count = 0;
      for (const l of listeners) l();
    });
    expect(screen.queryByRole("status")).toBeNull();
    remove();
    monitor.stop();
  });

  it("stays out of the way in focus mode (the test screen shows its own banner) and returns after it", async () => {
    const monitor = monitorWith(vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const { rerender } = render(
      <>
        <FocusScreen />
        <OfflineBanner monitor={monitor} />
      </>,
    );
    await act(() => monitor.check());
    expect(monitor.getState().online).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();

    rerender(<OfflineBanner monitor={monitor} />);
    expect(screen.getByRole("alert").textContent).toContain(MESSAGES.OFFLINE);
    monitor.stop();
  });
});
