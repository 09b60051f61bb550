import type { ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { filteredChange } from "./filteredChange";

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;
const digits = (text: string) => text.replace(/\D/g, "").slice(0, 4);

describe("filteredChange", () => {
  it.each([
    ["puts the field back to what the filter keeps and passes that on", "12a", "12"],
    ["leaves an accepted value alone", "1234", "1234"],
  ])("%s", (_, input, kept) => {
    const set = vi.fn();
    const event = typed(input);
    filteredChange(digits, set)(event);
    expect(event.target.value).toBe(kept);
    expect(set).toHaveBeenCalledWith(kept);
  });
});
