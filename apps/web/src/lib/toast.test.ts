import { beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps its state (the handler, the early toasts): each test starts from a fresh copy.
let toast: typeof import("./toast");
beforeEach(async () => {
  vi.resetModules();
  toast = await import("./toast");
});

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))]);

describe("toasts raised before the app's toast host is in place", () => {
  it("are kept, in order, and shown once the host's handler is set", async () => {
    toast.expectToastHost();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    toast.toastError("Session Expired..., redirecting to Login...");
    toast.toastSuccess("Saved");
    expect(warn).not.toHaveBeenCalled();

    const shown: Array<[string, string]> = [];
    toast.setToastHandler((message, variant) => shown.push([message, variant]));
    expect(shown).toEqual([
      ["Session Expired..., redirecting to Login...", "error"],
      ["Saved", "success"],
    ]);
    // Shown once: a later handler (the loaded host taking over) does not get them again.
    const later: string[] = [];
    toast.setToastHandler((message) => later.push(message));
    toast.toast("Next");
    expect(later).toEqual(["Next"]);
    warn.mockRestore();
  });

  it("are waited for: the page is told they are on screen only when the host's handler is set", async () => {
    toast.expectToastHost();
    toast.toastError("Session Expired..., redirecting to Login...");
    const onScreen = toast.whenToastsOnScreen();
    expect(await settled(onScreen)).toBe(false);
    toast.setToastHandler(() => {});
    expect(await settled(onScreen)).toBe(true);
  });

  it("call the waiting host for each toast raised before it has loaded, and are kept for it", async () => {
    const raised = vi.fn();
    const stopWaiting = toast.awaitToastHost(raised);
    toast.toastError("Could not save.");
    expect(raised).toHaveBeenCalledTimes(1);
    expect(await settled(toast.whenToastsOnScreen())).toBe(false);
    // A host mounted after the toast was raised is told at once.
    const late = vi.fn();
    toast.awaitToastHost(late);
    expect(late).toHaveBeenCalledTimes(1);

    const shown: string[] = [];
    toast.setToastHandler((message) => shown.push(message));
    expect(shown).toEqual(["Could not save."]);
    stopWaiting();
  });

  it("go to the console once the waiting host is gone with none announced, or could not load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stopWaiting = toast.awaitToastHost(() => {});
    toast.toastError("Could not save.");
    expect(warn).not.toHaveBeenCalled();
    stopWaiting();
    expect(warn).toHaveBeenCalledWith("[toast:error] Could not save.");

    toast.expectToastHost();
    toast.toastError("Session Expired..., redirecting to Login...");
    const onScreen = toast.whenToastsOnScreen();
    expect(await settled(onScreen)).toBe(false);
    toast.toastHostFailed();
    expect(warn).toHaveBeenCalledWith("[toast:error] Session Expired..., redirecting to Login...");
    expect(await settled(onScreen)).toBe(true);
    warn.mockRestore();
  });

  it("go to the console where no host is coming (nothing would show them), and nothing waits", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    toast.toastError("Request failed (HTTP 500).");
    expect(warn).toHaveBeenCalledWith("[toast:error] Request failed (HTTP 500).");
    expect(await settled(toast.whenToastsOnScreen())).toBe(true);

    const shown: string[] = [];
    toast.setToastHandler((message) => shown.push(message));
    expect(shown).toEqual([]);
    warn.mockRestore();
  });
});
