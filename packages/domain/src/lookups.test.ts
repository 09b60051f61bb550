import { describe, expect, it } from "vitest";
import { ANSWER_LENGTHS, ANSWER_TYPES, DIFFICULTIES, lookupLabel, QUESTION_KINDS } from "./lookups";

describe("lookup lists", () => {
  it("lists difficulties", () => {
    expect(DIFFICULTIES).toEqual([
      { id: 1, label: "Easy" },
      { id: 2, label: "Medium" },
      { id: 3, label: "Hard" },
      { id: 4, label: "Very Hard" },
    ]);
  });

  it("lists answer types", () => {
    expect(ANSWER_TYPES).toEqual([
      { id: 1, label: "Single Select" },
      { id: 2, label: "Multi Select" },
      { id: 3, label: "Numerical" },
    ]);
  });

  it("lists question kinds", () => {
    expect(QUESTION_KINDS).toEqual([
      { id: 1, label: "Objective" },
      { id: 2, label: "Subjective" },
    ]);
  });

  it("lists answer lengths", () => {
    expect(ANSWER_LENGTHS).toEqual([
      { id: 1, label: "Very Short Question" },
      { id: 2, label: "Short Question" },
      { id: 3, label: "Long Question" },
    ]);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(DIFFICULTIES)).toBe(true);
  });
});

describe("lookupLabel", () => {
  it("finds the label of an id", () => {
    expect(lookupLabel(DIFFICULTIES, 4)).toBe("Very Hard");
    expect(lookupLabel(ANSWER_LENGTHS, 1)).toBe("Very Short Question");
  });

  it("returns undefined for an unknown id", () => {
    expect(lookupLabel(DIFFICULTIES, 0)).toBeUndefined();
    expect(lookupLabel(ANSWER_TYPES, 4)).toBeUndefined();
    expect(lookupLabel([], 1)).toBeUndefined();
  });
});
