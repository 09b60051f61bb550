import { describe, expect, it } from "vitest";
import { PICTURE_MAX_BYTES, PICTURE_SIZE_ERROR, PICTURE_TYPE_ERROR, pictureProblem } from "./pictures";

describe("pictureProblem", () => {
  it.each([
    ["image/jpeg", 10, null],
    ["image/png", PICTURE_MAX_BYTES, null],
    ["image/webp", 10, null],
    ["image/gif", 10, null],
    ["image/svg+xml", 10, PICTURE_TYPE_ERROR],
    ["application/pdf", 10, PICTURE_TYPE_ERROR],
    ["", 10, PICTURE_TYPE_ERROR],
    ["image/png", PICTURE_MAX_BYTES + 1, PICTURE_SIZE_ERROR],
  ])("%s of %i bytes -> %s", (type, size, expected) => {
    expect(pictureProblem({ type, size })).toBe(expected);
  });
});
