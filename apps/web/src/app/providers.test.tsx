import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// lib/toast.ts keeps its state (the handler, the early toasts): each test starts from fresh modules.
let providers: typeof import("./providers");
let toast: typeof import("../lib/toast");
beforeEach(async () => {
  vi.resetModules();
  providers = await import("./providers");
  toast = await import("../lib/toast");
});

const renderApp = () =>
  render(
    <providers.AppProviders client={providers.createQueryClient()} deferMs={60_000}>
      <p>Page</p>
    </providers.AppProviders>,
  );

describe("the deferred toast host", () => {
  it("loads at the first toast, long before its delay, and shows it", async () => {
    renderApp();
    await screen.findByText("Page");
    toast.toastError("Could not save your answer.");
    expect(await screen.findByText("Could not save your answer.")).toBeTruthy();
  });

  it("shows, once loaded, the toasts raised before the app was rendered", async () => {
    toast.expectToastHost();
    toast.toastError("Session Expired..., redirecting to Login...");
    toast.toastSuccess("Saved");
    const onScreen = vi.fn();
    void toast.whenToastsOnScreen().then(onScreen);
    renderApp();
    expect(await screen.findByText("Session Expired..., redirecting to Login...")).toBeTruthy();
    expect(screen.getByText("Saved")).toBeTruthy();
    expect(onScreen).toHaveBeenCalled();
  });
});
