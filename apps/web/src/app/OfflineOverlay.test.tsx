import { MESSAGES } from "@medhavi/domain";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "../lib/connectivity";
import { useFocusMode } from "./focusMode";
import { OfflineOverlay } from "./OfflineOverlay";

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

describe("OfflineOverlay", () => {
  it("is hidden while online, covers the screen when down and recovers with Retry", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    const monitor = monitorWith(fetchMock);
    render(<OfflineOverlay monitor={monitor} />);
    expect(screen.queryByText(MESSAGES.OFFLINE)).toBeNull();

    await act(() => monitor.check());
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain(MESSAGES.OFFLINE);

    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await vi.waitFor(() => expect(screen.queryByText(MESSAGES.OFFLINE)).toBeNull());
    monitor.stop();
  });

  it("stays out of the way in focus mode (the test screen shows its own banner) and returns after it", async () => {
    const monitor = monitorWith(vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const { rerender } = render(
      <>
        <FocusScreen />
        <OfflineOverlay monitor={monitor} />
      </>,
    );
    await act(() => monitor.check());
    expect(monitor.getState().online).toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    rerender(<OfflineOverlay monitor={monitor} />);
    expect(screen.getByRole("alertdialog").textContent).toContain(MESSAGES.OFFLINE);
    monitor.stop();
  });
});
