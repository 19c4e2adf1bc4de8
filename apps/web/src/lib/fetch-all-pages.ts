import { MAX_PAGE_SIZE } from '@intranet/shared/api/paging';

/**
 * Every item of a list the server pages: asks for `size` items at a time from offset 0 and stops
 * at a short page or once `total` items arrived.
 */
export async function fetchAllPages<T>(
  page: (offset: number, limit: number) => Promise<{ dados: T[]; total: number }>,
  size: number = MAX_PAGE_SIZE,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += size) {
    const { dados, total } = await page(offset, size);
    all.push(...dados);
    if (dados.length < size || all.length >= total) return all;
  }
}
