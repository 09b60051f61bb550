import { describe, expect, it } from "vitest";
import type { CourseNode, CourseTreeNode } from "./courseTree";
import {
  ancestorIds,
  buildCourseTree,
  courseCovers,
  findNode,
  subscribableUnder,
  wouldCreateCycle,
} from "./courseTree";

const node = (id: number, parent: number, name = `N${id}`): CourseNode => ({
  id,
  parent,
  name,
  type: "Class",
  for_subscription: false,
  fee: null,
  quarterly_fee: null,
});

/** Compact picture of a tree: "id(child,child)". */
const shape = (tree: readonly CourseTreeNode[]): string =>
  tree.map((n) => (n.children.length ? `${n.id}(${shape(n.children)})` : `${n.id}`)).join(",");

const allIds = (tree: readonly CourseTreeNode[]): number[] =>
  tree.flatMap((n) => [n.id, ...allIds(n.children)]);

describe("buildCourseTree", () => {
  it("returns an empty forest for an empty list", () => {
    expect(buildCourseTree([])).toEqual([]);
  });

  it("nests children under parents and keeps the input order", () => {
    const flat = [node(1, 0), node(2, 1), node(3, 0), node(4, 1), node(5, 2), node(6, 3)];
    expect(shape(buildCourseTree(flat))).toBe("1(2(5),4),3(6)");
  });

  it("accepts children listed before their parent", () => {
    expect(shape(buildCourseTree([node(3, 2), node(2, 1), node(1, 0)]))).toBe("1(2(3))");
  });

  it("builds name paths, id paths and depths from the root", () => {
    const tree = buildCourseTree([
      { ...node(1, 0, "JEE"), type: "Exam" },
      node(2, 1, "Class 11"),
      { ...node(3, 2, "Physics"), for_subscription: true, fee: 12000, quarterly_fee: 7000 },
    ]);
    const physics = findNode(tree, 3)!;
    expect(physics.path).toBe("JEE > Class 11 > Physics");
    expect(physics.pathIds).toEqual([1, 2, 3]);
    expect(physics.depth).toBe(2);
    expect(physics).toMatchObject({
      name: "Physics",
      for_subscription: true,
      fee: 12000,
      quarterly_fee: 7000,
    });
    expect(tree[0]).toMatchObject({ path: "JEE", pathIds: [1], depth: 0, type: "Exam" });
  });

  it("does not change the input nodes", () => {
    const flat = [node(1, 0), node(2, 1)];
    const copy = structuredClone(flat);
    buildCourseTree(flat);
    expect(flat).toEqual(copy);
  });

  it("makes an orphan a root, with its subtree", () => {
    const tree = buildCourseTree([node(1, 0), node(2, 99), node(3, 2)]);
    expect(shape(tree)).toBe("1,2(3)");
    expect(findNode(tree, 3)?.path).toBe("N2 > N3");
  });

  it("makes a node that is its own parent a root", () => {
    expect(shape(buildCourseTree([node(1, 0), node(2, 2), node(3, 2)]))).toBe("1,2(3)");
  });

  it("keeps the first of duplicate ids", () => {
    const tree = buildCourseTree([node(1, 0, "First"), node(2, 1), node(1, 0, "Second"), node(2, 0)]);
    expect(shape(tree)).toBe("1(2)");
    expect(tree[0]?.name).toBe("First");
  });

  it("breaks a two-node cycle at the member listed first", () => {
    const tree = buildCourseTree([node(1, 0), node(5, 4), node(4, 5), node(6, 4)]);
    expect(shape(tree)).toBe("1,5(4(6))");
    expect(findNode(tree, 6)?.path).toBe("N5 > N4 > N6");
  });

  it("breaks a longer cycle at its first-listed member even when a hanging node comes first", () => {
    // 9 hangs off the cycle 7 -> 8 -> 10 -> 7 and is listed first, but must not become a root.
    const tree = buildCourseTree([node(9, 8), node(10, 8), node(8, 7), node(7, 10)]);
    expect(shape(tree)).toBe("10(7(8(9)))");
  });

  it("is deterministic for the same input", () => {
    const flat = [node(3, 2), node(2, 1), node(1, 3), node(4, 0)];
    expect(shape(buildCourseTree(flat))).toBe("3(1(2)),4");
    expect(buildCourseTree(flat)).toEqual(buildCourseTree(flat));
  });

  it("places every unique node exactly once, whatever the mess", () => {
    const flat = [
      node(1, 0),
      node(2, 3),
      node(3, 2),
      node(4, 4),
      node(5, 77),
      node(6, 5),
      node(2, 1),
      node(7, 8),
      node(8, 9),
      node(9, 7),
      node(10, 9),
    ];
    const ids = allIds(buildCourseTree(flat));
    expect(ids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("orders cycle roots among the other roots by input position", () => {
    expect(shape(buildCourseTree([node(2, 3), node(1, 0), node(3, 2)]))).toBe("2(3),1");
  });

  it("copes with a long chain", () => {
    const flat = Array.from({ length: 2000 }, (_, i) => node(2000 - i, 1999 - i));
    const tree = buildCourseTree(flat);
    expect(findNode(tree, 2000)?.depth).toBe(1999);
    expect(findNode(tree, 2000)?.pathIds.length).toBe(2000);
  });
});

describe("findNode", () => {
  const tree = buildCourseTree([node(1, 0), node(2, 1), node(3, 2), node(4, 0)]);

  it("finds roots and deep nodes", () => {
    expect(findNode(tree, 4)?.id).toBe(4);
    expect(findNode(tree, 3)?.pathIds).toEqual([1, 2, 3]);
  });

  it("returns undefined for a missing id", () => {
    expect(findNode(tree, 99)).toBeUndefined();
    expect(findNode([], 1)).toBeUndefined();
  });
});

describe("wouldCreateCycle", () => {
  const flat = [node(1, 0), node(2, 1), node(3, 2), node(4, 0), node(5, 4)];

  it("forbids a node becoming its own parent", () => {
    expect(wouldCreateCycle(flat, 2, 2)).toBe(true);
  });

  it("forbids moving a node under its child or deeper descendant", () => {
    expect(wouldCreateCycle(flat, 1, 2)).toBe(true);
    expect(wouldCreateCycle(flat, 1, 3)).toBe(true);
    expect(wouldCreateCycle(flat, 2, 3)).toBe(true);
  });

  it("allows moves to the root, to an ancestor or to another branch", () => {
    expect(wouldCreateCycle(flat, 3, 0)).toBe(false);
    expect(wouldCreateCycle(flat, 3, 1)).toBe(false);
    expect(wouldCreateCycle(flat, 2, 5)).toBe(false);
    expect(wouldCreateCycle(flat, 4, 3)).toBe(false);
  });

  it("allows a parent that does not exist (the caller checks existence)", () => {
    expect(wouldCreateCycle(flat, 2, 99)).toBe(false);
  });

  it("terminates on data that already has a cycle elsewhere", () => {
    const bad = [...flat, node(7, 8), node(8, 7)];
    expect(wouldCreateCycle(bad, 1, 7)).toBe(false);
    expect(wouldCreateCycle(bad, 7, 8)).toBe(true);
  });

  it("uses the first of duplicate ids", () => {
    expect(wouldCreateCycle([node(1, 0), node(2, 1), node(2, 0)], 1, 2)).toBe(true);
  });
});

describe("ancestorIds and courseCovers", () => {
  // 1 JEE > 2 JEE Main > 3 Complete Course; 4 NEET > 5 NEET UG; 9 -> 8 -> 9 is a loop in bad data.
  const flat = [
    { id: 1, parent: 0 },
    { id: 2, parent: 1 },
    { id: 3, parent: 2 },
    { id: 4, parent: 0 },
    { id: 5, parent: 4 },
    { id: 8, parent: 9 },
    { id: 9, parent: 8 },
  ];

  it("walks up to the root, itself first", () => {
    expect(ancestorIds(flat, 3)).toEqual([3, 2, 1]);
    expect(ancestorIds(flat, 1)).toEqual([1]);
    expect(ancestorIds(flat, 42)).toEqual([]);
    expect(ancestorIds(flat, 9)).toEqual([9, 8]);
  });

  it("covers the course itself, the programmes above it and the courses below it", () => {
    expect(courseCovers(flat, 3, 3)).toBe(true);
    expect(courseCovers(flat, 3, 2)).toBe(true);
    expect(courseCovers(flat, 3, 1)).toBe(true);
    expect(courseCovers(flat, 2, 3)).toBe(true);
    expect(courseCovers(flat, 3, 5)).toBe(false);
    expect(courseCovers(flat, 5, 1)).toBe(false);
    expect(courseCovers(flat, 3, 42)).toBe(false);
  });
});

describe("subscribableUnder", () => {
  it("lists the subscribable courses under a node, itself included, in tree order", () => {
    const sub = (id: number, parent: number): CourseNode => ({ ...node(id, parent), for_subscription: true });
    const tree = buildCourseTree([node(1, 0), sub(2, 1), node(3, 1), sub(4, 3), sub(5, 3), sub(6, 0)]);
    expect(subscribableUnder(findNode(tree, 1)!).map((n) => n.id)).toEqual([2, 4, 5]);
    expect(subscribableUnder(findNode(tree, 6)!).map((n) => n.id)).toEqual([6]);
    expect(subscribableUnder(findNode(tree, 3)!).map((n) => n.id)).toEqual([4, 5]);
  });
});
