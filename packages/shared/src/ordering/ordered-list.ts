/**
 * Ordered lists (trails of an onboarding, contents of a trail, prizes of a roulette …) kept as id
 * arrays whose index + 1 is the prioridade: 1..n with no gaps after any link, unlink or reorder.
 */

export type Prioritized = { id: number; prioridade: number };

/** Priorities 1..n in list order. */
export function packPriorities(ids: readonly number[]): Prioritized[] {
  return ids.map((id, index) => ({ id, prioridade: index + 1 }));
}

/** Ids ordered by prioridade (ties keep their input order). */
export function orderByPriority<T extends { prioridade: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.prioridade - b.item.prioridade || a.index - b.index)
    .map((x) => x.item);
}

/** Whether priorities are exactly 1..n (in any order), with no gaps and no repeats. */
export function isPacked(priorities: readonly number[]): boolean {
  const sorted = [...priorities].sort((a, b) => a - b);
  return sorted.every((p, index) => p === index + 1);
}

/**
 * Links items: each addition goes to its requested prioridade (clamped to the end), in ascending
 * prioridade order; an id already linked moves to the requested place.
 */
export function linkItems(current: readonly number[], additions: readonly Prioritized[]): number[] {
  const list = [...current];
  for (const add of orderByPriority(additions)) {
    const at = list.indexOf(add.id);
    if (at >= 0) list.splice(at, 1);
    const index = Math.min(Math.max(add.prioridade, 1) - 1, list.length);
    list.splice(index, 0, add.id);
  }
  return list;
}

/** Removes an item; the ones after it move up by one. */
export function unlinkItem(current: readonly number[], id: number): number[] {
  return current.filter((x) => x !== id);
}

/** The new order when `ids` is a permutation of the linked items, otherwise null. */
export function reorderItems(current: readonly number[], ids: readonly number[]): number[] | null {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return null;
  const linked = new Set(current);
  return ids.every((id) => linked.has(id)) ? [...ids] : null;
}
