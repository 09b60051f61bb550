import { describe, expect, it } from "vitest";
import { isAppPath } from "./appPaths";

describe("isAppPath", () => {
  it("knows the app's pages, with their parameters", () => {
    for (const path of [
      "/",
      "/about-us",
      "/about-us/",
      "/blogs/jee-2027",
      "/mcq-answers/3/9",
      "/admin/exam/4/results",
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
  });

  it("does not know anything else", () => {
    for (const path of [
      "/nope",
      "/about-us/team",
      "/blogs/a/b",
      "/admin/exams",
      "/assets/app.js",
      "/mcq-answers/3",
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});
