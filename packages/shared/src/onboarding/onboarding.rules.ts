/**
 * Pure rules of onboardings, trails and the employee reading flow, used by the server and the web.
 * Ordered lists (trails of an onboarding, contents of a trail) are kept as id arrays whose index + 1
 * is the prioridade: 1..n with no gaps after any link, unlink or reorder.
 */

export const ONBOARDING_PAGE_SIZE = 20;
export const ONBOARDING_REPORT_LIMIT = 20;
export const ONBOARDING_DEFAULT_STATUS = true;

export type Prioritized = { id: number; prioridade: number };

/** Priorities 1..n in list order. */
export function packPriorities(ids: readonly number[]): Prioritized[] {
  return ids.map((id, index) => ({ id, prioridade: index + 1 }));
}

/** Ids ordered by prioridade (ties keep their input order). */
export function orderByPriority<T extends { prioridade: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ item, index })).sort((a, b) => a.item.prioridade - b.item.prioridade || a.index - b.index).map((x) => x.item);
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

/** Rounded progress percent (0 when there is nothing to read). */
export function progressPercent(lidos: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(lidos, total) / total) * 100);
}

/** An onboarding is finished when it has contents and all of them were read. */
export function isConcluded(lidos: number, total: number): boolean {
  return total > 0 && lidos >= total;
}

export type ProgressTone = 'positive' | 'warning' | 'negative';

/** Progress colour: 80 to 100 positive, 60 to 79 warning, below 60 negative. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'positive';
  if (percent >= 60) return 'warning';
  return 'negative';
}

/** The item right after `prioridade` in priority order, or null at the end. */
export function nextByPriority<T extends { prioridade: number }>(items: readonly T[], prioridade: number): T | null {
  return orderByPriority(items).find((item) => item.prioridade > prioridade) ?? null;
}

export type ReadingPosition = { id_trilha: number; prioridade_trilha: number; id_conteudo: number; prioridade_conteudo: number; finalizado: boolean };

/** Where an employee continues: the first unfinished content by trail then content priority. */
export function continueAt<T extends ReadingPosition>(items: readonly T[]): T | null {
  const sorted = [...items].sort((a, b) => a.prioridade_trilha - b.prioridade_trilha || a.prioridade_conteudo - b.prioridade_conteudo);
  return sorted.find((item) => !item.finalizado) ?? null;
}
