import { MESSAGES } from "@medhavi/domain";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConnectivityMonitor } from "../lib/connectivity";
import { OfflineOverlay } from "./OfflineOverlay";

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
});
