import { describe, expect, it } from "vitest";
import { formatInr, groupIndianInteger, toPaise } from "./money";

describe("formatInr", () => {
  it.each([
    [0, "₹0"],
    [1, "₹1"],
    [99, "₹99"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [1500, "₹1,500"],
    [99999, "₹99,999"],
    [100000, "₹1,00,000"],
    [150000, "₹1,50,000"],
    [999999, "₹9,99,999"],
    [1000000, "₹10,00,000"],
    [12345678, "₹1,23,45,678"],
    [100000000, "₹10,00,00,000"],
    [1234567890, "₹1,23,45,67,890"],
  ])("groups %d the Indian way as %s", (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it.each([
    [999.5, "₹999.50"],
    [0.5, "₹0.50"],
    [0.05, "₹0.05"],
    [1234.56, "₹1,234.56"],
    [150000.1, "₹1,50,000.10"],
    [1.005, "₹1.01"],
    [2.999, "₹3"],
    [1500.004, "₹1,500"],
  ])("shows paise for %d as %s", (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it("puts the sign before the symbol for negative amounts", () => {
    expect(formatInr(-150000)).toBe("-₹1,50,000");
    expect(formatInr(-0.5)).toBe("-₹0.50");
  });

  it("never shows a negative zero", () => {
    expect(formatInr(-0)).toBe("₹0");
    expect(formatInr(-0.001)).toBe("₹0");
  });

  it("rejects amounts that are not finite", () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("groupIndianInteger", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [123456, "1,23,456"],
    [-12345678, "-1,23,45,678"],
  ])("%d is written %s", (value, text) => {
    expect(groupIndianInteger(value)).toBe(text);
  });
});

describe("toPaise", () => {
  it.each([
    [0, 0],
    [1, 100],
    [1500, 150000],
    [999.5, 99950],
    [0.29, 29],
    [1.005, 101],
    [19.99, 1999],
    [0.004, 0],
    [-2.5, -250],
  ])("turns ₹%d into %d paise", (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it("always returns an integer and no negative zero", () => {
    expect(Number.isInteger(toPaise(12.345))).toBe(true);
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it("rejects amounts that are not finite or too large to be exact", () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaise(1e20)).toThrow(RangeError);
  });
});
