import { describe, expect, it } from "vitest";
import { attemptInQuery, resumeAddress } from "./resumeAddress";

describe("resumeAddress", () => {
  it("names the exam and attempt of a student's test screen address, and nothing else", () => {
    expect(resumeAddress("/testseries/5", "?attempt=9")).toEqual({ examId: 5, attemptId: 9 });
    expect(resumeAddress("/testseries/5/", "?attempt=9&lang=hi")).toEqual({ examId: 5, attemptId: 9 });
    expect(resumeAddress("/testseries/5", "attempt=9")).toEqual({ examId: 5, attemptId: 9 });
    for (const [path, search] of [
      ["/testseries/5", ""],
      ["/testseries/5", "?attempt=x"],
      ["/testseries/5", "?attempt=-2"],
      ["/testseries/5", "?attempt=1.5"],
      ["/testseries/abc", "?attempt=9"],
      ["/testseries/0", "?attempt=9"],
      ["/testseries/99999999999999999999", "?attempt=9"],
      ["/demo-exam-start/5", "?attempt=9"],
      ["/testseries/5/review", "?attempt=9"],
    ] as const)
      expect(resumeAddress(path, search)).toBeNull();
  });
});

describe("attemptInQuery", () => {
  it("reads a positive whole attempt id from a query string or its parsed params, else null", () => {
    expect(attemptInQuery("?attempt=9")).toBe(9);
    expect(attemptInQuery(new URLSearchParams("lang=hi&attempt=12"))).toBe(12);
    for (const search of [
      "",
      "?attempt=",
      "?attempt=x",
      "?attempt=0",
      "?attempt=-2",
      "?attempt=1.5",
      "?attempt=1e30",
    ])
      expect(attemptInQuery(search)).toBeNull();
  });
});
