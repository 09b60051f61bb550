import { describe, expect, it } from "vitest";
import { moveInChapter } from "./reorder";

const rows = [
  { id: 1, chapter: "Kinematics" },
  { id: 2, chapter: "Kinematics" },
  { id: 3, chapter: "Kinematics" },
  { id: 4, chapter: "Laws of Motion" },
];

describe("moveInChapter", () => {
  it("moves a row up or down inside its chapter and lists the chapter's new order", () => {
    expect(moveInChapter(rows, 2, { delta: -1 })).toEqual({
      rows: [rows[1], rows[0], rows[2], rows[3]],
      chapter: "Kinematics",
      ids: [2, 1, 3],
    });
    expect(moveInChapter(rows, 1, { toId: 3 })?.ids).toEqual([2, 3, 1]);
  });

  it("refuses moves across chapters or past either end", () => {
    expect(moveInChapter(rows, 3, { delta: 1 })).toBeNull();
    expect(moveInChapter(rows, 1, { delta: -1 })).toBeNull();
    expect(moveInChapter(rows, 4, { toId: 1 })).toBeNull();
    expect(moveInChapter(rows, 9, { delta: 1 })).toBeNull();
  });
});
