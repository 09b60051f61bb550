import { describe, expect, it } from "vitest";
import { pressKey } from "./NumericAnswer";
import { crossedThreshold } from "./TimerAnnouncer";

describe("the numeric keypad", () => {
  it("types digits, one point, toggles the sign, backspaces and clears", () => {
    let v = "";
    for (const k of ["1", "9", ".", "6", "."]) v = pressKey(v, k);
    expect(v).toBe("19.6");
    expect(pressKey(v, "-")).toBe("-19.6");
    expect(pressKey("-19.6", "-")).toBe("19.6");
    expect(pressKey(v, "back")).toBe("19.");
    expect(pressKey(v, "clear")).toBe("");
    expect(pressKey("", ".")).toBe("0.");
  });
  it("never types past the allowed length", () => {
    expect(pressKey("123456789012", "3")).toBe("123456789012");
  });
});

describe("timer announcements", () => {
  it("only when crossing 30, 15, 5 and 1 minutes", () => {
    expect(crossedThreshold(1801, 1800)).toBe(30);
    expect(crossedThreshold(1800, 1799)).toBeNull();
    expect(crossedThreshold(901, 900)).toBe(15);
    expect(crossedThreshold(301, 299)).toBe(5);
    expect(crossedThreshold(61, 60)).toBe(1);
    expect(crossedThreshold(3000, 2999)).toBeNull();
  });
});
