import { describe, expect, it } from "vitest";
import { keyLabel } from "./ExamResultsPage";

describe("item statistics' key column", () => {
  it("reads options, a numerical key, or written", () => {
    expect(keyLabel({ kind: 1, correct: ["A", "C"], numeric: null })).toBe("A, C");
    expect(keyLabel({ kind: 1, correct: [], numeric: { mode: "exact", value: 20, integer: true } })).toBe(
      "20",
    );
    expect(
      keyLabel({
        kind: 1,
        correct: [],
        numeric: { mode: "tolerance", value: 9.8, tolerance: 0.1, integer: false },
      }),
    ).toBe("9.8 ± 0.1");
    expect(keyLabel({ kind: 2, correct: [], numeric: null })).toBe("written");
  });
});
