// Turns the server's flat course list into the drill-down tree of the subscription screen (spec section 3).
export interface CourseNode {
  id: number;
  parent: number;
  name: string;
  type: string;
  for_subscription: boolean;
  fee: number | null;
  quarterly_fee: number | null;
}

export interface CourseTreeNode extends CourseNode {
  children: CourseTreeNode[];
  /** Names from the root down to this node, joined with " > ". */
  path: string;
  pathIds: number[];
  depth: number;
}

export const ROOT_PARENT = 0;
export const PATH_SEPARATOR = " > ";

/** First occurrence of each id wins; later duplicates are dropped. */
function uniqueById<T extends { id: number }>(flat: readonly T[]): Map<number, T> {
  const byId = new Map<number, T>();
  for (const node of flat) if (!byId.has(node.id)) byId.set(node.id, node);
  return byId;
}

/** A node is a root when its parent is 0, is itself, or does not exist (an orphan). */
function isNaturalRoot(node: CourseNode, byId: ReadonlyMap<number, CourseNode>): boolean {
  return node.parent === ROOT_PARENT || node.parent === node.id || !byId.has(node.parent);
}

/**
 * For a node that no root reaches, walk up until a node repeats: that loop is a cycle. Its member that comes
 * first in the input becomes a root, so the choice depends only on the input order.
 */
function cycleRootFor(
  start: CourseNode,
  byId: ReadonlyMap<number, CourseNode>,
  order: ReadonlyMap<number, number>,
): CourseNode {
  const seen = new Set<number>();
  let current = start;
  while (!seen.has(current.id)) {
    seen.add(current.id);
    current = byId.get(current.parent)!; // unreachable nodes always have an existing parent
  }
  let best = current;
  for (let node = byId.get(current.parent)!; node.id !== current.id; node = byId.get(node.parent)!) {
    if (order.get(node.id)! < order.get(best.id)!) best = node;
  }
  return best;
}

export function buildCourseTree(flat: readonly CourseNode[]): CourseTreeNode[] {
  const byId = uniqueById(flat);
  const nodes = [...byId.values()];
  const order = new Map(nodes.map((node, index) => [node.id, index]));
  const childrenOf = new Map<number, CourseNode[]>();
  for (const node of nodes) {
    if (isNaturalRoot(node, byId)) continue;
    const siblings = childrenOf.get(node.parent);
    if (siblings) siblings.push(node);
    else childrenOf.set(node.parent, [node]);
  }

  const placed = new Set<number>();
  // Iterative so a long chain in bad data cannot overflow the stack.
  const grow = (root: CourseNode): CourseTreeNode => {
    const top: CourseTreeNode = { ...root, children: [], path: root.name, pathIds: [root.id], depth: 0 };
    placed.add(root.id);
    const stack = [top];
    while (stack.length > 0) {
      const parent = stack.pop()!;
      for (const child of childrenOf.get(parent.id) ?? []) {
        if (placed.has(child.id)) continue; // the edge that closes a broken cycle
        placed.add(child.id);
        const treeNode: CourseTreeNode = {
          ...child,
          children: [],
          path: `${parent.path}${PATH_SEPARATOR}${child.name}`,
          pathIds: [...parent.pathIds, child.id],
          depth: parent.depth + 1,
        };
        parent.children.push(treeNode);
        stack.push(treeNode);
      }
    }
    return top;
  };

  const roots: CourseTreeNode[] = [];
  for (const node of nodes) if (isNaturalRoot(node, byId)) roots.push(grow(node));
  for (const node of nodes) {
    if (!placed.has(node.id)) roots.push(grow(cycleRootFor(node, byId, order)));
  }
  // Roots, like children, follow the input order (cycle roots included).
  return roots.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export function findNode(tree: readonly CourseTreeNode[], id: number): CourseTreeNode | undefined {
  const stack = [...tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node;
    stack.push(...node.children);
  }
  return undefined;
}

/** Moving `id` under `newParent` would make a loop when newParent is id itself or one of its descendants. */
export function wouldCreateCycle(
  flat: readonly Pick<CourseNode, "id" | "parent">[],
  id: number,
  newParent: number,
): boolean {
  if (newParent === id) return true;
  const parentOf = new Map<number, number>();
  for (const node of flat) if (!parentOf.has(node.id)) parentOf.set(node.id, node.parent);
  const seen = new Set<number>();
  let current: number | undefined = newParent;
  // Walk up from the new parent; an existing loop elsewhere (seen) or the root ends the walk.
  while (current !== undefined && current !== ROOT_PARENT && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** The ids from `id` up to its root (itself first); stops at missing parents and loops in bad data. */
export function ancestorIds(flat: readonly Pick<CourseNode, "id" | "parent">[], id: number): number[] {
  const parentOf = new Map<number, number>();
  for (const node of flat) if (!parentOf.has(node.id)) parentOf.set(node.id, node.parent);
  const chain: number[] = [];
  let current: number | undefined = id;
  while (
    current !== undefined &&
    current !== ROOT_PARENT &&
    parentOf.has(current) &&
    !chain.includes(current)
  ) {
    chain.push(current);
    current = parentOf.get(current);
  }
  return chain;
}

/**
 * Whether a subscription to `subscribedId` covers content filed under `contentId`: the content sits on
 * the subscribed course itself, above it (a test for the whole JEE Main programme) or below it.
 */
export function courseCovers(
  flat: readonly Pick<CourseNode, "id" | "parent">[],
  subscribedId: number,
  contentId: number,
): boolean {
  return (
    ancestorIds(flat, subscribedId).includes(contentId) || ancestorIds(flat, contentId).includes(subscribedId)
  );
}

/** Every subscribable course under `node` (itself included), in tree order. */
export function subscribableUnder(node: CourseTreeNode): CourseTreeNode[] {
  const found: CourseTreeNode[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.shift() as CourseTreeNode;
    if (current.for_subscription) found.push(current);
    stack.unshift(...current.children);
  }
  return found;
}
