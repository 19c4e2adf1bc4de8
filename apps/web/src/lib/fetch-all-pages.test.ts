import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

/** A server list of `count` numbers, answered a page at a time. */
const server = (count: number) =>
  vi.fn(async (offset: number, limit: number) => ({
    dados: Array.from({ length: count }, (_, i) => i).slice(offset, offset + limit),
    total: count,
  }));

describe('fetchAllPages', () => {
  it('asks page after page until a short page and returns every item in order', async () => {
    const page = server(5);
    expect(await fetchAllPages(page, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(page.mock.calls).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it('stops once the total arrived, without asking for an empty page', async () => {
    const page = server(4);
    expect(await fetchAllPages(page, 2)).toEqual([0, 1, 2, 3]);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it('asks for 100 at a time unless told otherwise', async () => {
    const page = server(0);
    expect(await fetchAllPages(page)).toEqual([]);
    expect(page.mock.calls).toEqual([[0, 100]]);
  });
});
