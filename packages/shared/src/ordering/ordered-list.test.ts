import { describe, expect, it } from 'vitest';
import { isPacked, linkItems, reorderItems, unlinkItem } from './ordered-list';

describe('ordered lists', () => {
  it('links at the requested place, clamped to the end', () => {
    expect(linkItems([1, 2, 3], [{ id: 9, prioridade: 2 }])).toEqual([1, 9, 2, 3]);
    expect(linkItems([1, 2], [{ id: 9, prioridade: 10 }])).toEqual([1, 2, 9]);
    expect(linkItems([1, 2, 3], [{ id: 3, prioridade: 1 }])).toEqual([3, 1, 2]);
  });
  it('unlinks and closes the gap', () => {
    expect(unlinkItem([1, 2, 3], 2)).toEqual([1, 3]);
  });
  it('refuses an order with a gap or a stranger', () => {
    expect(reorderItems([1, 2, 3], [3, 1])).toBeNull();
    expect(reorderItems([1, 2, 3], [3, 1, 4])).toBeNull();
    expect(reorderItems([1, 2, 3], [3, 3, 1])).toBeNull();
    expect(reorderItems([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
  });
  it('tells packed priorities apart', () => {
    expect(isPacked([2, 1, 3])).toBe(true);
    expect(isPacked([1, 3])).toBe(false);
    expect(isPacked([1, 1])).toBe(false);
  });
});
