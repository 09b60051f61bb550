import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  window.localStorage.clear();
  vi.resetModules();
});

/** focusMode as a page opened at `address` loads it, with or without a student's session on the device. */
async function openedAt(address: string, signedIn: boolean) {
  window.history.replaceState(null, "", address);
  if (signedIn) window.localStorage.setItem("user-info", "encrypted");
  vi.resetModules();
  const focusMode = await import("./focusMode");
  function Probe({ hold = false }: { hold?: boolean }) {
    focusMode.useFocusMode(hold);
    return <p>{focusMode.useInFocusMode() ? "focus" : "shell"}</p>;
  }
  return { focusMode, Probe };
}

describe("focus mode from the address", () => {
  it("starts on for a signed-in student's reload mid-test, and stays on as the player takes it over", async () => {
    const { Probe } = await openedAt("/testseries/5?attempt=9", true);
    const { rerender } = render(<Probe />);
    expect(screen.getByText("focus")).toBeTruthy();
    rerender(<Probe hold />);
    expect(screen.getByText("focus")).toBeTruthy();
    // Once the player held it, the player's leaving ends it.
    rerender(<Probe />);
    expect(screen.getByText("shell")).toBeTruthy();
  });

  it("ends when the page says the attempt is not coming back", async () => {
    const { focusMode, Probe } = await openedAt("/testseries/5?attempt=9", true);
    render(<Probe />);
    act(() => focusMode.endResumeFocus());
    expect(screen.getByText("shell")).toBeTruthy();
  });

  it("is off for a signed-out visitor and for any other address", async () => {
    const signedOut = await openedAt("/testseries/5?attempt=9", false);
    const { unmount } = render(<signedOut.Probe />);
    expect(screen.getByText("shell")).toBeTruthy();
    unmount();
    const instructions = await openedAt("/testseries/5", true);
    render(<instructions.Probe />);
    expect(screen.getByText("shell")).toBeTruthy();
  });
});

describe("the router's error page", () => {
  it("ends the opening focus mode when the test page's code cannot load", async () => {
    const { Probe } = await openedAt("/testseries/5?attempt=9", true);
    const { RouteError } = await import("./RouteError");
    const { createMemoryRouter, RouterProvider } = await import("react-router");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: "/testseries/:examId",
          errorElement: <RouteError />,
          lazy: () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
        },
      ],
      { initialEntries: ["/testseries/5?attempt=9"] },
    );
    render(
      <>
        <Probe />
        <RouterProvider router={router} />
      </>,
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(await screen.findByText("shell")).toBeTruthy();
  });
});
