import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NativeDialog } from "./NativeDialog";

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NativeDialog open={open} onClose={dismissible ? () => setOpen(false) : undefined} labelledBy="title">
        <h2 id="title">Submit the test?</h2>
        <p>Where you stand</p>
        <button type="button">Submit test</button>
      </NativeDialog>
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { name: "Submit the test?" }) as HTMLDialogElement;

describe("NativeDialog", () => {
  it("is closed and empty until opened, then named by its title, with its content", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Where you stand")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(dialog().open).toBe(true);
    expect(screen.getByText("Where you stand")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Submit test" })).toBeTruthy();
  });

  it("adds no element to the page until it first opens; closed again, its element stays", () => {
    render(<Harness />);
    expect(document.querySelector("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent(dialog(), new Event("cancel", { cancelable: true }));
    const closed = document.querySelector("dialog");
    expect(closed?.open).toBe(false);
    expect(closed?.childElementCount).toBe(0);
  });

  it("closes on Escape and on a click beside it, never on a click inside it", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent.click(screen.getByText("Where you stand"));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog()); // the backdrop: the dialog element itself, not its box
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("without onClose stays open: Escape is refused, and a close the browser forces is undone", () => {
    render(<Harness dismissible={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);

    const shown = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    dialog().close();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(dialog().open).toBe(true);
    shown.mockRestore();
  });
});
