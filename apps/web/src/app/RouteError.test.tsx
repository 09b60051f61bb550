import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { beginResumeFocus, endResumeFocus, useInFocusMode } from "../lib/focusMode";
import { RouteError } from "./RouteError";

afterEach(() => endResumeFocus());

function Probe() {
  return <p>{useInFocusMode() ? "focus" : "shell"}</p>;
}

describe("the router's error page", () => {
  it("ends the opening focus mode when the test page's code cannot load", async () => {
    beginResumeFocus();
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
