import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { beginResumeFocus, endResumeFocus, useFocusMode, useInFocusMode } from "./focusMode";

afterEach(() => endResumeFocus());

function Probe({ hold = false }: { hold?: boolean }) {
  useFocusMode(hold);
  return <p>{useInFocusMode() ? "focus" : "shell"}</p>;
}

describe("focus mode", () => {
  it.each([
    ["is off until a screen holds it, and ends when that screen leaves", false],
    ["begun for a reload mid-test, stays on as the player takes it over, and ends with the player", true],
  ])("%s", (_, reloadedMidTest) => {
    if (reloadedMidTest) beginResumeFocus();
    const { rerender } = render(<Probe />);
    expect(screen.getByText(reloadedMidTest ? "focus" : "shell")).toBeTruthy();
    rerender(<Probe hold />);
    expect(screen.getByText("focus")).toBeTruthy();
    rerender(<Probe />);
    expect(screen.getByText("shell")).toBeTruthy();
  });

  it("begun for a reload mid-test, ends when the page says the attempt is not coming back", () => {
    beginResumeFocus();
    render(<Probe />);
    expect(screen.getByText("focus")).toBeTruthy();
    act(() => endResumeFocus());
    expect(screen.getByText("shell")).toBeTruthy();
  });
});
