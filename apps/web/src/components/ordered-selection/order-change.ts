/** What one edit of an ordered list amounts to, for screens that save each change at once. */
export type OrderChange =
  | { kind: 'link'; items: { id: number; prioridade: number }[] }
  | { kind: 'unlink'; ids: number[] }
  | { kind: 'reorder'; ids: number[] }
  | { kind: 'none' };

export function orderChange(before: readonly number[], after: readonly number[]): OrderChange {
  const had = new Set(before);
  const has = new Set(after);
  const added = after.map((id, index) => ({ id, prioridade: index + 1 })).filter((x) => !had.has(x.id));
  if (added.length) return { kind: 'link', items: added };
  const removed = before.filter((id) => !has.has(id));
  if (removed.length) return { kind: 'unlink', ids: removed };
  if (before.some((id, i) => after[i] !== id)) return { kind: 'reorder', ids: [...after] };
  return { kind: 'none' };
}
