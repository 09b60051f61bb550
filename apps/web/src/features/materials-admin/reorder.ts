import type { Material } from "@medhavi/domain";

type Row = Pick<Material, "id" | "chapter">;

/**
 * Moves one row up (-1) or down (+1), or onto another row (`toId`), within its chapter. Returns the new
 * order of the whole list and the ids of that chapter in their new order (the reorder call's body), or
 * null when the move leaves the chapter or the list.
 */
export function moveInChapter<T extends Row>(
  rows: readonly T[],
  id: number,
  to: { delta: -1 | 1 } | { toId: number },
): { rows: T[]; chapter: string; ids: number[] } | null {
  const from = rows.findIndex((row) => row.id === id);
  const moving = rows[from];
  if (!moving) return null;
  const target = "delta" in to ? from + to.delta : rows.findIndex((row) => row.id === to.toId);
  const other = rows[target];
  if (!other || target === from || other.chapter !== moving.chapter) return null;
  const next = [...rows];
  next.splice(from, 1);
  next.splice(target, 0, moving);
  return {
    rows: next,
    chapter: moving.chapter,
    ids: next.filter((row) => row.chapter === moving.chapter).map((row) => row.id),
  };
}
