import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it("quote commas, quotes and line breaks, and defuse formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("+91 98")).toBe("'+91 98");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-5)).toBe("-5");
    expect(csvLine(["a,b", 1, undefined])).toBe('"a,b",1,\r\n');
  });
});
