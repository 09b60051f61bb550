import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "../src/db/sql";

describe("isUniqueViolation", () => {
  it("reads the code from the driver's error or from Drizzle's wrapper around it", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("Failed query"), { cause: { code: "23505" } }))).toBe(
      true,
    );
    expect(isUniqueViolation(Object.assign(new Error("Failed query"), { cause: { code: "23503" } }))).toBe(
      false,
    );
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
