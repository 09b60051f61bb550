import { describe, expect, it } from "vitest";
import { fail, isSuccess, ok } from "./envelope";

describe("ok", () => {
  it("wraps data with status success and an empty message by default", () => {
    expect(ok({ a: 1 })).toEqual({ status: "success", message: "", data: { a: 1 } });
  });

  it("keeps a given message", () => {
    expect(ok([1, 2], "Fetched")).toEqual({ status: "success", message: "Fetched", data: [1, 2] });
  });
});

describe("fail", () => {
  it("has status error and null data by default", () => {
    expect(fail("Payment Failed!")).toEqual({ status: "error", message: "Payment Failed!", data: null });
  });

  it("keeps given data", () => {
    expect(fail("bad", { field: "email" })).toEqual({
      status: "error",
      message: "bad",
      data: { field: "email" },
    });
  });
});

describe("isSuccess", () => {
  it("accepts an envelope whose status is success", () => {
    expect(isSuccess(ok(null))).toBe(true);
    expect(isSuccess({ status: "success" })).toBe(true);
  });

  it.each([
    ["an error envelope", fail("x")],
    ["null", null],
    ["undefined", undefined],
    ["a string", "success"],
    ["a number", 1],
    ["an object without status", { message: "hi" }],
    ["a differently cased status", { status: "Success" }],
    ["status true", { status: true }],
    ["an array", ["success"]],
  ])("rejects %s", (_label, value) => {
    expect(isSuccess(value)).toBe(false);
  });
});
