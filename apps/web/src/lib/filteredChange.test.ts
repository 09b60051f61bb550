import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { filteredChange } from "./filteredChange";

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const digits = (text: string) => text.replace(/\D/g, "").slice(0, 4);

describe("filteredChange", () => {
  it("puts the field back to what the filter keeps and passes that on", () => {
    const set = vi.fn();
    const event = typed("12a");
    filteredChange(digits, set)(event);
    expect(event.target.value).toBe("12");
    expect(set).toHaveBeenCalledWith("12");
  });

  it("leaves an accepted value alone", () => {
    const set = vi.fn();
    const event = typed("1234");
    filteredChange(digits, set)(event);
    expect(event.target.value).toBe("1234");
    expect(set).toHaveBeenCalledWith("1234");
  });
});
