import { describe, expect, it } from "vitest";
import { donePercent, EMPTY_FILTER, filterMaterials, groupMaterials } from "./grouping";
import { studentItem } from "./testSupport";

describe("groupMaterials", () => {
  it("groups by course then chapter in the server's order, items by their position, blank chapter as General", () => {
    const a = studentItem({ chapter: "Laws of Motion", position: 2 });
    const b = studentItem({ chapter: "Laws of Motion", position: 1 });
    const c = studentItem({ chapter: "" });
    const d = studentItem({ course_id: 9, course_name: "NEET UG", course_path: ["Medical", "NEET UG"] });
    const groups = groupMaterials([a, b, c, d]);
    expect(groups.map((g) => g.course_name)).toEqual(["JEE Main", "NEET UG"]);
    expect(groups[0]?.chapters.map((ch) => ch.chapter)).toEqual(["Laws of Motion", "General"]);
    expect(groups[0]?.chapters[0]?.items.map((i) => i.id)).toEqual([b.id, a.id]);
  });
});

describe("filterMaterials", () => {
  const notes = studentItem({
    title: "Projectile motion notes",
    kind: "pdf",
    progress: { position: 3, done: true, updated_at: 1 },
  });
  const lecture = studentItem({ title: "Relative velocity", description: "Boats and rivers", kind: "video" });
  const all = [notes, lecture];

  it("filters by type, by done / not done and by every word of the search", () => {
    expect(filterMaterials(all, { ...EMPTY_FILTER, kind: "video" })).toEqual([lecture]);
    expect(filterMaterials(all, { ...EMPTY_FILTER, done: "done" })).toEqual([notes]);
    expect(filterMaterials(all, { ...EMPTY_FILTER, done: "todo" })).toEqual([lecture]);
    expect(filterMaterials(all, { ...EMPTY_FILTER, q: "rivers BOATS" })).toEqual([lecture]);
    expect(filterMaterials(all, { ...EMPTY_FILTER, q: "kinematics" })).toEqual(all);
    expect(filterMaterials(all, { ...EMPTY_FILTER, q: "optics" })).toEqual([]);
  });

  it("progress counts only what the student can open", () => {
    expect(donePercent([notes, lecture])).toBe(50);
    expect(donePercent([notes, { ...lecture, locked: true }])).toBe(100);
    expect(donePercent([{ ...lecture, locked: true }])).toBeNull();
  });
});
