import { describe, expect, it } from "vitest";
import { BRAND, WHY_PATH } from "./brand";

describe("brand", () => {
  it("names the academy once", () => {
    expect(BRAND).toEqual({ name: "Medhavi Academy", shortName: "medhavi" });
  });

  it("derives the why page path from the short name", () => {
    expect(WHY_PATH).toBe("/why-medhavi");
  });
});
