import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SaveStatus } from "./SaveStatus";

describe("SaveStatus", () => {
  it("shows routine saves without a live region, so they are not read out after every answer", () => {
    const { rerender } = render(<SaveStatus state={{ pending: 2, status: "sending" }} />);
    expect(screen.getByText("Saving…")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("");
    rerender(<SaveStatus state={{ pending: 0, status: "idle" }} />);
    expect(screen.getByText("All answers saved")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("announces at once when saving has stopped", () => {
    const { rerender } = render(<SaveStatus state={{ pending: 0, status: "idle" }} />);
    rerender(<SaveStatus state={{ pending: 3, status: "closed" }} />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your answers could not be saved: saving has stopped.",
    );
  });
});
