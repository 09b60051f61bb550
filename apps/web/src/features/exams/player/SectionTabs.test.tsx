import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../test/render";
import { SectionTabs } from "./SectionTabs";

const tabs = [
  { value: 0, name: "Physics", title: "Answered: 1", disabled: false },
  { value: 1, name: "Chemistry", title: "Answered: 0", disabled: true },
  { value: 2, name: "Mathematics", title: "Answered: 0", disabled: false },
];

describe("SectionTabs", () => {
  it("is one Tab stop; arrow keys move between the open tabs, Enter chooses", async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <button type="button">Before</button>
        <SectionTabs tabs={tabs} value={0} onChange={onChange} label="Sections" />
      </TestProviders>,
    );
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Physics", selected: true })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Chemistry" }).hasAttribute("disabled")).toBe(true);

    screen.getByRole("button", { name: "Before" }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Physics" }));
    // Chemistry is closed: the arrow skips it, and wraps round.
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Mathematics" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Physics" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Mathematics" }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });
});
